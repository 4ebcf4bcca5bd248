import { Badge, Button, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuDownload, LuFileX } from 'react-icons/lu';
import { appToaster } from '../../../components/ui/toaster';
import { UserDocumentsDocument } from '../graphql/user-resources';
import { DocumentDownloadError, downloadDocument } from '../user-documents';
import { Item, PanelState, useDate } from './user-resource-panel';

/**
 * Downloads a document with the session's token (user-documents.ts); a document whose file is missing
 * from storage says so instead of offering a download that cannot work.
 */
function DocumentDownload({
  document,
}: {
  document: { fileName: string; downloadUrl: string; fileAvailable: boolean; documentType: { name: string } };
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  if (!document.fileAvailable) {
    return (
      <Badge colorPalette="orange" variant="subtle" flexShrink={0}>
        <LuFileX aria-hidden="true" />
        {t('users.resources.documents.missing')}
      </Badge>
    );
  }
  const download = async () => {
    setBusy(true);
    try {
      await downloadDocument(document.downloadUrl, document.fileName);
    } catch (error) {
      const reason = error instanceof DocumentDownloadError ? error.reason : 'failed';
      appToaster.create({
        type: 'error',
        title: t('users.resources.documents.downloadFailed', { name: document.fileName }),
        description: t(`users.resources.documents.failure.${reason}`),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="xs"
      variant="outline"
      flexShrink={0}
      maxW="full"
      loading={busy}
      onClick={() => void download()}
      aria-label={t('users.resources.documents.download', {
        name: document.fileName,
        type: document.documentType.name,
      })}
    >
      <LuDownload aria-hidden="true" />
      <Text as="span" truncate>
        {document.fileName}
      </Text>
    </Button>
  );
}

export function DocumentsPanel({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const date = useDate();
  const { data, loading, error } = useQuery(UserDocumentsDocument, { variables: { userId } });
  const items = data?.userDocuments ?? [];
  return (
    <PanelState tab="documents" loading={loading} error={error} empty={items.length === 0}>
      {items.map((document) => (
        <Item
          key={document.id}
          title={document.documentType.name}
          meta={t('users.resources.documents.uploadedAt', { date: date(document.uploadedAt) })}
          end={<DocumentDownload document={document} />}
        />
      ))}
    </PanelState>
  );
}
