import { Box, CloseButton, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCircleAlert, LuPaperclip } from 'react-icons/lu';
import { formatBytes } from '../../../lib/format-bytes';
import type { ComposerAttachment } from '../hooks/use-composer-attachments';

/** The composer's files with their upload progress and why one was refused. */
export function ComposeAttachments({
  attachments,
  onRemove,
}: {
  attachments: readonly ComposerAttachment[];
  onRemove: (key: string) => void;
}) {
  const { t, i18n } = useTranslation();
  if (attachments.length === 0) return null;
  return (
    <Stack as="ul" listStyleType="none" gap="1" px="3" py="2">
      {attachments.map((item) => {
        const percent = Math.round(item.progress * 100);
        const going = item.id === null && item.error === null;
        return (
          <Box as="li" key={item.key} borderWidth="1px" rounded="l2" px="2" py="1">
            <HStack gap="2">
              {item.error ? (
                <LuCircleAlert aria-hidden="true" color="var(--chakra-colors-fg-error)" />
              ) : (
                <LuPaperclip aria-hidden="true" />
              )}
              <Text textStyle="sm" truncate flex="1">
                {item.name}
              </Text>
              <Text textStyle="xs" color="fg.muted">
                {formatBytes(item.size, i18n.language)}
              </Text>
              <CloseButton
                size="2xs"
                aria-label={t('mail.composer.removeAttachment', { name: item.name })}
                onClick={() => onRemove(item.key)}
              />
            </HStack>
            {going ? (
              <Progress.Root
                size="xs"
                value={percent}
                mt="1"
                aria-label={t('mail.composer.uploading', { name: item.name, percent })}
              >
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            ) : null}
            {item.error ? (
              <Text textStyle="xs" color="fg.error" role="alert">
                {t(`mail.upload.${item.error}`)}
              </Text>
            ) : null}
          </Box>
        );
      })}
    </Stack>
  );
}
