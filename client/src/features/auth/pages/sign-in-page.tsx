import { Alert, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useNavigation, useSearchParams } from 'react-router';
import { redirectTargetAfterSignIn, REDIRECT_PARAM } from '../../../lib/session/redirect';
import { PATHS } from '../../../lib/paths';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { AuthLayout } from '../components/auth-layout';
import { SignInForm, type SignInValues } from '../components/sign-in-form';
import { useSignIn } from '../hooks/use-sign-in';
import { withRedirect } from '../redirect-query';
import { PASSWORD_RESET_NOTICE } from '../auth-notices';
import { signInErrorMessage, signInServerProblems } from '../sign-in-errors';

export function SignInPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.signIn.title'));
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const { signIn, submitting, failure, clearFailure } = useSignIn();
  const [signedIn, setSignedIn] = useState(false);
  // After a password reset the reset page sends the visitor here with a notice in router state.
  const state: unknown = useLocation().state;
  const passwordWasReset =
    typeof state === 'object' &&
    state !== null &&
    'notice' in state &&
    state.notice === PASSWORD_RESET_NOTICE;

  const submit = async (values: SignInValues) => {
    if (await signIn(values)) {
      setSignedIn(true);
      await navigate(redirectTargetAfterSignIn(searchParams.get(REDIRECT_PARAM)), { replace: true });
    }
  };

  return (
    <AuthLayout>
      <Stack gap="8">
        <Stack gap="2">
          <Heading as="h1" size="3xl" letterSpacing="tight">
            {t('auth.signIn.title')}
          </Heading>
          <Text color="fg.muted">
            {t('auth.signIn.noAccount')}{' '}
            <Link asChild color="brand.fg" fontWeight="medium">
              <RouterLink to={withRedirect(PATHS.signUp, searchParams)}>{t('auth.signIn.signUp')}</RouterLink>
            </Link>
          </Text>
        </Stack>
        {passwordWasReset && !failure ? (
          <Alert.Root status="success" variant="subtle" role="status">
            <Alert.Indicator />
            <Alert.Title>{t('auth.resetPassword.success')}</Alert.Title>
          </Alert.Root>
        ) : null}
        <SignInForm
          onSubmit={(values) => void submit(values)}
          onEdit={failure ? clearFailure : undefined}
          // Stays busy while the next page's code and data load.
          submitting={submitting || (signedIn && navigation.state !== 'idle')}
          error={failure ? signInErrorMessage(failure, t) : null}
          serverProblems={signInServerProblems(failure)}
        />
      </Stack>
    </AuthLayout>
  );
}
