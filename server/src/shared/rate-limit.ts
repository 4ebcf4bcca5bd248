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

  /** Counts one failed attempt without throwing: the caller answers the failure itself. */
  async penalise(key: string): Promise<void> {
    await this.limiter.penalty(key, 1);
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}
