import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAnsweredRoutes } from '../../../test/answered-routes';
import { DuplicateWarning } from './duplicate-warning';

const MATCH = {
  athleteDuplicates: [
    {
      __typename: 'Athlete',
      id: 'a-1',
      fullName: 'Çağla Işık',
      private: { __typename: 'AthletePrivate', birthDate: '2015-04-05' },
    },
  ],
};

function renderWarning(names: { firstName: string; lastName: string; birthDate: string }) {
  renderAnsweredRoutes(
    [{ path: '/', element: <DuplicateWarning {...names} organizationId={null} excludeId={null} /> }],
    '/',
    { AthleteDuplicates: MATCH },
  );
}

describe('the athlete form’s duplicate warning', () => {
  it('warns as soon as both names and the birth date match a record, with a link to open it', async () => {
    renderWarning({ firstName: 'ÇAĞLA', lastName: 'IŞIK', birthDate: '2015-04-05' });
    expect(await screen.findByText(/Possible duplicate: Çağla Işık, born Apr 5, 2015\./)).toBeInTheDocument();
    expect(screen.getByText('Open record').closest('a')).toHaveAttribute(
      'href',
      expect.stringContaining('a-1'),
    );
  });
});
