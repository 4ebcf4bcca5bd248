import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ArchiveButton, type ArchiveButtonProps } from './archive-button';

const LABELS: ArchiveButtonProps['labels'] = {
  archive: 'Archive',
  restore: 'Restore',
  cancel: 'Cancel',
  title: 'Archive the team?',
  question: 'U12 leaves the lists; it can be restored.',
  archived: 'Archived.',
  restored: 'Restored.',
};

function renderButton(props: Partial<ArchiveButtonProps>) {
  const onArchive = vi.fn(() => Promise.resolve());
  const onRestore = vi.fn(() => Promise.resolve());
  renderWithProviders(
    <ArchiveButton
      archived={false}
      onArchive={onArchive}
      onRestore={onRestore}
      archiving={false}
      restoring={false}
      describeError={() => 'You may not archive it.'}
      labels={LABELS}
      {...props}
    />,
  );
  return { onArchive, onRestore };
}

describe('ArchiveButton', () => {
  it('archives only after the confirmation, which then closes', async () => {
    const { onArchive } = renderButton({});
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Archive the team?' });
    expect(within(confirm).getByText(LABELS.question)).toBeInTheDocument();
    expect(onArchive).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(onArchive).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('keeps the confirmation open with the reason when archiving fails, and forgets it on Cancel', async () => {
    const onArchive = vi.fn(() => Promise.reject(new Error('FORBIDDEN')));
    renderButton({ onArchive });
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Archive' }));
    expect(await within(confirm).findByText('You may not archive it.')).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    const again = await screen.findByRole('alertdialog');
    expect(within(again).queryByText('You may not archive it.')).not.toBeInTheDocument();
  });

  it('restores an archived record at once', async () => {
    const { onRestore, onArchive } = renderButton({ archived: true });
    expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(onRestore).toHaveBeenCalledTimes(1));
    expect(onArchive).not.toHaveBeenCalled();
  });
});
