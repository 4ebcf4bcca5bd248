import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminUserRowFragment } from '../../../generated/graphql';
import { renderWithProviders } from '../../../test/render';
import type { UsersCapabilities } from '../users-permissions';
import { UsersTable } from './users-table';

const user = (
  id: string,
  fullName: string,
  extra: Partial<AdminUserRowFragment> = {},
): AdminUserRowFragment => ({
  id,
  fullName,
  email: `${id}@arena.local`,
  phone: null,
  avatar: null,
  status: 'active',
  subscriptionId: null,
  organizationId: null,
  organization: null,
  createdAt: '2026-01-15T10:00:00.000Z',
  updatedAt: '2026-01-15T10:00:00.000Z',
  roles: [],
  ...extra,
});

const USERS = [
  user('u1', 'Elif Şahin', {
    roles: [
      {
        id: 'a1',
        roleId: 'r1',
        scopeType: null,
        scopeId: null,
        assignedAt: '2026-01-15T10:00:00.000Z',
        role: { id: 'r1', key: 'super_admin', name: 'Super admin' },
      },
    ],
  }),
  user('u2', 'Selin Kaya', { status: 'suspended' }),
];

const ADMIN: UsersCapabilities = {
  administers: true,
  canWrite: true,
  canDelete: true,
  canManageRoles: true,
  isSuperAdmin: true,
};

function renderTable(props: Partial<ComponentProps<typeof UsersTable>> = {}) {
  const handlers = {
    onSort: vi.fn(),
    onSelectedChange: vi.fn(),
    onOpen: vi.fn(),
    onEdit: vi.fn(),
    onDelete: vi.fn(),
  };
  renderWithProviders(
    <UsersTable
      users={USERS}
      loading={false}
      pageSize={10}
      sort={{ field: 'name', order: 'asc' }}
      selected={new Set()}
      capabilities={ADMIN}
      viewerId="u1"
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

// Columns hidden below a breakpoint are display: none in jsdom (no media queries): the DOM is read as is,
// as the e2e tests do (`tbody tr`, `td`).
const bodyRows = () => Array.from(document.querySelectorAll('tbody tr'));
const cellsOf = (row: Element | undefined) => Array.from(row?.querySelectorAll('td') ?? []);
const header = (name: string) => {
  const found = Array.from(document.querySelectorAll('thead th')).find((th) => th.textContent === name);
  if (!found) throw new Error(`no column header ${name}`);
  return found as HTMLElement;
};
// Ark's checkbox reports the change after its own state update.
const settle = () => act(() => Promise.resolve());

describe('UsersTable', () => {
  it('renders a row per user with its cells in the columns the e2e tests read', () => {
    renderTable();
    const rows = bodyRows();
    expect(rows).toHaveLength(2);
    const cells = cellsOf(rows[0]);
    // select, name, email, roles, status, created, actions
    expect(cells).toHaveLength(7);
    expect(within(cells[1]!).getAllByRole('button')[0]).toHaveTextContent('Elif Şahin');
    expect(within(cells[1]!).getByText('You')).toBeInTheDocument();
    expect(cells[2]).toHaveTextContent('u1@arena.local');
    expect(cells[3]).toHaveTextContent('Super admin');
    expect(cells[4]).toHaveTextContent('Active');
    expect(cells[5]).toHaveTextContent('Jan 15, 2026');
    expect(cellsOf(rows[1])[4]).toHaveTextContent('Suspended');
    expect(cellsOf(rows[1])[3]).toHaveTextContent('No roles');
    expect(screen.getByRole('button', { name: 'Actions for Selin Kaya' })).toBeInTheDocument();
  });

  it('marks the sorted column and asks for a new sort on a header click', () => {
    const { onSort } = renderTable({ sort: { field: 'name', order: 'asc' } });
    const name = header('Name');
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Email')).toHaveAttribute('aria-sort', 'none');
    expect(header('Roles')).not.toHaveAttribute('aria-sort');
    expect(within(header('Roles')).queryByRole('button', { hidden: true })).not.toBeInTheDocument();

    fireEvent.click(within(name).getByRole('button'));
    expect(onSort).toHaveBeenLastCalledWith('name');
    fireEvent.click(within(header('Email')).getByRole('button', { hidden: true }));
    expect(onSort).toHaveBeenLastCalledWith('email');
    fireEvent.click(within(header('Status')).getByRole('button'));
    expect(onSort).toHaveBeenLastCalledWith('status');
    fireEvent.click(within(header('Created')).getByRole('button', { hidden: true }));
    expect(onSort).toHaveBeenLastCalledWith('createdAt');
    expect(onSort).toHaveBeenCalledTimes(4);
  });

  it('shows a descending sort', () => {
    renderTable({ sort: { field: 'email', order: 'desc' } });
    expect(header('Email')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Name')).toHaveAttribute('aria-sort', 'none');
  });

  it('opens a user from the name', () => {
    const { onOpen } = renderTable();
    fireEvent.click(screen.getByRole('button', { name: /^Selin Kaya/ }));
    expect(onOpen).toHaveBeenCalledWith(USERS[1]);
  });

  it('selects rows and the whole page, keeping ids of other pages', async () => {
    const { onSelectedChange } = renderTable({ selected: new Set(['other-page']) });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Selin Kaya' }));
    await settle();
    expect(onSelectedChange).toHaveBeenLastCalledWith(new Set(['other-page', 'u2']));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all users on this page' }));
    await settle();
    expect(onSelectedChange).toHaveBeenLastCalledWith(new Set(['other-page', 'u1', 'u2']));
  });

  it('shows the selection state, and clears the page from the header checkbox', async () => {
    const { onSelectedChange } = renderTable({ selected: new Set(['u1', 'u2', 'other-page']) });
    expect(screen.getByRole('checkbox', { name: 'Select Elif Şahin' })).toBeChecked();
    expect(bodyRows()[0]).toHaveAttribute('data-selected');
    const all = screen.getByRole('checkbox', { name: 'Select all users on this page' });
    expect(all).toBeChecked();
    fireEvent.click(all);
    await settle();
    expect(onSelectedChange).toHaveBeenLastCalledWith(new Set(['other-page']));
  });

  it('offers no selection to a reader', () => {
    renderTable({ capabilities: { ...ADMIN, canWrite: false, canDelete: false } });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(cellsOf(bodyRows()[0])[0]).toHaveTextContent('Elif Şahin');
  });

  it('shows skeleton rows while loading', () => {
    renderTable({ loading: true, pageSize: 5 });
    const rows = document.querySelectorAll('tbody tr');
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveAttribute('aria-hidden', 'true');
    expect(rows[0]!.querySelectorAll('td')).toHaveLength(7);
    expect(screen.queryByText('Elif Şahin')).not.toBeInTheDocument();
  });
});
