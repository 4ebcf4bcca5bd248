import { Button, Skeleton, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { describeApiError, type ApiError } from '../../lib/apollo/errors';
import { ErrorAlert } from './error-alert';

/** The way back to the list, at the top of one record's page. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Button asChild variant="ghost" size="sm" alignSelf="start">
      <RouterLink to={to}>
        <LuArrowLeft aria-hidden="true" />
        {label}
      </RouterLink>
    </Button>
  );
}

export interface RecordPageFallbackProps {
  /** The way back (a BackLink), kept on top. */
  back: ReactNode;
  /** The query's error while there is no record to show; without one, the record is on its way. */
  error?: unknown;
  /**
   * What a record the viewer may not read shows (NOT_FOUND or FORBIDDEN: the two are not told apart);
   * without it, those are failures like any other.
   */
  notFound?: ReactNode;
  /** The screen's sentence for a failure. */
  describe: (failure: ApiError) => string;
  retry: { label: string; onRetry: () => void };
  /** What stands in for the record while it loads (two skeleton cards unless given). */
  placeholder?: ReactNode;
}

/** A record's page before it has the record: the failure (or "not found") or a placeholder, under the way back. */
export function RecordPageFallback({
  back,
  error,
  notFound,
  describe,
  retry,
  placeholder,
}: RecordPageFallbackProps) {
  if (error) {
    const failure = describeApiError(error);
    const hidden = notFound !== undefined && (failure.code === 'NOT_FOUND' || failure.code === 'FORBIDDEN');
    return (
      <Stack gap="4">
        {back}
        {hidden ? notFound : <ErrorAlert retry={retry}>{describe(failure)}</ErrorAlert>}
      </Stack>
    );
  }
  return (
    <Stack gap="4" aria-busy="true">
      {back}
      {placeholder ?? (
        <>
          <Skeleton h="40" rounded="l3" />
          <Skeleton h="32" rounded="l3" />
        </>
      )}
    </Stack>
  );
}
