import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { Shortcut } from '../hooks/use-shortcut-mutations';
import { ShortcutForm } from './shortcuts-panel';

// The form's own rules: nothing here reaches a server (no mutation is submitted).
function renderForm({ shortcut, language = 'en' }: { shortcut?: Shortcut; language?: 'en' | 'tr' } = {}) {
  renderWithProviders(
    <MockedProvider mocks={[]}>
      <MemoryRouter>
        <ShortcutForm shortcut={shortcut} onDone={vi.fn()} onDeleted={vi.fn()} />
      </MemoryRouter>
    </MockedProvider>,
    { language },
  );
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

const TASKS: Shortcut = {
  id: 's1',
  label: 'Tasks',
  description: 'What to do next',
  icon: 'heroicons_outline:check-circle',
  link: '/apps/tasks',
  useRouter: true,
};

// Chakra's form pieces render slowly in jsdom on a busy machine.
describe('ShortcutForm', { timeout: 20_000 }, () => {
  it('keeps Add disabled while a required field is missing, the link kind included', () => {
    renderForm();
    const add = screen.getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    type(screen.getByLabelText(/^Label/), 'Academy');
    fireEvent.change(screen.getByLabelText(/^Icon/), { target: { value: 'heroicons_outline:trophy' } });
    type(screen.getByLabelText(/^Link/), '/apps/academy');
    // Label, icon and link given, but not where the link opens.
    expect(add).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Inside the app' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'In a new tab' })).not.toBeChecked();
  });

  it('edits a shortcut: Update is enabled only while every rule holds', () => {
    renderForm({ shortcut: TASKS });
    const update = screen.getByRole('button', { name: 'Update' });
    expect(screen.getByLabelText(/^Label/)).toHaveValue('Tasks');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(update).toBeEnabled();

    type(screen.getByLabelText(/^Label/), '  ');
    expect(update).toBeDisabled();
    type(screen.getByLabelText(/^Label/), 'My tasks');
    expect(update).toBeEnabled();

    type(screen.getByLabelText(/^Link/), 'apps/tasks');
    fireEvent.blur(screen.getByLabelText(/^Link/));
    expect(update).toBeDisabled();
    expect(screen.getByText('An in-app link starts with /')).toBeVisible();
    type(screen.getByLabelText(/^Link/), '/apps/tasks/1');
    expect(update).toBeEnabled();

    fireEvent.change(screen.getByLabelText(/^Icon/), { target: { value: '' } });
    expect(update).toBeDisabled();
    expect(screen.getByText('Choose an icon', { selector: '[data-part="error-text"]' })).toBeVisible();
  });

  it('explains a field only after the user left it', () => {
    renderForm();
    const label = screen.getByLabelText(/^Label/);
    expect(screen.queryByText('Enter a label')).toBeNull();
    fireEvent.blur(label);
    expect(screen.getByText('Enter a label')).toBeVisible();
    expect(label).toHaveAttribute('aria-invalid', 'true');
  });

  it('speaks Turkish', () => {
    renderForm({ language: 'tr' });
    expect(screen.getByRole('button', { name: 'Ekle' })).toBeDisabled();
    fireEvent.blur(screen.getByLabelText(/^Bağlantı/));
    expect(screen.getByText('Bir bağlantı girin')).toBeVisible();
  });
});
