import { Badge, Button, ButtonGroup, Field, HStack, Input, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCheck } from 'react-icons/lu';
import type { OccurrenceAttendeeFieldsFragment, RsvpAnswer } from '../../../generated/graphql';
import { MARK_PALETTE } from '../../../lib/attendance-marks';
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

/**
 * How a choice of a group looks: the one chosen in its palette's subtle colours with a strong border (a
 * solid fill with white text is below 4.5:1 for green and orange), the others outlined in grey.
 */
export const pressedLook = (pressed: boolean, palette: string) =>
  pressed
    ? ({
        variant: 'subtle',
        colorPalette: palette,
        borderWidth: '2px',
        borderColor: 'colorPalette.fg',
      } as const)
    : ({ variant: 'outline', colorPalette: 'gray' } as const);

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
          <Badge colorPalette={MARK_PALETTE[attendee.attendance]} variant="subtle" data-testid="child-mark">
            {t(`events.attendance.mark.${attendee.attendance}`)}
          </Badge>
        ) : null}
      </HStack>
      <RsvpButtons
        answer={attendee.rsvp ?? null}
        disabled={disabled}
        onAnswer={(rsvp) => onAnswer(rsvp, noteValue)}
      />
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

interface RsvpButtonsProps {
  /** The answer given; null while none. */
  answer: RsvpAnswer | null;
  disabled: boolean;
  onAnswer: (rsvp: RsvpAnswer) => void;
  size?: 'sm' | 'md';
  /** Names the group for assistive technology (the child's name where several children answer). */
  label?: string;
}

/** Going, not going, maybe: one tap answers; the answer given is pressed and coloured. */
export function RsvpButtons({ answer, disabled, onAnswer, size = 'md', label }: RsvpButtonsProps) {
  const { t } = useTranslation();
  return (
    <ButtonGroup size={size} attached variant="outline" width="full" role="group" aria-label={label}>
      {RSVP_ANSWERS.map((rsvp) => {
        const pressed = answer === rsvp;
        return (
          <Button
            key={rsvp}
            flex="1"
            minH={size === 'md' ? '11' : '10'}
            aria-pressed={pressed}
            {...pressedLook(pressed, RSVP_PALETTE[rsvp])}
            disabled={disabled}
            onClick={() => onAnswer(rsvp)}
          >
            {pressed ? <LuCheck aria-hidden="true" /> : null}
            {t(`events.attendance.rsvp.${rsvp}`)}
          </Button>
        );
      })}
    </ButtonGroup>
  );
}

/** How many invited athletes answered what, as four badges. */
export function RsvpCountBadges({
  counts,
  size = 'lg',
}: {
  counts: { going: number; notGoing: number; maybe: number; unanswered: number };
  size?: 'sm' | 'lg';
}) {
  const { t } = useTranslation();
  return (
    <Wrap gap="2" data-testid="rsvp-counts">
      <Badge colorPalette="green" size={size}>
        {t('events.attendance.counts.going', { n: counts.going })}
      </Badge>
      <Badge colorPalette="red" size={size}>
        {t('events.attendance.counts.notGoing', { n: counts.notGoing })}
      </Badge>
      <Badge colorPalette="orange" size={size}>
        {t('events.attendance.counts.maybe', { n: counts.maybe })}
      </Badge>
      <Badge colorPalette="gray" size={size}>
        {t('events.attendance.counts.unanswered', { n: counts.unanswered })}
      </Badge>
    </Wrap>
  );
}
