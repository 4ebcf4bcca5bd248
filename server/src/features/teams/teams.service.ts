import type { DataSource, EntityManager } from 'typeorm';
import { isScopeAdmin } from '../../shared/auth/scope.js';
import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import {
  inTransaction,
  insertRow,
  patchAssignments,
  readRow,
  updateRow,
  writeGuarded,
} from '../../shared/db/guarded-write.js';
import { ListQuery } from '../../shared/db/keyset-list.js';
import type { Page } from '../../shared/db/paging.js';
import { badInput, conflict, forbidden, notFound } from '../../shared/errors.js';
import { isUuid, validate } from '../../shared/validation.js';
import { memberCondition, readableCondition } from '../organizations/index.js';
import type { TeamStaffEntity, TeamStaffRole } from './team-staff.entity.js';
import type { TeamEntity } from './team.entity.js';
import { auditStaff, auditTeam } from './teams.audit.js';
import { teamReadable, teamStaffedBy, teamWritable } from './teams.policy.js';
import {
  checkTeamScope,
  STAFF_FORBIDDEN,
  TEAM_SORT,
  staffColumns,
  staffRow,
  teamColumns,
  teamRow,
} from './teams.sql.js';
import {
  checkBirthYears,
  staffRoleSchema,
  teamCreateSchema,
  teamPatchSchema,
  teamsArgsSchema,
} from './teams.validation.js';

const nameTaken = () =>
  conflict('name', 'Another team of the season has this name', 'Another team of the season has this name.');
const staffTaken = () =>
  conflict(
    'role',
    'The professional already holds this role in the team',
    'The professional already holds this role in the team.',
  );

/**
 * Teams and their staff (docs/domain.md): reads filter in SQL with teams.policy.ts; a change reads the row
 * under the same condition (NOT_FOUND), checks the admin condition of its scope (FORBIDDEN), then
 * writes in a transaction (shared/db/guarded-write.ts). Removing staff archives the row (history is kept).
 */
export class TeamsService {
  private readonly teamColumns: string;
  private readonly staffColumns: string;

  constructor(private readonly dataSource: DataSource) {
    this.teamColumns = teamColumns(dataSource);
    this.staffColumns = staffColumns(dataSource);
  }

  async teams(
    viewer: Viewer | null,
    args: Record<string, unknown>,
    options: { count: boolean },
  ): Promise<Page<TeamEntity>> {
    const current = requireViewer(viewer);
    const data = validate(teamsArgsSchema, args);
    const list = new ListQuery(current, data)
      .where((params) => teamReadable(current, params, data.includeArchived ? 'admins' : 'hide'))
      .inOrganization('t.organization_id')
      .equals('t.branch_id', data.branchId)
      .equals('t.department_id', data.departmentId)
      .equals('t.season_id', data.seasonId)
      .equals('t.gender', data.gender, 'team_gender');
    if (data.currentSeason) {
      list.where(() => 'EXISTS (SELECT 1 FROM seasons cs WHERE cs.id = t.season_id AND cs.current)');
    }
    if (data.birthYear !== null && data.birthYear !== undefined) {
      const year = list.bind(data.birthYear, 'int');
      list.where(() => `${year} BETWEEN t.birth_year_min AND t.birth_year_max`);
    }
    if (data.staffedByMe) list.where((params) => teamStaffedBy(current, params));
    if (data.managedByMe) list.where((params) => teamWritable(current, params));
    return list.search(data.query, ['t.name::text']).page<TeamEntity>(this.dataSource, {
      select: this.teamColumns,
      from: 'teams t',
      sort: TEAM_SORT[data.sort ?? 'NAME_ASC']!,
      id: 't.id',
      count: options.count,
    });
  }

  async team(viewer: Viewer | null, id: string): Promise<TeamEntity> {
    const current = requireViewer(viewer);
    const row = await readRow(this.dataSource.manager, teamRow(current, this.teamColumns), id);
    if (!row) throw notFound('Team');
    return row;
  }

  async createTeam(viewer: Viewer | null, organizationId: string | null | undefined, input: unknown) {
    const current = requireViewer(viewer);
    if (!isScopeAdmin(current)) throw forbidden();
    const data = validate(teamCreateSchema, input);
    const yearsProblem = checkBirthYears(data.birthYearMin, data.birthYearMax);
    if (yearsProblem) throw badInput('birthYearMax', yearsProblem);
    const target = organizationId ?? current.organizationId;
    if (!target) throw badInput('organizationId', 'Choose an organization');
    if (!isUuid(target)) throw notFound('Organization');
    const id = await inTransaction(
      this.dataSource,
      async (manager) => {
        const params: unknown[] = [target];
        const readable = readableCondition(
          current,
          { organization: 'o.id', archivedAt: 'o.archived_at' },
          params,
          'hide',
        );
        const [organization] = await manager.query<unknown[]>(
          `SELECT 1 FROM organizations o WHERE o.id = $1 AND ${readable}`,
          params,
        );
        if (!organization) throw notFound('Organization');
        if (!(await checkTeamScope(manager, current, target, data))) {
          throw forbidden(
            'Only the admins of the team’s organization, branch or department add teams there.',
          );
        }
        const teamId = await insertRow(manager, 'teams', [
          ['organization_id', target],
          ['branch_id', data.branchId],
          ['department_id', data.departmentId],
          ['season_id', data.seasonId],
          ['name', data.name],
          ['birth_year_min', data.birthYearMin],
          ['birth_year_max', data.birthYearMax],
          ['gender', data.gender],
          ['capacity', data.capacity],
        ]);
        await auditTeam(manager, current, teamId, 'create', undefined, data);
        return teamId;
      },
      nameTaken,
    );
    return this.team(current, id);
  }

  /** A guarded change of the team (NOT_FOUND, FORBIDDEN, a taken name as CONFLICT), answered as read afterwards. */
  private async changeTeam(
    viewer: Viewer | null,
    id: string,
    change: (manager: EntityManager, row: TeamEntity, viewer: Viewer) => Promise<void>,
  ): Promise<TeamEntity> {
    const current = requireViewer(viewer);
    await writeGuarded(
      this.dataSource,
      teamRow(current, this.teamColumns),
      id,
      (manager, row) => change(manager, row, current),
      nameTaken,
    );
    return this.team(current, id);
  }

  updateTeam(viewer: Viewer | null, id: string, input: unknown) {
    requireViewer(viewer);
    const data = validate(teamPatchSchema, input);
    return this.changeTeam(viewer, id, async (manager, row, current) => {
      const min = data.birthYearMin ?? row.birthYearMin;
      const max = data.birthYearMax ?? row.birthYearMax;
      const yearsProblem = checkBirthYears(min, max);
      if (yearsProblem) throw badInput('birthYearMax', yearsProblem);
      const scope = {
        branchId: data.branchId ?? row.branchId,
        departmentId: data.departmentId ?? row.departmentId,
        seasonId: data.seasonId ?? row.seasonId,
      };
      const moves =
        scope.branchId !== row.branchId ||
        scope.departmentId !== row.departmentId ||
        scope.seasonId !== row.seasonId;
      if (moves && !(await checkTeamScope(manager, current, row.organizationId, scope))) {
        throw forbidden('You do not administer the branch or department the team would move to.');
      }
      const set = patchAssignments(data, {
        branchId: 'branch_id',
        departmentId: 'department_id',
        seasonId: 'season_id',
        name: 'name',
        birthYearMin: 'birth_year_min',
        birthYearMax: 'birth_year_max',
        gender: 'gender',
        capacity: 'capacity',
      });
      if (set.length === 0) return;
      await updateRow(manager, { table: 'teams', id: row.id, set, touch: true });
      const changed = (Object.keys(data) as (keyof typeof data)[]).filter(
        (field) => data[field] !== undefined && data[field] !== row[field],
      );
      if (changed.length === 0) return;
      await auditTeam(
        manager,
        current,
        row.id,
        'update',
        Object.fromEntries(changed.map((field) => [field, row[field]])),
        Object.fromEntries(changed.map((field) => [field, data[field]])),
      );
    });
  }

  /** Archives or restores (a restored name must still be free); the first archiving time is kept. */
  archiveTeam(viewer: Viewer | null, id: string, archived: boolean) {
    return this.changeTeam(viewer, id, async (manager, row, current) => {
      if ((row.archivedAt !== null) === archived) return;
      await updateRow(manager, { table: 'teams', id: row.id, archived, touch: true });
      await auditTeam(manager, current, row.id, archived ? 'archive' : 'restore');
    });
  }

  // ——— staff ———

  private async staff(viewer: Viewer, id: string): Promise<TeamStaffEntity> {
    const row = await readRow(this.dataSource.manager, staffRow(viewer, this.staffColumns), id);
    if (!row) throw notFound('Team staff member');
    return row;
  }

  async addTeamStaff(viewer: Viewer | null, teamId: string, professionalId: string, role: TeamStaffRole) {
    const current = requireViewer(viewer);
    const staffRole = validate(staffRoleSchema, role);
    const id = await writeGuarded(
      this.dataSource,
      teamRow(current, this.teamColumns, STAFF_FORBIDDEN),
      teamId,
      async (manager, team) => {
        if (team.archivedAt) throw badInput('teamId', 'Restore the team before changing its staff');
        const params: unknown[] = [isUuid(professionalId) ? professionalId : null, team.organizationId];
        const member = memberCondition(current, 'p.organization_id', params);
        const [professional] = await manager.query<unknown[]>(
          `SELECT 1 FROM professionals p
            WHERE p.id = $1 AND p.organization_id = $2 AND p.archived_at IS NULL AND ${member}`,
          params,
        );
        if (!professional)
          throw badInput('professionalId', 'Choose a professional of the team’s organization');
        const staffId = await insertRow(manager, 'team_staff', [
          ['team_id', team.id],
          ['professional_id', professionalId],
          ['role', staffRole],
        ]);
        await auditStaff(manager, current, staffId, 'create', undefined, { role: staffRole });
        return staffId;
      },
      staffTaken,
    );
    return this.staff(current, id);
  }

  /** A guarded change of a staff row (NOT_FOUND, FORBIDDEN, a held role as CONFLICT), answered as read afterwards. */
  private async changeStaff(
    viewer: Viewer | null,
    id: string,
    change: (manager: EntityManager, row: TeamStaffEntity, current: Viewer) => Promise<void>,
  ): Promise<TeamStaffEntity> {
    const current = requireViewer(viewer);
    await writeGuarded(
      this.dataSource,
      staffRow(current, this.staffColumns),
      id,
      (manager, row) => change(manager, row, current),
      staffTaken,
    );
    return this.staff(current, id);
  }

  updateTeamStaff(viewer: Viewer | null, id: string, role: TeamStaffRole) {
    requireViewer(viewer);
    const staffRole = validate(staffRoleSchema, role);
    return this.changeStaff(viewer, id, async (manager, row, current) => {
      if (row.role === staffRole) return;
      await updateRow(manager, { table: 'team_staff', id: row.id, set: [['role', staffRole]] });
      await auditStaff(manager, current, row.id, 'update', { role: row.role }, { role: staffRole });
    });
  }

  removeTeamStaff(viewer: Viewer | null, id: string, removed: boolean) {
    return this.changeStaff(viewer, id, async (manager, row, current) => {
      if ((row.archivedAt !== null) === removed) return;
      await updateRow(manager, { table: 'team_staff', id: row.id, archived: removed });
      await auditStaff(manager, current, row.id, removed ? 'archive' : 'restore');
    });
  }
}
