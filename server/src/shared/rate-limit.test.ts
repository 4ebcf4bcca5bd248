import { describe, expect, it } from 'vitest';
import { AttemptLimiter, ProgressiveDelay } from './rate-limit.js';

describe('ProgressiveDelay', () => {
  const options = { freeFailures: 3, baseMs: 250, maxMs: 3000, windowSeconds: 60 };

  it('is free for the first failures, then doubles up to the cap', async () => {
    const delay = new ProgressiveDelay(options);
    const seen: number[] = [];
    for (let failure = 0; failure < 9; failure++) {
      seen.push(await delay.delayFor('account'));
      await delay.recordFailure('account');
    }
    expect(seen).toEqual([0, 0, 0, 250, 500, 1000, 2000, 3000, 3000]);
  });

  it('keeps keys apart and forgets a key on reset (a successful sign-in)', async () => {
    const delay = new ProgressiveDelay(options);
    for (let failure = 0; failure < 5; failure++) await delay.recordFailure('a');
    expect(await delay.delayFor('a')).toBe(1000);
    expect(await delay.delayFor('b')).toBe(0);
    await delay.reset('a');
    expect(await delay.delayFor('a')).toBe(0);
  });
});

describe('AttemptLimiter', () => {
  it('refuses a key that used up its attempts with RATE_LIMITED and a retry time', async () => {
    const limiter = new AttemptLimiter(2, 60);
    await limiter.penalise('k');
    await limiter.assertOpen('k');
    await limiter.penalise('k');
    await expect(limiter.assertOpen('k')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      details: { retryAfterSeconds: expect.any(Number) },
    });
    await limiter.assertOpen('other');
    await limiter.reset('k');
    await limiter.assertOpen('k');
  });
});
