import { accountWait } from '../account-errors';
import { featureErrors } from '../../../lib/apollo/feature-errors';
import { Button, Skeleton, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { LuUserRound } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { PATHS } from '../../../lib/paths';
import { AppearanceSetting } from '../components/appearance-setting';
import { LanguageSetting } from '../components/language-setting';
import { NotificationPreferences } from '../components/notification-preferences';
import { PasswordForm } from '../components/password-form';
import { SectionCard } from '../components/section-card';
import { SettingsPageDocument } from '../graphql/account';

/** The signed-in person's account settings (spec 000 §2 pages/settings). */
export function SettingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('account.settings.title'));
  const { data, error, refetch } = useQuery(SettingsPageDocument);
  const account = data?.myAccount;

  return (
    <Stack gap="6" maxW="4xl" mx="auto" w="full">
      <PageHeader
        title={t('account.settings.title')}
        subtitle={t('account.settings.subtitle')}
        actions={
          <Button asChild variant="outline" size="sm" alignSelf={{ base: 'flex-start', sm: 'center' }}>
            <RouterLink to={PATHS.profile}>
              <LuUserRound aria-hidden="true" />
              {t('account.settings.profileLink')}
            </RouterLink>
          </Button>
        }
      />
      {account ? (
        <>
          <SectionCard
            title={t('account.password.title')}
            description={t('account.password.description')}
            testId="settings-password"
          >
            <PasswordForm lastChanged={account.passwordChangedAt} />
          </SectionCard>
          <SectionCard title={t('account.language.title')} testId="settings-language">
            <LanguageSetting accountId={account.id} saved={account.language ?? null} />
          </SectionCard>
          <SectionCard
            title={t('account.appearance.title')}
            description={t('account.appearance.description')}
            testId="settings-appearance"
          >
            <AppearanceSetting />
          </SectionCard>
          <SectionCard
            title={t('account.notifications.title')}
            description={t('account.notifications.description')}
            testId="settings-notifications"
          >
            <NotificationPreferences preferences={account.notificationPreferences} />
          </SectionCard>
        </>
      ) : error ? (
        <ErrorAlert retry={{ label: t('account.errors.retry'), onRetry: () => void refetch() }}>
          {`${t('account.errors.loadSettings')} ${featureErrors(t, 'account', accountWait).explain(error)}`}
        </ErrorAlert>
      ) : (
        <Stack gap="6" aria-busy="true" aria-label={t('account.settings.loading')}>
          <Skeleton h="72" rounded="l3" />
          <Skeleton h="40" rounded="l3" />
          <Skeleton h="56" rounded="l3" />
        </Stack>
      )}
    </Stack>
  );
}
