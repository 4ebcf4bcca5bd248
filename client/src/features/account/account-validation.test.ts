import { describe, expect, it } from 'vitest';
import {
  firstProblemField,
  nameProblem,
  PASSWORD_FIELD_ORDER,
  passwordServerProblems,
  validatePasswordChange,
} from './account-validation';

describe('nameProblem', () => {
  it('wants 1 to 100 characters once trimmed', () => {
    expect(nameProblem('   ')).toBe('nameRequired');
    expect(nameProblem(' Ayşe ')).toBeUndefined();
    expect(nameProblem('x'.repeat(100))).toBeUndefined();
    expect(nameProblem(` ${'x'.repeat(100)} `)).toBeUndefined();
    expect(nameProblem('x'.repeat(101))).toBe('nameTooLong');
  });
});

describe('validatePasswordChange', () => {
  const valid = {
    currentPassword: 'Old-password-1',
    newPassword: 'New-password-1',
    confirm: 'New-password-1',
  };

  it('accepts the current password and a new one of 8 to 256 characters typed twice', () => {
    expect(validatePasswordChange(valid)).toEqual({});
    const longest = 'x'.repeat(256);
    expect(validatePasswordChange({ ...valid, newPassword: longest, confirm: longest })).toEqual({});
  });

  it('names every field with a problem, in the order of the form', () => {
    const problems = validatePasswordChange({ currentPassword: '', newPassword: 'short', confirm: '' });
    expect(problems).toEqual({
      currentPassword: 'currentRequired',
      newPassword: 'passwordTooShort',
      confirm: 'confirmRequired',
    });
    expect(firstProblemField(PASSWORD_FIELD_ORDER, problems)).toBe('currentPassword');
  });

  it('applies the sign-up rule: spaces count, 257 characters are too many', () => {
    expect(validatePasswordChange({ ...valid, newPassword: '        ', confirm: '        ' })).toEqual({});
    const tooLong = 'x'.repeat(257);
    expect(validatePasswordChange({ ...valid, newPassword: tooLong, confirm: tooLong }).newPassword).toBe(
      'passwordTooLong',
    );
    expect(validatePasswordChange({ ...valid, newPassword: '', confirm: '' }).newPassword).toBe(
      'passwordRequired',
    );
  });

  it('wants a new password different from the current one, typed the same twice', () => {
    expect(
      validatePasswordChange({ ...valid, newPassword: valid.currentPassword, confirm: valid.currentPassword })
        .newPassword,
    ).toBe('passwordUnchanged');
    expect(validatePasswordChange({ ...valid, confirm: 'New-password-2' }).confirm).toBe('confirmMismatch');
  });
});

describe('passwordServerProblems', () => {
  it('reads the server’s field codes as the form’s problems', () => {
    expect(passwordServerProblems({ currentPassword: 'invalid' })).toEqual({
      currentPassword: 'currentWrong',
    });
    expect(passwordServerProblems({ currentPassword: 'required' })).toEqual({
      currentPassword: 'currentRequired',
    });
    expect(passwordServerProblems({ newPassword: 'too_short' })).toEqual({ newPassword: 'passwordTooShort' });
    expect(passwordServerProblems({ newPassword: 'too_long' })).toEqual({ newPassword: 'passwordTooLong' });
    expect(passwordServerProblems({ newPassword: 'invalid' })).toEqual({ newPassword: 'passwordUnchanged' });
    expect(passwordServerProblems({ name: 'invalid' })).toEqual({});
  });
});
