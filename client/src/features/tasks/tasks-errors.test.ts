import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../test/render';
import { tasksErrorMessage } from './tasks-errors';

const en = createTestI18n('en').t;
const tr = createTestI18n('tr').t;

describe('tasksErrorMessage', () => {
  it('says the tasks screen’s sentence for the failure', () => {
    expect(tasksErrorMessage({ code: 'FORBIDDEN', message: 'x' }, en)).toBe(
      'Your role does not allow this change.',
    );
    expect(tasksErrorMessage({ code: 'FORBIDDEN', message: 'x' }, tr)).toBe(
      'Rolünüz bu değişikliğe izin vermiyor.',
    );
    expect(tasksErrorMessage({ code: 'BAD_USER_INPUT', message: 'x' }, en)).toBe(
      'Some of the values are not valid.',
    );
  });

  it('reads a kind it has no sentence for as the generic one', () => {
    for (const code of ['RATE_LIMITED', 'UNAUTHENTICATED', 'INTERNAL'] as const) {
      expect(tasksErrorMessage({ code, message: 'x' }, en)).toBe('Something went wrong. Please try again.');
    }
  });

  it('says what is wrong with a refused title', () => {
    const failure = { code: 'BAD_USER_INPUT', message: 'x', fieldErrors: { title: 'Too long' } } as const;
    expect(tasksErrorMessage(failure, en)).toBe('The title is too long.');
  });
});
