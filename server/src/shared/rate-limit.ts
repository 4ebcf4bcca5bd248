import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from './errors.js';

function retryAfter(res: RateLimiterRes | null): number {
  return Math.max(1, Math.ceil((res?.msBeforeNext ?? 1000) / 1000));
}

function rateLimited(seconds: number): AppError {
  return new AppError('RATE_LIMITED', `Too many attempts. Try again in ${seconds} seconds.`, {
    retryAfterSeconds: seconds,
  });
}

/**
 * Counts attempts per key within a window. Kept in process memory: one replica's view. Several replicas
 * would share it through Redis (rate-limiter-flexible's RateLimiterRedis has the same interface).
 */
export class AttemptLimiter {
  private readonly limiter: RateLimiterMemory;

  constructor(
    private readonly points: number,
    windowSeconds: number,
  ) {
    this.limiter = new RateLimiterMemory({ points, duration: windowSeconds });
  }

  /** Throws RATE_LIMITED when the key has used up its attempts, without counting one. */
  async assertOpen(key: string): Promise<void> {
    const res = await this.limiter.get(key);
    if (res !== null && res.consumedPoints >= this.points) throw rateLimited(retryAfter(res));
  }

  /** Counts one attempt; throws RATE_LIMITED when that goes over the limit. */
  async consume(key: string): Promise<void> {
    try {
      await this.limiter.consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw rateLimited(retryAfter(error));
      throw error;
    }
  }

  /**
   * Counts one use when the key has one left and says whether it had: for limits that must not show
   * (an account mail not sent again answers exactly like one sent).
   */
  async take(key: string): Promise<boolean> {
    try {
      await this.limiter.consume(key);
      return true;
    } catch (error) {
      if (error instanceof RateLimiterRes) return false;
      throw error;
    }
  }

  /** Counts one failed attempt without throwing: the caller answers the failure itself. */
  async penalise(key: string): Promise<void> {
    await this.limiter.penalty(key, 1);
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

export interface ProgressiveDelayOptions {
  /** Failures allowed before any delay. */
  freeFailures: number;
  /** The first delay; each further failure doubles it. */
  baseMs: number;
  /** The longest delay: a few seconds slow a guesser down without locking the owner out. */
  maxMs: number;
  /** Failures are forgotten this long after the first one. */
  windowSeconds: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A growing delay per key (an account) after repeated failures: every attempt on the key waits
 * `baseMs · 2^(failures − freeFailures)`, capped at `maxMs`, before it is checked. Never a refusal, so
 * nobody can lock an account by failing on purpose; the right password is only ever slowed down.
 */
export class ProgressiveDelay {
  private readonly failures: RateLimiterMemory;

  constructor(private readonly options: ProgressiveDelayOptions) {
    // Only penalties are recorded (never consumed), so the point budget is never reached.
    this.failures = new RateLimiterMemory({
      points: Number.MAX_SAFE_INTEGER,
      duration: options.windowSeconds,
    });
  }

  /** The delay the key's next attempt waits, in milliseconds. */
  async delayFor(key: string): Promise<number> {
    const res = await this.failures.get(key);
    const over = (res?.consumedPoints ?? 0) - this.options.freeFailures;
    if (over < 0) return 0;
    return Math.min(this.options.baseMs * 2 ** over, this.options.maxMs);
  }

  /** Waits the key's current delay. */
  async wait(key: string): Promise<void> {
    const ms = await this.delayFor(key);
    if (ms > 0) await sleep(ms);
  }

  async recordFailure(key: string): Promise<void> {
    await this.failures.penalty(key, 1);
  }

  async reset(key: string): Promise<void> {
    await this.failures.delete(key);
  }
}
