import { Button, Card, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuLogOut } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router';
import { loadApolloClient } from '../../../lib/apollo/load-client';
import { sessionStore } from '../../../lib/session/session-store';
import { signOut } from '../../../lib/session/sign-out';
import { PATHS } from '../../../lib/paths';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { AuthLayout } from '../components/auth-layout';

/** Seconds the "signed out" message stays before sign-in opens. */
export const SIGN_OUT_REDIRECT_SECONDS = 5;

export function SignOutPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.signOut.title'));
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState(SIGN_OUT_REDIRECT_SECONDS);

  useEffect(() => {
    void signOut(sessionStore, loadApolloClient);
  }, []);

  useEffect(() => {
    if (secondsLeft <= 0) {
      void navigate(PATHS.signIn, { replace: true });
      return;
    }
    const timer = window.setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft, navigate]);

  return (
    <AuthLayout>
      <Card.Root variant="outline" shadow="sm">
        <Card.Body gap="6" py="10" alignItems="center" textAlign="center">
          <Center boxSize="14" rounded="full" bg="brand.subtle" color="brand.fg" fontSize="2xl">
            <LuLogOut aria-hidden="true" />
          </Center>
          <Stack gap="2">
            <Heading as="h1" size="2xl">
              {t('auth.signOut.title')}
            </Heading>
            <Text color="fg.muted" aria-live="polite">
              {t('auth.signOut.countdown', { count: Math.max(secondsLeft, 0) })}
            </Text>
          </Stack>
          <Button asChild variant="outline">
            <RouterLink to={PATHS.signIn} replace>
              {t('auth.signOut.signInNow')}
            </RouterLink>
          </Button>
        </Card.Body>
      </Card.Root>
    </AuthLayout>
  );
}
