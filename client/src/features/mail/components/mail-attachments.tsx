import { Box, Flex, Image, Stack, Text, Wrap } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentDownloadButton } from '../../../components/ui/document-download-button';
import { formatBytes } from '../../../lib/format-bytes';
import { sessionStore } from '../../../lib/session/session-store';
import type { MailRow } from '../mail-cache';

type Attachment = MailRow['attachments'][number];

/**
 * An image's preview URL answers only with the session's token, which an <img> cannot send: the image
 * is fetched with it and shown from a blob URL. Null until loaded; 'failed' when refused.
 */
function useAuthorizedImage(url: string | null): string | null | 'failed' {
  const [src, setSrc] = useState<string | null | 'failed'>(null);
  useEffect(() => {
    if (!url) return undefined;
    let objectUrl: string | null = null;
    const controller = new AbortController();
    const token = sessionStore.getToken();
    fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        objectUrl = URL.createObjectURL(await response.blob());
        setSrc(objectUrl);
      })
      .catch(() => {
        if (!controller.signal.aborted) setSrc('failed');
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return src;
}

function ImagePreview({ attachment }: { attachment: Attachment }) {
  const { t } = useTranslation();
  const src = useAuthorizedImage(attachment.preview);
  if (src === 'failed')
    return (
      <Text textStyle="xs" color="fg.muted">
        {t('mail.reader.previewFailed')}
      </Text>
    );
  return (
    <Box boxSize="32" rounded="l2" overflow="hidden" bg="bg.muted" borderWidth="1px">
      {src ? <Image src={src} alt={attachment.name} objectFit="cover" boxSize="full" /> : null}
    </Box>
  );
}

/** A mail's files: previews of its images, and a download button for each. */
export function MailAttachments({ attachments }: { attachments: readonly Attachment[] }) {
  const { t, i18n } = useTranslation();
  if (attachments.length === 0) return null;
  return (
    <Stack gap="2" borderTopWidth="1px" pt="3">
      <Text textStyle="sm" fontWeight="medium">
        {t('mail.reader.attachments', { count: attachments.length })}
      </Text>
      <Wrap gap="3">
        {attachments.map((attachment) => (
          <Stack key={attachment.id} gap="1" maxW="48">
            {attachment.preview && attachment.type.startsWith('image/') ? (
              <ImagePreview attachment={attachment} />
            ) : null}
            <Flex gap="2" align="center">
              <DocumentDownloadButton
                url={attachment.downloadUrl}
                fileName={attachment.name}
                label={t('mail.actions.download', { name: attachment.name })}
                failure={() => ({ title: t('mail.reader.downloadFailed'), description: attachment.name })}
              />
              <Text textStyle="xs" color="fg.muted" flexShrink="0">
                {formatBytes(attachment.size, i18n.language)}
              </Text>
            </Flex>
          </Stack>
        ))}
      </Wrap>
    </Stack>
  );
}
