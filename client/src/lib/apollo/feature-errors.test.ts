import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../test/render';
import { featureErrors, formFailureOf } from './feature-errors';

const en = createTestI18n('en').t;
const tr = createTestI18n('tr').t;

const refused = (extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message: 'Refused', extensions }] });

describe('featureErrors', () => {
  it('says a failure from the feature’s own table, in the language of t', () => {
    expect(featureErrors(en, 'teams').describe({ code: 'NOT_FOUND', message: 'x' })).toBe(
      'This team was not found.',
    );
    expect(featureErrors(en, 'companies').describe({ code: 'NOT_FOUND', message: 'x' })).toBe(
      'The company was not found.',
    );
    expect(featureErrors(tr, 'teams').describe({ code: 'INTERNAL', message: 'x' })).toBe(
      tr('teams.errors.generic'),
    );
  });

  it('reads what a call rejected with, and a kind without a sentence as the generic one', () => {
    const errors = featureErrors(en, 'teams');
    expect(errors.explain(refused({ code: 'CONFLICT' }))).toBe('This is already in use.');
    expect(errors.explain(refused({ code: 'RATE_LIMITED' }))).toBe('Something went wrong. Try again.');
  });

  it('lets a feature read some failures its own way', () => {
    const errors = featureErrors(en, 'teams', (failure) =>
      failure.code === 'FORBIDDEN' ? 'Own sentence' : undefined,
    );
    expect(errors.describe({ code: 'FORBIDDEN', message: 'x' })).toBe('Own sentence');
    expect(errors.describe({ code: 'CONFLICT', message: 'x' })).toBe('This is already in use.');
  });
});

describe('formFailureOf', () => {
  it('words each field of the form the server named, by its code, and the sentence above the form', () => {
    const error = refused({
      code: 'BAD_USER_INPUT',
      fieldErrors: { name: 'Required', phone: 'Too long', other: 'Not on this form' },
      fieldErrorCodes: { name: 'required', phone: 'too_long' },
    });
    const failure = formFailureOf(
      error,
      featureErrors(en, 'teams'),
      ['name', 'phone', 'address'],
      (field, code) => `${field}:${code}`,
    );
    expect(failure).toEqual({
      message: 'Check the highlighted fields.',
      fields: { name: 'name:required', phone: 'phone:too_long' },
    });
  });

  it('words the field a conflict names (a value already taken)', () => {
    const error = refused({
      code: 'CONFLICT',
      fieldErrors: { slug: 'Taken' },
      fieldErrorCodes: { slug: 'not_unique' },
    });
    const failure = formFailureOf(
      error,
      featureErrors(en, 'teams'),
      ['slug'],
      (field, code) => `${field}:${code}`,
    );
    expect(failure).toEqual({ message: 'This is already in use.', fields: { slug: 'slug:not_unique' } });
  });

  it('names no field for a refusal without field errors', () => {
    const failure = formFailureOf(
      refused({ code: 'FORBIDDEN' }),
      featureErrors(en, 'teams'),
      ['name'],
      () => 'x',
    );
    expect(failure).toEqual({ message: 'You may not change this.', fields: {} });
  });
});
