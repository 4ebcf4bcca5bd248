import { useState } from 'react';
import { todayIso } from '../../../lib/dates';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field';
import { SelectInput } from '../../../components/ui/select-input';

/** A team's season as the pickers read it. */
export interface TeamSeason {
  id: string;
  name: string;
  startsOn: string;
  endsOn: string;
  current: boolean;
  archivedAt?: string | null;
}

interface TeamOptionProps {
  team: {
    id: string;
    name: string;
    ageCategory: string;
    capacity: number;
    memberCount: number;
    branch: { name: string };
    season: { name: string };
  };
}

/**
 * A team to join in a select: name, age category, branch and season; a full team is shown but cannot
 * be chosen.
 */
export function TeamOption({ team }: TeamOptionProps) {
  const { t } = useTranslation();
  const full = team.memberCount >= team.capacity;
  return (
    <option value={team.id} disabled={full}>
      {team.name} · {team.ageCategory} · {team.branch.name} · {team.season.name}
      {full ? ` · ${t('athletes.form.teamFull')}` : ''}
    </option>
  );
}

/** Today as an ISO date in the viewer's time zone. */

/** A season takes new athletes while it is in use and has not ended (the server refuses the others). */
export const isOpenSeason = (season: TeamSeason, today = todayIso()) =>
  !season.archivedAt && season.endsOn >= today;

/**
 * The open seasons of the teams, each once: the current season first, then by their first day. A team
 * of a season that has ended is never offered.
 */
export function openSeasonsOf(teams: readonly { season: TeamSeason }[], today = todayIso()): TeamSeason[] {
  const seasons = new Map<string, TeamSeason>();
  for (const { season } of teams) {
    if (isOpenSeason(season, today)) seasons.set(season.id, season);
  }
  return [...seasons.values()].sort(
    (a, b) => Number(b.current) - Number(a.current) || a.startsOn.localeCompare(b.startsOn),
  );
}

/**
 * The season a team picker shows: the one chosen, else the first open one (the current season when it
 * is open); with the open seasons and the teams of the shown season.
 */
export function useSeasonChoice<Team extends { season: TeamSeason }>(teams: readonly Team[]) {
  const [chosen, setChosen] = useState('');
  const seasons = openSeasonsOf(teams);
  const seasonId = seasons.some((season) => season.id === chosen) ? chosen : (seasons[0]?.id ?? '');
  return {
    seasons,
    seasonId,
    setSeasonId: setChosen,
    teams: teams.filter((team) => team.season.id === seasonId),
  };
}

/** The season select above a team select: the open seasons only, the current one preselected. */
export function SeasonSelect({
  seasons,
  value,
  onChange,
}: {
  seasons: readonly TeamSeason[];
  value: string;
  onChange: (seasonId: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormField label={t('athletes.form.season')} invalid={false} helper={t('athletes.form.seasonHint')}>
      <SelectInput name="seasonId" value={value} onChange={(event) => onChange(event.target.value)}>
        {seasons.length === 0 ? <option value="">{t('athletes.form.noOpenSeason')}</option> : null}
        {seasons.map((season) => (
          <option key={season.id} value={season.id}>
            {season.current ? t('athletes.form.currentSeason', { name: season.name }) : season.name}
          </option>
        ))}
      </SelectInput>
    </FormField>
  );
}
