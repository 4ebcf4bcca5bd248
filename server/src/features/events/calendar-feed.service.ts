import { createHash, randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import { bindParam } from '../../shared/db/bind.js';
import { AppError, notFound } from '../../shared/errors.js';
import type { Deps } from '../../shared/feature.js';
import type { FileAnswer } from '../../shared/file-route.js';
import type { Language } from '../../shared/language.js';
import { localizedText, type Translations } from '../../shared/localized-text.js';
import { AttemptLimiter } from '../../shared/rate-limit.js';
import type { UsersService } from '../users/index.js';
import { writeFeed, type FeedEvent, type FeedOccurrence } from './calendar-feed.ical.js';
import { eventReadable } from './events.policy.js';
import { EVENT_LIMITS } from './events.validation.js';

// Private calendar feeds (docs/domain.md, "Calendar feeds"): a secret URL per user that a calendar app
// polls without signing in. The URL holds a random 32-byte token; only its SHA-256 is stored, so the URL
// is answered once, by `createCalendarFeed`, and a lookup by hash is the comparison (nothing about the
// token is compared byte by byte in memory). The feed is what the token's user reads right now: their
// viewer is built as a request builds it (users.findWithGrants, an active account, no revocation of their
// tokens since the feed was made) and the events go through events.policy.ts like every read.

/** What the contract's CalendarFeed is built from; `url` only in the answer that created the token. */
export interface CalendarFeedNode {
  url: string | null;
  createdAt: Date;
  lastUsedAt: Date | null;
}

/** The window of a feed: the series that overlap it go in whole (their RRULE), from 60 days back. */
export const FEED_WINDOW = { daysBack: 60, daysAhead: 400 } as const;

/**
 * Fetches of one feed: calendar apps poll every few minutes to every few hours, a few devices per
 * person; a URL shared or leaked and polled harder answers RATE_LIMITED (429 with Retry-After).
 */
export const FEED_FETCHES = { points: 120, windowSeconds: 60 * 60 } as const;

/** The public path of a feed: `/calendar/<token>.ics` (the route in calendar-feed.routes.ts). */
export const FEED_PATH_PREFIX = '/calendar/';

const DAY = 864e5;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The same answer for a token that was never made, was rotated or deleted, or whose owner left. */
const noFeed = () => notFound('Calendar feed');

export class CalendarFeedService {
  private readonly fetches = new AttemptLimiter(FEED_FETCHES.points, FEED_FETCHES.windowSeconds);

  constructor(
    private readonly dataSource: DataSource,
    private readonly users: Pick<UsersService, 'findWithGrants'>,
    private readonly publicUrl: string,
  ) {}

  /** The viewer's feed without its URL (it cannot be shown again), or null when they have none. */
  async calendarFeed(viewer: Viewer | null): Promise<CalendarFeedNode | null> {
    const { userId } = requireViewer(viewer);
    // A feed that a revocation of the user's tokens ended is no feed.
    const [row] = await this.dataSource.query<{ createdAt: Date; lastUsedAt: Date | null }[]>(
      `SELECT f.created_at AS "createdAt", f.last_used_at AS "lastUsedAt"
         FROM calendar_feeds f JOIN users u ON u.id = f.user_id AND u.token_version = f.token_version
        WHERE f.user_id = $1`,
      [userId],
    );
    return row ? { url: null, ...row } : null;
  }

  /** A new secret URL for the viewer's feed; the one they had (if any) stops working at once. */
  async createCalendarFeed(viewer: Viewer | null): Promise<CalendarFeedNode> {
    const { userId } = requireViewer(viewer);
    const token = randomBytes(32).toString('base64url');
    const [row] = await this.dataSource.query<{ createdAt: Date }[]>(
      `INSERT INTO calendar_feeds (user_id, token_hash, token_version, created_at, last_used_at)
       SELECT u.id, $2, u.token_version, now(), NULL FROM users u WHERE u.id = $1
       ON CONFLICT (user_id) DO UPDATE
         SET token_hash = EXCLUDED.token_hash, token_version = EXCLUDED.token_version,
             created_at = EXCLUDED.created_at, last_used_at = NULL
       RETURNING created_at AS "createdAt"`,
      [userId, sha256(token)],
    );
    if (!row) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
    return { url: this.urlOf(token), createdAt: row.createdAt, lastUsedAt: null };
  }

  /** Ends the viewer's feed: true when they had one, false when not. */
  async deleteCalendarFeed(viewer: Viewer | null): Promise<boolean> {
    const { userId } = requireViewer(viewer);
    const rows = await this.dataSource.query<{ userId: string }[]>(
      // A CTE: TypeORM answers a bare DELETE … RETURNING as [rows, count].
      `WITH d AS (DELETE FROM calendar_feeds WHERE user_id = $1 RETURNING user_id)
       SELECT user_id AS "userId" FROM d`,
      [userId],
    );
    return rows.length > 0;
  }

  /**
   * The feed a path names (`<token>.ics`, or the token alone) as an iCalendar file; NOT_FOUND for an
   * unknown, rotated or deleted token and for a user who may no longer sign in.
   */
  async feed(file: string | undefined): Promise<FileAnswer> {
    const token = file?.replace(/\.ics$/i, '');
    if (!token || !TOKEN.test(token)) throw noFeed();
    const tokenHash = sha256(token);
    const [stored] = await this.dataSource.query<{ userId: string; tokenVersion: number }[]>(
      `SELECT user_id AS "userId", token_version AS "tokenVersion" FROM calendar_feeds WHERE token_hash = $1`,
      [tokenHash],
    );
    if (!stored) throw noFeed();
    await this.fetches.consume(stored.userId);
    const viewer = await this.viewerOf(stored.userId, stored.tokenVersion);
    if (!viewer) throw noFeed();
    const text = await this.feedText(viewer, new Date());
    await this.dataSource.query(
      `UPDATE calendar_feeds SET last_used_at = now()
        WHERE user_id = $1 AND token_hash = $2
          AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
      [stored.userId, tokenHash],
    );
    const body = Buffer.from(text, 'utf8');
    return { fileName: 'arena.ics', contentType: 'text/calendar; charset=utf-8', size: body.length, body };
  }

  /**
   * The viewer a request with one of the user's tokens would have (auth.service.ts `authenticate`): the
   * same grants, read now; null when the account is not active or its tokens were revoked since the
   * feed was made (a password change, a suspension), which end the feed like every session.
   */
  private async viewerOf(userId: string, tokenVersion: number): Promise<Viewer | null> {
    const found = await this.users.findWithGrants(userId);
    if (!found || found.user.accountStatus !== 'active' || found.user.tokenVersion !== tokenVersion) {
      return null;
    }
    const { user, grants, professional } = found;
    return { userId: user.id, organizationId: user.organizationId, grants, professional };
  }

  /** The events the viewer reads whose series overlap the feed's window, written as iCalendar. */
  private async feedText(viewer: Viewer, now: Date): Promise<string> {
    const from = new Date(now.getTime() - FEED_WINDOW.daysBack * DAY);
    const to = new Date(now.getTime() + FEED_WINDOW.daysAhead * DAY);
    const params: unknown[] = [];
    const fromParam = bindParam(params, from, 'timestamptz');
    const toParam = bindParam(params, to, 'timestamptz');
    const where = [
      // As the calendar finds a window's series (events.service.ts), and the dates moved into it.
      `(e.last_start > ${fromParam} - interval '${EVENT_LIMITS.durationDays} days' AND e.starts_at < ${toParam}
        AND e.last_start + (e.ends_at - e.starts_at) > ${fromParam}
        OR e.id IN (SELECT mx.event_id FROM event_occurrences mx
                     WHERE mx.starts_at < ${toParam} AND mx.ends_at > ${fromParam}))`,
      eventReadable(viewer, params),
    ];
    // The user's own organization, as the calendar's default (a super admin without one: all they read).
    if (viewer.organizationId) {
      where.push(`e.organization_id = ${bindParam(params, viewer.organizationId, 'uuid')}`);
    }
    // Only the event's own fields: nothing about who takes part (RSVP, attendance, athletes).
    const rows = await this.dataSource.query<(FeedEvent & { translations: Translations | null })[]>(
      `SELECT e.id, e.title, e.translations, e.starts_at AS "startsAt", e.ends_at AS "endsAt", e.time_zone AS "timeZone",
              e.rrule, e.excluded_dates::text[] AS "excludedDates", e.last_start AS "lastStart", e.venue,
              vb.name AS "venueBranchName", e.notes, e.status, e.created_at AS "createdAt",
              e.updated_at AS "updatedAt"
         FROM events e LEFT JOIN branches vb ON vb.id = e.venue_branch_id
        WHERE ${where.join(' AND ')}
        ORDER BY e.starts_at, e.id`,
      params,
    );
    // The demo's titles and notes in the user's language (saved, else the organization's); a person's
    // text as written.
    const [reader] = await this.dataSource.query<{ language: Language }[]>(
      `SELECT COALESCE(u.language::text, o.locale, 'tr') AS language
         FROM users u LEFT JOIN organizations o ON o.id = u.organization_id WHERE u.id = $1`,
      [viewer.userId],
    );
    const language = reader?.language ?? 'tr';
    const events = rows.map(({ translations, ...event }) => ({
      ...event,
      title: localizedText(translations, language, 'title', event.title),
      notes: localizedText(translations, language, 'notes', event.notes),
    }));
    const occurrences =
      events.length === 0
        ? []
        : await this.dataSource.query<FeedOccurrence[]>(
            `SELECT x.event_id AS "eventId", x.original_start AS "originalStart", x.starts_at AS "startsAt",
                    x.ends_at AS "endsAt", x.title, x.venue, x.notes, x.status, x.updated_at AS "updatedAt"
               FROM event_occurrences x
              WHERE x.event_id = ANY($1::uuid[])
              ORDER BY x.event_id, x.original_start`,
            [events.map((event) => event.id)],
          );
    const [organization] = viewer.organizationId
      ? await this.dataSource.query<{ name: string }[]>('SELECT name FROM organizations WHERE id = $1', [
          viewer.organizationId,
        ])
      : [];
    return writeFeed({
      name: organization ? `Arena — ${organization.name}` : 'Arena',
      events,
      occurrences,
      now,
    });
  }

  private urlOf(token: string): string {
    return `${this.publicUrl.replace(/\/+$/, '')}${FEED_PATH_PREFIX}${token}.ics`;
  }
}

/**
 * The events service with the feeds beside it (`ctx.services.events.calendarFeeds`): the feature has one
 * service, and the feeds need the users service and the public URL besides the data source.
 */
export function withCalendarFeeds<Service extends object>(
  service: Service,
  { dataSource, users, authSettings }: Deps<{ users: UsersService }>,
): Service & { calendarFeeds: CalendarFeedService } {
  return Object.assign(service, {
    calendarFeeds: new CalendarFeedService(dataSource, users, authSettings.publicUrl),
  });
}
