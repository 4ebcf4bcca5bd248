import type { DataSource, EntityManager } from 'typeorm';
import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import { inTransaction, lockForWrite } from '../../shared/db/guarded-write.js';
import { conflict } from '../../shared/errors.js';
import type { JobQueue } from '../../shared/jobs/job-queue.js';
import { validate } from '../../shared/validation.js';
import { parentOfOrganizationSql, type AthletesService } from '../athletes/index.js';
import { recordAudit } from '../audit/index.js';
import type { FeesService } from '../fees/index.js';
import type { InvitedAccountsService, SendMail } from '../invited-accounts/index.js';
import { mailFamily, type RegistrationMailKind } from './registrations.mails.js';
import {
  guardianColumns,
  placesTakenSql,
  registrationRow,
  type RegistrationGuardianNode,
  type RegistrationNode,
} from './registrations.sql.js';
import { reasonSchema } from './registrations.validation.js';

const alreadyDecided = () =>
  conflict(null, 'This registration was decided already', 'This registration was decided already.');

/**
 * The school's decisions on a registration, each one guarded write: the registration locked under the
 * viewer's conditions (NOT_FOUND, FORBIDDEN), then in one transaction everything the decision makes,
 * its audit rows and its mails (queued, so they leave only if it commits). Approval makes the family:
 * accounts, athlete, links, consents, the team place and the first invoices (docs/adr/0010-registration-staged-then-approved.md).
 */
export class RegistrationDecisions {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueue,
    private readonly athletes: Pick<AthletesService, 'admit'>,
    private readonly invitedAccounts: Pick<InvitedAccountsService, 'create' | 'prepareTakenNotice'>,
    private readonly newcomers: Pick<FeesService['newcomers'], 'bill'>,
  ) {}

  /** Approves, or waitlists when the team is full; the set-password invitations leave after the commit. */
  async approve(viewer: Viewer | null, id: string): Promise<RegistrationNode> {
    const current = requireViewer(viewer);
    const { after, mails } = await inTransaction(this.dataSource, async (manager) => {
      const registration = await this.lockOpen(manager, current, id);
      const family = await this.family(manager, registration);
      if (family.placesLeft <= 0) {
        if (registration.status === 'waitlisted')
          throw conflict(null, 'The team is still full', 'The team is still full.');
        await this.decide(manager, current, registration, 'waitlisted', null, null);
        await mailFamily(this.jobs, manager, 'waitlisted', family);
        return { after: registration.id, mails: [] as SendMail[] };
      }
      const mails: SendMail[] = [];
      const guardians: { userId: string; relationship: string }[] = [];
      for (const guardian of family.guardians) {
        const account = await this.account(manager, current, registration, guardian);
        if (account.mail) mails.push(account.mail);
        if (account.userId) guardians.push({ userId: account.userId, relationship: guardian.relationship });
      }
      const consents = await manager.query<{ purpose: never; textVersion: number }[]>(
        `SELECT c.purpose, c.version AS "textVersion" FROM registration_consents rc
           JOIN consent_texts c ON c.id = rc.consent_text_id WHERE rc.registration_id = $1 ORDER BY c.purpose`,
        [registration.id],
      );
      const athlete = await this.athletes.admit(manager, current, {
        organizationId: registration.organizationId,
        firstName: registration.firstName,
        lastName: registration.lastName,
        birthDate: registration.birthDate,
        gender: registration.gender,
        teamId: registration.teamId,
        guardians,
        consents,
      });
      // The family's first invoices: the plans that bill the team's newcomers (fees.newcomers.ts).
      await this.newcomers.bill(manager, current, athlete.id, registration.teamId);
      await this.decide(manager, current, registration, 'approved', null, athlete.id);
      await mailFamily(this.jobs, manager, 'approved', family);
      return { after: registration.id, mails };
    });
    // The invitations carry a set-password link (a secret): mailed directly, once everything committed.
    for (const send of mails) await send();
    return this.reread(current, after);
  }

  /** Refuses with a reason, mailed to the family in its language. */
  async reject(viewer: Viewer | null, id: string, reasonInput: unknown): Promise<RegistrationNode> {
    const current = requireViewer(viewer);
    const reason = validate(reasonSchema, reasonInput);
    await inTransaction(this.dataSource, async (manager) => {
      const registration = await this.lockOpen(manager, current, id);
      const family = await this.family(manager, registration);
      await this.decide(manager, current, registration, 'rejected', reason, null);
      await mailFamily(this.jobs, manager, 'rejected', { ...family, reason });
    });
    return this.reread(current, id);
  }

  private async lockOpen(manager: EntityManager, current: Viewer, id: string): Promise<RegistrationNode> {
    const registration = await lockForWrite(manager, registrationRow(current), id);
    if (registration.status !== 'pending' && registration.status !== 'waitlisted') throw alreadyDecided();
    return registration;
  }

  /** Who the mails go to and what they name; the team locked, so two approvals cannot share its last place. */
  private async family(manager: EntityManager, registration: RegistrationNode) {
    const [team] = await manager.query<{ name: string; placesLeft: number; organizationName: string }[]>(
      `SELECT t.name, t.capacity - ${placesTakenSql('t.id', '$2::uuid')} AS "placesLeft", o.name AS "organizationName"
         FROM teams t JOIN organizations o ON o.id = t.organization_id WHERE t.id = $1 FOR UPDATE OF t`,
      [registration.teamId, registration.id],
    );
    const guardians = await manager.query<RegistrationGuardianNode[]>(
      `SELECT ${guardianColumns} FROM registration_guardians g WHERE g.registration_id = $1 ORDER BY g.position`,
      [registration.id],
    );
    return {
      organizationName: team!.organizationName,
      teamName: team!.name,
      placesLeft: team!.placesLeft,
      childName: `${registration.firstName} ${registration.lastName}`,
      language: registration.language,
      guardians,
    };
  }

  /**
   * The guardian's account: a new parent account of the organization (invited to choose a password), or
   * the existing account of that address when it is a parent of the organization. Any other account (staff,
   * a company, another organization) is never linked to a child: its owner is told, and the guardian stays
   * unlinked on the registration.
   */
  private async account(
    manager: EntityManager,
    current: Viewer,
    registration: RegistrationNode,
    guardian: RegistrationGuardianNode,
  ): Promise<{ userId: string | null; mail: SendMail | null }> {
    const [existing] = await manager.query<{ id: string; name: string; email: string; parent: boolean }[]>(
      `SELECT u.id, u.name, u.email, ${parentOfOrganizationSql('u.id', '$2::uuid')} AS parent
         FROM users u WHERE lower(u.email) = lower($1)`,
      [guardian.email, registration.organizationId],
    );
    let userId: string | null = null;
    let mail: SendMail | null = null;
    if (existing?.parent) {
      userId = existing.id;
    } else if (existing) {
      mail = await this.invitedAccounts.prepareTakenNotice(manager, existing, current.userId);
    } else {
      const created = await this.invitedAccounts.create(manager, {
        name: `${guardian.firstName} ${guardian.lastName}`,
        email: guardian.email,
        phone: guardian.phone,
        language: registration.language,
        organizationId: registration.organizationId,
        roles: [{ role: 'parent', scopeType: 'organization', scopeId: registration.organizationId }],
        inviterId: current.userId,
      });
      userId = created.id;
      mail = created.sendInvitation;
    }
    if (userId) {
      await manager.query('UPDATE registration_guardians SET user_id = $2 WHERE id = $1', [
        guardian.id,
        userId,
      ]);
    }
    return { userId, mail };
  }

  private async decide(
    manager: EntityManager,
    current: Viewer,
    registration: RegistrationNode,
    status: Exclude<RegistrationMailKind, 'received' | 'offered'>,
    reason: string | null,
    athleteId: string | null,
  ): Promise<void> {
    const decided = status !== 'waitlisted';
    // A decision ends any hold on a place (a waitlisted request stays held until the offer lapses).
    await manager.query(
      `UPDATE registrations SET status = $2::registration_status, reason = $3, athlete_id = $4, updated_at = now(),
              offer_expires_at = CASE WHEN $2::registration_status = 'waitlisted' THEN offer_expires_at END,
              decided_at = CASE WHEN $5 THEN now() END, decided_by_user_id = CASE WHEN $5 THEN $6::uuid END
        WHERE id = $1`,
      [registration.id, status, reason, athleteId, decided, current.userId],
    );
    const child = `${registration.firstName} ${registration.lastName}`;
    const summary = {
      approved: { en: `Registration of ${child} approved`, tr: `${child} kaydı onaylandı` },
      rejected: { en: `Registration of ${child} rejected`, tr: `${child} kaydı reddedildi` },
      waitlisted: { en: `${child} put on the waiting list`, tr: `${child} bekleme listesine alındı` },
    }[status];
    await recordAudit(manager, {
      organizationId: registration.organizationId,
      actorUserId: current.userId,
      action: 'update',
      entityType: 'registration',
      entityId: registration.id,
      summary,
      before: { status: registration.status },
      after: { status, ...(reason ? { reason } : {}), ...(athleteId ? { athleteId } : {}) },
    });
  }

  private async reread(current: Viewer, id: string): Promise<RegistrationNode> {
    const [row] = await this.dataSource.query<RegistrationNode[]>(
      `SELECT ${registrationRow(current).columns} FROM registrations r WHERE r.id = $1`,
      [id],
    );
    return row!;
  }
}
