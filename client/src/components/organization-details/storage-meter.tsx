import { Progress, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useDates } from '../../lib/dates-hook';
import { formatBytes } from '../../lib/format-bytes';

/**
 * An organization's storage against its plan's quota: "12 MB of 100 MB" with a bar that turns orange,
 * then red, as it fills; "12 MB (unlimited)" without a quota.
 */
export function StorageMeter({ used, quota }: { used: number; quota: number | null }) {
  const { t } = useTranslation();
  const dates = useDates();
  const percent = quota ? Math.min(100, Math.round((used / quota) * 100)) : null;
  return (
    <Stack gap="2" w="full">
      <Text data-testid="organization-storage">
        {quota
          ? t('organization-details.storageOf', {
              used: formatBytes(used, dates.language),
              quota: formatBytes(quota, dates.language),
            })
          : t('organization-details.storageUnlimited', { used: formatBytes(used, dates.language) })}
      </Text>
      {percent !== null ? (
        <Progress.Root
          size="sm"
          value={percent}
          colorPalette={percent >= 90 ? 'red' : percent >= 75 ? 'orange' : 'brand'}
          translations={{ value: () => t('organization-details.storagePercent', { percent }) }}
        >
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      ) : null}
    </Stack>
  );
}
