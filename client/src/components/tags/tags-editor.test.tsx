import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { TagsEditor, type TagsEditorProps } from './tags-editor';

const TAGS = [
  { id: 't1', title: 'Work' },
  { id: 't2', title: 'Friend' },
];

// Holds the selection as a screen would, so the editor is driven through its props only.
function Harness(props: Partial<TagsEditorProps> & { initial?: string[] }) {
  const [ids, setIds] = useState<string[]>(props.initial ?? []);
  const { initial: _initial, ...rest } = props;
  return (
    <TagsEditor
      tags={TAGS}
      {...rest}
      selectedIds={ids}
      onChange={(next) => {
        setIds(next);
        props.onChange?.(next);
      }}
    />
  );
}

async function openPopover() {
  fireEvent.click(screen.getByRole('button', { name: 'Tags' }));
  return screen.findByRole('textbox', { name: /Filter/ });
}

describe('TagsEditor', { timeout: 20_000 }, () => {
  it('shows the selection as chips and removes one from its chip', () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness initial={['t2', 't1']} onChange={onChange} />);
    expect(screen.getByText('Friend')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove the tag Friend' }));
    expect(onChange).toHaveBeenLastCalledWith(['t1']);
  });

  it('ticks a tag in the popover and filters the list', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    const filter = await openPopover();
    fireEvent.click(screen.getByText('Work'));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(['t1']));
    expect(screen.getByRole('checkbox', { name: 'Work' })).toBeChecked();
    fireEvent.change(filter, { target: { value: 'fri' } });
    expect(screen.queryByRole('checkbox', { name: 'Work' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Friend' })).toBeInTheDocument();
    // An exact title: Enter ticks it instead of offering Create.
    fireEvent.change(filter, { target: { value: 'friend' } });
    expect(screen.queryByRole('button', { name: /Create/ })).not.toBeInTheDocument();
    fireEvent.keyDown(filter, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(['t1', 't2']);
  });

  it('creates a tag from the filter text and adds it to the selection', async () => {
    const onChange = vi.fn();
    const onCreate = vi.fn().mockResolvedValue({ id: 'new' });
    renderWithProviders(<Harness onChange={onChange} onCreate={onCreate} />);
    const filter = await openPopover();
    fireEvent.change(filter, { target: { value: '  Band ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create “Band”' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(['new']));
    expect(onCreate).toHaveBeenCalledWith('Band');
    expect(filter).toHaveValue('');
  });

  it('renames in place and says so when the rename is refused', async () => {
    const onRename = vi.fn().mockRejectedValue(new Error('taken'));
    renderWithProviders(
      <Harness onRename={onRename} describeError={() => 'That name is taken'} initial={['t1']} />,
    );
    await openPopover();
    fireEvent.click(screen.getByRole('button', { name: 'Rename Work' }));
    const field = screen.getByRole('textbox', { name: 'New name for Work' });
    fireEvent.change(field, { target: { value: 'Friend' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(await screen.findByRole('alert')).toHaveTextContent('That name is taken');
    expect(onRename).toHaveBeenCalledWith('t1', 'Friend');
    // What was typed stays for another try.
    expect(screen.getByRole('textbox', { name: 'New name for Work' })).toHaveValue('Friend');
  });

  it('deletes after the confirmation and drops the tag from the selection', async () => {
    const onChange = vi.fn();
    const onDelete = vi.fn().mockResolvedValue(true);
    renderWithProviders(<Harness onChange={onChange} onDelete={onDelete} initial={['t1', 't2']} />);
    await openPopover();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Work' }));
    expect(onDelete).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(['t2']));
    expect(onDelete).toHaveBeenCalledWith('t1');
  });

  it('keeps a tag selected and says why when its delete is refused', async () => {
    const onChange = vi.fn();
    const onDelete = vi.fn().mockRejectedValue(new Error('forbidden'));
    renderWithProviders(
      <Harness
        onChange={onChange}
        onDelete={onDelete}
        describeError={() => 'Not allowed'}
        initial={['t1']}
      />,
    );
    await openPopover();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Work' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not allowed');
    expect(onChange).not.toHaveBeenCalled();
    // The chip stays.
    expect(screen.getByRole('button', { name: 'Remove the tag Work' })).toBeInTheDocument();
  });

  it('leaves a rename with Escape before closing the popover', async () => {
    renderWithProviders(<Harness onRename={vi.fn()} />);
    const filter = await openPopover();
    fireEvent.click(screen.getByRole('button', { name: 'Rename Work' }));
    const field = screen.getByRole('textbox', { name: 'New name for Work' });
    fireEvent.keyDown(field, { key: 'Escape' });
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'New name for Work' })).not.toBeInTheDocument(),
    );
    expect(filter).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Work' })).toBeInTheDocument();
  });

  it('shows chips only when read-only, in Turkish too', () => {
    renderWithProviders(<Harness readOnly initial={['t1']} />, { language: 'tr' });
    expect(screen.getByText('Work')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Etiketler' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Work etiketini kaldır' })).not.toBeInTheDocument();
  });
});
