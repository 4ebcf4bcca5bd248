import { featureErrors } from '../../../lib/apollo/feature-errors';
import { useQuery } from '@apollo/client/react';
import { Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { FormField } from '../../../components/ui/form-field';
import { SelectInput } from '../../../components/ui/select-input';
import { appToaster } from '../../../components/ui/toaster';
import type { AthleteProfileFragment } from '../../../generated/graphql';
import { AthleteTeamOptionsDocument } from '../graphql/athletes';
import { useMoveAthlete } from '../hooks/use-athlete-mutations';
import { birthYearOf } from '../athletes-viewer';
import { FormDialogFrame } from '../../../components/ui/form-dialog-frame';
import { SeasonSelect, TeamOption, useSeasonChoice } from './team-option';

interface MoveTeamDialogProps {
  athlete: AthleteProfileFragment;
  onClose: () => void;
}

/** Moves the athlete from one of their current teams to another: the old membership ends today. */
export function MoveTeamDialog({ athlete, onClose }: MoveTeamDialogProps) {
  const { t } = useTranslation();
  const current = athlete.history.filter((membership) => membership.current);
  const [membershipId, setMembershipId] = useState(current[0]?.id ?? '');
  const [toTeamId, setToTeamId] = useState('');
  const [problem, setProblem] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const teams = useQuery(AthleteTeamOptionsDocument, { variables: {} });
  const [move, moving] = useMoveAthlete();
  const fromTeamId = current.find((membership) => membership.id === membershipId)?.teamId;
  // The teams the athlete may join: their gender's or mixed, not younger than them (playing up is
  // fine); teams with a free place first, full ones shown but not offered.
  const birthYear = birthYearOf(athlete.private?.birthDate);
  const choice = useSeasonChoice(teams.data?.teams.nodes ?? []);
  const targets = choice.teams
    .filter((team) => !current.some((membership) => membership.teamId === team.id))
    .filter(
      (team) => team.gender === 'mixed' || team.gender === (athlete.gender === 'female' ? 'girls' : 'boys'),
    )
    .filter((team) => birthYear === null || team.birthYearMin <= birthYear)
    .sort((a, b) => Number(a.memberCount >= a.capacity) - Number(b.memberCount >= b.capacity));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!toTeamId || !membershipId) {
      setProblem(true);
      return;
    }
    setFailure(null);
    try {
      await move({ input: { membershipId, toTeamId } });
      appToaster.create({ type: 'success', title: t('athletes.move.done') });
      onClose();
    } catch (error) {
      setFailure(featureErrors(t, 'athletes').explain(error));
    }
  };

  return (
    <FormDialogFrame
      title={t('athletes.move.title', { name: athlete.fullName })}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      submitLabel={t('athletes.move.submit')}
      submitting={moving.loading}
    >
      <Stack gap="4">
        {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
        {current.length > 1 ? (
          <FormField label={t('athletes.move.from')} invalid={false}>
            <SelectInput
              name="membershipId"
              value={membershipId}
              onChange={(event) => setMembershipId(event.target.value)}
            >
              {current.map((membership) => (
                <option key={membership.id} value={membership.id}>
                  {membership.team.name}
                </option>
              ))}
            </SelectInput>
          </FormField>
        ) : null}
        <SeasonSelect
          seasons={choice.seasons}
          value={choice.seasonId}
          onChange={(seasonId) => {
            choice.setSeasonId(seasonId);
            setToTeamId('');
          }}
        />
        <FormField
          label={t('athletes.move.to')}
          required
          invalid={problem && !toTeamId}
          error={t('ui.fieldError.required')}
          helper={
            fromTeamId
              ? t('athletes.move.hint', {
                  team: current.find((membership) => membership.id === membershipId)?.team.name,
                })
              : undefined
          }
        >
          <SelectInput name="toTeamId" value={toTeamId} onChange={(event) => setToTeamId(event.target.value)}>
            <option value="">{t('athletes.move.choose')}</option>
            {targets.map((team) => (
              <TeamOption key={team.id} team={team} />
            ))}
          </SelectInput>
        </FormField>
      </Stack>
    </FormDialogFrame>
  );
}
