import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { boundedDateField, latestToday } from './dates.js';
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

  it('names the bounds a field broke, so a form can say them', () => {
    const form = z.object({
      name: nameField,
      password: passwordField,
      phones: z.array(z.string()).max(2),
      birthDate: boundedDateField('Birth date', 'today'),
      startsOn: boundedDateField('Start'),
      alias: z.string(),
    });
    const refused = (input: Record<string, unknown>) => {
      try {
        validate(form, input);
      } catch (error) {
        return (error as AppError).details;
      }
      return expect.unreachable();
    };
    const tooMuch = refused({
      name: 'x'.repeat(101),
      password: 'short',
      phones: ['1', '2', '3'],
      birthDate: '2999-01-01',
      startsOn: '1899-12-31',
      alias: 'ok',
    });
    expect(tooMuch.fieldErrorCodes).toEqual({
      name: 'too_long',
      password: 'too_short',
      phones: 'too_many',
      birthDate: 'out_of_range',
      startsOn: 'out_of_range',
    });
    expect(tooMuch.fieldErrorLimits).toEqual({
      name: { max: 100 },
      password: { min: 8 },
      phones: { max: 2 },
      birthDate: { min: '1900-01-01', max: latestToday() },
      startsOn: { min: '1900-01-01', max: '2100-12-31' },
    });
    expect(tooMuch.fieldErrors?.birthDate).toBe('Birth date must be between 1900-01-01 and today');
    // A missing or malformed value has no bounds to name.
    const malformed = refused({ name: '', password: 'long enough', phones: [], birthDate: '2015-02-30' });
    expect(malformed.fieldErrorCodes).toMatchObject({ name: 'required', birthDate: 'invalid_format' });
    expect(malformed.fieldErrorLimits).toBeUndefined();
  });
});
