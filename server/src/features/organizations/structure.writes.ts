import type { DataSource, EntityManager, ObjectLiteral } from 'typeorm';
import { isScopeAdmin } from '../../shared/auth/scope.js';
import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import {
  insertRow,
  lockForWrite,
  patchAssignments,
  readRow,
  updateRow,
  writeGuarded,
  type Assignment,
} from '../../shared/db/guarded-write.js';
import { badInput, conflict, forbidden } from '../../shared/errors.js';
import { validate } from '../../shared/validation.js';
import type { BranchEntity } from './branch.entity.js';
import type { DepartmentEntity } from './department.entity.js';
import {
  organizationGuard,
  structureGuard,
  structureRow,
  type StructureTable,
  type StructureTables,
} from './organizations.rows.js';
import {
  branchCreateSchema,
  branchPatchSchema,
  checkSeasonDates,
  departmentCreateSchema,
  departmentPatchSchema,
  seasonCreateSchema,
  seasonPatchSchema,
} from './organizations.validation.js';
import type { SeasonEntity } from './season.entity.js';

/**
 * The changes of an organization's structure: branches, departments and seasons. Each reads the row
 * under the read condition (NOT_FOUND), checks who may change it (FORBIDDEN), then writes in the same
 * transaction (shared/db/guarded-write.ts). Creating and archiving are the organization admins', and
 * so are the seasons; a branch or department admin changes their own branch or department.
 */
export class StructureWrites {
  constructor(
    private readonly dataSource: DataSource,
    private readonly tables: StructureTables,
  ) {}

  /** The organization a new row goes to, checked: readable and not archived (NOT_FOUND), administered (FORBIDDEN). */
  private async targetOrganization(
    manager: EntityManager,
    viewer: Viewer,
    asked: string | null | undefined,
  ): Promise<string> {
    const id = asked ?? viewer.organizationId;
    if (!id) throw badInput('organizationId', 'Choose an organization');
    const guard = organizationGuard<{ id: string }>(viewer, 'o.id', {
      archived: false,
      forbidden: 'Only the organization’s administrators add to it.',
    });
    return (await lockForWrite(manager, guard, id)).id;
  }

  /** Names are unique in an organization regardless of case (archived rows aside), checked under a lock. */
  private async checkName(
    manager: EntityManager,
    part: StructureTable,
    organizationId: string,
    name: string,
    exceptId: string | null,
  ): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${part.table}:${organizationId}`]);
    const [taken] = await manager.query<unknown[]>(
      `SELECT 1 FROM ${part.table} WHERE organization_id = $1 AND lower(name) = lower($2)
          AND archived_at IS NULL AND ($3::uuid IS NULL OR id <> $3::uuid)`,
      [organizationId, name, exceptId],
    );
    if (taken)
      throw conflict('name', `Another ${part.label.toLowerCase()} of the organization has this name`);
  }

  /**
   * A new row of `part` in the organization asked for (else the viewer's), read back as the viewer
   * reads it. Only admins create (FORBIDDEN before the input is read); `input` validates and answers
   * the row's name and columns.
   */
  private createPart<Row extends ObjectLiteral>(
    part: StructureTable,
    viewer: Viewer | null,
    organizationId: string | null | undefined,
    input: () => { name: string; values: Assignment[] },
  ): Promise<Row> {
    const current = requireViewer(viewer);
    if (!isScopeAdmin(current)) throw forbidden();
    const { name, values } = input();
    return this.dataSource.transaction(async (manager) => {
      const target = await this.targetOrganization(manager, current, organizationId);
      await this.checkName(manager, part, target, name, null);
      const id = await insertRow(manager, part.table, [['organization_id', target, 'uuid'], ...values]);
      return (await readRow<Row>(manager, structureRow(part, current), id))!;
    });
  }

  /** A guarded change of one row of `part`, answered as the viewer reads it afterwards. */
  private changePart<Row extends ObjectLiteral>(
    part: StructureTable,
    viewer: Viewer | null,
    id: string,
    who: 'scoped' | 'organization',
    change: (manager: EntityManager, row: Row & { id: string; organizationId: string }) => Promise<void>,
  ): Promise<Row> {
    const current = requireViewer(viewer);
    const guard = structureGuard<Row & { id: string; organizationId: string }>(part, current, who);
    return writeGuarded(this.dataSource, guard, id, async (manager, row) => {
      await change(manager, row);
      return (await readRow<Row>(manager, structureRow(part, current), row.id))!;
    });
  }

  /** Archives or restores a row (the organization's admins); a restored name must still be free. */
  private archivePart<Row extends ObjectLiteral>(
    part: StructureTable,
    viewer: Viewer | null,
    id: string,
    archived: boolean,
    check?: (row: Row) => void,
  ): Promise<Row> {
    return this.changePart<Row>(part, viewer, id, 'organization', async (manager, row) => {
      if (!archived) {
        // A restored row must not collide with a row of the same name made meanwhile.
        await this.checkName(manager, part, row.organizationId, String(row.name), row.id);
      }
      check?.(row);
      await updateRow(manager, { table: part.table, id: row.id, archived });
    });
  }

  /** Sets the fields the patch gives (`set` may refuse them first); a new name is checked under the organization's lock. */
  private updatePart<Row extends ObjectLiteral>(
    part: StructureTable,
    viewer: Viewer | null,
    id: string,
    who: 'scoped' | 'organization',
    data: { name?: string },
    set: (row: Row) => Assignment[],
  ): Promise<Row> {
    return this.changePart<Row>(part, viewer, id, who, async (manager, row) => {
      const assignments = set(row);
      if (data.name !== undefined) await this.checkName(manager, part, row.organizationId, data.name, row.id);
      await updateRow(manager, { table: part.table, id: row.id, set: assignments });
    });
  }

  createBranch(viewer: Viewer | null, organizationId: string | null | undefined, input: unknown) {
    return this.createPart<BranchEntity>(this.tables.branches, viewer, organizationId, () => {
      const data = validate(branchCreateSchema, input);
      const values: Assignment[] = [
        ['name', data.name],
        ['address', data.address ?? null],
        ['latitude', data.latitude ?? null],
        ['longitude', data.longitude ?? null],
        ['phone', data.phone ?? null],
        ['active', data.active ?? true],
      ];
      return { name: data.name, values };
    });
  }

  updateBranch(viewer: Viewer | null, id: string, input: unknown) {
    requireViewer(viewer);
    const data = validate(branchPatchSchema, input);
    return this.updatePart<BranchEntity>(this.tables.branches, viewer, id, 'scoped', data, () =>
      patchAssignments(data, {
        name: 'name',
        address: 'address',
        latitude: 'latitude',
        longitude: 'longitude',
        phone: 'phone',
        active: 'active',
      }),
    );
  }

  archiveBranch(viewer: Viewer | null, id: string, archived: boolean) {
    return this.archivePart<BranchEntity>(this.tables.branches, viewer, id, archived);
  }

  createDepartment(viewer: Viewer | null, organizationId: string | null | undefined, input: unknown) {
    return this.createPart<DepartmentEntity>(this.tables.departments, viewer, organizationId, () => {
      const data = validate(departmentCreateSchema, input);
      const values: Assignment[] = [
        ['name', data.name],
        ['sport', data.sport],
      ];
      return { name: data.name, values };
    });
  }

  updateDepartment(viewer: Viewer | null, id: string, input: unknown) {
    requireViewer(viewer);
    const data = validate(departmentPatchSchema, input);
    return this.updatePart<DepartmentEntity>(this.tables.departments, viewer, id, 'scoped', data, () =>
      patchAssignments(data, { name: 'name', sport: 'sport' }),
    );
  }

  archiveDepartment(viewer: Viewer | null, id: string, archived: boolean) {
    return this.archivePart<DepartmentEntity>(this.tables.departments, viewer, id, archived);
  }

  createSeason(viewer: Viewer | null, organizationId: string | null | undefined, input: unknown) {
    return this.createPart<SeasonEntity>(this.tables.seasons, viewer, organizationId, () => {
      const data = validate(seasonCreateSchema, input);
      const datesProblem = checkSeasonDates(data.startsOn, data.endsOn);
      if (datesProblem) throw badInput('endsOn', datesProblem);
      const values: Assignment[] = [
        ['name', data.name],
        ['starts_on', data.startsOn, 'date'],
        ['ends_on', data.endsOn, 'date'],
      ];
      return { name: data.name, values };
    });
  }

  updateSeason(viewer: Viewer | null, id: string, input: unknown) {
    requireViewer(viewer);
    const data = validate(seasonPatchSchema, input);
    return this.updatePart<SeasonEntity>(this.tables.seasons, viewer, id, 'organization', data, (row) => {
      const datesProblem = checkSeasonDates(data.startsOn ?? row.startsOn, data.endsOn ?? row.endsOn);
      if (datesProblem) throw badInput('endsOn', datesProblem);
      return patchAssignments(data, {
        name: 'name',
        startsOn: ['starts_on', 'date'],
        endsOn: ['ends_on', 'date'],
      });
    });
  }

  /** The previous current season stops being current in the same transaction (one current by index). */
  setCurrentSeason(viewer: Viewer | null, id: string) {
    return this.changePart<SeasonEntity>(
      this.tables.seasons,
      viewer,
      id,
      'organization',
      async (manager, row) => {
        if (row.archivedAt) throw badInput('id', 'Restore the season before making it current');
        await manager.query(
          'UPDATE seasons SET current = false WHERE organization_id = $1 AND current AND id <> $2',
          [row.organizationId, row.id],
        );
        await manager.query('UPDATE seasons SET current = true WHERE id = $1', [row.id]);
      },
    );
  }

  archiveSeason(viewer: Viewer | null, id: string, archived: boolean) {
    return this.archivePart<SeasonEntity>(this.tables.seasons, viewer, id, archived, (row) => {
      if (archived && row.current)
        throw badInput('id', 'Make another season current before archiving this one');
    });
  }
}
