import type { DataSource } from 'typeorm';
import type { Viewer } from '../../shared/auth/viewer.js';
import { clientPath } from '../../shared/links.js';

export interface AthleteResult {
  __typename: 'AthleteSearchResult';
  id: string;
  name: string;
  link: string;
  value: string;
}

export interface TeamResult {
  __typename: 'TeamSearchResult';
  id: string;
  name: string;
  link: string;
  value: string;
}

/** One group of the people search: athletes or teams. */
export interface PeopleSearchProvider {
  id: 'athletes' | 'teams';
  label: string;
  search(
    viewer: Viewer,
    options: { query: string; limit: number },
  ): Promise<(AthleteResult | TeamResult)[] | { results: (AthleteResult | TeamResult)[]; total: number }>;
}

/** What the athletes group needs: the athletes service satisfies it (its list is the viewer's charge). */
export interface AthleteSource {
  page(
    viewer: Viewer,
    args: { query: string; first: number },
    options: { count: boolean },
  ): Promise<{ nodes: { id: string; firstName: string; lastName: string }[]; totalCount?: number | null }>;
}

/** What the teams group needs: the teams service satisfies it (every read goes through its policy). */
export interface TeamSource {
  teams(
    viewer: Viewer,
    args: Record<string, unknown>,
    options: { count: boolean },
  ): Promise<{ nodes: { id: string; name: string }[]; totalCount?: number | null }>;
  team(viewer: Viewer, id: string): Promise<{ id: string; name: string }>;
}

const athleteLink = (id: string) => clientPath('fbiad-pages', 'athletes-profile', id);
const teamLink = (id: string) => clientPath('fbiad-pages', 'teams-profile', id);

/** The athletes in the viewer's charge whose name or licence number contains the query. */
async function athletesFound(athletes: AthleteSource, viewer: Viewer, query: string, limit: number) {
  const page = await athletes.page(viewer, { query, first: limit }, { count: true });
  return { nodes: page.nodes, total: page.totalCount ?? undefined };
}

/**
 * The Athletes group: the athletes in the viewer's charge (the athletes list's own policy: an admin's
 * scope, a coach's current teams, a parent's own children; nobody else's), by name or licence number.
 */
export function athletesSearchProvider(athletes: AthleteSource): PeopleSearchProvider {
  return {
    id: 'athletes',
    label: 'Athletes',
    async search(viewer, { query, limit }) {
      const { nodes, total } = await athletesFound(athletes, viewer, query, limit);
      const results = nodes.map((athlete): AthleteResult => {
        const name = `${athlete.firstName} ${athlete.lastName}`;
        return {
          __typename: 'AthleteSearchResult',
          id: athlete.id,
          name,
          link: athleteLink(athlete.id),
          value: name,
        };
      });
      return total === undefined ? results : { results, total };
    },
  };
}

/**
 * The Teams group: the teams the viewer reads whose name contains the query, then the current teams of
 * the athletes in their charge that the query found (a parent searching her family name finds her
 * children's teams). Each team is read through the teams service, so its policy decides.
 */
export function teamsSearchProvider(
  teams: TeamSource,
  athletes: AthleteSource,
  dataSource: DataSource,
): PeopleSearchProvider {
  return {
    id: 'teams',
    label: 'Teams',
    async search(viewer, { query, limit }) {
      const [byName, found] = await Promise.all([
        teams.teams(viewer, { query, first: limit }, { count: false }),
        athletesFound(athletes, viewer, query, limit),
      ]);
      const results = new Map<string, TeamResult>();
      const add = (team: { id: string; name: string }) => {
        if (results.size < limit && !results.has(team.id)) {
          results.set(team.id, {
            __typename: 'TeamSearchResult',
            id: team.id,
            name: team.name,
            link: teamLink(team.id),
            value: team.name,
          });
        }
      };
      byName.nodes.forEach(add);
      if (found.nodes.length > 0 && results.size < limit) {
        const rows = await dataSource.query<{ team_id: string }[]>(
          `SELECT DISTINCT tm.team_id FROM team_memberships tm
            WHERE tm.athlete_id = ANY($1::uuid[]) AND tm.to_on IS NULL`,
          [found.nodes.map((athlete) => athlete.id)],
        );
        const teamsOfAthletes = await Promise.all(
          rows.map((row) => teams.team(viewer, row.team_id).catch(() => null)),
        );
        for (const team of teamsOfAthletes) if (team) add(team);
      }
      return [...results.values()];
    },
  };
}
