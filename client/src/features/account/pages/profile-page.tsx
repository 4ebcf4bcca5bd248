import { accountWait } from '../account-errors';
import { featureErrors } from '../../../lib/apollo/feature-errors';
import { Button, Separator, Skeleton, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { LuSettings } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { PATHS } from '../../../lib/paths';
import { AccountFacts } from '../components/account-facts';
import { AvatarField } from '../components/avatar-field';
import { NameForm } from '../components/name-form';
import { SectionCard } from '../components/section-card';
import { ProfilePageDocument } from '../graphql/account';

/** The signed-in person's own profile (spec 000 §2 pages/profile): name and picture, and their account. */
export function ProfilePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('account.profile.title'));
  const { data, error, refetch } = useQuery(ProfilePageDocument);

  return (
    <Stack gap="6" maxW="4xl" mx="auto" w="full">
      <PageHeader
        title={t('account.profile.title')}
        subtitle={t('account.profile.subtitle')}
        actions={
          <Button asChild variant="outline" size="sm" alignSelf={{ base: 'flex-start', sm: 'center' }}>
            <RouterLink to={PATHS.settings}>
              <LuSettings aria-hidden="true" />
              {t('account.profile.settingsLink')}
            </RouterLink>
          </Button>
        }
      />
      {data ? (
        <>
          <SectionCard title={t('account.profile.identity')} testId="profile-identity">
            <Stack gap="6">
              <AvatarField user={data.me} />
              <Separator />
              <NameForm user={data.me} />
            </Stack>
          </SectionCard>
          <SectionCard title={t('account.profile.account')} testId="profile-account">
            <AccountFacts me={data.me} account={data.myAccount} />
          </SectionCard>
        </>
      ) : error ? (
        <ErrorAlert retry={{ label: t('account.errors.retry'), onRetry: () => void refetch() }}>
          {`${t('account.errors.loadProfile')} ${featureErrors(t, 'account', accountWait).explain(error)}`}
        </ErrorAlert>
      ) : (
        <Stack gap="6" aria-busy="true" aria-label={t('account.profile.loading')}>
          <Skeleton h="56" rounded="l3" />
          <Skeleton h="64" rounded="l3" />
        </Stack>
      )}
    </Stack>
  );
}
