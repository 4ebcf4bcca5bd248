import { Box, Button, Fieldset, HStack, IconButton, Input, Stack, Wrap } from '@chakra-ui/react';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus, LuX } from 'react-icons/lu';
import { LIMITS } from '../event-form';

// Parts of the event form (event-form-dialog.tsx): a labelled group of checkboxes and the list of the
// dates a series leaves out.

/** A labelled group of checkboxes (teams, weekdays) with its error under it. */
export function CheckList({
  legend,
  helper,
  error,
  scroll = false,
  children,
}: {
  legend: string;
  helper?: string;
  error?: ReactNode;
  scroll?: boolean;
  children: ReactNode;
}) {
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend>{legend}</Fieldset.Legend>
      {helper ? <Fieldset.HelperText>{helper}</Fieldset.HelperText> : null}
      <Box
        maxH={scroll ? '48' : undefined}
        overflowY={scroll ? 'auto' : undefined}
        borderWidth={scroll ? '1px' : undefined}
        rounded="l2"
        p={scroll ? '3' : undefined}
      >
        <Wrap gap="4">{children}</Wrap>
      </Box>
      {error ? <Fieldset.ErrorText>{error}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}

/** The days left out of a series (holidays): a date input each, added and removed one at a time. */
export function ExcludedDates({
  dates,
  error,
  onChange,
}: {
  dates: readonly string[];
  error?: ReactNode;
  onChange: (dates: string[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend>{t('events.form.excludedDates')}</Fieldset.Legend>
      <Fieldset.HelperText>{t('events.form.excludedHelp')}</Fieldset.HelperText>
      <Stack gap="2">
        {dates.map((date, index) => (
          // The rows have no identity but their place: a date may be typed twice, or be empty.
          <HStack key={index} gap="2">
            <Input
              type="date"
              maxW="56"
              aria-label={t('events.form.excludedDate', { number: index + 1 })}
              aria-invalid={Boolean(error) || undefined}
              value={date}
              onChange={(change) =>
                onChange(dates.map((entry, at) => (at === index ? change.target.value : entry)))
              }
            />
            <IconButton
              variant="ghost"
              size="sm"
              aria-label={t('events.form.removeExcluded', { date: date || index + 1 })}
              onClick={() => onChange(dates.filter((_, at) => at !== index))}
            >
              <LuX />
            </IconButton>
          </HStack>
        ))}
        <Box>
          <Button
            variant="outline"
            size="sm"
            disabled={dates.length >= LIMITS.excluded}
            onClick={() => onChange([...dates, ''])}
          >
            <LuPlus /> {t('events.form.addExcluded')}
          </Button>
        </Box>
      </Stack>
      {error ? <Fieldset.ErrorText>{error}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}
