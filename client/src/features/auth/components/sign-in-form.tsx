import { HStack, Link, Stack } from '@chakra-ui/react';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { fieldProblems } from '../../../components/ui/field-problems';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import {
  firstInvalidField,
  validateSignIn,
  type SignInField,
  type SignInFields,
  type SignInProblems,
} from '../sign-in-validation';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { AuthSubmitButton, EmailInput } from './auth-fields';
import { RememberMeCheckbox } from './remember-me-checkbox';

export interface SignInValues extends SignInFields {
  /** Keep the session after the browser closes (localStorage) instead of for this tab only. */
  remember: boolean;
}

export interface SignInFormProps {
  onSubmit: (values: SignInValues) => void;
  /** Called when the user edits a field, so the last failure can be cleared. */
  onEdit?: () => void;
  submitting?: boolean;
  /** A translated message about the last failed attempt. */
  error?: string | null;
  /** Fields the server rejected. */
  serverProblems?: SignInProblems;
}

/**
 * Email, password and "remember me". Checks the fields itself before calling `onSubmit`, shows what is
 * wrong under each field and moves focus to the first invalid one. Enter submits.
 */
export function SignInForm({ onSubmit, onEdit, submitting = false, error, serverProblems }: SignInFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<SignInValues>({ email: '', password: '', remember: false });
  // Problems show from the first submit on, then follow every keystroke.
  const [attempted, setAttempted] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const refs: Record<SignInField, typeof emailRef> = { email: emailRef, password: passwordRef };

  const problems: SignInProblems = { ...serverProblems, ...(attempted ? validateSignIn(values) : {}) };
  const field = fieldProblems(problems, (problem) => t(`auth.signIn.validation.${problem}`));

  const change = (field: SignInField) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((previous) => ({ ...previous, [field]: value }));
    onEdit?.();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setAttempted(true);
    const invalid = firstInvalidField(validateSignIn(values));
    if (invalid) {
      refs[invalid].current?.focus();
      return;
    }
    onSubmit({ ...values, email: values.email.trim() });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="5">
        {error ? <ErrorAlert>{error}</ErrorAlert> : null}

        <FormField label={t('auth.signIn.email')} required {...field('email')}>
          <EmailInput
            ref={emailRef}
            autoComplete="username"
            value={values.email}
            onChange={change('email')}
          />
        </FormField>

        <FormField label={t('auth.signIn.password')} required {...field('password')}>
          <PasswordInput
            ref={passwordRef}
            name="password"
            autoComplete="current-password"
            value={values.password}
            onChange={change('password')}
            size="lg"
          />
        </FormField>

        <HStack justify="space-between" gap="4" wrap="wrap">
          <RememberMeCheckbox
            name="remember"
            checked={values.remember}
            onCheckedChange={(remember) => setValues((previous) => ({ ...previous, remember }))}
          >
            {t('auth.signIn.rememberMe')}
          </RememberMeCheckbox>
          <Link asChild color="brand.fg" fontWeight="medium" textStyle="sm">
            <RouterLink to={PATHS.forgotPassword}>{t('auth.signIn.forgotPassword')}</RouterLink>
          </Link>
        </HStack>

        <AuthSubmitButton loading={submitting} loadingText={t('auth.signIn.submitting')}>
          {t('auth.signIn.submit')}
        </AuthSubmitButton>
      </Stack>
    </form>
  );
}
