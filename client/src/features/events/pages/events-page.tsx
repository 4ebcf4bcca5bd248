import { Button, Collapsible, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuListFilter, LuPlus } from 'react-icons/lu';
import { useTableSearchParams } from '../../../components/data-table';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { PageHeader } from '../../../components/ui/page-header';
import { appToaster } from '../../../components/ui/toaster';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import type { CalendarOccurrenceFragment, EventEditMode, EventType } from '../../../generated/graphql';
import { useFeatureErrors } from '../../../lib/apollo/feature-errors';
import { dateLanguage } from '../../../lib/dates';
import { CalendarFeedDialog } from '../components/calendar-feed-dialog';
import { EditModeDialog, type ModePurpose } from '../components/edit-mode-dialog';
import { EventCalendar, type CalendarMove, type CalendarRange } from '../components/event-calendar';
import { EventDrawer } from '../components/event-drawer';
import { EventFilters } from '../components/event-filters';
import { EventFormDialog, type EventFormDialogProps } from '../components/event-form-dialog';
import { useIsPhone } from '../hooks/use-is-phone';
import { useLinkedOccurrence } from '../hooks/use-linked-occurrence';
import { eventDraft, newDraft } from '../event-form';
import { calendarTimeZone, isSeries, moveInput, typesFromParam, typesParam } from '../event-model';
import { EventChoicesDocument } from '../graphql/events';
import { useCalendarWindow } from '../hooks/use-calendar-window';
import {
  useCancelEvent,
  useDeleteEvent,
  useMoveEvent,
  type OccurrenceChoice,
} from '../hooks/use-event-mutations';
import { useEventCapabilities } from '../use-event-capabilities';

type FormState = Pick<EventFormDialogProps, 'event' | 'initial' | 'choice'>;
type Confirmation = { kind: 'cancel' | 'delete'; occurrence: CalendarOccurrenceFragment };

const SINGLE: OccurrenceChoice = { occurrenceStart: null, mode: null };

/**
 * fbiad-pages/events: the organization's calendar. The visible window is read on each change of dates,
 * with the branch, team and types of the address; an occurrence opens in a drawer, and those who may
 * change it edit, cancel, delete or drag it there.
 */
export function EventsPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('events.title'));
  const language = dateLanguage(i18n.resolvedLanguage ?? i18n.language);
  const errors = useFeatureErrors('events');
  const capabilities = useEventCapabilities();
  const phone = useIsPhone();
  const { params, setParam } = useTableSearchParams({
    defaults: { branch: '', team: '', types: '', event: '', at: '' },
  });
  const types = typesFromParam(params.types);

  const [range, setRange] = useState<CalendarRange | null>(null);
  const calendar = useCalendarWindow(range, {
    branchId: params.branch || null,
    teamId: params.team || null,
    types: types.length > 0 ? types : null,
  });
  const { occurrences, days, loaded } = calendar;
  const choices = useQuery(EventChoicesDocument);
  const zone = calendarTimeZone(choices.data?.me.organization?.timeZone, occurrences);

  // The drawer: the occurrence as the last window read it (its status after a cancel), or as it was
  // clicked while it is not in the window any more.
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [clicked, setClicked] = useState<CalendarOccurrenceFragment | null>(null);
  const shown = clicked ? (occurrences.find((entry) => entry.id === clicked.id) ?? clicked) : null;

  const [form, setForm] = useState<FormState | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [confirmFailure, setConfirmFailure] = useState<string | null>(null);

  // The "this / this and following / all" question, answered through a promise.
  const [question, setQuestion] = useState<ModePurpose | null>(null);
  const answer = useRef<((mode: EventEditMode | null) => void) | null>(null);
  const askMode = useCallback(
    (purpose: ModePurpose) =>
      new Promise<EventEditMode | null>((resolve) => {
        answer.current = resolve;
        setQuestion(purpose);
      }),
    [],
  );
  const answerWith = (mode: EventEditMode | null) => {
    answer.current?.(mode);
    answer.current = null;
    setQuestion(null);
  };

  const [moveEvent] = useMoveEvent();
  const [cancelEvent, cancelling] = useCancelEvent();
  const [deleteEvent, deleting] = useDeleteEvent();

  /** Which dates a change of `occurrence` applies to: asked for a series, the whole of a single event. */
  const chooseDates = async (
    occurrence: CalendarOccurrenceFragment,
    purpose: ModePurpose,
  ): Promise<OccurrenceChoice | null> => {
    if (!isSeries(occurrence.event)) return SINGLE;
    const mode = await askMode(purpose);
    return mode ? { occurrenceStart: occurrence.originalStart, mode } : null;
  };

  const openEvent = useCallback(
    (occurrenceId: string) => {
      const occurrence = occurrences.find((entry) => entry.id === occurrenceId);
      if (!occurrence) return;
      setClicked(occurrence);
      setDrawerOpen(true);
    },
    [occurrences],
  );

  const openLinked = useCallback((occurrence: CalendarOccurrenceFragment) => {
    setClicked(occurrence);
    setDrawerOpen(true);
  }, []);
  useLinkedOccurrence(params, openLinked);
  const closeDrawer = () => {
    setDrawerOpen(false);
    // The link has done its work: closing forgets it, so a reload shows the calendar alone.
    if (params.event) {
      setParam('event', '');
      setParam('at', '');
    }
  };

  const edit = async (occurrence: CalendarOccurrenceFragment) => {
    const choice = await chooseDates(occurrence, 'edit');
    if (!choice) return;
    // The form opens over the drawer, which closes once the change is saved (a series split from this
    // date on is another event).
    setForm({
      event: occurrence.event,
      initial: eventDraft(occurrence.event, occurrence, choice.mode ?? 'ALL'),
      choice,
    });
  };

  const runCancel = async (
    occurrence: CalendarOccurrenceFragment,
    cancelled: boolean,
    choice: OccurrenceChoice,
  ) => {
    await cancelEvent(occurrence.eventId, cancelled, choice);
  };

  const cancelOrReinstate = async (occurrence: CalendarOccurrenceFragment, cancelled: boolean) => {
    if (!isSeries(occurrence.event) && cancelled) {
      setConfirmFailure(null);
      setConfirmation({ kind: 'cancel', occurrence });
      return;
    }
    const choice = await chooseDates(occurrence, cancelled ? 'cancel' : 'reinstate');
    if (!choice) return;
    try {
      await runCancel(occurrence, cancelled, choice);
    } catch (error) {
      appToaster.create({ type: 'error', title: errors.explain(error), closable: true });
    }
  };

  const confirm = async () => {
    if (!confirmation) return;
    const { kind, occurrence } = confirmation;
    try {
      if (kind === 'cancel') await runCancel(occurrence, true, SINGLE);
      else {
        await deleteEvent(occurrence.eventId);
        setDrawerOpen(false);
      }
      setConfirmation(null);
    } catch (error) {
      setConfirmFailure(errors.explain(error));
    }
  };

  const move = useCallback(
    async ({ occurrenceId, start, end, revert }: CalendarMove) => {
      const occurrence = occurrences.find((entry) => entry.id === occurrenceId);
      if (!occurrence) {
        revert();
        return;
      }
      let choice = SINGLE;
      if (isSeries(occurrence.event)) {
        const mode = await askMode('move');
        if (!mode) {
          revert();
          return;
        }
        choice = { occurrenceStart: occurrence.originalStart, mode };
      }
      const input = moveInput({ occurrence, start, end }, choice.mode ?? 'ALL');
      const outcome = await moveEvent(occurrence.eventId, input, choice);
      if (!outcome.ok) revert();
    },
    [occurrences, askMode, moveEvent],
  );

  const selectRange = useCallback(
    (selection: { start: Date; end: Date; allDay: boolean }) =>
      setForm({ event: null, initial: newDraft(zone, selection) }),
    [zone],
  );

  const branches = choices.data?.branches.nodes ?? [];
  const teams = choices.data?.teams.nodes ?? [];
  const listView = range?.view.startsWith('list') ?? false;
  const activeFilters = [params.branch, params.team, params.types].filter(Boolean).length;
  const filters = (
    <EventFilters
      branches={branches}
      teams={teams}
      branchId={params.branch}
      teamId={params.team}
      types={types}
      onBranchChange={(branchId) => {
        setParam('branch', branchId);
        const team = teams.find((entry) => entry.id === params.team);
        if (branchId && team && team.branchId !== branchId) setParam('team', null);
      }}
      onTeamChange={(teamId) => setParam('team', teamId)}
      onTypesChange={(next: EventType[]) => setParam('types', typesParam(next))}
    />
  );

  return (
    <Stack gap="6">
      <PageHeader
        title={t('events.title')}
        subtitle={t('events.subtitle')}
        actions={
          <HStack gap="2" wrap="wrap">
            <CalendarFeedDialog />
            {capabilities.canCreate ? (
              <Button onClick={() => setForm({ event: null, initial: newDraft(zone) })}>
                <LuPlus /> {t('events.actions.create')}
              </Button>
            ) : null}
          </HStack>
        }
      />
      {phone ? (
        // A phone shows the calendar first: the filters fold behind a button saying how many are set.
        <Collapsible.Root>
          <Collapsible.Trigger asChild>
            <Button variant="outline" size="sm" alignSelf="flex-start">
              <LuListFilter />
              {activeFilters > 0
                ? t('events.filters.toggleActive', { count: activeFilters })
                : t('events.filters.toggle')}
            </Button>
          </Collapsible.Trigger>
          <Collapsible.Content pt="4">{filters}</Collapsible.Content>
        </Collapsible.Root>
      ) : (
        filters
      )}
      <Stack gap="3">
        <HStack minH="6" aria-live="polite" data-testid="events-status">
          {calendar.error ? null : calendar.loading ? (
            <>
              <Spinner size="sm" color="fg.muted" />
              <Text textStyle="sm" color="fg.muted">
                {t('events.calendar.loading')}
              </Text>
            </>
          ) : loaded && occurrences.length === 0 && !listView ? (
            <Text textStyle="sm" color="fg.muted" data-testid="events-empty">
              {t('events.calendar.empty')}
            </Text>
          ) : null}
        </HStack>
        {calendar.error ? (
          <ErrorAlert retry={{ label: t('events.calendar.retry'), onRetry: calendar.refetch }}>
            {t('events.calendar.error')}
          </ErrorAlert>
        ) : null}
        <EventCalendar
          occurrences={occurrences}
          days={days}
          timeZone={zone}
          language={language}
          onRangeChange={setRange}
          onOpen={openEvent}
          onSelectRange={capabilities.canCreate ? selectRange : undefined}
          onMove={(change) => void move(change)}
        />
      </Stack>

      <EventDrawer
        open={drawerOpen}
        occurrence={shown}
        onClose={closeDrawer}
        onEdit={(occurrence) => void edit(occurrence)}
        onCancel={(occurrence, cancelled) => void cancelOrReinstate(occurrence, cancelled)}
        onDelete={(occurrence) => {
          setConfirmFailure(null);
          setConfirmation({ kind: 'delete', occurrence });
        }}
        busy={cancelling.loading || deleting.loading}
      />
      <EditModeDialog purpose={question} onChoose={answerWith} onCancel={() => answerWith(null)} />
      <ConfirmDialog
        open={confirmation !== null}
        title={
          confirmation?.kind === 'delete' ? t('events.confirm.deleteTitle') : t('events.confirm.cancelTitle')
        }
        failure={confirmFailure}
        cancelLabel={t('events.confirm.keep')}
        confirmLabel={
          confirmation?.kind === 'delete'
            ? t('events.confirm.deleteConfirm')
            : t('events.confirm.cancelConfirm')
        }
        onCancel={() => setConfirmation(null)}
        onConfirm={() => void confirm()}
        confirming={cancelling.loading || deleting.loading}
      >
        {confirmation
          ? t(
              confirmation.kind === 'delete'
                ? 'events.confirm.deleteQuestion'
                : 'events.confirm.cancelQuestion',
              {
                title: confirmation.occurrence.title,
              },
            )
          : null}
      </ConfirmDialog>
      {form ? (
        <EventFormDialog
          {...form}
          zone={zone}
          onSaved={() => setDrawerOpen(false)}
          onClose={() => setForm(null)}
        />
      ) : null}
    </Stack>
  );
}
