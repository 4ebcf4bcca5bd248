import { describe, expect, it } from 'vitest';
import {
  firstProblemField,
  passwordStrength,
  SIGN_UP_FIELD_ORDER,
  validateForgotPassword,
  validateResetPassword,
  validateSignUp,
} from './account-validation';

const valid = {
  name: 'Ece Yılmaz',
  email: 'ece@arena.local',
  password: 'Sprint-2026',
  company: '',
  agreeToTerms: true,
};

describe('validateSignUp', () => {
  it('accepts a complete form; the company is optional', () => {
    expect(validateSignUp(valid)).toEqual({});
  });

  it('asks for every required field and the terms', () => {
    expect(validateSignUp({ name: ' ', email: '', password: '', company: '', agreeToTerms: false })).toEqual({
      name: 'nameRequired',
      email: 'emailRequired',
      password: 'passwordRequired',
      agreeToTerms: 'termsRequired',
    });
  });

  it('enforces the schema bounds', () => {
    expect(validateSignUp({ ...valid, name: 'x'.repeat(101) }).name).toBe('nameTooLong');
    expect(validateSignUp({ ...valid, email: 'ece@arena' }).email).toBe('emailInvalid');
    expect(validateSignUp({ ...valid, password: '1234567' }).password).toBe('passwordTooShort');
    expect(validateSignUp({ ...valid, password: '12345678' }).password).toBeUndefined();
    expect(validateSignUp({ ...valid, password: 'x'.repeat(257) }).password).toBe('passwordTooLong');
    expect(validateSignUp({ ...valid, company: 'c'.repeat(101) }).company).toBe('companyTooLong');
  });

  it('names the first invalid field in the order of the form', () => {
    const problems = validateSignUp({ ...valid, password: '', agreeToTerms: false });
    expect(firstProblemField(SIGN_UP_FIELD_ORDER, problems)).toBe('password');
    expect(firstProblemField(SIGN_UP_FIELD_ORDER, {})).toBeUndefined();
  });
});

describe('validateForgotPassword', () => {
  it('needs a valid email address', () => {
    expect(validateForgotPassword({ email: '' })).toEqual({ email: 'emailRequired' });
    expect(validateForgotPassword({ email: 'a@b' })).toEqual({ email: 'emailInvalid' });
    expect(validateForgotPassword({ email: ' a@b.co ' })).toEqual({});
  });
});

describe('validateResetPassword', () => {
  it('needs a long enough password typed twice the same', () => {
    expect(validateResetPassword({ password: '', confirm: '' })).toEqual({
      password: 'passwordRequired',
      confirm: 'confirmRequired',
    });
    expect(validateResetPassword({ password: 'Fresh-2026', confirm: 'Fresh-2025' })).toEqual({
      confirm: 'confirmMismatch',
    });
    expect(validateResetPassword({ password: 'Fresh-2026', confirm: 'Fresh-2026' })).toEqual({});
  });
});

describe('passwordStrength', () => {
  it.each([
    ['', 'empty'],
    ['Ab1!', 'weak'],
    ['abcdefgh', 'weak'],
    ['abcdefg1', 'fair'],
    ['Abcdefg1', 'good'],
    ['Abcdefg1!', 'strong'],
    ['abcdefghijklmnop', 'good'],
  ] as const)('rates %j as %s', (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
  });
});
