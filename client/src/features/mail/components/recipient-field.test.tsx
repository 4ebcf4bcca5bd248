import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { RecipientField } from './recipient-field';

function Field({ initial = [] as string[] }) {
  const [values, setValues] = useState(initial);
  return (
    <>
      <RecipientField label="To" values={values} onChange={setValues} />
      <output data-testid="values">{values.join(' | ')}</output>
    </>
  );
}

function renderField(initial?: string[]) {
  renderWithProviders(
    <MockedProvider mocks={[]}>
      <Field initial={initial} />
    </MockedProvider>,
  );
  return {
    input: screen.getByRole('combobox', { name: 'To' }),
    values: () => screen.getByTestId('values').textContent,
  };
}

describe('RecipientField', () => {
  it('turns typed and pasted addresses into chips on Enter, keeping what is not an address', () => {
    const { input, values } = renderField();
    fireEvent.change(input, { target: { value: 'Ada <ADA@x.org>, bob@x.org; nobody' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(values()).toBe('ada@x.org | bob@x.org | nobody');
    expect(input).toHaveValue('');
    expect(screen.getByText('nobody')).toHaveAttribute('title', 'nobody is not a valid address');
  });

  it('adds on leaving the field and takes the last chip off with Backspace', () => {
    const { input, values } = renderField(['ada@x.org']);
    fireEvent.change(input, { target: { value: 'bob@x.org' } });
    fireEvent.blur(input);
    expect(values()).toBe('ada@x.org | bob@x.org');
    fireEvent.keyDown(input, { key: 'Backspace' });
    expect(values()).toBe('ada@x.org');
  });

  it('removes a chip by its button', () => {
    const { values } = renderField(['ada@x.org', 'bob@x.org']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove ada@x.org' }));
    expect(values()).toBe('bob@x.org');
  });
});
