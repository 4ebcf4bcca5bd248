import { act, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { SignInForm, type SignInFormProps } from './sign-in-form';

// The form checks its fields itself: nothing here talks to a server.
function renderForm(props: Partial<SignInFormProps> = {}, language: 'en' | 'tr' = 'en') {
  const onSubmit = vi.fn();
  renderWithProviders(
    <MemoryRouter>
      <SignInForm onSubmit={onSubmit} {...props} />
    </MemoryRouter>,
    { language },
  );
  const email = screen.getByLabelText(language === 'en' ? 'Email address' : 'E-posta adresi');
  const password = screen.getByLabelText(language === 'en' ? 'Password' : 'Parola', { selector: 'input' });
  const submit = screen.getByRole('button', {
    name: props.submitting ? 'Signing in…' : language === 'en' ? 'Sign in' : 'Giriş yap',
  });
  return { onSubmit, email, password, submit };
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('SignInForm', () => {
  it('labels its inputs', () => {
    const { email, password } = renderForm();
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'username');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
  });

  it('shows what is missing, focuses the first field and does not submit an empty form', () => {
    const { onSubmit, email, password, submit } = renderForm();
    expect(screen.queryByText('Enter your email address')).not.toBeInTheDocument();

    fireEvent.click(submit);

    expect(screen.getByText('Enter your email address')).toBeVisible();
    expect(screen.getByText('Enter your password')).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects a malformed email address', () => {
    const { onSubmit, email, password, submit } = renderForm();
    type(email, 'admin@arena');
    type(password, 'secret');
    fireEvent.click(submit);

    expect(screen.getByText('Enter a valid email address')).toBeVisible();
    expect(screen.queryByText('Enter your password')).not.toBeInTheDocument();
    expect(email).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('focuses the password when only the password is missing', () => {
    const { email, password, submit } = renderForm();
    type(email, 'admin@arena.local');
    fireEvent.click(submit);
    expect(password).toHaveFocus();
  });

  it('updates the messages as the user fixes the fields', () => {
    const { email, submit } = renderForm();
    fireEvent.click(submit);
    type(email, 'admin@');
    expect(screen.getByText('Enter a valid email address')).toBeVisible();
    type(email, 'admin@arena.local');
    expect(screen.queryByText('Enter a valid email address')).not.toBeInTheDocument();
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('submits the trimmed email, the password and the remember-me choice', async () => {
    const { onSubmit, email, password, submit } = renderForm();
    type(email, '  admin@arena.local ');
    type(password, 'Arena-Admin-2026');
    const remember = screen.getByRole('checkbox', { name: 'Remember me' });
    fireEvent.click(remember);
    // Ark's checkbox reports the change after its own state update.
    await act(() => Promise.resolve());
    expect(remember).toBeChecked();
    fireEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledWith({
      email: 'admin@arena.local',
      password: 'Arena-Admin-2026',
      remember: true,
    });
  });

  it('shows and hides the password', () => {
    const { password } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('shows a failure from the server as an alert', () => {
    renderForm({ error: 'Wrong email or password' });
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong email or password');
  });

  it('does not submit twice while a sign-in is under way', () => {
    const { onSubmit, email, password, submit } = renderForm({ submitting: true });
    expect(submit).toBeDisabled();
    type(email, 'admin@arena.local');
    type(password, 'secret');
    // Enter in a field submits the form even while the button is disabled.
    fireEvent.submit(email.closest('form') as HTMLFormElement);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('speaks Turkish', () => {
    const { onSubmit, submit } = renderForm({}, 'tr');
    fireEvent.click(submit);
    expect(screen.getByText('E-posta adresinizi girin')).toBeVisible();
    expect(screen.getByText('Parolanızı girin')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
