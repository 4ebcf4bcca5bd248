import { describe, expect, it } from 'vitest';
import { firstInvalidField, validateSignIn } from './sign-in-validation';

describe('validateSignIn', () => {
  it('accepts an email address and a password', () => {
    expect(validateSignIn({ email: 'admin@arena.local', password: 'secret' })).toEqual({});
  });

  it('asks for both fields when the form is empty', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({
      email: 'emailRequired',
      password: 'passwordRequired',
    });
  });

  it('treats an email of spaces as missing', () => {
    expect(validateSignIn({ email: '   ', password: 'x' }).email).toBe('emailRequired');
  });

  it('rejects a malformed email address', () => {
    expect(validateSignIn({ email: 'admin@arena', password: 'x' }).email).toBe('emailInvalid');
  });

  it('keeps a password of spaces: it may be the real one', () => {
    expect(validateSignIn({ email: 'a@b.co', password: '  ' })).toEqual({});
  });
});

describe('firstInvalidField', () => {
  it('follows the order of the form', () => {
    expect(firstInvalidField({ password: 'passwordRequired', email: 'emailInvalid' })).toBe('email');
    expect(firstInvalidField({ password: 'passwordRequired' })).toBe('password');
    expect(firstInvalidField({})).toBeUndefined();
  });
});
