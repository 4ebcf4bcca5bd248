import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dateLanguage,
  dayHeading,
  formatCalendarDate,
  formatDate,
  formatDateTime,
  formatDay,
  formatRelative,
  formatTime,
  formatTimestamp,
  type DateInput,
  type DateOptions,
} from './dates';

type Value = DateInput | null | undefined;

/**
 * The formatters of lib/dates.ts in the interface language, for components:
 * `const dates = useDates(); dates.dateTime(item.time)`. Follows a language change.
 */
export function useDates() {
  const { i18n } = useTranslation();
  const language = dateLanguage(i18n.resolvedLanguage ?? i18n.language);
  return useMemo(
    () => ({
      language,
      dateTime: (value: Value, options?: DateOptions) => formatDateTime(value, language, options),
      timestamp: (value: Value) => formatTimestamp(value, language),
      day: (value: Value) => formatDay(value, language),
      date: (value: Value) => formatDate(value, language),
      time: (value: Value) => formatTime(value, language),
      relative: (value: Value) => formatRelative(value, language),
      calendarDate: (value: string | null | undefined) => formatCalendarDate(value, language),
      dayHeading: (value: DateInput) => dayHeading(value, language),
    }),
    [language],
  );
}
