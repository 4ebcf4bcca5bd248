import { Alert, Link, Stack, Text } from '@chakra-ui/react';
import { useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { describeApiError } from '../../../lib/apollo/errors';
import { useDeferredMutation } from '../../../lib/apollo/use-deferred-mutation';
import { PATHS } from '../../../lib/paths';
import { fieldProblems } from '../../../components/ui/field-problems';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { accountErrorMessage, accountServerProblems, isInvalidResetToken } from '../account-errors';
import {
  firstProblemField,
  RESET_PASSWORD_FIELD_ORDER,
  validateResetPassword,
  type ResetPasswordField,
  type ResetPasswordFields,
} from '../account-validation';
import { AuthLayout } from '../components/auth-layout';
import { AuthPageHeader } from '../components/auth-page-header';
import { AuthSubmitButton, NewPasswordField } from '../components/auth-fields';
import { PASSWORD_RESET_NOTICE } from '../auth-notices';
import { ResetPasswordDocument } from '../graphql/account';
import { ErrorAlert } from '../../../components/ui/error-alert';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.resetPassword.title'));
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const [mutate, { loading, error, reset }] = useDeferredMutation(ResetPasswordDocument);
  const failure = useMemo(() => (error ? describeApiError(error) : null), [error]);
  const [values, setValues] = useState<ResetPasswordFields>({ password: '', confirm: '' });
  const [attempted, setAttempted] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  const problems = {
    ...accountServerProblems<ResetPasswordField>(failure, { password: 'passwordTooShort' }),
    ...(attempted ? validateResetPassword(values) : {}),
  };
  const field = fieldProblems(problems, (problem) => t(`auth.validation.${problem}`));
  const change = (field: ResetPasswordField) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((previous) => ({ ...previous, [field]: value }));
    if (failure && !isInvalidResetToken(failure)) reset();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    setAttempted(true);
    const invalid = firstProblemField(RESET_PASSWORD_FIELD_ORDER, validateResetPassword(values));
    if (invalid) {
      (invalid === 'password' ? passwordRef : confirmRef).current?.focus();
      return;
    }
    try {
      await mutate({ input: { token, password: values.password } });
    } catch {
      return;
    }
    await navigate(PATHS.signIn, { replace: true, state: { notice: PASSWORD_RESET_NOTICE } });
  };

  // Without a token (or with a rejected one) the form cannot work: say why and offer a new link.
  const tokenProblem = token === '' || isInvalidResetToken(failure);
  const alert = accountErrorMessage(failure, t);

  return (
    <AuthLayout>
      <Stack gap="8">
        <AuthPageHeader title={t('auth.resetPassword.title')}>{t('auth.resetPassword.intro')}</AuthPageHeader>
        {tokenProblem ? (
          <Alert.Root status="error" variant="subtle" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                {token === '' ? t('auth.resetPassword.missingToken') : t('auth.resetPassword.invalidToken')}
              </Alert.Title>
              <Alert.Description>
                <Link asChild color="inherit" textDecoration="underline" fontWeight="medium">
                  <RouterLink to={PATHS.forgotPassword}>{t('auth.resetPassword.requestNewLink')}</RouterLink>
                </Link>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        {token !== '' ? (
          <form onSubmit={(event) => void submit(event)} noValidate>
            <Stack gap="5">
              {alert ? <ErrorAlert>{alert}</ErrorAlert> : null}
              <NewPasswordField
                ref={passwordRef}
                label={t('auth.resetPassword.password')}
                {...field('password')}
                value={values.password}
                onChange={change('password')}
              />
              <FormField label={t('auth.resetPassword.confirm')} required {...field('confirm')}>
                <PasswordInput
                  ref={confirmRef}
                  name="confirm"
                  autoComplete="new-password"
                  value={values.confirm}
                  onChange={change('confirm')}
                  size="lg"
                />
              </FormField>
              <AuthSubmitButton loading={loading} loadingText={t('auth.resetPassword.submitting')}>
                {t('auth.resetPassword.submit')}
              </AuthSubmitButton>
            </Stack>
          </form>
        ) : null}
        <Text textAlign="center" color="fg.muted">
          <Link asChild color="brand.fg" fontWeight="medium">
            <RouterLink to={PATHS.signIn}>{t('auth.common.backToSignIn')}</RouterLink>
          </Link>
        </Text>
      </Stack>
    </AuthLayout>
  );
}
