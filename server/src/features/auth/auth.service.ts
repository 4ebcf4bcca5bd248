import { createHash, randomBytes } from 'node:crypto';
import { IsNull, type DataSource } from 'typeorm';
import type { AuthSettings } from '../../shared/auth/auth-settings.js';
import { signAccessToken, verifyAccessToken, type AccessTokenClaims } from '../../shared/auth/jwt.js';
import type { Viewer } from '../../shared/auth/viewer.js';
import { hashPassword, verifyPassword } from '../../shared/auth/passwords.js';
import { AppError } from '../../shared/errors.js';
import type { Mailer } from '../../shared/mail/mailer.js';
import { AttemptLimiter } from '../../shared/rate-limit.js';
import { validate, isUuid } from '../../shared/validation.js';
import { links } from '../../shared/links.js';
import type { UserEntity, UsersService } from '../users/index.js';
import { PasswordResetTokenEntity } from './password-reset-token.entity.js';
import {
  accessTokenSchema,
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
}

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const invalidToken = () => new AppError('UNAUTHENTICATED', 'Invalid token');

export class AuthService {
  private readonly signInPerAccount: AttemptLimiter;
  private readonly signInPerIp: AttemptLimiter;
  private readonly accountMailPerIp: AttemptLimiter;

  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly mailer: Mailer,
    private readonly settings: AuthSettings,
  ) {
    const { rateLimits } = settings;
    this.signInPerAccount = new AttemptLimiter(rateLimits.signInPerAccount, rateLimits.windowSeconds);
    this.signInPerIp = new AttemptLimiter(rateLimits.signInPerIp, rateLimits.windowSeconds);
    this.accountMailPerIp = new AttemptLimiter(rateLimits.accountMailPerIp, rateLimits.windowSeconds);
  }

  /** Sign-in and unlock-session: the same check of email and password. */
  async signIn(input: unknown, origin: RequestOrigin): Promise<AuthPayload> {
    const { email, password } = validate(signInSchema, input);
    const accountKey = email.toLowerCase();
    await this.signInPerIp.assertOpen(origin.ip);
    await this.signInPerAccount.assertOpen(accountKey);
    const user = await this.users.findByEmail(email);
    if (!(await verifyPassword(user?.passwordHash ?? null, password)) || !user) {
      await Promise.all([this.signInPerIp.penalise(origin.ip), this.signInPerAccount.penalise(accountKey)]);
      throw new AppError('INVALID_CREDENTIALS', 'Wrong email or password.');
    }
    // Only someone who knows the password learns that the account is closed.
    this.assertMaySignIn(user);
    await this.signInPerAccount.reset(accountKey);
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
    const { user, grants } = found;
    return { user, viewer: { userId: user.id, organizationId: user.organizationId, grants } };
  }

  async signUp(input: unknown, origin: RequestOrigin): Promise<true> {
    await this.accountMailPerIp.consume(origin.ip);
    await this.users.create(input);
    return true;
  }

  /** Always true: whether the email belongs to an account is never revealed. */
  async forgotPassword(input: unknown, origin: RequestOrigin): Promise<true> {
    const { email } = validate(forgotPasswordSchema, input);
    await this.accountMailPerIp.consume(origin.ip);
    const user = await this.users.findByEmail(email);
    if (user && user.accountStatus === 'active') {
      const token = randomBytes(32).toString('base64url');
      await this.dataSource.getRepository(PasswordResetTokenEntity).insert({
        userId: user.id,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
        usedAt: null,
      });
      await this.mailer.send({
        to: user.email,
        subject: 'Reset your Arena password',
        text: [
          `Hello ${user.name},`,
          '',
          'Someone asked to reset the password of your Arena account. To choose a new one, open:',
          links.resetPassword(this.settings.publicUrl, token),
          '',
          'The link works once, for one hour. If you did not ask for it, ignore this mail.',
        ].join('\n'),
      });
    }
    return true;
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

  private async userForToken(token: string): Promise<UserEntity | null> {
    const claims = this.validClaims(token);
    const user = claims && (await this.users.findById(claims.sub));
    return user && this.tokenStillGood(claims, user) ? user : null;
  }

  private validClaims(token: string): AccessTokenClaims | null {
    const claims = verifyAccessToken(this.settings.tokens, token);
    return claims && isUuid(claims.sub) ? claims : null;
  }

  /** The account is active and no password reset happened after the token was issued. */
  private tokenStillGood(claims: AccessTokenClaims, user: UserEntity): boolean {
    return (
      user.accountStatus === 'active' && claims.iat >= Math.floor(user.passwordChangedAt.getTime() / 1000)
    );
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
    return { user, accessToken: signAccessToken(this.settings.tokens, user.id), tokenType: 'bearer' };
  }
}
