import { Button, Input, type InputProps } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput, type PasswordInputProps } from '../../../components/ui/password-input';
import { PasswordStrengthHint } from './password-strength-hint';

export interface EmailInputProps extends Omit<InputProps, 'type' | 'name' | 'size'> {
  ref?: Ref<HTMLInputElement>;
  /** `username` where an account signs in, `email` where an address is only entered. */
  autoComplete: 'email' | 'username';
}

/** The large email input of the auth pages: an email keyboard, no capitals or spell check, an example. */
export function EmailInput(props: EmailInputProps) {
  const { t } = useTranslation();
  return (
    <Input
      name="email"
      type="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      placeholder={t('auth.signIn.emailPlaceholder')}
      size="lg"
      {...props}
    />
  );
}

export interface NewPasswordFieldProps extends Omit<PasswordInputProps, 'name' | 'size' | 'value'> {
  label: ReactNode;
  value: string;
  /** What is wrong with the password, or null; while it is fine the strength of the password shows. */
  error: ReactNode;
  invalid: boolean;
}

/** A required new password with its strength under it (sign-up, reset). */
export function NewPasswordField({ label, error, invalid, value, ...input }: NewPasswordFieldProps) {
  return (
    <FormField
      label={label}
      invalid={invalid}
      required
      error={error}
      helper={<PasswordStrengthHint password={value} />}
    >
      <PasswordInput name="password" autoComplete="new-password" value={value} size="lg" {...input} />
    </FormField>
  );
}

interface AuthSubmitButtonProps {
  loading: boolean;
  loadingText: string;
  disabled?: boolean;
  children: ReactNode;
}

/** The full-width submit button every auth form ends with. */
export function AuthSubmitButton({ loading, loadingText, disabled, children }: AuthSubmitButtonProps) {
  return (
    <Button type="submit" size="lg" w="full" disabled={disabled} loading={loading} loadingText={loadingText}>
      {children}
    </Button>
  );
}
