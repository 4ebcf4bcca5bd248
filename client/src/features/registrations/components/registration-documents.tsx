import { HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DocumentDownloadButton } from '../../../components/ui/document-download-button';
import type { RegistrationDetailFragment } from '../../../generated/graphql';
import { formatBytes } from '../../../lib/format-bytes';

type Document = RegistrationDetailFragment['documents'][number];

/** A registration's documents in the drawer: each downloaded with the session (lib/download-document). */
export function RegistrationDocuments({ documents }: { documents: readonly Document[] }) {
  const { t, i18n } = useTranslation();
  if (documents.length === 0) return <Text color="fg.muted">{t('registrations.detail.noDocuments')}</Text>;
  return (
    <Stack gap="2">
      {documents.map((document) => (
        <HStack key={document.id} gap="3" justify="space-between" wrap="wrap">
          <Stack gap="0" minW="0">
            <Text fontWeight="medium">{t(`registrations.documentKind.${document.kind}`)}</Text>
            <Text textStyle="sm" color="fg.muted">
              {formatBytes(document.sizeBytes, i18n.resolvedLanguage ?? 'en')}
            </Text>
          </Stack>
          <DownloadButton document={document} />
        </HStack>
      ))}
    </Stack>
  );
}

function DownloadButton({ document }: { document: Document }) {
  const { t } = useTranslation();
  return (
    <DocumentDownloadButton
      url={document.downloadUrl}
      fileName={document.fileName}
      label={t('registrations.detail.downloadDocument', {
        name: document.fileName,
        kind: t(`registrations.documentKind.${document.kind}`),
      })}
      failure={(reason) => ({
        title: t('registrations.detail.downloadFailed', { name: document.fileName }),
        description: t(`registrations.detail.downloadFailure.${reason}`),
      })}
    />
  );
}
