import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import { emailField, nameField, passwordField, validate } from './validation.js';

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

  it('gives every bad field a code a client can translate', () => {
    const form = z.object({
      name: nameField,
      email: emailField,
      password: passwordField,
      phones: z.array(z.string()).max(2),
      color: z.string().refine((value) => value.startsWith('#'), { params: { code: 'invalid_format' } }),
      nickname: z.string(),
    });
    try {
      validate(form, {
        name: '  ',
        email: 'not-an-email',
        password: 'x'.repeat(300),
        phones: ['1', '2', '3'],
        color: 'red',
      });
      expect.unreachable();
    } catch (error) {
      expect((error as AppError).details.fieldErrorCodes).toEqual({
        name: 'required',
        email: 'invalid_format',
        password: 'too_long',
        phones: 'too_many',
        color: 'invalid_format',
        nickname: 'required',
      });
    }
    expect(() => validate(passwordField, 'short')).toThrow(
      expect.objectContaining({ details: expect.objectContaining({ fieldErrorCodes: { _: 'too_short' } }) }),
    );
  });

  it('bounds the email before checking its format', () => {
    expect(() => validate(emailField, `${'a'.repeat(300)}@b.co`)).toThrow(AppError);
  });
});
