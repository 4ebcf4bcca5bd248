import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../test/render';
import { featureErrors } from '../../lib/apollo/feature-errors';
import { refusedTitle } from './tasks-errors';

const en = createTestI18n('en').t;
const tr = createTestI18n('tr').t;

describe('the tasks screen’s failures', () => {
  it('says the tasks screen’s sentence for the failure', () => {
    expect(featureErrors(en, 'tasks', refusedTitle).describe({ code: 'FORBIDDEN', message: 'x' })).toBe(
      'Your role does not allow this change.',
    );
    expect(featureErrors(tr, 'tasks', refusedTitle).describe({ code: 'FORBIDDEN', message: 'x' })).toBe(
      'Rolünüz bu değişikliğe izin vermiyor.',
    );
    expect(featureErrors(en, 'tasks', refusedTitle).describe({ code: 'BAD_USER_INPUT', message: 'x' })).toBe(
      'Some of the values are not valid.',
    );
  });

  it('reads a kind it has no sentence for as the generic one', () => {
    for (const code of ['RATE_LIMITED', 'UNAUTHENTICATED', 'INTERNAL'] as const) {
      expect(featureErrors(en, 'tasks', refusedTitle).describe({ code, message: 'x' })).toBe(
        'Something went wrong. Please try again.',
      );
    }
  });

  it('says what is wrong with a refused title', () => {
    const failure = { code: 'BAD_USER_INPUT', message: 'x', fieldErrors: { title: 'Too long' } } as const;
    expect(featureErrors(en, 'tasks', refusedTitle).describe(failure)).toBe(
      'The title is too long: at most 300 characters.',
    );
  });
});
