import {
  Button,
  Card,
  Fieldset,
  Heading,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus, LuX } from 'react-icons/lu';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { FormField } from '../../../components/ui/form-field';
import type { RegistrationFormQuery, SubmitRegistrationInput } from '../../../generated/graphql';
import { describeApiError } from '../../../lib/apollo/errors';
import { featureErrors } from '../../../lib/apollo/feature-errors';
import { namedFieldCodes } from '../../../lib/apollo/field-error-codes';
import {
  emptyGuardian,
  NOTE_MAX,
  serverProblems,
  teamTakes,
  validateRegistration,
  type Problems,
  type RegistrationValues,
} from '../registration-validation';
import { ConsentList } from './consent-list';
import { DocumentFields, type ChosenDocuments } from './document-fields';
import { GuardianFields } from './guardian-fields';

type Form = RegistrationFormQuery['registrationForm'];

const EMPTY: RegistrationValues = {
  firstName: '',
  lastName: '',
  birthDate: '',
  gender: '',
  teamId: '',
  guardians: [emptyGuardian()],
  accepted: [],
  note: '',
};

interface RegistrationFormProps {
  form: Form;
  /** Sends the input; rejects with what the server refused. */
  send: (input: SubmitRegistrationInput) => Promise<void>;
  sending: boolean;
}

/** The public registration form: the child, the team, one or two guardians, the consents, a note. */
export function RegistrationForm({ form, send, sending }: RegistrationFormProps) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<RegistrationValues>(EMPTY);
  const [attempted, setAttempted] = useState(false);
  const [refused, setRefused] = useState<{ message: string; problems: Problems } | null>(null);
  const [documents, setDocuments] = useState<ChosenDocuments>({});
  const [uploading, setUploading] = useState(0);
  const today = DateTime.now().toISODate() ?? '';
  const requiredConsents = useMemo(
    () => form.consentTexts.filter((text) => text.required).map((text) => text.id),
    [form.consentTexts],
  );
  const own = attempted ? validateRegistration(values, { today, teams: form.teams, requiredConsents }) : {};
  const problems: Problems = { ...(refused?.problems ?? {}), ...own };
  const problem = (field: string) => {
    const found = problems[field];
    return {
      invalid: Boolean(found),
      error: found ? t(`registrations.public.validation.${found}`) : undefined,
    };
  };
  const update = (patch: Partial<RegistrationValues>) => {
    setValues((previous) => ({ ...previous, ...patch }));
    setRefused(null);
  };

  const teams = form.teams.filter((team) => teamTakes(team, values.birthDate, values.gender));
  const canChooseTeam = Boolean(values.birthDate && values.gender);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || uploading > 0) return;
    setAttempted(true);
    const found = validateRegistration(values, { today, teams: form.teams, requiredConsents });
    if (Object.keys(found).length > 0) {
      const first = document.querySelector<HTMLElement>(`[name="${Object.keys(found)[0]}"]`);
      first?.focus();
      return;
    }
    try {
      await send({
        organizationSlug: form.organizationSlug,
        teamId: values.teamId,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        birthDate: values.birthDate,
        gender: values.gender as 'female' | 'male',
        language: i18n.resolvedLanguage === 'en' ? 'en' : 'tr',
        guardians: values.guardians.map((guardian) => ({
          firstName: guardian.firstName.trim(),
          lastName: guardian.lastName.trim(),
          email: guardian.email.trim(),
          phone: guardian.phone.trim(),
          relationship: guardian.relationship as NonNullable<
            SubmitRegistrationInput['guardians'][number]['relationship']
          >,
        })),
        consentTextIds: values.accepted,
        note: values.note.trim() || null,
        documentIds: Object.values(documents).map((document) => document.id),
      });
    } catch (error) {
      setRefused({
        message: featureErrors(t, 'registrations').describe(describeApiError(error)),
        problems: serverProblems(namedFieldCodes(error)),
      });
    }
  };

  const hasProblems = Object.keys(problems).length > 0;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('registrations.public.title')}>
      <Stack gap="6">
        {refused ? (
          <ErrorAlert>{refused.message}</ErrorAlert>
        ) : hasProblems ? (
          <ErrorAlert>{t('registrations.public.problems')}</ErrorAlert>
        ) : null}

        <Card.Root variant="outline">
          <Card.Body>
            <Fieldset.Root>
              <Fieldset.Legend asChild>
                <Heading as="h2" size="md">
                  {t('registrations.public.child')}
                </Heading>
              </Fieldset.Legend>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mt="4">
                <FormField label={t('registrations.public.firstName')} required {...problem('firstName')}>
                  <Input
                    name="firstName"
                    value={values.firstName}
                    onChange={(e) => update({ firstName: e.target.value })}
                  />
                </FormField>
                <FormField label={t('registrations.public.lastName')} required {...problem('lastName')}>
                  <Input
                    name="lastName"
                    value={values.lastName}
                    onChange={(e) => update({ lastName: e.target.value })}
                  />
                </FormField>
                <FormField label={t('registrations.public.birthDate')} required {...problem('birthDate')}>
                  <Input
                    name="birthDate"
                    type="date"
                    max={today}
                    value={values.birthDate}
                    onChange={(e) => update({ birthDate: e.target.value })}
                  />
                </FormField>
                <FormField label={t('registrations.public.gender')} required {...problem('gender')}>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      name="gender"
                      value={values.gender}
                      onChange={(e) => update({ gender: e.target.value as RegistrationValues['gender'] })}
                    >
                      <option value="">{t('registrations.public.chooseGender')}</option>
                      <option value="female">{t('registrations.gender.female')}</option>
                      <option value="male">{t('registrations.gender.male')}</option>
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
              </SimpleGrid>
              <Stack mt="4">
                <FormField
                  label={t('registrations.public.team')}
                  required
                  helper={
                    !canChooseTeam
                      ? t('registrations.public.enterBirthFirst')
                      : teams.length === 0
                        ? t('registrations.public.noTeams')
                        : t('registrations.public.teamHint')
                  }
                  {...problem('teamId')}
                >
                  <NativeSelect.Root disabled={!canChooseTeam || teams.length === 0}>
                    <NativeSelect.Field
                      name="teamId"
                      value={values.teamId}
                      onChange={(e) => update({ teamId: e.target.value })}
                    >
                      <option value="">{t('registrations.public.chooseTeam')}</option>
                      {teams.map((team) => (
                        <option key={team.id} value={team.id}>
                          {`${t('registrations.public.teamOption', { name: team.name, branch: team.branchName })} — ${
                            team.placesLeft > 0
                              ? t('registrations.public.placesLeft', { count: team.placesLeft })
                              : t('registrations.public.full')
                          }`}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
              </Stack>
            </Fieldset.Root>
          </Card.Body>
        </Card.Root>

        <Card.Root variant="outline">
          <Card.Body>
            <Stack gap="5">
              <Heading as="h2" size="md">
                {t('registrations.public.guardians')}
              </Heading>
              {values.guardians.map((guardian, index) => (
                <GuardianFields
                  key={index}
                  index={index}
                  guardian={guardian}
                  problems={problems}
                  onChange={(next) =>
                    update({ guardians: values.guardians.map((old, at) => (at === index ? next : old)) })
                  }
                />
              ))}
              {values.guardians.length === 1 ? (
                <Button
                  variant="outline"
                  alignSelf="flex-start"
                  onClick={() => update({ guardians: [...values.guardians, emptyGuardian()] })}
                >
                  <LuPlus aria-hidden="true" />
                  {t('registrations.public.addGuardian')}
                </Button>
              ) : (
                <Button
                  variant="ghost"
                  alignSelf="flex-start"
                  onClick={() => update({ guardians: values.guardians.slice(0, 1) })}
                >
                  <LuX aria-hidden="true" />
                  {t('registrations.public.removeGuardian')}
                </Button>
              )}
            </Stack>
          </Card.Body>
        </Card.Root>

        <Card.Root variant="outline">
          <Card.Body>
            <Stack gap="4">
              <Heading as="h2" size="md">
                {t('registrations.public.consents')}
              </Heading>
              <Text color="fg.muted">{t('registrations.public.consentsIntro')}</Text>
              {problems.consents ? (
                <ErrorAlert>{t(`registrations.public.validation.${problems.consents}`)}</ErrorAlert>
              ) : null}
              <ConsentList
                texts={form.consentTexts}
                accepted={values.accepted}
                problems={problems}
                onToggle={(id, checked) =>
                  update({
                    accepted: checked
                      ? [...values.accepted.filter((at) => at !== id), id]
                      : values.accepted.filter((at) => at !== id),
                  })
                }
              />
              <FormField label={t('registrations.public.note')} {...problem('note')}>
                <Textarea
                  name="note"
                  maxLength={NOTE_MAX}
                  value={values.note}
                  onChange={(e) => update({ note: e.target.value })}
                />
              </FormField>
            </Stack>
          </Card.Body>
        </Card.Root>

        <DocumentFields
          organizationSlug={form.organizationSlug}
          documents={documents}
          onChange={(kind, document) => {
            setDocuments((previous) => {
              const { [kind]: _replaced, ...rest } = previous;
              return document ? { ...rest, [kind]: document } : rest;
            });
            setRefused(null);
          }}
          onBusyChange={(busy) => setUploading((count) => count + (busy ? 1 : -1))}
          expired={Boolean(problems.documents)}
        />

        <Button
          type="submit"
          size="lg"
          disabled={uploading > 0}
          loading={sending}
          loadingText={t('registrations.public.sending')}
          alignSelf={{ base: 'stretch', md: 'flex-start' }}
        >
          {t('registrations.public.submit')}
        </Button>
      </Stack>
    </form>
  );
}
