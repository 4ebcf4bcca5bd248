import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { SubTasksEditor } from './sub-tasks-editor';

const STEPS = [
  { id: 's1', title: 'Collect the forms', completed: true },
  { id: 's2', title: 'Pay the fee', completed: false },
];

function renderEditor(readOnly = false) {
  const onChange = vi.fn();
  renderWithProviders(<SubTasksEditor subTasks={STEPS} readOnly={readOnly} onChange={onChange} />);
  return onChange;
}

describe('SubTasksEditor', () => {
  it('adds a step at the end with a new id', () => {
    const onChange = renderEditor();
    expect(screen.getByText('1 of 2 done')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'New sub-task' }), {
      target: { value: '  Book the bus ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    const [steps] = onChange.mock.lastCall ?? [];
    expect(steps).toHaveLength(3);
    expect(steps[2]).toMatchObject({ title: 'Book the bus', completed: false });
    expect(steps[2].id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('renames on Enter, and a blank title goes back to the saved one', () => {
    const onChange = renderEditor();
    const field = screen.getByRole('textbox', { name: 'Sub-task Pay the fee' });
    fireEvent.change(field, { target: { value: 'Pay the entry fee' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith([STEPS[0], { ...STEPS[1], title: 'Pay the entry fee' }]);
    onChange.mockClear();
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.blur(field);
    expect(onChange).not.toHaveBeenCalled();
    expect(field).toHaveValue('Pay the fee');
  });

  it('moves, ticks and removes steps', async () => {
    const onChange = renderEditor();
    expect(screen.getByRole('button', { name: 'Move Collect the forms up' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Move Collect the forms down' }));
    expect(onChange).toHaveBeenLastCalledWith([STEPS[1], STEPS[0]]);
    fireEvent.click(screen.getByText('Done: Pay the fee'));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith([STEPS[0], { ...STEPS[1], completed: true }]),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove Collect the forms' }));
    expect(onChange).toHaveBeenLastCalledWith([STEPS[1]]);
  });

  it('only shows the steps to a reader', () => {
    renderEditor(true);
    expect(screen.getByText('Pay the fee')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Done: Pay the fee' })).toBeDisabled();
  });
});
