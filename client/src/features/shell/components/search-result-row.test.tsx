import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/dates';
import { renderWithProviders } from '../../../test/render';
import { ResultRow, type SearchResult } from './search-result-row';

// The top bar's Mail results: the subject (bold, with a closed envelope named "unread", while unread),
// the sender and the date in the interface language.

const DATE = '2026-03-14T09:30:00.000Z';
const mail = (fields: Partial<Extract<SearchResult, { __typename: 'MailSearchResult' }>> = {}) =>
  ({
    __typename: 'MailSearchResult',
    id: '00000000-0000-4000-8078-000000000001',
    subject: 'Invoice #2026-118 — training kits',
    senderName: 'Anka Spor Malzemeleri',
    date: DATE,
    unread: false,
    link: '/apps/mailbox/inbox/00000000-0000-4000-8078-000000000001',
    value: 'Invoice #2026-118 — training kits',
    ...fields,
  }) satisfies SearchResult;

describe('a mail found by the top-bar search', () => {
  it('shows the subject, the sender and the date in English', () => {
    renderWithProviders(<ResultRow result={mail()} />);
    const subject = screen.getByText('Invoice #2026-118 — training kits');
    expect(subject).not.toHaveAttribute('data-unread');
    expect(screen.getByText(/^Anka Spor Malzemeleri ·/)).toBeInTheDocument();
    const date = screen.getByText(formatDateTime(DATE, 'en'));
    expect(date).toHaveAttribute('datetime', DATE);
    expect(screen.queryByRole('img', { name: 'Unread' })).toBeNull();
  });

  it('marks an unread mail and writes the date in Turkish', () => {
    renderWithProviders(<ResultRow result={mail({ unread: true, subject: '' })} />, { language: 'tr' });
    expect(screen.getByRole('img', { name: 'Okunmadı' })).toBeInTheDocument();
    expect(screen.getByText('(konu yok)')).toHaveAttribute('data-unread', 'true');
    const turkish = formatDateTime(DATE, 'tr');
    expect(turkish).not.toBe(formatDateTime(DATE, 'en'));
    expect(screen.getByText(turkish)).toBeInTheDocument();
  });
});
