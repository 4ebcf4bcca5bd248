import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAnsweredRoutes } from '../../../test/answered-routes';
import { GuardianFields, type GuardianDraft } from './guardian-fields';
import { isGuardianSearch } from './guardian-search';

const DRAFT: GuardianDraft = {
  userId: '',
  label: '',
  relationship: 'mother',
  legalGuardian: true,
  isPrimary: true,
  mayPickUp: true,
};

/** The picker against a server answering GuardianCandidates, counting the searches it is asked. */
function renderPicker(language?: 'en' | 'tr') {
  const searches: string[] = [];
  const answers = {};
  Object.defineProperty(answers, 'GuardianCandidates', {
    get() {
      searches.push('GuardianCandidates');
      return {
        guardianCandidates: [
          { __typename: 'User', id: 'g1', name: 'Fatma Yılmaz', email: 'fatma@veli.example' },
          { __typename: 'User', id: 'g2', name: 'Ali Yıldız', email: 'ali@veli.example' },
        ],
      };
    },
  });
  renderAnsweredRoutes(
    [{ path: '/', element: <GuardianFields index={0} value={DRAFT} onChange={() => {}} /> }],
    '/',
    answers,
    { language },
  );
  return searches;
}

describe('the guardian picker', () => {
  it('asks the server only for three letters of a name or a whole e-mail address', () => {
    for (const text of ['Yıl', 'Ayşe', 'ayse@veli.example']) expect(isGuardianSearch(text), text).toBe(true);
    for (const text of ['', 'Yı', 'ay@', '@veli', 'ayse@veli'])
      expect(isGuardianSearch(text), text).toBe(false);
  });

  it('says how to search, then offers the parents the server found (English)', async () => {
    const searches = renderPicker();
    expect(
      screen.getByText('Type at least 3 letters of a name, or a whole e-mail address.'),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find guardian 1 by name or e-mail' }), {
      target: { value: 'Yıl' },
    });
    const account = screen.getByRole('combobox', { name: 'Account of guardian 1' });
    expect(
      await within(account).findByRole('option', { name: 'Fatma Yılmaz (fatma@veli.example)' }),
    ).toBeInTheDocument();
    expect(searches).toHaveLength(1);
  });

  it('says it in Turkish too', () => {
    renderPicker('tr');
    expect(
      screen.getByText('Bir adın en az 3 harfini ya da e-posta adresinin tamamını yazın.'),
    ).toBeInTheDocument();
  });
});
