import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../test/render';
import { namedFieldLimits } from '../apollo/field-error-codes';
import { fieldErrorSentence } from './field-error-sentence';

const en = createTestI18n('en').t;
const tr = createTestI18n('tr').t;

describe('fieldErrorSentence', () => {
  it('names the limit a field broke, in the same words on every form', () => {
    expect(fieldErrorSentence(en, 'en', 'too_long', { max: 100 })).toBe('At most 100 characters.');
    expect(fieldErrorSentence(tr, 'tr', 'too_long', { max: 100 })).toBe('En fazla 100 karakter.');
    expect(fieldErrorSentence(en, 'en', 'too_short', { min: 8 })).toBe('At least 8 characters.');
    expect(fieldErrorSentence(en, 'en', 'too_many', { max: 10 })).toBe('At most 10.');
    expect(fieldErrorSentence(en, 'en', 'out_of_range', { min: 0, max: 99 })).toBe('Between 0 and 99.');
  });

  it('writes the bounds of a range of days in the language’s date style, today as “today”', () => {
    const today = DateTime.now().toISODate();
    const latest = DateTime.now().plus({ hours: 14 }).toISODate();
    expect(fieldErrorSentence(en, 'en', 'out_of_range', { min: '1900-01-01', max: latest })).toBe(
      'Between Jan 01, 1900 and today.',
    );
    expect(fieldErrorSentence(tr, 'tr', 'out_of_range', { min: '1900-01-01', max: today })).toBe(
      '1 Oca 1900 ile bugün arasında olmalı.',
    );
    expect(fieldErrorSentence(en, 'en', 'out_of_range', { min: '1900-01-01', max: '2100-12-31' })).toBe(
      'Between Jan 01, 1900 and Dec 31, 2100.',
    );
  });

  it('still says what is wrong when the refusal named no limit', () => {
    expect(fieldErrorSentence(en, 'en', 'too_long')).toBe('Too long.');
    expect(fieldErrorSentence(en, 'en', 'required')).toBe('Required.');
    expect(fieldErrorSentence(tr, 'tr', 'not_unique')).toBe('Zaten kullanılıyor.');
    expect(fieldErrorSentence(en, 'en', 'invalid')).toBe('Not valid.');
  });
});

describe('namedFieldLimits', () => {
  it('reads the bounds of each refused field, and nothing that is not a number or a day', () => {
    const refusal = new CombinedGraphQLErrors({
      data: null,
      errors: [
        {
          message: 'Invalid input',
          extensions: {
            code: 'BAD_USER_INPUT',
            fieldErrorLimits: {
              firstName: { max: 100 },
              birthDate: { min: '1900-01-01', max: '2026-11-28' },
              odd: { max: { nested: true } },
              broken: 'not an object',
            },
          },
        },
      ],
    });
    expect(namedFieldLimits(refusal)).toEqual({
      firstName: { max: 100 },
      birthDate: { min: '1900-01-01', max: '2026-11-28' },
      odd: {},
      broken: {},
    });
    expect(namedFieldLimits(new Error('network'))).toEqual({});
  });
});
