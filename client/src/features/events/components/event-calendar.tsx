import { Box, type SystemStyleObject } from '@chakra-ui/react';
import type {
  DateSelectArg,
  DatesSetArg,
  EventClickArg,
  EventDropArg,
  EventInput,
  EventMountArg,
  LocaleInput,
} from '@fullcalendar/core';
import enGbLocale from '@fullcalendar/core/locales/en-gb';
import trLocale from '@fullcalendar/core/locales/tr';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type EventResizeDoneArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import luxon3Plugin from '@fullcalendar/luxon3';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarOccurrenceFragment } from '../../../generated/graphql';
import { EVENT_TYPE_PALETTE, EVENT_TYPES } from '../event-model';
import { useIsPhone } from '../hooks/use-is-phone';

// The calendar itself: FullCalendar v6 with its month, week, list and day views, in the organization's
// time zone (luxon3 plugin), the interface language and a Monday-first, 24-hour week. Its colours are
// FullCalendar's CSS variables set from Chakra's semantic tokens, so both colour schemes read well.

/** The views, as FullCalendar names them. */
export const CALENDAR_VIEWS = {
  month: 'dayGridMonth',
  week: 'timeGridWeek',
  list: 'listWeek',
  day: 'listDay',
} as const;

export interface CalendarRange {
  /** The visible window's first instant (ISO). */
  from: string;
  /** The instant after its last (ISO). */
  to: string;
  /** The view showing it (dayGridMonth, listDay…). */
  view: string;
}

/** A change of an occurrence's times by dragging or resizing it. */
export interface CalendarMove {
  occurrenceId: string;
  start: Date;
  end: Date;
  /** Puts the event back where it was (a refusal, or "Back" on the question). */
  revert: () => void;
}

/** A day of the month grid: how many of its occurrences the window leaves out. */
export interface GridDay {
  /** ISO date in the calendar's zone. */
  date: string;
  hidden: number;
}

interface EventCalendarProps {
  occurrences: readonly CalendarOccurrenceFragment[];
  /** The month grid's days; one with occurrences left out ends with a "+N more" that opens the day. */
  days?: readonly GridDay[];
  /** The organization's IANA zone. */
  timeZone: string;
  language: 'en' | 'tr';
  onRangeChange: (range: CalendarRange) => void;
  onOpen: (occurrenceId: string) => void;
  /** A range chosen by dragging over days or times: offered only to those who may create. */
  onSelectRange?: (range: { start: Date; end: Date; allDay: boolean }) => void;
  onMove: (move: CalendarMove) => void;
}

const LOCALES: LocaleInput[] = [enGbLocale, trLocale];
const TIME_FORMAT = { hour: '2-digit', minute: '2-digit', hour12: false } as const;
/** The id of a day's "+N more" entry, before its date. */
const MORE = 'more:';
/**
 * Each day's "+N more" comes after its events; then FullCalendar's own order (start, longer first,
 * all-day first, title).
 */
const EVENT_ORDER = 'arenaOrder,start,-duration,allDay,title';
const VIEWS = {
  // The month's window holds a few occurrences a day (the server cuts it, use-calendar-window.ts): each
  // is shown, and a day with more says "+N more" and opens in the day view. The week's hours scroll
  // inside, from the morning.
  [CALENDAR_VIEWS.month]: { dayMaxEvents: false },
  timeGrid: { scrollTime: '07:00:00', allDaySlot: false },
};

export function EventCalendar({
  occurrences,
  days = [],
  timeZone,
  language,
  onRangeChange,
  onOpen,
  onSelectRange,
  onMove,
}: EventCalendarProps) {
  const { t } = useTranslation();
  const phone = useIsPhone();

  const events = useMemo<EventInput[]>(
    () =>
      occurrences.map((occurrence) => {
        const cancelled = occurrence.status === 'cancelled';
        const editable = occurrence.event.canEdit;
        return {
          id: occurrence.id,
          title: cancelled ? t('events.cancelledTitle', { title: occurrence.title }) : occurrence.title,
          start: occurrence.startsAt,
          end: occurrence.endsAt,
          classNames: [
            'arena-event',
            `arena-event--${occurrence.event.type}`,
            ...(cancelled ? ['arena-event--cancelled'] : []),
          ],
          editable,
          startEditable: editable,
          durationEditable: editable,
          extendedProps: { arenaOrder: 0 },
        };
      }),
    [occurrences, t],
  );
  const more = useMemo<EventInput[]>(
    () =>
      days
        .filter((day) => day.hidden > 0)
        .map((day) => ({
          id: `${MORE}${day.date}`,
          // A phone's narrow cell has room for the number alone; the label says the rest.
          title: phone ? `+${day.hidden}` : t('events.calendar.more', { count: day.hidden }),
          start: day.date,
          allDay: true,
          classNames: ['arena-more'],
          editable: false,
          extendedProps: { arenaOrder: 1, hint: t('events.calendar.moreHint', { count: day.hidden }) },
        })),
    [days, phone, t],
  );
  const shown = useMemo(() => (more.length > 0 ? [...events, ...more] : events), [events, more]);

  const strings = useMemo(
    () => ({
      buttonText: {
        today: t('events.calendar.today'),
        month: t('events.calendar.month'),
        week: t('events.calendar.week'),
        day: t('events.calendar.day'),
        // By view, not `list`: both list views would say "list" (FullCalendar looks the key up first).
        [CALENDAR_VIEWS.list]: t('events.calendar.list'),
        [CALENDAR_VIEWS.day]: t('events.calendar.day'),
      },
      buttonHints: {
        prev: (_text: string, unit: string) => t(`events.calendar.previous.${unitOf(unit)}`),
        next: (_text: string, unit: string) => t(`events.calendar.next.${unitOf(unit)}`),
        today: (_text: string, unit: string) => t(`events.calendar.current.${unitOf(unit)}`),
      },
      viewHint: (text: string) => t('events.calendar.viewHint', { view: text }),
      moreLinkText: (count: number) => t('events.calendar.more', { count }),
      moreLinkHint: (count: number) => t('events.calendar.moreHint', { count }),
      noEventsText: t('events.calendar.empty'),
      allDayText: t('events.calendar.allDay'),
      closeHint: t('events.calendar.close'),
      timeHint: t('events.calendar.time'),
      eventHint: t('events.calendar.event'),
    }),
    [t],
  );

  // The month and the lists grow with their days; a week's hours scroll inside (a calendar-wide option).
  const [viewType, setViewType] = useState<string>(phone ? CALENDAR_VIEWS.day : CALENDAR_VIEWS.month);
  const datesSet = useCallback(
    (info: DatesSetArg) => {
      setViewType(info.view.type);
      onRangeChange({ from: info.start.toISOString(), to: info.end.toISOString(), view: info.view.type });
    },
    [onRangeChange],
  );
  const eventClick = useCallback(
    (info: EventClickArg) => {
      info.jsEvent.preventDefault();
      const { id } = info.event;
      // "+N more": the day in the day view, which reads all of it.
      if (id.startsWith(MORE)) info.view.calendar.changeView(CALENDAR_VIEWS.day, id.slice(MORE.length));
      else onOpen(id);
    },
    [onOpen],
  );
  const eventDidMount = useCallback((info: EventMountArg) => {
    const hint = info.event.extendedProps.hint as string | undefined;
    if (hint) info.el.setAttribute('aria-label', hint);
  }, []);
  const select = useCallback(
    (info: DateSelectArg) => {
      info.view.calendar.unselect();
      onSelectRange?.({ start: info.start, end: info.end, allDay: info.allDay });
    },
    [onSelectRange],
  );
  const changed = useCallback(
    (info: EventDropArg | EventResizeDoneArg) => {
      const { event } = info;
      if (!event.start) {
        info.revert();
        return;
      }
      // An event without an end is one of the default length: its end moves with its start.
      const end = event.end ?? new Date(event.start.getTime() + 60 * 60 * 1000);
      onMove({ occurrenceId: event.id, start: event.start, end, revert: info.revert });
    },
    [onMove],
  );

  // FullCalendar's own markup, mended for assistive technology (axe): its arrow icons are images
  // without a text (the buttons are named by their titles already), and its "+3 more" links, which
  // open a popover, say aria-expanded without a role that has it.
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const mend = () => {
      for (const icon of element.querySelectorAll('.fc-icon[role="img"]')) {
        icon.removeAttribute('role');
        icon.setAttribute('aria-hidden', 'true');
      }
      for (const link of element.querySelectorAll('a.fc-more-link:not([role])'))
        link.setAttribute('role', 'button');
    };
    mend();
    const observer = new MutationObserver(mend);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  return (
    <Box
      ref={root}
      css={calendarStyles}
      data-testid="events-calendar"
      aria-label={t('events.calendar.label')}
      role="region"
    >
      <FullCalendar
        plugins={[luxon3Plugin, dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
        initialView={phone ? CALENDAR_VIEWS.day : CALENDAR_VIEWS.month}
        headerToolbar={{
          start: 'prev,next today',
          center: 'title',
          end: `${CALENDAR_VIEWS.month},${CALENDAR_VIEWS.week},${CALENDAR_VIEWS.list},${CALENDAR_VIEWS.day}`,
        }}
        timeZone={timeZone}
        locales={LOCALES}
        locale={language === 'tr' ? 'tr' : 'en-gb'}
        firstDay={1}
        eventTimeFormat={TIME_FORMAT}
        slotLabelFormat={TIME_FORMAT}
        {...strings}
        height={viewType.startsWith('timeGrid') ? 680 : 'auto'}
        views={VIEWS}
        nowIndicator
        events={shown}
        eventOrder={EVENT_ORDER}
        eventClick={eventClick}
        eventDidMount={eventDidMount}
        datesSet={datesSet}
        selectable={onSelectRange !== undefined}
        selectMirror
        select={select}
        eventDrop={changed}
        eventResize={changed}
        longPressDelay={400}
      />
    </Box>
  );
}

/** FullCalendar's navigation unit as our strings name it. */
const unitOf = (unit: string): 'day' | 'week' | 'month' | 'year' =>
  unit === 'day' || unit === 'week' || unit === 'year' ? unit : 'month';

/** Each type's colours on the calendar: its palette's solid colour, the palette's contrast for text. */
const typeColours: SystemStyleObject = Object.fromEntries(
  EVENT_TYPES.map((type) => {
    const palette = EVENT_TYPE_PALETTE[type];
    return [
      `& .arena-event--${type}`,
      {
        '--fc-event-bg-color': `{colors.${palette}.solid}`,
        '--fc-event-border-color': `{colors.${palette}.solid}`,
        '--fc-event-text-color': `{colors.${palette}.contrast}`,
      },
    ];
  }),
);

const calendarStyles: SystemStyleObject = {
  '--fc-border-color': '{colors.border}',
  '--fc-page-bg-color': '{colors.bg.panel}',
  '--fc-neutral-bg-color': '{colors.bg.muted}',
  '--fc-neutral-text-color': '{colors.fg.muted}',
  '--fc-list-event-hover-bg-color': '{colors.bg.muted}',
  '--fc-today-bg-color': '{colors.brand.subtle}',
  '--fc-highlight-color': '{colors.brand.muted}',
  '--fc-now-indicator-color': '{colors.red.solid}',
  '--fc-non-business-color': '{colors.bg.subtle}',
  '--fc-button-text-color': '{colors.brand.contrast}',
  '--fc-button-bg-color': '{colors.brand.solid}',
  '--fc-button-border-color': '{colors.brand.solid}',
  '--fc-button-hover-bg-color': '{colors.brand.700}',
  '--fc-button-hover-border-color': '{colors.brand.700}',
  '--fc-button-active-bg-color': '{colors.brand.800}',
  '--fc-button-active-border-color': '{colors.brand.800}',
  '--fc-small-font-size': '0.8125rem',
  color: 'fg',
  '& .fc': { fontSize: 'sm' },
  '& .fc .fc-toolbar': { flexWrap: 'wrap', gap: '2' },
  '& .fc .fc-toolbar-title': { fontSize: { base: 'lg', md: 'xl' }, fontWeight: 'semibold' },
  '& .fc .fc-button': { fontSize: 'sm', textTransform: 'none' },
  '& .fc .fc-button:focus-visible, & .fc .fc-event:focus-visible, & .fc a:focus-visible': {
    outline: '2px solid',
    outlineColor: 'brand.focusRing',
    outlineOffset: '2px',
  },
  // The day and list headings link nowhere here: they read as text.
  '& .fc a.fc-col-header-cell-cushion, & .fc a.fc-daygrid-day-number, & .fc .fc-list-day-cushion a': {
    color: 'inherit',
    textDecoration: 'none',
  },
  // Days of the next and previous months read muted, not faded below a readable contrast.
  '& .fc .fc-day-other .fc-daygrid-day-top': { opacity: 1, color: 'fg.muted' },
  '& .fc .fc-list-event': { cursor: 'pointer' },
  '& .fc .fc-list-event-title a': { color: 'inherit' },
  ...typeColours,
  '& .arena-event--cancelled': { opacity: 0.6 },
  // A day's "+N more" reads as a link, not as an event.
  '& .fc .arena-more': {
    '--fc-event-bg-color': 'transparent',
    '--fc-event-border-color': 'transparent',
    '--fc-event-text-color': '{colors.brand.fg}',
    fontWeight: 'semibold',
    cursor: 'pointer',
  },
  '& .fc .arena-more:hover': { textDecoration: 'underline' },
  '& .arena-event--cancelled .fc-event-title, & .arena-event--cancelled .fc-list-event-title': {
    textDecoration: 'line-through',
  },
  // A phone: the title on a line of its own above the buttons, which wrap.
  mdDown: {
    '& .fc .fc-header-toolbar': { justifyContent: 'center' },
    '& .fc .fc-header-toolbar .fc-toolbar-chunk:nth-of-type(2)': {
      order: -1,
      width: '100%',
      textAlign: 'center',
    },
  },
};
