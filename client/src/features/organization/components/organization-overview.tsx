import { Button, Skeleton, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { LuPencil } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { OrganizationDetails } from '../../../components/organization-details/organization-details';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { PATHS } from '../../../lib/paths';
import { AdminHomeOrganizationDocument } from '../graphql/organization-home';

interface OrganizationOverviewProps {
  /** Organization admins (and super admins) get the "Edit" link to the organization settings. */
  canEdit: boolean;
}

/**
 * The admin's organization on their home: its details, branches, departments, current season, plan and
 * storage use. Nothing for a viewer without an organization (a super admin has the organizations list).
 */
export function OrganizationOverview({ canEdit }: OrganizationOverviewProps) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(AdminHomeOrganizationDocument);
  if (error && !data) {
    return (
      <ErrorAlert retry={{ label: t('organization.overview.retry'), onRetry: () => void refetch() }}>
        {t('organization.overview.error')}
      </ErrorAlert>
    );
  }
  if (loading && !data) {
    return (
      <Stack gap="4" aria-busy="true">
        <Skeleton h="40" rounded="l3" />
      </Stack>
    );
  }
  const organization = data?.myOrganization;
  if (!organization) return null;
  return (
    <Stack
      as="section"
      gap="4"
      aria-label={t('organization.overview.label')}
      data-testid="home-organization-details"
    >
      <OrganizationDetails
        organization={organization}
        actions={
          canEdit ? (
            <Button asChild variant="outline" size="sm">
              <RouterLink to={PATHS.organizationSettings}>
                <LuPencil aria-hidden="true" />
                {t('organization.overview.edit')}
              </RouterLink>
            </Button>
          ) : null
        }
      />
    </Stack>
  );
}
