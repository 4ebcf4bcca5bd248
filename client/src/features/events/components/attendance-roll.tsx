import { useQuery } from '@apollo/client/react';
import { Badge, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuClipboardCheck, LuListChecks } from 'react-icons/lu';
import type {
  AttendanceMark,
  OccurrenceAttendeeFieldsFragment,
  EventOccurrenceAttendanceQuery,
} from '../../../generated/graphql';
import { ShellDocument } from '../../../lib/viewer/graphql/shell';
import { useTakeAttendance, type OccurrenceKey } from '../hooks/use-attendance-mutations';
import { MARK_PALETTE } from '../../../lib/attendance-marks';
import { pressedLook, RSVP_PALETTE, RsvpCountBadges } from './rsvp-answers';

type Attendee = OccurrenceAttendeeFieldsFragment;

/** The marks, in the order they are offered. */
const MARKS: readonly AttendanceMark[] = ['present', 'late', 'excused', 'absent'];

interface AttendanceRollProps {
  occurrenceKey: OccurrenceKey;
  /** Every athlete invited. */
  attendees: readonly Attendee[];
  counts: NonNullable<EventOccurrenceAttendanceQuery['eventOccurrence']['rsvpCounts']>;
  /** Whether the roll may be taken (from the occurrence's day on, not when cancelled). */
  rollOpen: boolean;
}

/** The staff's view: the answers counted and listed, and from the occurrence's day on, the roll. */
export function AttendanceRoll({ occurrenceKey, attendees, counts, rollOpen }: AttendanceRollProps) {
  const { t } = useTranslation();
  const shell = useQuery(ShellDocument, { fetchPolicy: 'cache-only' });
  const take = useTakeAttendance(occurrenceKey, shell.data?.me.name ?? null);
  const [taking, setTaking] = useState(false);
  const rollMode = rollOpen && taking;
  const checkedBy = [...new Set(attendees.map((a) => a.checkedByName).filter((name) => name !== null))];

  return (
    <Stack gap="3">
      <RsvpCountBadges counts={counts} />
      {rollOpen ? (
        <HStack gap="2" wrap="wrap">
          <Button
            size="sm"
            variant={rollMode ? 'subtle' : 'solid'}
            aria-pressed={rollMode}
            onClick={() => setTaking(!rollMode)}
          >
            <LuClipboardCheck />{' '}
            {rollMode ? t('events.attendance.doneRoll') : t('events.attendance.takeRoll')}
          </Button>
          {rollMode ? (
            <Button
              size="sm"
              variant="outline"
              colorPalette="green"
              onClick={() => void take(attendees, 'present')}
            >
              <LuListChecks /> {t('events.attendance.allPresent')}
            </Button>
          ) : null}
        </HStack>
      ) : (
        <Text textStyle="xs" color="fg.muted">
          {t('events.attendance.rollLater')}
        </Text>
      )}
      {checkedBy.length > 0 ? (
        <Text textStyle="sm" color="fg.muted" data-testid="roll-checked-by">
          {t('events.attendance.checkedBy', { names: checkedBy.join(', ') })}
        </Text>
      ) : null}
      <Stack gap="3" as="ul" listStyleType="none" aria-label={t('events.attendance.invited')}>
        {attendees.map((attendee) => (
          <Stack
            as="li"
            key={attendee.athleteId}
            gap="2"
            role="group"
            aria-label={attendee.athleteName}
            data-testid="attendee-row"
            borderBottomWidth="1px"
            pb="2"
          >
            <HStack justify="space-between" gap="2" wrap="wrap">
              <Text fontWeight="medium">{attendee.athleteName}</Text>
              <HStack gap="1">
                {attendee.rsvp ? (
                  <Badge colorPalette={RSVP_PALETTE[attendee.rsvp]} variant="subtle">
                    {t(`events.attendance.rsvp.${attendee.rsvp}`)}
                  </Badge>
                ) : (
                  <Badge variant="subtle">{t('events.attendance.noAnswer')}</Badge>
                )}
                {!rollMode && attendee.attendance ? (
                  <Badge colorPalette={MARK_PALETTE[attendee.attendance]} variant="subtle">
                    {t(`events.attendance.mark.${attendee.attendance}`)}
                  </Badge>
                ) : null}
              </HStack>
            </HStack>
            {attendee.rsvpNote ? (
              <Text textStyle="sm" color="fg.muted">
                “{attendee.rsvpNote}”
              </Text>
            ) : null}
            {rollMode ? (
              <SimpleGrid columns={4} gap="1">
                {MARKS.map((mark) => {
                  const pressed = attendee.attendance === mark;
                  return (
                    <Button
                      key={mark}
                      minH="11"
                      px="1"
                      size="sm"
                      aria-pressed={pressed}
                      {...pressedLook(pressed, MARK_PALETTE[mark])}
                      // Tapping the mark given clears it.
                      onClick={() => void take([attendee], pressed ? null : mark)}
                    >
                      {t(`events.attendance.mark.${mark}`)}
                    </Button>
                  );
                })}
              </SimpleGrid>
            ) : null}
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
