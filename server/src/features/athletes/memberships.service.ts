import type { DataSource, EntityManager } from 'typeorm';
import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import { lockForWrite, patchAssignments, updateRowReturning } from '../../shared/db/guarded-write.js';
import { badInput, conflict, forbidden } from '../../shared/errors.js';
import { isUuid, validate } from '../../shared/validation.js';
import { recordAudit } from '../audit/index.js';
import { AthletePolicy } from './athletes.policy.js';
import type { AthleteAccess } from './athlete-access.js';
import {
  athleteNodeSql,
  membershipColumns,
  todayIso,
  toAthleteNode,
  toMembershipNode,
  uniquely,
  type AthleteRecord,
  type MembershipNode,
} from './athletes.sql.js';
import {
  addMembershipSchema,
  endMembershipSchema,
  moveAthleteSchema,
  updateMembershipSchema,
} from './athletes.validation.js';
import {
  firstDayInSeason,
  lockTeam,
  MEMBERSHIP_RETURNED,
  membershipRow,
  type MembershipTarget,
} from './membership-rows.js';
import type { TeamMembershipStatus } from './team-membership.entity.js';

export interface JoinInput {
  teamId: string;
  jerseyNumber: number | null;
  position: string | null;
  status: TeamMembershipStatus;
  /** First day, inside the team's season; today (or the season's first day, if later) when null. */
  fromOn: string | null;
  /** The input field a first day outside the season is refused on (default `fromOn`). */
  fromOnField?: string;
  /** The input field a team of a closed season is refused on (default `teamId`). */
  teamField?: string;
}

/**
 * Team memberships: who plays in which team, from when to when. Moving ends one membership and starts
 * another in one transaction, so the history stays. Admins of a team's scope add, end and move; the
 * team's staff change jersey numbers, positions and statuses. Every change writes its audit row.
 */
export class MembershipsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly athletes: AthleteAccess,
  ) {}

  /** A team's roster: memberships of the athletes the viewer sees, by jersey number then name. */
  async roster(viewer: Viewer | null, teamId: string, includeEnded: boolean): Promise<MembershipNode[]> {
    const current = requireViewer(viewer);
    if (!isUuid(teamId)) return [];
    const params: unknown[] = [teamId];
    const policy = new AthletePolicy(current, params);
    const node = athleteNodeSql(policy);
    const rows = await this.dataSource.query<Record<string, unknown>[]>(
      `SELECT ${node.columns}, ${membershipColumns('m', 'm_')}
         FROM team_memberships m JOIN ${node.from} ON a.id = m.athlete_id
        WHERE m.team_id = $1 AND ${node.visible} AND a.archived_at IS NULL
          AND (m.to_on IS NULL OR ${includeEnded ? 'acc.full' : 'FALSE'})
        ORDER BY m.to_on IS NULL DESC, m.jersey_number NULLS LAST, a.sort_key, m.from_on DESC, m.id`,
      params,
    );
    return rows.map((row) => ({ ...toMembershipNode(row, 'm_'), athlete: toAthleteNode(row) }));
  }

  /** Adds an athlete to a team (admins of the athlete's and the team's scope). */
  async add(viewer: Viewer | null, input: unknown): Promise<MembershipNode> {
    const current = requireViewer(viewer);
    const data = validate(addMembershipSchema, input);
    return this.dataSource.transaction(async (manager) => {
      const target = await this.athletes.writeTarget(manager, current, data.athleteId);
      if (!target.canManage) throw forbidden('Only the athlete’s admins add them to teams.');
      if (target.record.archivedAt) throw conflict(null, 'The athlete is archived: restore them first.');
      const membership = await this.join(manager, current, target.record, {
        ...data,
        fromOn: data.fromOn ?? null,
      });
      return { ...membership, athlete: await this.athletes.get(current, data.athleteId, manager) };
    });
  }

  /** Changes a current membership's jersey number, position or status (team admins and staff). */
  async update(viewer: Viewer | null, id: string, input: unknown): Promise<MembershipNode> {
    const current = requireViewer(viewer);
    const data = validate(updateMembershipSchema, input);
    return this.dataSource.transaction(async (manager) => {
      const target = await this.target(
        manager,
        current,
        id,
        'Only the team’s admins and staff change its memberships.',
        { staff: true },
      );
      this.assertOpen(target);
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      for (const field of ['jerseyNumber', 'position', 'status'] as const) {
        const value = data[field];
        if (value !== undefined && value !== target.membership[field]) {
          before[field] = target.membership[field];
          after[field] = value;
        }
      }
      if (Object.keys(after).length === 0) return this.withAthlete(manager, current, target.membership);
      const set = patchAssignments(after as Partial<typeof data>, {
        jerseyNumber: ['jersey_number', 'smallint'],
        position: 'position',
        status: ['status', 'team_membership_status'],
      });
      const row = await uniquely(() =>
        updateRowReturning(manager, { table: 'team_memberships', id, set, touch: true }, MEMBERSHIP_RETURNED),
      );
      await recordAudit(manager, {
        organizationId: target.organizationId,
        actorUserId: current.userId,
        action: 'update',
        entityType: 'team_membership',
        entityId: id,
        summary: {
          en: `Membership in ${target.teamName}: ${Object.keys(after).join(', ')} changed`,
          tr: `${target.teamName} üyeliği: ${Object.keys(after).length} alan değiştirildi`,
        },
        before,
        after,
      });
      return this.withAthlete(manager, current, row);
    });
  }

  /** Ends a current membership (admins of the team's scope); kept as history. */
  async end(viewer: Viewer | null, id: string, toOn: unknown): Promise<MembershipNode> {
    const current = requireViewer(viewer);
    const data = validate(endMembershipSchema, { toOn });
    return this.dataSource.transaction(async (manager) => {
      const target = await this.target(manager, current, id, 'Only the team’s admins end memberships.');
      this.assertOpen(target);
      const lastDay = data.toOn ?? todayIso();
      if (lastDay < target.membership.fromOn) {
        throw badInput('toOn', 'The last day cannot be before the first day');
      }
      // The athlete as the viewer saw them before: ending the last membership in a scoped admin's teams
      // takes the athlete out of their sight.
      const athlete = await this.athletes.get(current, target.membership.athleteId, manager);
      const ended = await updateRowReturning(
        manager,
        { table: 'team_memberships', id, set: [['to_on', lastDay, 'date']], touch: true },
        MEMBERSHIP_RETURNED,
      );
      await recordAudit(manager, {
        organizationId: target.organizationId,
        actorUserId: current.userId,
        action: 'update',
        entityType: 'team_membership',
        entityId: id,
        summary: { en: `Membership in ${target.teamName} ended`, tr: `${target.teamName} üyeliği sona erdi` },
        before: { toOn: null },
        after: { toOn: lastDay },
      });
      return { ...ended, athlete };
    });
  }

  /**
   * Moves an athlete: the current membership ends on the day and a new one starts that day, in one
   * transaction with one `move` audit row. Admins of both teams' scope.
   */
  async move(
    viewer: Viewer | null,
    input: unknown,
  ): Promise<{ ended: MembershipNode; started: MembershipNode }> {
    const current = requireViewer(viewer);
    const data = validate(moveAthleteSchema, input);
    return this.dataSource.transaction(async (manager) => {
      const target = await this.target(
        manager,
        current,
        data.membershipId,
        'Only the team’s admins move its athletes.',
      );
      this.assertOpen(target);
      if (data.toTeamId === target.membership.teamId) {
        throw badInput('toTeamId', 'Choose another team than the current one');
      }
      const day = data.on ?? todayIso();
      if (day < target.membership.fromOn) {
        throw badInput('on', 'The move cannot be before the current membership’s first day');
      }
      const ended = await updateRowReturning(
        manager,
        { table: 'team_memberships', id: data.membershipId, set: [['to_on', day, 'date']], touch: true },
        MEMBERSHIP_RETURNED,
      );
      const record = await this.athletes.record(manager, target.membership.athleteId);
      const started = await this.join(
        manager,
        current,
        record,
        {
          teamId: data.toTeamId,
          jerseyNumber: data.jerseyNumber,
          position: data.position,
          status: 'active',
          fromOn: day,
          fromOnField: 'on',
          teamField: 'toTeamId',
        },
        { audit: false },
      );
      await recordAudit(manager, {
        organizationId: target.organizationId,
        actorUserId: current.userId,
        action: 'move',
        entityType: 'athlete',
        entityId: target.membership.athleteId,
        summary: {
          en: `${record.firstName} ${record.lastName} moved from ${target.teamName} to ${started.teamName}`,
          tr: `${record.firstName} ${record.lastName}, ${target.teamName} takımından ${started.teamName} takımına taşındı`,
        },
        before: { membershipId: target.membership.id, teamId: target.membership.teamId },
        after: { membershipId: started.id, teamId: data.toTeamId, on: day },
      });
      const athlete = await this.athletes.get(current, target.membership.athleteId, manager);
      return {
        ended: { ...ended, athlete },
        started: { ...started, athlete },
      };
    });
  }

  /**
   * Starts a membership inside the caller's transaction, after checking the team: of the athlete's
   * organization and not archived, managed by the viewer, for the athlete's gender and not younger
   * than the athlete (younger athletes may play up), not full; the athlete not already in it.
   */
  async join(
    manager: EntityManager,
    viewer: Viewer,
    athlete: AthleteRecord,
    input: JoinInput,
    options: { audit?: boolean } = {},
  ): Promise<MembershipNode & { teamName: string }> {
    const team = await lockTeam(manager, viewer, input.teamId, athlete.organizationId);
    if (!team.canManage) throw forbidden('Only the team’s admins add athletes to it.');
    const fromOn = firstDayInSeason(team, input);
    if (
      (team.gender === 'girls' && athlete.gender !== 'female') ||
      (team.gender === 'boys' && athlete.gender !== 'male')
    ) {
      throw badInput('teamId', `The team is for ${team.gender}`);
    }
    if (Number(athlete.birthDate.slice(0, 4)) < team.birthYearMin) {
      throw badInput('teamId', 'The athlete is older than the team’s age category');
    }
    const [counts] = await manager.query<{ members: number; already: boolean }[]>(
      `SELECT count(*)::int AS members, bool_or(m.athlete_id = $2) AS already
         FROM team_memberships m JOIN athletes a ON a.id = m.athlete_id AND a.archived_at IS NULL
        WHERE m.team_id = $1 AND m.to_on IS NULL`,
      [team.id, athlete.id],
    );
    if (counts?.already) throw conflict('teamId', 'The athlete is already a current member of this team');
    if ((counts?.members ?? 0) >= team.capacity) throw conflict('teamId', 'The team is full');
    const [row] = await uniquely(() =>
      manager.query<Record<string, unknown>[]>(
        `INSERT INTO team_memberships (team_id, athlete_id, jersey_number, position, status, from_on)
         VALUES ($1, $2, $3, $4, $5, $6::date) RETURNING ${membershipColumns('team_memberships')}`,
        [team.id, athlete.id, input.jerseyNumber, input.position, input.status, fromOn],
      ),
    );
    const membership = toMembershipNode(row!);
    if (options.audit !== false) {
      await recordAudit(manager, {
        organizationId: athlete.organizationId,
        actorUserId: viewer.userId,
        action: 'create',
        entityType: 'team_membership',
        entityId: membership.id,
        summary: {
          en: `${athlete.firstName} ${athlete.lastName} joined ${team.name}`,
          tr: `${athlete.firstName} ${athlete.lastName}, ${team.name} takımına katıldı`,
        },
        after: membership,
      });
    }
    return { ...membership, teamName: team.name };
  }

  /**
   * A membership locked for the write on the guarded path: NOT_FOUND unless the viewer sees its athlete
   * (archived athletes: their admins only), FORBIDDEN with `forbidden` unless they manage its team (or,
   * with `staff`, staff it).
   */
  private target(
    manager: EntityManager,
    viewer: Viewer,
    id: string,
    forbidden: string,
    options: { staff?: boolean } = {},
  ): Promise<MembershipTarget> {
    return lockForWrite(manager, membershipRow(viewer, forbidden, options.staff ?? false), id);
  }

  private assertOpen(target: MembershipTarget): void {
    if (target.athleteArchived) throw conflict(null, 'The athlete is archived: restore them first.');
    if (target.membership.toOn !== null) throw conflict(null, 'The membership has ended.');
  }

  private async withAthlete(
    manager: EntityManager,
    viewer: Viewer,
    membership: MembershipNode,
  ): Promise<MembershipNode> {
    return { ...membership, athlete: await this.athletes.get(viewer, membership.athleteId, manager) };
  }
}
