import {
  Checkbox,
  Fieldset,
  Input,
  NativeSelect,
  RadioGroup,
  SimpleGrid,
  Text,
  Textarea,
  Wrap,
} from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field';
import { RecordFormDialog } from '../../../components/ui/record-form-dialog';
import { useFormSubmit, type FieldMessages } from '../../../components/ui/use-form-submit';
import type { EventDetailFragment, EventEditMode, Weekday } from '../../../generated/graphql';
import { useFeatureErrors } from '../../../lib/apollo/feature-errors';
import { namedFieldCodes, namedFieldLimits } from '../../../lib/apollo/field-error-codes';
import { dateLanguage } from '../../../lib/dates';
import { fieldErrorSentence } from '../../../lib/validation/field-error-sentence';
import {
  checkDraft,
  draftInput,
  formFieldOf,
  LIMITS,
  onlyThisDate,
  REPEATS,
  SCOPES,
  type EventDraft,
  type EventField,
} from '../event-form';
import { withRepeat, withStartDate } from '../event-draft-edits';
import { EVENT_TYPES, WEEKDAYS } from '../event-model';
import { EventChoicesDocument } from '../graphql/events';
import { useSaveEvent, type OccurrenceChoice } from '../hooks/use-event-mutations';
import { CheckList, ExcludedDates } from './event-form-parts';

export interface EventFormDialogProps {
  /** The event to change; null creates one. */
  event: EventDetailFragment | null;
  /** The draft the form starts from (eventDraft or newDraft). */
  initial: EventDraft;
  /** For a series: which of its dates the change applies to (THIS shows only what a date may change). */
  choice?: OccurrenceChoice;
  /** The organization's zone: the times typed are wall-clock times there. */
  zone: string;
  /** The change went through (before the dialog closes). */
  onSaved?: () => void;
  onClose: () => void;
}

/**
 * Creates or changes an event: type, title, who it is for, when (the day, start and end times, or an
 * end day for several days), how it repeats with the dates it leaves out, where, capacity, fee and notes.
 */
export function EventFormDialog({ event, initial, choice, zone, onSaved, onClose }: EventFormDialogProps) {
  const { t, i18n } = useTranslation();
  const language = dateLanguage(i18n.resolvedLanguage ?? i18n.language);
  const choices = useQuery(EventChoicesDocument);
  const errors = useFeatureErrors('events');
  const [draft, setDraft] = useState<EventDraft>(initial);
  const [saveEvent, saving] = useSaveEvent();
  const mode: EventEditMode | null = choice?.mode ?? null;
  const thisDate = onlyThisDate(mode);
  const set = <Key extends keyof EventDraft>(key: Key, value: EventDraft[Key]) =>
    setDraft((previous) => ({ ...previous, [key]: value }));

  const { submit, field, message } = useFormSubmit<EventField>({
    check: () => {
      const problems = checkDraft(draft, zone, mode);
      return Object.fromEntries(
        Object.entries(problems).map(([name, problem]) => [
          name,
          t(`events.form.errors.${problem.key}`, problem.values ?? {}),
        ]),
      ) as FieldMessages<EventField>;
    },
    save: async () => {
      await saveEvent(event, draftInput(draft, zone, mode), choice);
      onSaved?.();
      onClose();
    },
    failure: (error) => {
      const codes = namedFieldCodes(error);
      const limits = namedFieldLimits(error);
      const fields: FieldMessages<EventField> = {};
      for (const [path, code] of Object.entries(codes)) {
        const name = formFieldOf(path, draft);
        if (name && fields[name] === undefined)
          fields[name] = fieldErrorSentence(t, language, code, limits[path] ?? {});
      }
      return { message: errors.explain(error), fields };
    },
  });

  const branches = choices.data?.branches.nodes ?? [];
  const teams = choices.data?.teams.nodes ?? [];
  const title = !event
    ? t('events.form.createTitle')
    : mode === 'THIS'
      ? t('events.form.editThisTitle')
      : mode === 'FOLLOWING'
        ? t('events.form.editFollowingTitle')
        : t('events.form.editTitle');

  const select = (
    name: 'type' | 'branchId' | 'venueBranchId' | 'repeat',
    label: string,
    options: readonly { value: string; label: string }[],
    { required = false, empty }: { required?: boolean; empty?: string } = {},
  ) => (
    <FormField label={label} {...field(name)} required={required}>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={name}
          value={draft[name]}
          onChange={(change) => {
            const value = change.target.value;
            setDraft((previous) =>
              name === 'repeat' ? withRepeat(previous, value) : { ...previous, [name]: value },
            );
          }}
        >
          {empty !== undefined ? <option value="">{empty}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );

  const input = (
    name:
      'title' | 'startDate' | 'startTime' | 'endTime' | 'endDate' | 'until' | 'venue' | 'capacity' | 'fee',
    { type = 'text', required = false, helper, inputMode }: InputOptions = {},
  ) => (
    <FormField label={t(`events.form.${name}`)} {...field(name)} required={required} helper={helper}>
      <Input
        name={name}
        type={type}
        inputMode={inputMode}
        value={draft[name]}
        onChange={(change) => {
          const value = change.target.value;
          setDraft((previous) =>
            name === 'startDate' ? withStartDate(previous, value) : { ...previous, [name]: value },
          );
        }}
      />
    </FormField>
  );

  const toggle = <Item extends string>(list: readonly Item[], item: Item, on: boolean): Item[] =>
    on ? [...list.filter((entry) => entry !== item), item] : list.filter((entry) => entry !== item);

  return (
    <RecordFormDialog
      title={title}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('events.actions.save')}
      submitting={saving.loading}
      message={message}
    >
      {thisDate ? <Text color="fg.muted">{t('events.form.thisDateNote')}</Text> : null}
      {thisDate
        ? null
        : select(
            'type',
            t('events.form.type'),
            EVENT_TYPES.map((type) => ({ value: type, label: t(`events.type.${type}`) })),
            { required: true, empty: t('events.form.choose') },
          )}
      {input('title', { required: true })}

      {thisDate ? null : (
        <Fieldset.Root invalid={Boolean(field('scope').error)}>
          <Fieldset.Legend>{t('events.form.scope')}</Fieldset.Legend>
          <RadioGroup.Root
            size="sm"
            aria-label={t('events.form.scope')}
            value={draft.scope}
            onValueChange={(details) => {
              const scope = SCOPES.find((entry) => entry === details.value);
              if (scope) set('scope', scope);
            }}
          >
            <Wrap gap="5">
              {SCOPES.map((scope) => (
                <RadioGroup.Item key={scope} value={scope}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{t(`events.scope.${scope}`)}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Wrap>
          </RadioGroup.Root>
        </Fieldset.Root>
      )}
      {!thisDate && draft.scope === 'branch'
        ? select(
            'branchId',
            t('events.form.branch'),
            branches.map((branch) => ({ value: branch.id, label: branch.name })),
            { required: true, empty: t('events.form.choose') },
          )
        : null}
      {!thisDate && draft.scope === 'teams' ? (
        <CheckList
          legend={t('events.form.teams')}
          helper={teams.length === 0 ? t('events.form.noTeams') : t('events.form.teamsHelp')}
          error={field('teamIds').error}
          scroll
        >
          {teams.map((team) => (
            <Checkbox.Root
              key={team.id}
              size="sm"
              checked={draft.teamIds.includes(team.id)}
              onCheckedChange={(details) =>
                setDraft((previous) => ({
                  ...previous,
                  teamIds: toggle(previous.teamIds, team.id, details.checked === true),
                }))
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{team.name}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </CheckList>
      ) : null}

      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        {input('startDate', { type: 'date', required: true })}
        {input('startTime', { type: 'time', required: true })}
        {input('endTime', { type: 'time', required: true })}
      </SimpleGrid>
      <Checkbox.Root
        size="sm"
        checked={draft.multiDay}
        onCheckedChange={(details) => {
          const on = details.checked === true;
          setDraft((previous) => ({
            ...previous,
            multiDay: on,
            endDate: on && previous.endDate <= previous.startDate ? previous.startDate : previous.endDate,
          }));
        }}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('events.form.multiDay')}</Checkbox.Label>
      </Checkbox.Root>
      {draft.multiDay ? input('endDate', { type: 'date', required: true }) : null}
      <Text textStyle="sm" color="fg.muted">
        {t('events.form.timeZoneNote', { zone })}
      </Text>

      {thisDate ? null : (
        <>
          {select(
            'repeat',
            t('events.form.repeat'),
            REPEATS.map((repeat) => ({ value: repeat, label: t(`events.repeat.${repeat}`) })),
          )}
          {draft.repeat === 'WEEKLY' ? (
            <CheckList legend={t('events.form.weekdays')} error={field('weekdays').error}>
              {WEEKDAYS.map((day) => (
                <Checkbox.Root
                  key={day}
                  size="sm"
                  checked={draft.weekdays.includes(day)}
                  onCheckedChange={(details) =>
                    setDraft((previous) => ({
                      ...previous,
                      weekdays: toggle<Weekday>(previous.weekdays, day, details.checked === true),
                    }))
                  }
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{t(`events.weekday.${day}`)}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </CheckList>
          ) : null}
          {draft.repeat === 'none' ? null : (
            <>
              {input('until', { type: 'date', required: true })}
              <ExcludedDates
                dates={draft.excludedDates}
                error={field('excludedDates').error}
                onChange={(dates) => set('excludedDates', dates)}
              />
            </>
          )}
        </>
      )}

      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        {thisDate
          ? null
          : select(
              'venueBranchId',
              t('events.form.venueBranch'),
              branches.map((branch) => ({ value: branch.id, label: branch.name })),
              { empty: t('events.form.noVenueBranch') },
            )}
        {input('venue', { helper: t('events.form.venueHelp') })}
      </SimpleGrid>
      {thisDate ? null : (
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {input('capacity', {
            type: 'number',
            inputMode: 'numeric',
            helper: t('events.form.capacityHelp'),
          })}
          {input('fee', { inputMode: 'decimal', helper: t('events.form.feeHelp') })}
        </SimpleGrid>
      )}
      <FormField label={t('events.form.notes')} {...field('notes')}>
        <Textarea
          name="notes"
          rows={3}
          maxLength={LIMITS.notes}
          value={draft.notes}
          onChange={(change) => set('notes', change.target.value)}
        />
      </FormField>
    </RecordFormDialog>
  );
}

interface InputOptions {
  type?: 'text' | 'date' | 'time' | 'number';
  required?: boolean;
  helper?: string;
  inputMode?: 'numeric' | 'decimal';
}
