import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import { emailField, passwordField, validate } from './validation.js';

describe('validate', () => {
  const schema = z.object({ email: emailField, password: passwordField });

  it('returns parsed data, trimmed', () => {
    expect(validate(schema, { email: '  a@b.co ', password: '12345678' })).toEqual({
      email: 'a@b.co',
      password: '12345678',
    });
  });

  it('throws one BAD_USER_INPUT naming every bad field', () => {
    try {
      validate(schema, { email: 'x', password: 'short' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('BAD_USER_INPUT');
      expect((error as AppError).details.fieldErrors).toEqual({
        email: 'Enter a valid email address',
        password: 'Password must be at least 8 characters',
      });
    }
  });

  it('bounds the email before checking its format', () => {
    expect(() => validate(emailField, `${'a'.repeat(300)}@b.co`)).toThrow(AppError);
  });
});
