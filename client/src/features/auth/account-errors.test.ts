import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../test/render';
import { accountErrorMessage, accountServerProblems, isInvalidResetToken } from './account-errors';

const en = createTestI18n('en').t;
const tr = createTestI18n('tr').t;
const invalidToken = {
  code: 'BAD_USER_INPUT',
  message: 'x',
  fieldErrors: { token: 'This reset link is invalid or has expired' },
} as const;

describe('accountErrorMessage', () => {
  it('leaves field problems to their fields', () => {
    expect(accountErrorMessage(invalidToken, en)).toBeNull();
    expect(accountErrorMessage(null, en)).toBeNull();
  });

  it('translates rate limiting and the rest', () => {
    expect(accountErrorMessage({ code: 'RATE_LIMITED', message: 'x', retryAfterSeconds: 30 }, en)).toBe(
      'Too many attempts, try again in 30 seconds',
    );
    expect(accountErrorMessage({ code: 'NETWORK', message: 'x' }, tr)).toMatch(/Sunucuya ulaşılamıyor/);
  });
});

describe('accountServerProblems', () => {
  it('maps fieldErrors to the form problems it knows', () => {
    const failure = {
      code: 'BAD_USER_INPUT',
      message: 'x',
      fieldErrors: { password: 'short', other: 'y' },
    } as const;
    expect(accountServerProblems(failure, { password: 'passwordTooShort' })).toEqual({
      password: 'passwordTooShort',
    });
  });
});

describe('isInvalidResetToken', () => {
  it('recognises the rejected token', () => {
    expect(isInvalidResetToken(invalidToken)).toBe(true);
    expect(
      isInvalidResetToken({ code: 'BAD_USER_INPUT', message: 'x', fieldErrors: { password: 'x' } }),
    ).toBe(false);
    expect(isInvalidResetToken(null)).toBe(false);
  });
});
