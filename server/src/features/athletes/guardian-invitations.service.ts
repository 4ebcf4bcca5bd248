import type { DataSource } from 'typeorm';
import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import { pgCode } from '../../shared/db/pg-errors.js';
import { AttemptLimiter } from '../../shared/rate-limit.js';
import { validate } from '../../shared/validation.js';
import type { InvitedAccountsService } from '../invited-accounts/index.js';
import { UserEntity } from '../users/index.js';
import type { AthleteAccess } from './athlete-access.js';
import { inviteGuardianSchema } from './athletes.validation.js';
import { linkableAthlete, writeGuardianLink } from './guardians.service.js';

/** Invitations one admin may send in an hour: a school's busy registration day, never a mail bomb. */
export const INVITATIONS_PER_INVITER = { points: 10, windowSeconds: 60 * 60 } as const;
/** Invitations for one athlete in a day: two parents and a few corrected typos. */
export const INVITATIONS_PER_ATHLETE = { points: 5, windowSeconds: 24 * 60 * 60 } as const;

/** What `inviteGuardian` answers (schema `GuardianInvitation`): the same for a new and a taken address. */
export interface GuardianInvitation {
  athleteId: string;
  email: string;
}

/**
 * Guardians invited by e-mail: a new parent account and its link, or a notice to the owner of an
 * address that has an account, answered alike; limited per inviter and per athlete.
 */
export class GuardianInvitationsService {
  private readonly invitationsPerInviter = new AttemptLimiter(
    INVITATIONS_PER_INVITER.points,
    INVITATIONS_PER_INVITER.windowSeconds,
  );
  private readonly invitationsPerAthlete = new AttemptLimiter(
    INVITATIONS_PER_ATHLETE.points,
    INVITATIONS_PER_ATHLETE.windowSeconds,
  );

  constructor(
    private readonly dataSource: DataSource,
    private readonly athletes: AthleteAccess,
    private readonly invitedAccounts: Pick<InvitedAccountsService, 'create' | 'prepareTakenNotice'>,
  ) {}

  /**
   * Invites a guardian by e-mail (admins of the athlete's scope). A new address gets a parent account
   * in the athlete's organization, the link and, once both are committed, the invitation mail. An
   * address that has an account (of this organization or another) gets a mail telling its owner, and
   * nothing is made: the answer is the same, so it never tells who has an account. Limited per inviter
   * and per athlete (INVITATIONS_PER_INVITER, INVITATIONS_PER_ATHLETE).
   */
  async invite(viewer: Viewer | null, input: unknown): Promise<GuardianInvitation> {
    const current = requireViewer(viewer);
    const data = validate(inviteGuardianSchema, input);
    const send = await this.dataSource.transaction(async (manager) => {
      const target = await linkableAthlete(this.athletes, manager, current, data.athleteId);
      await this.limitInvitations(current.userId, data.athleteId);
      const taken = await manager
        .getRepository(UserEntity)
        .createQueryBuilder('u')
        .where('lower(u.email) = lower(:email)', { email: data.email })
        .getOne();
      if (taken) return this.invitedAccounts.prepareTakenNotice(manager, taken, current.userId);
      const organizationId = target.record.organizationId;
      let user: { id: string; sendInvitation: (() => Promise<void>) | null };
      try {
        user = await this.invitedAccounts.create(manager, {
          name: data.fullName,
          email: data.email,
          phone: data.phone ?? null,
          organizationId,
          roles: [{ role: 'parent', scopeType: 'organization', scopeId: organizationId }],
          inviterId: current.userId,
        });
      } catch (error) {
        // Two invitations racing for one address: the unique index decides, and the loser's answer
        // is the same as the winner's (the account exists; its invitation is on its way).
        if (pgCode(error) === '23505') return async () => {};
        throw error;
      }
      await writeGuardianLink(manager, current, target.record, user.id, data, { invited: true });
      return user.sendInvitation ?? (async () => {});
    });
    // Mailed only once the account, the link and the set-password token are committed.
    await send();
    return { athleteId: data.athleteId, email: data.email };
  }

  /**
   * Counts an invitation against the inviter's and the athlete's limits; RATE_LIMITED (with the wait)
   * when either is used up, and then neither is counted.
   */
  private async limitInvitations(inviterId: string, athleteId: string): Promise<void> {
    await this.invitationsPerInviter.assertOpen(inviterId);
    await this.invitationsPerAthlete.assertOpen(athleteId);
    await this.invitationsPerInviter.consume(inviterId);
    await this.invitationsPerAthlete.consume(athleteId);
  }
}
