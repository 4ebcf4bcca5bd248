import { Badge } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { LuFileX } from 'react-icons/lu';
import { DocumentDownloadButton } from '../../../components/ui/document-download-button';
import { UserDocumentsDocument } from '../graphql/user-resources';
import { Item, PanelState, useDate } from './user-resource-panel';

/**
 * Downloads a document with the session's token (lib/download-document.ts); a document whose file is missing
 * from storage says so instead of offering a download that cannot work.
 */
function DocumentDownload({
  document,
}: {
  document: { fileName: string; downloadUrl: string; fileAvailable: boolean; documentType: { name: string } };
}) {
  const { t } = useTranslation();
  if (!document.fileAvailable) {
    return (
      <Badge colorPalette="orange" variant="subtle" flexShrink={0}>
        <LuFileX aria-hidden="true" />
        {t('users.resources.documents.missing')}
      </Badge>
    );
  }
  return (
    <DocumentDownloadButton
      url={document.downloadUrl}
      fileName={document.fileName}
      label={t('users.resources.documents.download', {
        name: document.fileName,
        type: document.documentType.name,
      })}
      failure={(reason) => ({
        title: t('users.resources.documents.downloadFailed', { name: document.fileName }),
        description: t(`users.resources.documents.failure.${reason}`),
      })}
    />
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
