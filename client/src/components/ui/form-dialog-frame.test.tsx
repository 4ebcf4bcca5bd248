import { Input } from '@chakra-ui/react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { FormDialogFrame } from './form-dialog-frame';
import { FormField } from './form-field';
import { useFormSubmit } from './use-form-submit';

/** A one-field form dialog built the way the screens build theirs. */
function NameDialog({
  save,
  onClose,
  closeButton,
}: {
  save: (name: string) => Promise<void>;
  onClose: () => void;
  closeButton?: boolean;
}) {
  const [name, setName] = useState('');
  const { submit, field, message } = useFormSubmit<'name'>({
    check: () => (name.trim() ? {} : { name: 'Enter a name.' }),
    save: async () => {
      await save(name);
      onClose();
    },
    failure: () => ({ message: 'The server refused it.', fields: { name: 'Another one has this name.' } }),
  });
  return (
    <FormDialogFrame
      title="New team"
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Save"
      submitting={false}
      closeButton={closeButton}
    >
      {message ? <p>{message}</p> : null}
      <FormField label="Name" {...field('name')}>
        <Input value={name} onChange={(event) => setName(event.target.value)} />
      </FormField>
    </FormDialogFrame>
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'New team' });

describe('FormDialogFrame with useFormSubmit', () => {
  it('says what is wrong on the field and sends nothing while the screen finds a problem', async () => {
    const save = vi.fn(() => Promise.resolve());
    renderWithProviders(<NameDialog save={save} onClose={() => undefined} />);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByText('Enter a name.')).toBeInTheDocument();
    expect(within(dialog()).getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(save).not.toHaveBeenCalled();
  });

  it('puts a refusal on the fields the server named and above the form, and stays open', async () => {
    const onClose = vi.fn();
    renderWithProviders(<NameDialog save={() => Promise.reject(new Error('CONFLICT'))} onClose={onClose} />);
    fireEvent.change(within(dialog()).getByRole('textbox', { name: 'Name' }), { target: { value: 'U12' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByText('Another one has this name.')).toBeInTheDocument();
    expect(within(dialog()).getByText('The server refused it.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('saves what was typed and closes; Cancel and the close button close without saving', async () => {
    const save = vi.fn(() => Promise.resolve());
    const onClose = vi.fn();
    renderWithProviders(<NameDialog save={save} onClose={onClose} />);
    fireEvent.change(within(dialog()).getByRole('textbox', { name: 'Name' }), { target: { value: 'U12' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith('U12');

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(3));
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('leaves the close button out when asked, and reads in Turkish', () => {
    renderWithProviders(
      <NameDialog save={() => Promise.resolve()} onClose={() => undefined} closeButton={false} />,
      { language: 'tr' },
    );
    expect(within(dialog()).getByRole('button', { name: 'Vazgeç' })).toBeInTheDocument();
    expect(within(dialog()).queryByRole('button', { name: 'Kapat' })).not.toBeInTheDocument();
  });
});
