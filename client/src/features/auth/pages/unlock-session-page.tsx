import { HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuLock } from 'react-icons/lu';
import { Link as RouterLink, useLoaderData, useNavigate, useSearchParams } from 'react-router';
import { useDeferredMutation } from '../../../lib/apollo/use-deferred-mutation';
import { loadApolloClient } from '../../../lib/apollo/load-client';
import { describeApiError } from '../../../lib/apollo/errors';
import { redirectTargetAfterSignIn, REDIRECT_PARAM } from '../../../lib/session/redirect';
import { sessionStore } from '../../../lib/session/session-store';
import { PATHS } from '../../../lib/paths';
import { FormField } from '../../../components/ui/form-field';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { PasswordInput } from '../../../components/ui/password-input';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { AuthLayout } from '../components/auth-layout';
import { AuthSubmitButton } from '../components/auth-fields';
import { AuthPageHeader } from '../components/auth-page-header';
import { UnlockSessionDocument, UnlockSessionUserDocument } from '../graphql/account';
import { signInErrorMessage } from '../sign-in-errors';
import { ErrorAlert } from '../../../components/ui/error-alert';

/** Signed-in only, so Apollo is loaded anyway: the route loads it before the page shows. */
export async function unlockSessionLoader(): Promise<UnlockSessionData> {
  return { client: await loadApolloClient() };
}

interface UnlockSessionData {
  client: ApolloClient;
}

/** The page brings its own Apollo provider: there is no shell here. */
export function UnlockSessionPage() {
  const { client } = useLoaderData<UnlockSessionData>();
  return (
    <ApolloProvider client={client}>
      <UnlockSession />
    </ApolloProvider>
  );
}

function UnlockSession() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.unlockSession.title'));
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { data, loading: loadingUser } = useQuery(UnlockSessionUserDocument);
  const [unlock, { loading, error, reset }] = useDeferredMutation(UnlockSessionDocument);
  const failure = useMemo(() => (error ? describeApiError(error) : null), [error]);
  const [password, setPassword] = useState('');
  const [attempted, setAttempted] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const user = data?.me ?? null;
  const missing = attempted && password === '';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading || !user) return;
    setAttempted(true);
    if (password === '') {
      passwordRef.current?.focus();
      return;
    }
    try {
      const data = await unlock({ input: { email: user.email, password } });
      sessionStore.replace(data.unlockSession.accessToken);
    } catch {
      passwordRef.current?.focus();
      return;
    }
    await navigate(redirectTargetAfterSignIn(searchParams.get(REDIRECT_PARAM)), { replace: true });
  };

  return (
    <AuthLayout>
      <Stack gap="8">
        <AuthPageHeader title={t('auth.unlockSession.title')} icon={<LuLock aria-hidden="true" />}>
          {t('auth.unlockSession.intro')}
        </AuthPageHeader>

        <HStack gap="4" p="4" borderWidth="1px" rounded="l3" bg="bg.subtle" aria-busy={loadingUser}>
          <UserAvatar size="lg" name={user?.name} src={user?.avatar} />
          {user ? (
            <Stack gap="0" minW="0">
              <Text fontWeight="semibold" truncate data-testid="unlock-user-name">
                {user.name}
              </Text>
              <Text textStyle="sm" color="fg.muted" truncate>
                {user.email}
              </Text>
            </Stack>
          ) : (
            <Stack gap="2" flex="1">
              <Skeleton h="4" w="40%" />
              <Skeleton h="3" w="60%" />
            </Stack>
          )}
        </HStack>

        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="5">
            {failure ? (
              <ErrorAlert>
                {failure.code === 'INVALID_CREDENTIALS'
                  ? t('auth.unlockSession.wrongPassword')
                  : signInErrorMessage(failure, t)}
              </ErrorAlert>
            ) : null}
            {/* The account being unlocked, for password managers. */}
            <input type="hidden" name="username" autoComplete="username" value={user?.email ?? ''} readOnly />
            <FormField
              label={t('auth.signIn.password')}
              invalid={missing || failure?.code === 'INVALID_CREDENTIALS'}
              required
              error={missing ? t('auth.signIn.validation.passwordRequired') : null}
            >
              <PasswordInput
                ref={passwordRef}
                name="password"
                autoComplete="current-password"
                autoFocus
                value={password}
                onChange={(event) => {
                  setPassword(event.target.value);
                  if (failure) reset();
                }}
                size="lg"
              />
            </FormField>
            <AuthSubmitButton
              disabled={!user}
              loading={loading}
              loadingText={t('auth.unlockSession.submitting')}
            >
              {t('auth.unlockSession.submit')}
            </AuthSubmitButton>
            <Text textAlign="center" color="fg.muted" textStyle="sm">
              {t('auth.unlockSession.notYou')}{' '}
              <Link asChild color="brand.fg" fontWeight="medium">
                <RouterLink to={PATHS.signOut}>{t('auth.unlockSession.signOut')}</RouterLink>
              </Link>
            </Text>
          </Stack>
        </form>
      </Stack>
    </AuthLayout>
  );
}
