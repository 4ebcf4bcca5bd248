import { featureErrors } from '../../../lib/apollo/feature-errors';
import { useQuery } from '@apollo/client/react';
import { Checkbox, Fieldset, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { FormField } from '../../../components/ui/form-field';
import { SelectInput } from '../../../components/ui/select-input';
import type {
  AthleteGender,
  AthleteProfileFragment,
  AthleteStatus,
  ConsentPurpose,
  GuardianRelationship,
} from '../../../generated/graphql';
import { describeApiError } from '../../../lib/apollo/errors';
import { fieldErrorCodesOf, namedFieldLimits } from '../../../lib/apollo/field-error-codes';
import { AthleteTeamOptionsDocument } from '../graphql/athletes';
import { DuplicateWarning, isDuplicateConflict } from './duplicate-warning';
import { useCreateAthlete, useUpdateAthlete } from '../hooks/use-athlete-mutations';
import { FormDialogFrame } from '../../../components/ui/form-dialog-frame';
import { GuardianFields, type GuardianDraft } from './guardian-fields';
import { SeasonSelect, TeamOption, useSeasonChoice } from './team-option';
import { useFieldProblems } from './use-field-problems';

export const CONSENT_PURPOSES: ConsentPurpose[] = [
  'registration',
  'health_data',
  'photos',
  'publishing_results',
  'marketing',
];
const STATUSES: AthleteStatus[] = ['active', 'trial', 'waitlist', 'left'];
const GENDERS: AthleteGender[] = ['female', 'male'];

type TextField =
  | 'firstName'
  | 'lastName'
  | 'birthDate'
  | 'licenceNumber'
  | 'email'
  | 'phone'
  | 'address'
  | 'emergencyContactName'
  | 'emergencyContactPhone';

const emptyGuardian = (relationship: GuardianRelationship, isPrimary: boolean): GuardianDraft => ({
  userId: '',
  label: '',
  relationship,
  legalGuardian: true,
  isPrimary,
  mayPickUp: true,
});

interface AthleteFormDialogProps {
  /** The athlete to edit; null adds a new one (with a team, guardians and consents). */
  athlete: AthleteProfileFragment | null;
  open: boolean;
  onClose: () => void;
  onSaved: (athlete: { id: string }) => void;
}

/** Add or edit an athlete. Added athletes get their team, guardian links and consents in the same step. */
export function AthleteFormDialog({ athlete, open, onClose, onSaved }: AthleteFormDialogProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<TextField, string>>(() => ({
    firstName: athlete?.firstName ?? '',
    lastName: athlete?.lastName ?? '',
    birthDate: athlete?.private?.birthDate ?? '',
    licenceNumber: athlete?.licenceNumber ?? '',
    email: athlete?.private?.email ?? '',
    phone: athlete?.private?.phone ?? '',
    address: athlete?.private?.address ?? '',
    emergencyContactName: athlete?.private?.emergencyContactName ?? '',
    emergencyContactPhone: athlete?.private?.emergencyContactPhone ?? '',
  }));
  const [gender, setGender] = useState<AthleteGender>(athlete?.gender ?? 'female');
  const [status, setStatus] = useState<AthleteStatus>(athlete?.status ?? 'active');
  const [teamId, setTeamId] = useState('');
  const [guardians, setGuardians] = useState<GuardianDraft[]>([
    emptyGuardian('mother', true),
    emptyGuardian('father', false),
  ]);
  const [consents, setConsents] = useState<Set<ConsentPurpose>>(new Set(['registration']));
  const { problems, show: setProblems, field } = useFieldProblems();
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const teams = useQuery(AthleteTeamOptionsDocument, { variables: {}, skip: !open || athlete !== null });
  const choice = useSeasonChoice(teams.data?.teams.nodes ?? []);
  const formRef = useRef<HTMLFormElement>(null);
  // A refused field may be scrolled out of the dialog's view: take the focus to the first one.
  useEffect(() => {
    if (Object.keys(problems).length === 0) return;
    // A problem that is no single field (consents without a legal guardian) takes the focus to its message.
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-form-problem]')?.focus();
  }, [problems]);
  const create = useCreateAthlete();
  const update = useUpdateAthlete();

  const set = (field: TextField, value: string) => setValues((current) => ({ ...current, [field]: value }));
  const optional = (value: string) => (value.trim() === '' ? null : value.trim());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setProblems({});
    const local: Record<string, string> = {};
    if (!values.firstName.trim()) local.firstName = 'required';
    if (!values.lastName.trim()) local.lastName = 'required';
    if (!values.birthDate) local.birthDate = 'required';
    const chosen = guardians.filter((guardian) => guardian.userId);
    if (athlete === null && consents.size > 0 && !chosen.some((guardian) => guardian.legalGuardian)) {
      local.guardians = 'legalRequired';
    }
    if (Object.keys(local).length > 0) {
      setProblems(local);
      return;
    }
    setSaving(true);
    try {
      const details = {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        birthDate: values.birthDate,
        gender,
        status,
        licenceNumber: optional(values.licenceNumber),
        email: optional(values.email),
        phone: optional(values.phone),
        address: optional(values.address),
        emergencyContactName: optional(values.emergencyContactName),
        emergencyContactPhone: optional(values.emergencyContactPhone),
      };
      if (athlete) {
        await update(athlete.id, details);
        onSaved(athlete);
        return;
      }
      // The guardians and consents follow the new record; a refusal there leaves the athlete added.
      const id = await create(
        { ...details, teamId: teamId || null },
        chosen.map((guardian) => ({
          userId: guardian.userId,
          relationship: guardian.relationship,
          legalGuardian: guardian.legalGuardian,
          isPrimary: guardian.isPrimary,
          mayPickUp: guardian.mayPickUp,
        })),
        consents,
      );
      onSaved({ id });
    } catch (error) {
      const codes = fieldErrorCodesOf(error);
      const described = describeApiError(error);
      if (isDuplicateConflict(error)) {
        // The same child is registered already: the fields stay as typed, the warning names them.
        setProblems(codes, namedFieldLimits(error));
        setFailure(t('athletes.duplicate.conflict'));
      } else if (Object.keys(codes).length > 0) setProblems(codes, namedFieldLimits(error));
      else if (described.code === 'CONFLICT') {
        // A full team is named on `teamId`; anything else in conflict is the licence number.
        const fields = Object.keys(described.fieldErrors ?? {});
        setProblems(fields.includes('teamId') ? { teamId: 'teamFull' } : { licenceNumber: 'not_unique' });
      } else setFailure(featureErrors(t, 'athletes').explain(error));
    } finally {
      setSaving(false);
    }
  };

  const textInput = (name: TextField, label: string, type = 'text', required = false) => (
    <FormField label={label} required={required} {...field(name)}>
      <Input
        name={name}
        type={type}
        autoComplete="off"
        value={values[name]}
        onChange={(event) => set(name, event.target.value)}
      />
    </FormField>
  );

  if (!open) return null;
  return (
    <FormDialogFrame
      title={athlete ? t('athletes.form.editTitle') : t('athletes.form.createTitle')}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      submitLabel={athlete ? t('athletes.form.save') : t('athletes.form.create')}
      submitting={saving}
      submittingLabel={t('athletes.form.saving')}
      size="lg"
      fullBelow="md"
      scrollInside
      formRef={formRef}
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {textInput('firstName', t('athletes.form.firstName'), 'text', true)}
          {textInput('lastName', t('athletes.form.lastName'), 'text', true)}
          {textInput('birthDate', t('athletes.form.birthDate'), 'date', true)}
          <FormField label={t('athletes.form.gender')} required {...field('gender')}>
            <SelectInput
              name="gender"
              value={gender}
              onChange={(event) => setGender(event.target.value as AthleteGender)}
            >
              {GENDERS.map((value) => (
                <option key={value} value={value}>
                  {t(`athletes.gender.${value}`)}
                </option>
              ))}
            </SelectInput>
          </FormField>
          <FormField label={t('athletes.form.status')} {...field('status')}>
            <SelectInput
              name="status"
              value={status}
              onChange={(event) => setStatus(event.target.value as AthleteStatus)}
            >
              {STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`athletes.status.${value}`)}
                </option>
              ))}
            </SelectInput>
          </FormField>
          {textInput('licenceNumber', t('athletes.form.licenceNumber'))}
          {textInput('email', t('athletes.form.email'), 'email')}
          {textInput('phone', t('athletes.form.phone'), 'tel')}
          {textInput('emergencyContactName', t('athletes.form.emergencyContactName'))}
          {textInput('emergencyContactPhone', t('athletes.form.emergencyContactPhone'), 'tel')}
        </SimpleGrid>
        <DuplicateWarning
          firstName={values.firstName}
          lastName={values.lastName}
          birthDate={values.birthDate}
          organizationId={athlete?.organizationId ?? null}
          excludeId={athlete?.id ?? null}
        />
        {textInput('address', t('athletes.form.address'))}
        {athlete === null ? (
          <>
            <SeasonSelect
              seasons={choice.seasons}
              value={choice.seasonId}
              onChange={(seasonId) => {
                choice.setSeasonId(seasonId);
                setTeamId('');
              }}
            />
            <FormField label={t('athletes.form.team')} {...field('teamId')}>
              <SelectInput name="teamId" value={teamId} onChange={(event) => setTeamId(event.target.value)}>
                <option value="">{t('athletes.form.noTeam')}</option>
                {choice.teams.map((team) => (
                  <TeamOption key={team.id} team={team} />
                ))}
              </SelectInput>
            </FormField>
            {guardians.map((guardian, index) => (
              <GuardianFields
                key={index}
                index={index}
                value={guardian}
                onChange={(next) =>
                  setGuardians((current) =>
                    current.map((item, position) =>
                      position === index
                        ? next
                        : next.isPrimary && item.isPrimary
                          ? { ...item, isPrimary: false }
                          : item,
                    ),
                  )
                }
              />
            ))}
            {problems.guardians ? (
              <Text color="fg.error" textStyle="sm" role="alert" tabIndex={-1} data-form-problem>
                {t('athletes.form.legalRequired')}
              </Text>
            ) : null}
            <Fieldset.Root>
              <Fieldset.Legend>{t('athletes.form.consents')}</Fieldset.Legend>
              <Fieldset.HelperText>{t('athletes.form.consentsHint')}</Fieldset.HelperText>
              <Stack gap="2" mt="2">
                {CONSENT_PURPOSES.map((purpose) => (
                  <Checkbox.Root
                    key={purpose}
                    checked={consents.has(purpose)}
                    onCheckedChange={(details) =>
                      setConsents((current) => {
                        const next = new Set(current);
                        if (details.checked === true) next.add(purpose);
                        else next.delete(purpose);
                        return next;
                      })
                    }
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{t(`athletes.consent.${purpose}`)}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Stack>
            </Fieldset.Root>
          </>
        ) : null}
        {/* Next to the buttons, where the eye is after pressing one. */}
        {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
      </Stack>
    </FormDialogFrame>
  );
}
