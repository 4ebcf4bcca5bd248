import { createHash, randomBytes } from 'node:crypto';
import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import type { AuthSettings } from '../../shared/auth/auth-settings.js';
import { signAccessToken, verifyAccessToken, type AccessTokenClaims } from '../../shared/auth/jwt.js';
import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import { hashPassword, verifyPassword } from '../../shared/auth/passwords.js';
import { AppError } from '../../shared/errors.js';
import type { Language } from '../../shared/language.js';
import type { Mailer, OutgoingMail } from '../../shared/mail/mailer.js';
import { AttemptLimiter, ProgressiveDelay } from '../../shared/rate-limit.js';
import { validate, isUuid } from '../../shared/validation.js';
import { CLIENT_PATHS, links } from '../../shared/links.js';
import { UserEntity, type UsersService } from '../users/index.js';
import { PasswordResetTokenEntity } from './password-reset-token.entity.js';
import { accountMail, accountMailLanguage } from './auth.mails.js';
import {
  accessTokenSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
} from './auth.validation.js';

export interface AuthPayload {
  user: UserEntity;
  accessToken: string;
  tokenType: 'bearer';
}

/** Who is asking, for rate limits. */
export interface RequestOrigin {
  ip: string;
  /** The request's interface language (Accept-Language): account mails without a saved one use it. */
  language?: Language;
}

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** An invitation's set-password link waits longer than a reset: the new member may not read mail daily. */
const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The delay every sign-in attempt on an account waits after repeated failures (from any address):
 * none for the first three, then 0.25 s doubling to at most 3 s. It slows guessing spread over many
 * addresses without ever refusing the owner.
 */
const ACCOUNT_DELAY = { freeFailures: 3, baseMs: 250, maxMs: 3000 } as const;

/**
 * Account mails (welcome, address taken, reset, invitation) to one address: a few an hour, per
 * address whoever asks. Those over it are not sent, silently: the answer stays the one a sent mail
 * gets, so the limit tells nobody whether the address has an account.
 */
export const ACCOUNT_MAILS_PER_ADDRESS = { points: 3, windowSeconds: 60 * 60 } as const;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const invalidToken = () => new AppError('UNAUTHENTICATED', 'Invalid token');

export class AuthService {
  /** Failures of one account from one address: the guesser is stopped, the owner elsewhere is not. */
  private readonly signInPerPair: AttemptLimiter;
  private readonly signInPerIp: AttemptLimiter;
  private readonly signInDelayPerAccount: ProgressiveDelay;
  private readonly accountMailPerIp: AttemptLimiter;
  private readonly accountMailPerAddress = new AttemptLimiter(
    ACCOUNT_MAILS_PER_ADDRESS.points,
    ACCOUNT_MAILS_PER_ADDRESS.windowSeconds,
  );
  /** Wrong current passwords per account: a stolen session cannot guess its way to the password. */
  private readonly passwordChangePerUser: AttemptLimiter;

  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly mailer: Mailer,
    private readonly settings: AuthSettings,
  ) {
    const { rateLimits } = settings;
    this.signInPerPair = new AttemptLimiter(rateLimits.signInPerAccount, rateLimits.windowSeconds);
    this.signInPerIp = new AttemptLimiter(rateLimits.signInPerIp, rateLimits.windowSeconds);
    this.signInDelayPerAccount = new ProgressiveDelay({
      ...ACCOUNT_DELAY,
      windowSeconds: rateLimits.windowSeconds,
    });
    this.accountMailPerIp = new AttemptLimiter(rateLimits.accountMailPerIp, rateLimits.windowSeconds);
    this.passwordChangePerUser = new AttemptLimiter(rateLimits.signInPerAccount, rateLimits.windowSeconds);
  }

  /**
   * Sign-in and unlock-session: the same check of email and password. Failures are limited per address
   * and per (account, address) pair — RATE_LIMITED with a retry time — and slow the account down with a
   * short growing delay; an account is never locked, so the right password from another address works.
   */
  async signIn(input: unknown, origin: RequestOrigin): Promise<AuthPayload> {
    const { email, password } = validate(signInSchema, input);
    const accountKey = email.toLowerCase();
    const pairKey = JSON.stringify([accountKey, origin.ip]);
    await this.signInPerIp.assertOpen(origin.ip);
    await this.signInPerPair.assertOpen(pairKey);
    // Unknown emails wait and count alike, so the delay does not tell which accounts exist.
    await this.signInDelayPerAccount.wait(accountKey);
    const user = await this.users.findByEmail(email);
    if (!(await verifyPassword(user?.passwordHash ?? null, password)) || !user) {
      await Promise.all([
        this.signInPerIp.penalise(origin.ip),
        this.signInPerPair.penalise(pairKey),
        this.signInDelayPerAccount.recordFailure(accountKey),
      ]);
      throw new AppError('INVALID_CREDENTIALS', 'Wrong email or password.');
    }
    // Only someone who knows the password learns that the account is closed.
    this.assertMaySignIn(user);
    await Promise.all([this.signInPerPair.reset(pairKey), this.signInDelayPerAccount.reset(accountKey)]);
    return this.issue(user);
  }

  /** Exchanges a valid token of an active user for a fresh one. */
  async signInWithToken(accessToken: unknown): Promise<AuthPayload> {
    const token = validate(accessTokenSchema, accessToken);
    const user = await this.userForToken(token);
    if (!user) throw invalidToken();
    return this.issue(user);
  }

  /** The user behind a bearer token and their grants; UNAUTHENTICATED when either is no longer good. */
  async authenticate(token: string): Promise<{ user: UserEntity; viewer: Viewer }> {
    const claims = this.validClaims(token);
    const found = claims && (await this.users.findWithGrants(claims.sub));
    if (!found || !this.tokenStillGood(claims, found.user)) throw invalidToken();
    const { user, grants, professional } = found;
    return { user, viewer: { userId: user.id, organizationId: user.organizationId, grants, professional } };
  }

  /**
   * Always true, for a new address and a taken one alike: the answer never tells whether an account
   * exists. A new address gets its account and a welcome mail; the owner of a taken one gets a mail
   * saying someone tried, and nothing is created or changed.
   */
  async signUp(input: unknown, origin: RequestOrigin): Promise<true> {
    await this.accountMailPerIp.consume(origin.ip);
    const { user, created } = await this.users.register(input);
    const signIn = `${this.settings.publicUrl}${CLIENT_PATHS.signIn}`;
    const language = accountMailLanguage(user.language, origin.language);
    const mail = created
      ? accountMail('welcome', language, { name: user.name, link: signIn })
      : accountMail('signUpTaken', language, {
          name: user.name,
          link: `${this.settings.publicUrl}${CLIENT_PATHS.forgotPassword}`,
        });
    await this.sendAccountMail({ to: user.email, ...mail });
    return true;
  }

  /** Always true: whether the email belongs to an account is never revealed. */
  async forgotPassword(input: unknown, origin: RequestOrigin): Promise<true> {
    const { email } = validate(forgotPasswordSchema, input);
    await this.accountMailPerIp.consume(origin.ip);
    const user = await this.users.findByEmail(email);
    // Over the address's limit nothing is made or sent: the answer is the same.
    if (user && user.accountStatus === 'active' && (await this.mayMail(user.email))) {
      const token = await this.createSetPasswordToken(this.dataSource.manager, user.id, RESET_TOKEN_TTL_MS);
      const link = links.resetPassword(this.settings.publicUrl, token);
      const language = accountMailLanguage(user.language, origin.language);
      await this.mailer.send({
        to: user.email,
        ...accountMail('resetPassword', language, { name: user.name, link }),
        secrets: [link],
      });
    }
    return true;
  }

  /**
   * An invitation for an account created without a password: a set-password link (the reset page and
   * flow, single use, valid 7 days). The token is written in the caller's transaction; the mail goes
   * out through the returned function, to be called once that transaction has committed.
   */
  async prepareInvitation(
    manager: EntityManager,
    user: Pick<UserEntity, 'id' | 'name' | 'email'> & { language?: Language | null },
    inviter: { name: string; language?: Language | null } | null,
  ): Promise<() => Promise<void>> {
    const token = await this.createSetPasswordToken(manager, user.id, INVITATION_TTL_MS);
    const link = links.resetPassword(this.settings.publicUrl, token);
    // A new account has no language yet: the inviter's is the school's likeliest.
    const language = accountMailLanguage(user.language, inviter?.language);
    const mail = accountMail('invitation', language, {
      name: user.name,
      link,
      invitedBy: inviter?.name ?? null,
    });
    return () => this.sendAccountMail({ to: user.email, ...mail, secrets: [link] });
  }

  /**
   * Tells the owner of an address that someone tried to invite it (as a guardian) though it already
   * has an account: nothing was made. Written in the owner's saved language, else the inviter's.
   */
  async mailInvitationTaken(
    user: Pick<UserEntity, 'name' | 'email'> & { language?: Language | null },
    inviter: { language?: Language | null } | null,
  ): Promise<void> {
    const language = accountMailLanguage(user.language, inviter?.language);
    const link = `${this.settings.publicUrl}${CLIENT_PATHS.signIn}`;
    await this.mailer.send({
      to: user.email,
      ...accountMail('invitationTaken', language, { name: user.name, link }),
    });
  }

  async resetPassword(input: unknown, origin: RequestOrigin): Promise<true> {
    const { token, password } = validate(resetPasswordSchema, input);
    await this.accountMailPerIp.consume(origin.ip);
    const passwordHash = await hashPassword(password);
    await this.dataSource.transaction(async (manager) => {
      // Claiming the token and checking it is one statement, so a token can never be used twice.
      const claimed = await manager
        .createQueryBuilder()
        .update(PasswordResetTokenEntity)
        .set({ usedAt: () => 'now()' })
        .where('token_hash = :hash AND used_at IS NULL AND expires_at > now()', { hash: sha256(token) })
        .returning('user_id')
        .execute();
      const userId = (claimed.raw as { user_id: string }[])[0]?.user_id;
      if (!userId) {
        throw new AppError('BAD_USER_INPUT', 'This reset link is invalid or has expired.', {
          fieldErrors: { token: 'This reset link is invalid or has expired' },
        });
      }
      await this.users.setPasswordHash(manager, userId, passwordHash);
      // Any other link still out there for this account dies with this reset.
      await manager.update(PasswordResetTokenEntity, { userId, usedAt: IsNull() }, { usedAt: new Date() });
    });
    return true;
  }

  /**
   * The signed-in user changes their password with the current one. Every token issued before — other
   * sessions and this one — stops working (the token version is bumped) and unused reset links die; the
   * answer carries a fresh token, so the session that changed it goes on without signing in again.
   * A wrong current password changes nothing; repeated ones are RATE_LIMITED per account.
   */
  async changePassword(viewer: Viewer | null, input: unknown, language?: Language): Promise<AuthPayload> {
    const { userId } = requireViewer(viewer);
    const { currentPassword, newPassword } = validate(changePasswordSchema, input);
    await this.passwordChangePerUser.assertOpen(userId);
    const passwordHash = await hashPassword(newPassword);
    const user = await this.dataSource.transaction(async (manager) => {
      const users = manager.getRepository(UserEntity);
      // Locked while checked and changed: two changes at once cannot both pass the same check.
      const current = await users.findOne({ where: { id: userId }, lock: { mode: 'pessimistic_write' } });
      if (!current) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
      if (!(await verifyPassword(current.passwordHash, currentPassword))) {
        await this.passwordChangePerUser.penalise(userId);
        throw new AppError('BAD_USER_INPUT', 'The current password is wrong.', {
          fieldErrors: { currentPassword: 'The current password is wrong' },
          fieldErrorCodes: { currentPassword: 'invalid' },
        });
      }
      await this.users.setPasswordHash(manager, userId, passwordHash);
      await manager.update(PasswordResetTokenEntity, { userId, usedAt: IsNull() }, { usedAt: new Date() });
      return users.findOneByOrFail({ id: userId });
    });
    await this.passwordChangePerUser.reset(userId);
    await this.mailer.send({
      to: user.email,
      ...accountMail('passwordChanged', accountMailLanguage(user.language, language), {
        name: user.name,
        link: `${this.settings.publicUrl}${CLIENT_PATHS.forgotPassword}`,
      }),
    });
    return this.issue(user);
  }

  /** Whether the address may get one more account mail now (counts it when it may). */
  private mayMail(address: string): Promise<boolean> {
    return this.accountMailPerAddress.take(address.trim().toLowerCase());
  }

  /** Sends an account mail unless its address has had its share this hour (then silently not). */
  private async sendAccountMail(mail: OutgoingMail): Promise<void> {
    if (await this.mayMail(mail.to)) await this.mailer.send(mail);
  }

  private async userForToken(token: string): Promise<UserEntity | null> {
    const claims = this.validClaims(token);
    const user = claims && (await this.users.findById(claims.sub));
    return user && this.tokenStillGood(claims, user) ? user : null;
  }

  private validClaims(token: string): AccessTokenClaims | null {
    const claims = verifyAccessToken(this.settings.tokens, token);
    return claims && isUuid(claims.sub) ? claims : null;
  }

  /** The account is active and nothing revoked its tokens since this one was issued (exact, no clock). */
  private tokenStillGood(claims: AccessTokenClaims, user: UserEntity): boolean {
    return user.accountStatus === 'active' && claims.ver === user.tokenVersion;
  }

  /** A single-use link's token: only its SHA-256 is stored. */
  private async createSetPasswordToken(manager: EntityManager, userId: string, ttlMs: number) {
    const token = randomBytes(32).toString('base64url');
    await manager.getRepository(PasswordResetTokenEntity).insert({
      userId,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + ttlMs),
      usedAt: null,
    });
    return token;
  }

  private assertMaySignIn(user: UserEntity): void {
    if (user.accountStatus === 'suspended') {
      throw new AppError('FORBIDDEN', 'This account is suspended. Contact your administrator.');
    }
    if (user.accountStatus === 'inactive') {
      throw new AppError('FORBIDDEN', 'This account is inactive. Contact your administrator.');
    }
  }

  private issue(user: UserEntity): AuthPayload {
    return {
      user,
      accessToken: signAccessToken(this.settings.tokens, user.id, user.tokenVersion),
      tokenType: 'bearer',
    };
  }
}
