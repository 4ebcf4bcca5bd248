import { skipToken, useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { appToaster } from '../../../components/ui/toaster';
import type { CalendarOccurrenceFragment } from '../../../generated/graphql';
import { LinkedOccurrenceDocument } from '../graphql/events';

/**
 * Opens the occurrence the address names (`?event=<id>&at=<original start>`, the link of a change notice
 * or a reminder) once it is read, wherever the calendar is; one that is gone or not the viewer's says so.
 */
export function useLinkedOccurrence(
  link: { event: string; at: string },
  open: (occurrence: CalendarOccurrenceFragment) => void,
) {
  const { t } = useTranslation();
  const linked = useQuery(
    LinkedOccurrenceDocument,
    link.event && link.at ? { variables: { eventId: link.event, at: link.at } } : skipToken,
  );
  const handled = useRef<string | null>(null);
  useEffect(() => {
    const key = `${link.event}@${link.at}`;
    if (handled.current === key) return;
    const occurrence = linked.data?.eventOccurrence;
    if (occurrence) {
      handled.current = key;
      open(occurrence);
    } else if (linked.error) {
      handled.current = key;
      appToaster.create({ type: 'info', title: t('events.linkGone') });
    }
  }, [link.event, link.at, linked.data, linked.error, open, t]);
}
