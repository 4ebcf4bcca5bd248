import { SearchSelectField } from '../../../components/ui/search-select-field';
import { Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { FormDialogFrame } from '../../../components/ui/form-dialog-frame';
import { FormField } from '../../../components/ui/form-field';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../components/ui/use-debounced-value';
import { useFormSubmit, type FieldMessages } from '../../../components/ui/use-form-submit';
import type { TeamGender } from '../../../generated/graphql';
import { describeApiError } from '../../../lib/apollo/errors';
import { featureErrors, formFailureOf } from '../../../lib/apollo/feature-errors';
import { TeamAthleteCandidatesDocument } from '../graphql/teams';
import { useAddTeamAthlete } from '../hooks/use-team-mutations';

/** The contract's bounds (schema/athletes.graphql, AddTeamMembershipInput). */
const JERSEY_MAX = 99;
const POSITION_MAX = 60;

const FIELDS = ['athleteId', 'jerseyNumber', 'position'] as const;
type Field = (typeof FIELDS)[number];

interface TeamAthleteDialogProps {
  teamId: string;
  /** Who the team is for: athletes of another gender or older than its category are not offered. */
  gender: TeamGender;
  birthYearMin: number;
  /** The athletes already on the roster: not offered again. */
  rosterAthleteIds: ReadonlySet<string>;
  onClose: () => void;
}

/** Puts an athlete of the organization on the team's roster, with a jersey number and a position. */
export function TeamAthleteDialog({
  teamId,
  gender,
  birthYearMin,
  rosterAthleteIds,
  onClose,
}: TeamAthleteDialogProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState({ search: '', athleteId: '', jerseyNumber: '', position: '' });
  const set = (name: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [name]: value }));
  const search = useDebouncedValue(values.search.trim(), SEARCH_DEBOUNCE_MS);
  // Younger athletes may play up; older ones and the other gender may not (the server's rule).
  const candidates = useQuery(TeamAthleteCandidatesDocument, {
    variables: { query: search || null, birthYearFrom: birthYearMin },
  });
  const athletes = (candidates.data?.athletes.nodes ?? []).filter(
    (athlete) =>
      !rosterAthleteIds.has(athlete.id) &&
      (gender === 'mixed' || (gender === 'girls') === (athlete.gender === 'female')),
  );
  const [add, adding] = useAddTeamAthlete(teamId);

  const messages: Record<Field, string> = {
    athleteId: t('teams.roster.validation.athleteId'),
    jerseyNumber: t('teams.roster.validation.jerseyNumber', { max: JERSEY_MAX }),
    position: t('teams.roster.validation.position', { max: POSITION_MAX }),
  };
  const jersey = values.jerseyNumber.trim();
  const check = (): FieldMessages<Field> => {
    const problems: FieldMessages<Field> = {};
    if (!values.athleteId) problems.athleteId = messages.athleteId;
    if (jersey !== '' && !(/^\d{1,2}$/.test(jersey) && Number(jersey) <= JERSEY_MAX))
      problems.jerseyNumber = messages.jerseyNumber;
    if (values.position.trim().length > POSITION_MAX) problems.position = messages.position;
    return problems;
  };
  const { submit, field, message } = useFormSubmit<Field>({
    check,
    save: async () => {
      await add({
        athleteId: values.athleteId,
        jerseyNumber: jersey === '' ? null : Number(jersey),
        position: values.position.trim() || null,
      });
      onClose();
    },
    failure: (error) => {
      const refused = formFailureOf(error, featureErrors(t, 'teams'), FIELDS, (name) => messages[name]);
      // A conflict is the athlete already in the team, a full team or a jersey number taken.
      return describeApiError(error).code === 'CONFLICT'
        ? { ...refused, message: t('teams.roster.conflict') }
        : refused;
    },
  });

  return (
    <FormDialogFrame
      title={t('teams.roster.addTitle')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('teams.roster.add')}
      submitting={adding.loading}
    >
      <Stack gap="4">
        {message ? <ErrorAlert>{message}</ErrorAlert> : null}
        <SearchSelectField
          search={{
            label: t('teams.roster.search'),
            helper: t('teams.roster.searchHelp'),
            value: values.search,
            onChange: set('search'),
          }}
          label={t('teams.profile.athlete')}
          name="athleteId"
          value={values.athleteId}
          onChange={set('athleteId')}
          options={athletes.map((athlete) => ({
            value: athlete.id,
            label: athlete.licenceNumber
              ? `${athlete.fullName} — ${athlete.licenceNumber}`
              : athlete.fullName,
          }))}
          loading={candidates.loading}
          emptyLabel={t('teams.roster.noCandidates')}
          chooseLabel={t('teams.form.choose')}
          {...field('athleteId')}
        />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField
            label={t('teams.profile.jersey')}
            helper={t('teams.roster.jerseyHelp', { max: JERSEY_MAX })}
            {...field('jerseyNumber')}
          >
            <Input
              name="jerseyNumber"
              inputMode="numeric"
              value={values.jerseyNumber}
              onChange={(event) => set('jerseyNumber')(event.target.value)}
            />
          </FormField>
          <FormField
            label={t('teams.profile.position')}
            helper={t('teams.roster.positionHelp', { max: POSITION_MAX })}
            {...field('position')}
          >
            <Input
              name="position"
              value={values.position}
              onChange={(event) => set('position')(event.target.value)}
            />
          </FormField>
        </SimpleGrid>
      </Stack>
    </FormDialogFrame>
  );
}
