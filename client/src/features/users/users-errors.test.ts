import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../test/render';
import { usersErrorMessage } from './users-errors';

describe('usersErrorMessage', () => {
  it('says the user administration screen’s sentence for the failure', () => {
    const en = createTestI18n('en').t;
    expect(usersErrorMessage({ code: 'CONFLICT', message: 'x' }, en)).toBe(
      'Another account already uses this email address.',
    );
    expect(usersErrorMessage({ code: 'RATE_LIMITED', message: 'x' }, en)).toBe(
      'Too many requests. Wait a moment and try again.',
    );
    expect(usersErrorMessage({ code: 'INTERNAL', message: 'x' }, createTestI18n('tr').t)).toBe(
      'Bir şeyler ters gitti. Lütfen tekrar deneyin.',
    );
  });
});
