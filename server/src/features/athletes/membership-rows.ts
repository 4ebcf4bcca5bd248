import type { EntityManager } from 'typeorm';
import type { Viewer } from '../../shared/auth/viewer.js';
import type { GuardedRow, RowTarget } from '../../shared/db/guarded-write.js';
import { AppError, badInput } from '../../shared/errors.js';
import { AthletePolicy } from './athletes.policy.js';
import { membershipColumns, todayIso, toMembershipNode, type MembershipNode } from './athletes.sql.js';

// The rows a membership write reads: the membership on the guarded write path, and the team it joins
// with its season (a season that has ended takes no new athlete).

/** A team as a membership write checks it. */
export interface TeamRow {
  id: string;
  organizationId: string;
  name: string;
  gender: 'girls' | 'boys' | 'mixed';
  birthYearMin: number;
  birthYearMax: number;
  capacity: number;
  canManage: boolean;
  seasonName: string;
  seasonStartsOn: string;
  seasonEndsOn: string;
  seasonArchived: boolean;
}

/** A membership as a write reads it, with its athlete's organization and its team's name. */
export interface MembershipTarget {
  membership: MembershipNode;
  organizationId: string;
  teamName: string;
  athleteArchived: boolean;
}

/** The membership as the guarded write path reads it: what `updateRowReturning` answers after a change. */
export const MEMBERSHIP_RETURNED: RowTarget<MembershipNode> = {
  label: 'Team membership',
  from: 'team_memberships m',
  alias: 'm',
  columns: membershipColumns('m'),
  readable: () => 'TRUE',
  toRow: (row) => toMembershipNode(row),
};

/**
 * A membership on the guarded write path: read by whoever sees its athlete (archived athletes: their
 * admins), changed by the admins of its team's scope (and, with `staff`, the team's staff).
 */
export function membershipRow(
  viewer: Viewer,
  forbidden: string,
  staff: boolean,
): GuardedRow<MembershipTarget> {
  return {
    label: 'Team membership',
    from: 'team_memberships m JOIN teams t ON t.id = m.team_id JOIN athletes a ON a.id = m.athlete_id',
    alias: 'm',
    columns: `${membershipColumns('m', 'm_')}, a.organization_id AS "organizationId", t.name AS "teamName",
              a.archived_at IS NOT NULL AS "athleteArchived"`,
    readable: (params) => {
      const policy = new AthletePolicy(viewer, params);
      return `(${policy.full('a')} OR ${policy.roster('a')}) AND (a.archived_at IS NULL OR ${policy.admin('a')})`;
    },
    writable: (params) => {
      const policy = new AthletePolicy(viewer, params);
      return staff ? `(${policy.manageTeam('t')} OR ${policy.staffOfTeam('t')})` : policy.manageTeam('t');
    },
    forbidden,
    toRow: (row) => ({
      membership: toMembershipNode(row, 'm_'),
      organizationId: row.organizationId as string,
      teamName: row.teamName as string,
      athleteArchived: !!row.athleteArchived,
    }),
  };
}

/** The team, of a season that takes athletes, locked so that two joins cannot both take its last place; BAD_USER_INPUT if unusable. */
export async function lockTeam(
  manager: EntityManager,
  viewer: Viewer,
  teamId: string,
  organizationId: string,
): Promise<TeamRow> {
  const params: unknown[] = [teamId, organizationId];
  const policy = new AthletePolicy(viewer, params);
  const [team] = await manager.query<TeamRow[]>(
    `SELECT t.id, t.organization_id AS "organizationId", t.name, t.gender,
            t.birth_year_min AS "birthYearMin", t.birth_year_max AS "birthYearMax", t.capacity,
            ${policy.manageTeam('t')} AS "canManage", s.name AS "seasonName",
            to_char(s.starts_on, 'YYYY-MM-DD') AS "seasonStartsOn",
            to_char(s.ends_on, 'YYYY-MM-DD') AS "seasonEndsOn", s.archived_at IS NOT NULL AS "seasonArchived"
       FROM teams t JOIN seasons s ON s.id = t.season_id
      WHERE t.id = $1 AND t.organization_id = $2 AND t.archived_at IS NULL
        FOR NO KEY UPDATE OF t`,
    params,
  );
  if (!team) throw badInput('teamId', 'Choose a team of the athlete’s organization that is in use');
  return team;
}

/**
 * The first day of a new membership: the given one, or today (the season's first day when the season
 * has not begun). A team whose season has ended or is archived takes no new athlete, and the first day
 * lies within the season: BAD_USER_INPUT naming the season otherwise.
 */
export function firstDayInSeason(
  team: TeamRow,
  input: { fromOn: string | null; fromOnField?: string; teamField?: string },
): string {
  const today = todayIso();
  const season = `${team.seasonName} (${team.seasonStartsOn} – ${team.seasonEndsOn})`;
  if (team.seasonArchived) {
    throw seasonRefusal(
      input.teamField ?? 'teamId',
      `The season ${season} is archived: choose a team of an open season`,
    );
  }
  if (team.seasonEndsOn < today) {
    throw seasonRefusal(
      input.teamField ?? 'teamId',
      `The season ${season} has ended: choose a team of an open season`,
    );
  }
  const fromOn = input.fromOn ?? (today < team.seasonStartsOn ? team.seasonStartsOn : today);
  if (fromOn < team.seasonStartsOn || fromOn > team.seasonEndsOn) {
    throw seasonRefusal(input.fromOnField ?? 'fromOn', `The first day must lie within the season ${season}`);
  }
  return fromOn;
}

/** BAD_USER_INPUT about a season, on one field: the error's own message names the season too. */
const seasonRefusal = (field: string, message: string) =>
  new AppError('BAD_USER_INPUT', `${message}.`, {
    fieldErrors: { [field]: message },
    fieldErrorCodes: { [field]: 'invalid' },
  });
