import { EmptyState, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuInbox } from 'react-icons/lu';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { featureErrors } from '../../../lib/apollo/feature-errors';
import { useDates } from '../../../lib/dates-hook';

export const RESOURCE_TABS = [
  'documents',
  'payments',
  'preferences',
  'wallet',
  'devices',
  'notifications',
  'surveyAnswers',
  'feedbacks',
] as const;
export type ResourceTab = (typeof RESOURCE_TABS)[number];

/** A record's time with its year (lib/dates.ts), or a dash without one. */
export function useDate() {
  const dates = useDates();
  return (iso: string | null | undefined) => dates.timestamp(iso) || '—';
}

/** Loading, error and empty states shared by every tab; `children` renders only with items. */
export function PanelState({
  tab,
  loading,
  error,
  empty,
  children,
}: {
  tab: ResourceTab;
  loading: boolean;
  error: unknown;
  empty: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <Stack gap="2" py="2" aria-busy="true" aria-label={t('users.resources.loading')}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} h="12" rounded="l2" />
        ))}
      </Stack>
    );
  }
  if (error) {
    return <ErrorAlert>{featureErrors(t, 'users').explain(error)}</ErrorAlert>;
  }
  if (empty) {
    return (
      <EmptyState.Root size="sm">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuInbox />
          </EmptyState.Indicator>
          <EmptyState.Title>{t(`users.resources.${tab}.empty`)}</EmptyState.Title>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <Stack as="ul" gap="2" listStyle="none" py="2">
      {children}
    </Stack>
  );
}

export function Item({
  title,
  detail,
  meta,
  end,
}: {
  title: ReactNode;
  /** A line under the title in the body text (an answer, a description). */
  detail?: ReactNode;
  meta?: ReactNode;
  end?: ReactNode;
}) {
  return (
    <HStack
      as="li"
      justify="space-between"
      gap="3"
      p="3"
      borderWidth="1px"
      rounded="l2"
      align="start"
      flexWrap={{ base: 'wrap', sm: 'nowrap' }}
    >
      <Stack gap="0.5" minW="0">
        <Text fontWeight="medium" wordBreak="break-word">
          {title}
        </Text>
        {detail ? (
          <Text textStyle="sm" wordBreak="break-word">
            {detail}
          </Text>
        ) : null}
        {meta ? (
          <Text textStyle="xs" color="fg.muted" wordBreak="break-word">
            {meta}
          </Text>
        ) : null}
      </Stack>
      {end}
    </HStack>
  );
}
