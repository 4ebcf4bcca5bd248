import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuMailCheck } from 'react-icons/lu';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { AuthLayout } from '../components/auth-layout';
import { AuthPageHeader } from '../components/auth-page-header';
import { withRedirect } from '../redirect-query';

/** After sign-up: what happens next. The address comes in router state from the sign-up page. */
export function ConfirmationRequiredPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.confirmationRequired.title'));
  const [searchParams] = useSearchParams();
  const state: unknown = useLocation().state;
  const email =
    typeof state === 'object' && state !== null && 'email' in state && typeof state.email === 'string'
      ? state.email
      : null;

  return (
    <AuthLayout>
      <Stack gap="8">
        <AuthPageHeader
          title={t('auth.confirmationRequired.title')}
          icon={<LuMailCheck aria-hidden="true" />}
        />
        <Stack gap="3" role="status">
          <Text>
            {email ? t('auth.confirmationRequired.sentTo', { email }) : t('auth.confirmationRequired.sent')}
          </Text>
          <Text color="fg.muted">{t('auth.confirmationRequired.nextStep')}</Text>
        </Stack>
        <Stack gap="3">
          <Button asChild size="lg" w="full">
            <RouterLink to={withRedirect(PATHS.signIn, searchParams)}>
              {t('auth.common.backToSignIn')}
            </RouterLink>
          </Button>
          <Text textAlign="center" color="fg.muted" textStyle="sm">
            {t('auth.confirmationRequired.wrongAddress')}{' '}
            <Link asChild color="brand.fg" fontWeight="medium">
              <RouterLink to={withRedirect(PATHS.signUp, searchParams)}>
                {t('auth.confirmationRequired.signUpAgain')}
              </RouterLink>
            </Link>
          </Text>
        </Stack>
      </Stack>
    </AuthLayout>
  );
}
