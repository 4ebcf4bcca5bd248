import {
  Badge,
  Button,
  CloseButton,
  DataList,
  Drawer,
  HStack,
  Portal,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuBan, LuPencil, LuRotateCcw, LuTrash2 } from 'react-icons/lu';
import type { CalendarOccurrenceFragment } from '../../../generated/graphql';
import { dateLanguage } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { EVENT_TYPE_PALETTE, formatDay, formatWhen, WEEKDAYS } from '../event-model';
import { OccurrenceAttendance } from './occurrence-attendance';

interface EventDrawerProps {
  open: boolean;
  /** The occurrence shown (kept while the drawer closes). */
  occurrence: CalendarOccurrenceFragment | null;
  onClose: () => void;
  onEdit: (occurrence: CalendarOccurrenceFragment) => void;
  /** Cancels (`cancelled`) or reinstates the occurrence. */
  onCancel: (occurrence: CalendarOccurrenceFragment, cancelled: boolean) => void;
  onDelete: (occurrence: CalendarOccurrenceFragment) => void;
  /** A change is on its way: the actions wait. */
  busy?: boolean;
}

/** One occurrence of an event: what, when, where, for whom, and for those who may, its changes. */
export function EventDrawer({
  open,
  occurrence,
  onClose,
  onEdit,
  onCancel,
  onDelete,
  busy = false,
}: EventDrawerProps) {
  const { t, i18n } = useTranslation();
  const language = dateLanguage(i18n.resolvedLanguage ?? i18n.language);
  const event = occurrence?.event;
  const cancelled = occurrence?.status === 'cancelled';

  const item = (label: string, value: string | null | undefined, testId?: string) =>
    value ? (
      <DataList.Item>
        <DataList.ItemLabel>{label}</DataList.ItemLabel>
        <DataList.ItemValue data-testid={testId} whiteSpace="pre-line">
          {value}
        </DataList.ItemValue>
      </DataList.Item>
    ) : null;

  const repeats = (() => {
    const recurrence = event?.recurrence;
    if (!recurrence) return null;
    const days = WEEKDAYS.filter((day) => recurrence.weekdays.includes(day))
      .map((day) => t(`events.weekday.${day}`))
      .join(', ');
    const parts = [
      recurrence.frequency === 'WEEKLY' && days
        ? t('events.repeat.weeklyOn', { days })
        : t(`events.repeat.${recurrence.frequency}`),
      recurrence.until ? t('events.repeat.until', { date: formatDay(recurrence.until, language) }) : null,
    ].filter(Boolean);
    const excluded = recurrence.excludedDates.length
      ? `\n${t('events.repeat.excluded', { count: recurrence.excludedDates.length })}: ${recurrence.excludedDates
          .map((day) => formatDay(day, language))
          .join(', ')}`
      : '';
    return `${parts.join(' ')}${excluded}`;
  })();

  const audience = event
    ? event.scope === 'organization'
      ? t('events.scope.organization')
      : event.scope === 'branch'
        ? (event.branch?.name ?? t('events.scope.branch'))
        : event.teams.map((team) => team.name).join(', ') || t('events.scope.teams')
    : null;
  const venue = event
    ? [event.venueBranch?.name, occurrence?.venue].filter((part): part is string => Boolean(part)).join(' · ')
    : null;

  return (
    <Drawer.Root
      open={open && occurrence !== null}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size={{ base: 'full', md: 'md' }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="event-drawer">
            {occurrence && event ? (
              <>
                <Drawer.Header>
                  <Stack gap="2">
                    <Drawer.Title textDecoration={cancelled ? 'line-through' : undefined}>
                      {occurrence.title}
                    </Drawer.Title>
                    <Wrap gap="2">
                      <Badge colorPalette={EVENT_TYPE_PALETTE[event.type]} variant="solid">
                        {t(`events.type.${event.type}`)}
                      </Badge>
                      {occurrence.status !== 'scheduled' ? (
                        <Badge colorPalette={cancelled ? 'red' : 'gray'} variant="subtle">
                          {t(`events.status.${occurrence.status}`)}
                        </Badge>
                      ) : null}
                    </Wrap>
                  </Stack>
                </Drawer.Header>
                <Drawer.Body>
                  <Stack gap="4">
                    <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }} size="sm">
                      {item(t('events.drawer.type'), t(`events.type.${event.type}`))}
                      {item(
                        t('events.drawer.when'),
                        formatWhen(occurrence.startsAt, occurrence.endsAt, event.timeZone, language),
                        'event-when',
                      )}
                      {item(t('events.drawer.repeats'), repeats)}
                      {item(t('events.drawer.venue'), venue)}
                      {item(t('events.drawer.for'), audience)}
                      {item(
                        t('events.drawer.capacity'),
                        event.capacity === null ? t('events.drawer.unlimited') : String(event.capacity),
                      )}
                      {item(
                        t('events.drawer.fee'),
                        event.feeMinor === null || event.feeMinor === 0
                          ? t('events.drawer.free')
                          : formatMoney(event.feeMinor / 100, language, 'TRY'),
                      )}
                      {item(t('events.drawer.notes'), occurrence.notes)}
                      {item(t('events.drawer.status'), t(`events.status.${occurrence.status}`))}
                    </DataList.Root>
                    {occurrence.changed ? (
                      <Text textStyle="sm" color="fg.muted">
                        {t('events.drawer.changedDate')}
                      </Text>
                    ) : null}
                    <OccurrenceAttendance key={occurrence.id} occurrence={occurrence} />
                  </Stack>
                </Drawer.Body>
                {event.canEdit ? (
                  <Drawer.Footer justifyContent="flex-start">
                    <HStack gap="2" wrap="wrap">
                      <Button size="sm" onClick={() => onEdit(occurrence)} disabled={busy}>
                        <LuPencil /> {t('events.actions.edit')}
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => onCancel(occurrence, !cancelled)}
                        disabled={busy}
                      >
                        {cancelled ? <LuRotateCcw /> : <LuBan />}{' '}
                        {cancelled ? t('events.actions.reinstate') : t('events.actions.cancel')}
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        colorPalette="red"
                        onClick={() => onDelete(occurrence)}
                        disabled={busy}
                      >
                        <LuTrash2 /> {t('events.actions.delete')}
                      </Button>
                    </HStack>
                  </Drawer.Footer>
                ) : null}
                <Drawer.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={t('events.actions.close')} />
                </Drawer.CloseTrigger>
              </>
            ) : null}
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
