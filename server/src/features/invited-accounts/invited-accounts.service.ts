import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { Language } from '../../shared/language.js';

/** Sends a prepared mail; called once the transaction that prepared it has committed. */
export type SendMail = () => Promise<void>;

/** The account a mail is about, and the person who made it (their language is the new account's likeliest). */
type Addressee = { id: string; name: string; email: string; language?: Language | null };
type Inviter = { name: string; language?: Language | null } | null;

/**
 * The account mails this service needs (auth's `AuthService` has them): declared here, so the features
 * that invite reach neither auth nor users (auth already imports users, and users organizations).
 */
export interface InvitationMails {
  /** Writes a set-password token in the caller's transaction; the returned function mails the link. */
  prepareInvitation(manager: EntityManager, user: Addressee, inviter: Inviter): Promise<SendMail>;
  /** Tells the owner of an address that someone tried to invite it. */
  mailInvitationTaken(user: Omit<Addressee, 'id'>, inviter: Inviter): Promise<void>;
}

export type AccountStatus = 'active' | 'inactive' | 'suspended';

/** A role granted to a new account, by the role's key, on one scope. */
export interface RoleGrant {
  role: string;
  scopeType: string;
  scopeId: string;
}

export interface NewAccount {
  name: string;
  email: string;
  organizationId: string | null;
  /** Active unless said otherwise; only an active account is invited. */
  status?: AccountStatus;
  language?: Language | null;
  phone?: string | null;
  avatar?: string | null;
  subscriptionPlanId?: string | null;
  /** The hash of a password chosen for the account: then nobody is invited. */
  passwordHash?: string | null;
  roles: readonly RoleGrant[];
  /** Who makes the account: the invitation names them and is written in their language. */
  inviterId: string | null;
}

export interface CreatedAccount {
  id: string;
  name: string;
  email: string;
  /** Mails the invitation: call it once the caller's transaction has committed. Null when none is due. */
  sendInvitation: SendMail | null;
}

/**
 * Accounts made for someone else: an organization's first admin, a user an admin adds, a guardian invited
 * by e-mail. Every statement runs on the caller's manager, inside the caller's transaction.
 */
export class InvitedAccountsService {
  constructor(private readonly mails: InvitationMails) {}

  /**
   * Creates the account and its role grants. Without a password the stored hash matches no password at
   * all until the invitation is used; an active account without one gets the invitation (prepared here,
   * mailed by the caller after commit). A taken address fails on the unique index (SQLSTATE 23505): the
   * caller decides what that answers.
   */
  async create(manager: EntityManager, account: NewAccount): Promise<CreatedAccount> {
    const status = account.status ?? 'active';
    const [user] = await manager.query<
      { id: string; name: string; email: string; language: Language | null }[]
    >(
      `INSERT INTO users (name, email, password_hash, organization_id, account_status, language, phone, avatar,
                          subscription_plan_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id, name, email, language`,
      [
        account.name,
        account.email,
        account.passwordHash ?? `!unusable:${randomBytes(32).toString('hex')}`,
        account.organizationId,
        status,
        account.language ?? null,
        account.phone ?? null,
        account.avatar ?? null,
        account.subscriptionPlanId ?? null,
      ],
    );
    for (const grant of account.roles) {
      await manager.query(
        `INSERT INTO user_roles (user_id, role_id, scope_type, scope_id)
         SELECT $1, id, $3, $4 FROM roles WHERE key = $2`,
        [user!.id, grant.role, grant.scopeType, grant.scopeId],
      );
    }
    const created = { id: user!.id, name: user!.name, email: user!.email };
    if (account.passwordHash || status !== 'active') return { ...created, sendInvitation: null };
    const inviter = await this.inviter(manager, account.inviterId);
    return { ...created, sendInvitation: await this.mails.prepareInvitation(manager, user!, inviter) };
  }

  /** The mail telling the owner of a taken address that someone tried to invite it (sent after commit). */
  async prepareTakenNotice(
    manager: EntityManager,
    owner: Omit<Addressee, 'id'>,
    inviterId: string | null,
  ): Promise<SendMail> {
    const inviter = await this.inviter(manager, inviterId);
    return () => this.mails.mailInvitationTaken(owner, inviter);
  }

  private async inviter(manager: EntityManager, userId: string | null): Promise<Inviter> {
    if (!userId) return null;
    const [inviter] = await manager.query<{ name: string; language: Language | null }[]>(
      'SELECT name, language FROM users WHERE id = $1',
      [userId],
    );
    return inviter ?? null;
  }
}
