import { Input } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { fieldProblems } from './field-problems';
import { FormField } from './form-field';

describe('FormField', () => {
  it('labels its control and shows the helper while the field is valid', () => {
    renderWithProviders(
      <FormField label="Phone" invalid={false} error={null} helper="With the country code">
        <Input name="phone" />
      </FormField>,
    );
    const input = screen.getByLabelText('Phone');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('With the country code')).toBeVisible();
  });

  it('puts the error in place of the helper and marks the control invalid and required', () => {
    renderWithProviders(
      <FormField label="Phone" invalid required error="Enter a phone number" helper="With the country code">
        <Input name="phone" />
      </FormField>,
    );
    const input = screen.getByLabelText(/Phone/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeRequired();
    expect(screen.getByText('Enter a phone number')).toBeVisible();
    expect(screen.queryByText('With the country code')).not.toBeInTheDocument();
  });
});

describe('fieldProblems', () => {
  it('words a field with a problem and leaves a field without one valid', () => {
    const field = fieldProblems<'name' | 'email', 'nameRequired'>({ name: 'nameRequired' }, (problem) =>
      problem.toUpperCase(),
    );
    expect(field('name')).toEqual({ invalid: true, error: 'NAMEREQUIRED' });
    expect(field('email')).toEqual({ invalid: false, error: null });
  });
});
