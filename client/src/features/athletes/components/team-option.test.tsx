import { fireEvent, screen, within } from '@testing-library/react';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SelectInput } from '../../../components/ui/select-input';
import { renderWithProviders } from '../../../test/render';
import { openSeasonsOf, SeasonSelect, TeamOption, useSeasonChoice, type TeamSeason } from './team-option';

const day = (days: number) => DateTime.now().plus({ days }).toISODate()!;

const season = (id: string, name: string, startsOn: string, endsOn: string, current = false): TeamSeason => ({
  id,
  name,
  startsOn,
  endsOn,
  current,
  archivedAt: null,
});
const CURRENT = season('s-current', '2026–2027', day(-60), day(200), true);
const ENDED = season('s-ended', '2025–2026', day(-400), day(-30));
const ARCHIVED = { ...season('s-archived', 'Arşiv', day(-60), day(200)), archivedAt: '2026-01-01T00:00:00Z' };
const NEXT = season('s-next', '2027–2028', day(210), day(500));

const team = (id: string, name: string, teamSeason: TeamSeason) => ({
  id,
  name,
  ageCategory: 'U12',
  capacity: 20,
  memberCount: 3,
  branch: { name: 'Kadıköy' },
  season: teamSeason,
});
const TEAMS = [
  team('t-next', 'Gelecek', NEXT),
  team('t-ended', 'Eski Kartallar', ENDED),
  team('t-archived', 'Arşivdekiler', ARCHIVED),
  team('t-current', 'Yıldızlar', CURRENT),
];

/** The picker as the athlete form and the move dialog use it. */
function Picker() {
  const choice = useSeasonChoice(TEAMS);
  const [teamId, setTeamId] = useState('');
  return (
    <>
      <SeasonSelect seasons={choice.seasons} value={choice.seasonId} onChange={choice.setSeasonId} />
      <label htmlFor="team">Team</label>
      <SelectInput name="teamId" value={teamId} onChange={(event) => setTeamId(event.target.value)}>
        {choice.teams.map((item) => (
          <TeamOption key={item.id} team={item} />
        ))}
      </SelectInput>
    </>
  );
}

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the team picker', () => {
  it('knows the open seasons: not ended, not archived, the current one first', () => {
    expect(openSeasonsOf(TEAMS).map((item) => item.id)).toEqual(['s-current', 's-next']);
  });

  it('offers the teams of open seasons only, with their season, the current season preselected', () => {
    const { container } = renderWithProviders(<Picker />);
    const seasons = container.querySelector<HTMLSelectElement>('select[name="seasonId"]')!;
    const teams = container.querySelector<HTMLSelectElement>('select[name="teamId"]')!;
    expect(seasons).toHaveValue('s-current');
    expect(optionTexts(seasons)).toEqual(['2026–2027 (current)', '2027–2028']);
    expect(optionTexts(teams)).toEqual(['Yıldızlar · U12 · Kadıköy · 2026–2027']);
    fireEvent.change(seasons, { target: { value: 's-next' } });
    expect(optionTexts(teams)).toEqual(['Gelecek · U12 · Kadıköy · 2027–2028']);
    expect(screen.queryByText(/Eski Kartallar|Arşivdekiler/)).not.toBeInTheDocument();
  });

  it('names the seasons in Turkish too', () => {
    const { container } = renderWithProviders(<Picker />, { language: 'tr' });
    const seasons = container.querySelector<HTMLSelectElement>('select[name="seasonId"]')!;
    expect(optionTexts(seasons)).toEqual(['2026–2027 (güncel)', '2027–2028']);
    expect(screen.getByText('Sezon')).toBeInTheDocument();
  });
});
