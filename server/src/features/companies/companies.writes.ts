import type { DataSource, ObjectLiteral } from 'typeorm';
import type { Viewer } from '../../shared/auth/viewer.js';
import {
  inTransaction,
  patchAssignments,
  setArchivedGuarded,
  updateRowReturning,
  writeGuarded,
  type GuardedRow,
  type PatchColumns,
} from '../../shared/db/guarded-write.js';
import { AppError, badInput, conflict, notFound } from '../../shared/errors.js';
import { isUuid, validate } from '../../shared/validation.js';
import { recordAudit, type AuditEntry } from '../audit/index.js';
import { assertCompanyWriter, companiesWritableCondition } from './companies.policy.js';
import type { CompanyRows } from './companies.rows.js';
import { companyInputSchema, companyPatchSchema, type CompanyPatchData } from './companies.validation.js';
import type { CompanyEntity } from './company.entity.js';

const taxNumberTaken = () =>
  conflict(
    'taxNumber',
    'Another company of the organization has this tax number',
    'Another company of the organization has this tax number.',
  );

const contactTaken = () =>
  conflict(
    'userId',
    'The user is already a contact of the company',
    'The user is already a contact of the company.',
  );

/** The audit entry of a change of `row` by `viewer`, its summary aside. */
export const changeAudit = (
  viewer: Viewer,
  entityType: 'company' | 'sponsorship',
  row: { id: string; organizationId: string },
  change: Pick<AuditEntry, 'action' | 'before' | 'after'>,
): Omit<AuditEntry, 'summary'> => ({
  organizationId: row.organizationId,
  actorUserId: viewer.userId,
  entityType,
  entityId: row.id,
  ...change,
});

/**
 * Archives or restores a company or sponsorship on the guarded path (`setArchivedGuarded`), with its
 * audit row: the archive time before and after, and `summary` of the row as changed.
 */
export function setArchivedAudited<
  Row extends { id: string; organizationId: string; archivedAt: Date | null },
>(
  dataSource: DataSource,
  viewer: Viewer,
  target: GuardedRow<Row>,
  table: 'companies' | 'sponsorships',
  id: string,
  archived: boolean,
  summary: (after: Row) => { en: string; tr: string },
): Promise<Row> {
  return setArchivedGuarded(dataSource, target, table, id, archived, (manager, before, after) =>
    recordAudit(manager, {
      ...changeAudit(viewer, table === 'companies' ? 'company' : 'sponsorship', after, {
        action: archived ? 'archive' : 'restore',
        before: { archivedAt: before.archivedAt },
        after: { archivedAt: after.archivedAt },
      }),
      summary: summary(after),
    }),
  );
}

/** Where CompanyPatch's fields are stored. */
const COMPANY_COLUMNS: PatchColumns<CompanyPatchData> = {
  name: 'name',
  taxNumber: 'tax_number',
  taxOffice: 'tax_office',
  logo: 'logo',
  email: 'email',
  phone: 'phone',
  website: 'website',
};

/**
 * The changes of sponsor companies and their contact users (companies.policy.ts says who may make
 * them): each in one transaction with its audit row (entity types `company`, `company_contact`); a
 * change that fails leaves neither.
 */
export class CompanyWrites {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rows: CompanyRows,
  ) {}

  async createCompany(viewer: Viewer | null, input: unknown): Promise<CompanyEntity> {
    const current = assertCompanyWriter(viewer);
    const data = validate(companyInputSchema, input);
    const organizationId = data.organizationId ?? current.organizationId;
    if (!organizationId) throw badInput('organizationId', 'Choose the organization', 'required');
    return inTransaction(
      this.dataSource,
      async (manager) => {
        const params: unknown[] = [organizationId];
        const allowed = await manager.query<unknown[]>(
          `SELECT 1 FROM (SELECT o.id AS organization_id FROM organizations o WHERE o.id = $1) c
            WHERE ${companiesWritableCondition(current, 'c', params)}`,
          params,
        );
        if (allowed.length === 0) {
          throw badInput('organizationId', 'Choose an organization you administer');
        }
        const [row] = await manager.query<ObjectLiteral[]>(
          `WITH c AS (INSERT INTO companies (organization_id, name, tax_number, tax_office, logo, email, phone, website)
                      VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *)
           SELECT ${this.rows.companyColumns} FROM c`,
          [
            organizationId,
            data.name,
            data.taxNumber ?? null,
            data.taxOffice ?? null,
            data.logo ?? null,
            data.email ?? null,
            data.phone ?? null,
            data.website ?? null,
          ],
        );
        const company = this.rows.toCompany(row ?? {});
        await recordAudit(manager, {
          ...changeAudit(current, 'company', company, { action: 'create', after: company }),
          summary: { en: `Company ${company.name} created`, tr: `${company.name} şirketi oluşturuldu` },
        });
        return company;
      },
      taxNumberTaken,
    );
  }

  async updateCompany(viewer: Viewer | null, id: string, patch: unknown): Promise<CompanyEntity> {
    const current = assertCompanyWriter(viewer);
    const data = validate(companyPatchSchema, patch);
    const set = patchAssignments(data, COMPANY_COLUMNS);
    return writeGuarded(
      this.dataSource,
      this.rows.company(current),
      id,
      async (manager, before) => {
        if (set.length === 0) return before;
        const after = await updateRowReturning(
          manager,
          { table: 'companies', id, set, touch: true },
          this.rows.company(current),
        );
        await recordAudit(manager, {
          ...changeAudit(current, 'company', after, { action: 'update', before, after }),
          summary: { en: `Company ${after.name} changed`, tr: `${after.name} şirketi değiştirildi` },
        });
        return after;
      },
      taxNumberTaken,
    );
  }

  /** Archives or restores; archiving an archived company (or restoring an active one) changes nothing. */
  setCompanyArchived(viewer: Viewer | null, id: string, archived: boolean): Promise<CompanyEntity> {
    const current = assertCompanyWriter(viewer);
    const target = this.rows.company(current);
    return setArchivedAudited(this.dataSource, current, target, 'companies', id, archived, (after) => ({
      en: `Company ${after.name} ${archived ? 'archived' : 'restored'}`,
      tr: `${after.name} şirketi ${archived ? 'arşivlendi' : 'geri alındı'}`,
    }));
  }

  /** Links a company-role user of the company's organization to the company. */
  async addContact(viewer: Viewer | null, companyId: string, userId: string): Promise<CompanyEntity> {
    const current = assertCompanyWriter(viewer);
    // An unknown company is told before a malformed user.
    if (!isUuid(companyId)) throw notFound('Company');
    if (!isUuid(userId)) throw badInput('userId', 'User must be a UUID');
    return writeGuarded(
      this.dataSource,
      this.rows.company(current),
      companyId,
      async (manager, company) => {
        const users = await manager.query<{ name: string }[]>(
          `SELECT u.name FROM users u
            WHERE u.id = $1 AND u.organization_id = $2
              AND EXISTS (SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id
                           WHERE ur.user_id = u.id AND r.key = 'company')`,
          [userId, company.organizationId],
        );
        if (users.length === 0) {
          throw badInput('userId', 'Choose a user with the company role in the company’s organization');
        }
        const [link] = await manager.query<{ id: string; createdAt: Date }[]>(
          `INSERT INTO company_contacts (company_id, user_id) VALUES ($1, $2)
           RETURNING id, created_at AS "createdAt"`,
          [companyId, userId],
        );
        await recordAudit(manager, {
          organizationId: company.organizationId,
          actorUserId: current.userId,
          action: 'link',
          entityType: 'company_contact',
          entityId: link!.id,
          summary: {
            en: `${users[0]!.name} linked to ${company.name}`,
            tr: `${users[0]!.name}, ${company.name} şirketine bağlandı`,
          },
          after: { companyId, userId },
        });
        return company;
      },
      contactTaken,
    );
  }

  async removeContact(viewer: Viewer | null, companyId: string, userId: string): Promise<CompanyEntity> {
    const current = assertCompanyWriter(viewer);
    return writeGuarded(this.dataSource, this.rows.company(current), companyId, async (manager, company) => {
      const [removed] = isUuid(userId)
        ? await manager.query<{ id: string }[]>(
            // A CTE: TypeORM answers a bare DELETE … RETURNING as [rows, count].
            `WITH d AS (DELETE FROM company_contacts WHERE company_id = $1 AND user_id = $2 RETURNING id)
             SELECT id FROM d`,
            [companyId, userId],
          )
        : [];
      if (!removed) throw new AppError('NOT_FOUND', 'The user is not a contact of the company.');
      await recordAudit(manager, {
        organizationId: company.organizationId,
        actorUserId: current.userId,
        action: 'unlink',
        entityType: 'company_contact',
        entityId: removed.id,
        summary: {
          en: `Contact removed from ${company.name}`,
          tr: `${company.name} şirketinden yetkili çıkarıldı`,
        },
        before: { companyId, userId },
      });
      return company;
    });
  }
}
