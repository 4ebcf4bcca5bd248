import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuMailCheck } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { describeApiError } from '../../../lib/apollo/errors';
import { useDeferredMutation } from '../../../lib/apollo/use-deferred-mutation';
import { PATHS } from '../../../lib/paths';
import { FormField } from '../../../components/ui/form-field';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { accountErrorMessage } from '../account-errors';
import { validateForgotPassword } from '../account-validation';
import { AuthLayout } from '../components/auth-layout';
import { AuthSubmitButton, EmailInput } from '../components/auth-fields';
import { AuthPageHeader } from '../components/auth-page-header';
import { ForgotPasswordDocument } from '../graphql/account';
import { withRedirect } from '../redirect-query';
import { ErrorAlert } from '../../../components/ui/error-alert';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.forgotPassword.title'));
  const [searchParams] = useSearchParams();
  const [mutate, { loading, error, reset }] = useDeferredMutation(ForgotPasswordDocument);
  const failure = useMemo(() => (error ? describeApiError(error) : null), [error]);
  const [email, setEmail] = useState('');
  const [attempted, setAttempted] = useState(false);
  // The address the link went to; the same confirmation whether an account uses it or not.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const signInPath = withRedirect(PATHS.signIn, searchParams);

  const problem = attempted ? validateForgotPassword({ email }).email : undefined;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    setAttempted(true);
    if (validateForgotPassword({ email }).email) {
      emailRef.current?.focus();
      return;
    }
    try {
      await mutate({ input: { email: email.trim() } });
      setSentTo(email.trim());
    } catch {
      // Shown from `failure`.
    }
  };

  if (sentTo !== null) {
    return (
      <AuthLayout>
        <Stack gap="8">
          <AuthPageHeader
            title={t('auth.forgotPassword.sentTitle')}
            icon={<LuMailCheck aria-hidden="true" />}
          />
          <Stack gap="3" role="status">
            <Text>{t('auth.forgotPassword.sent', { email: sentTo })}</Text>
            <Text color="fg.muted">{t('auth.forgotPassword.sentHint')}</Text>
          </Stack>
          <Stack gap="3">
            <Button asChild size="lg" w="full">
              <RouterLink to={signInPath}>{t('auth.common.backToSignIn')}</RouterLink>
            </Button>
            <Button
              variant="ghost"
              size="lg"
              w="full"
              onClick={() => {
                setSentTo(null);
                setAttempted(false);
                reset();
              }}
            >
              {t('auth.forgotPassword.tryAnother')}
            </Button>
          </Stack>
        </Stack>
      </AuthLayout>
    );
  }

  const alert = accountErrorMessage(failure, t);
  return (
    <AuthLayout>
      <Stack gap="8">
        <AuthPageHeader title={t('auth.forgotPassword.title')}>
          {t('auth.forgotPassword.intro')}
        </AuthPageHeader>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="5">
            {alert ? <ErrorAlert>{alert}</ErrorAlert> : null}
            <FormField
              label={t('auth.signIn.email')}
              invalid={problem !== undefined}
              required
              error={problem ? t(`auth.validation.${problem}`) : null}
            >
              <EmailInput
                ref={emailRef}
                autoComplete="email"
                value={email}
                onChange={(event) => {
                  setEmail(event.target.value);
                  if (failure) reset();
                }}
              />
            </FormField>
            <AuthSubmitButton loading={loading} loadingText={t('auth.forgotPassword.submitting')}>
              {t('auth.forgotPassword.submit')}
            </AuthSubmitButton>
            <Text textAlign="center">
              <Link asChild color="brand.fg" fontWeight="medium">
                <RouterLink to={signInPath}>{t('auth.common.backToSignIn')}</RouterLink>
              </Link>
            </Text>
          </Stack>
        </form>
      </Stack>
    </AuthLayout>
  );
}
