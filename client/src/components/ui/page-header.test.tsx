import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it('shows the title as the h1, the subtitle and the actions', () => {
    renderWithProviders(
      <PageHeader
        title="Tasks"
        subtitle="3 remaining"
        liveSubtitle
        subtitleTestId="remaining"
        actions={<button type="button">Add task</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Tasks' })).toBeInTheDocument();
    expect(screen.getByTestId('remaining')).toHaveTextContent('3 remaining');
    expect(screen.getByTestId('remaining')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('button', { name: 'Add task' })).toBeInTheDocument();
  });

  it('keeps the subtitle line while it is not known yet', () => {
    renderWithProviders(<PageHeader title="Contacts" subtitle={null} subtitleTestId="count" />);
    expect(screen.getByTestId('count').textContent).toBe('\u00a0');
    expect(screen.getByTestId('count')).not.toHaveAttribute('aria-live');
  });
});
