import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../test/render';
import { signInErrorMessage, signInServerProblems } from './sign-in-errors';

const en = createTestI18n('en').t;
const tr = createTestI18n('tr').t;

describe('signInErrorMessage', () => {
  it('translates wrong credentials', () => {
    expect(signInErrorMessage({ code: 'INVALID_CREDENTIALS', message: 'x' }, en)).toBe(
      'Wrong email or password',
    );
    expect(signInErrorMessage({ code: 'INVALID_CREDENTIALS', message: 'x' }, tr)).toBe(
      'E-posta veya parola hatalı',
    );
  });

  it('says how long to wait when rate limited', () => {
    const failure = { code: 'RATE_LIMITED', message: 'x', retryAfterSeconds: 42 } as const;
    expect(signInErrorMessage(failure, en)).toBe('Too many attempts, try again in 42 seconds');
    expect(signInErrorMessage({ ...failure, retryAfterSeconds: 1 }, en)).toBe(
      'Too many attempts, try again in 1 second',
    );
    expect(signInErrorMessage(failure, tr)).toBe('Çok fazla deneme yapıldı, 42 saniye sonra tekrar deneyin');
    expect(signInErrorMessage({ code: 'RATE_LIMITED', message: 'x' }, en)).toBe(
      'Too many attempts, try again later',
    );
  });

  it('explains a closed account without repeating the server text', () => {
    const message = signInErrorMessage(
      { code: 'FORBIDDEN', message: 'This account is suspended. Contact your administrator.' },
      tr,
    );
    expect(message).toBe('Bu hesap askıya alınmış ya da etkin değil. Yöneticinizle iletişime geçin.');
  });

  it('has a message for an unreachable server and a generic one for the rest', () => {
    expect(signInErrorMessage({ code: 'NETWORK', message: 'x' }, en)).toMatch(/Cannot reach the server/);
    expect(signInErrorMessage({ code: 'INTERNAL', message: 'x' }, en)).toBe(
      'Something went wrong. Please try again.',
    );
  });
});

describe('signInServerProblems', () => {
  it('marks the fields the server rejected', () => {
    expect(
      signInServerProblems({
        code: 'BAD_USER_INPUT',
        message: 'x',
        fieldErrors: { email: 'Invalid email address', password: 'Required' },
      }),
    ).toEqual({ email: 'emailInvalid', password: 'passwordRequired' });
    expect(signInServerProblems(null)).toEqual({});
  });
});
