import { Badge, Button, ButtonGroup, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  AttendanceMark,
  OccurrenceAttendeeFieldsFragment,
  RsvpAnswer,
} from '../../../generated/graphql';
import { useAnswerRsvp, type OccurrenceKey } from '../hooks/use-attendance-mutations';

type Attendee = OccurrenceAttendeeFieldsFragment;

/** The answers, in the order they are offered. */
export const RSVP_ANSWERS: readonly RsvpAnswer[] = ['going', 'not_going', 'maybe'];

/** Each answer's colour. */
export const RSVP_PALETTE: Record<RsvpAnswer, string> = {
  going: 'green',
  not_going: 'red',
  maybe: 'orange',
};

/** Each mark of the roll's colour. */
export const MARK_PALETTE: Record<AttendanceMark, string> = {
  present: 'green',
  late: 'orange',
  excused: 'blue',
  absent: 'red',
};

interface RsvpAnswersProps {
  occurrenceKey: OccurrenceKey;
  /** The viewer's children invited to the occurrence. */
  attendees: readonly Attendee[];
  /** Why answers are closed (over, cancelled); null while they are open. */
  closedReason: string | null;
}

/** A guardian's answers for their children: going, not going or maybe, with a note. */
export function RsvpAnswers({ occurrenceKey, attendees, closedReason }: RsvpAnswersProps) {
  const { t } = useTranslation();
  const [answer] = useAnswerRsvp(occurrenceKey);
  return (
    <Stack gap="4">
      {closedReason ? (
        <Text textStyle="sm" color="fg.muted" data-testid="rsvp-closed">
          {closedReason}
        </Text>
      ) : null}
      {attendees.map((attendee) => (
        <ChildAnswer
          key={attendee.athleteId}
          attendee={attendee}
          disabled={closedReason !== null}
          onAnswer={(rsvp, note) => void answer(attendee, rsvp, note)}
        />
      ))}
      {closedReason ? null : (
        <Text textStyle="xs" color="fg.muted">
          {t('events.attendance.answerHelp')}
        </Text>
      )}
    </Stack>
  );
}

interface ChildAnswerProps {
  attendee: Attendee;
  disabled: boolean;
  onAnswer: (rsvp: RsvpAnswer, note: string | null) => void;
}

function ChildAnswer({ attendee, disabled, onAnswer }: ChildAnswerProps) {
  const { t } = useTranslation();
  const [note, setNote] = useState(attendee.rsvpNote ?? '');
  const noteValue = note.trim() === '' ? null : note.trim();
  return (
    <Stack gap="2" role="group" aria-label={attendee.athleteName} data-testid="rsvp-child">
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Text fontWeight="semibold">{attendee.athleteName}</Text>
        {attendee.attendance ? (
          <Badge colorPalette={MARK_PALETTE[attendee.attendance]} variant="solid" data-testid="child-mark">
            {t(`events.attendance.mark.${attendee.attendance}`)}
          </Badge>
        ) : null}
      </HStack>
      <ButtonGroup size="md" attached variant="outline" width="full">
        {RSVP_ANSWERS.map((rsvp) => {
          const pressed = attendee.rsvp === rsvp;
          return (
            <Button
              key={rsvp}
              flex="1"
              minH="11"
              aria-pressed={pressed}
              variant={pressed ? 'solid' : 'outline'}
              colorPalette={pressed ? RSVP_PALETTE[rsvp] : 'gray'}
              disabled={disabled}
              onClick={() => onAnswer(rsvp, noteValue)}
            >
              {t(`events.attendance.rsvp.${rsvp}`)}
            </Button>
          );
        })}
      </ButtonGroup>
      <Field.Root disabled={disabled}>
        <Field.Label textStyle="xs">{t('events.attendance.note')}</Field.Label>
        <Input
          size="sm"
          value={note}
          maxLength={500}
          placeholder={t('events.attendance.notePlaceholder')}
          onChange={(event) => setNote(event.target.value)}
          onBlur={() => {
            // A note changed after answering goes with the same answer.
            if (attendee.rsvp && noteValue !== (attendee.rsvpNote ?? null))
              onAnswer(attendee.rsvp, noteValue);
          }}
        />
      </Field.Root>
    </Stack>
  );
}
