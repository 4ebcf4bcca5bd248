import { useFeatureErrors } from '../../../lib/apollo/feature-errors';
import { useArchiveMutations } from '../../../lib/apollo/use-archive-mutations';
import { Button, HStack, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LuPencil, LuSearchX } from 'react-icons/lu';
import { OrganizationDetails } from '../../../components/organization-details/organization-details';
import { archiveLabels, RecordArchiveButton } from '../../../components/ui/record-archive-button';
import { NoticeCard } from '../../../components/ui/notice-card';
import { BackLink, RecordPageFallback } from '../../../components/ui/record-page';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { PATHS } from '../../../lib/paths';
import { OrganizationFormDialog } from '../components/organization-form-dialog';
import {
  ArchiveOrganizationDocument,
  OrganizationProfileDocument,
  RestoreOrganizationDocument,
} from '../graphql/organizations';
import { useOrganizationsCapabilities } from '../use-organization-capabilities';

/**
 * fbiad-pages/organizations-profile/:id: one organization's details, branches, departments, seasons
 * and (for its administrators) plan and storage; edit for a super admin and its own admins, archive
 * and restore for a super admin. One the viewer may not read shows a "not found" notice.
 */
export function OrganizationProfilePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const capabilities = useOrganizationsCapabilities();
  const { data, loading, error, refetch } = useQuery(OrganizationProfileDocument, { variables: { id } });
  const organization = data?.organization;
  useDocumentTitle(organization?.name ?? t('organizations.title'));
  const [editing, setEditing] = useState(false);
  const errors = useFeatureErrors('organizations');
  const archiving = useArchiveMutations(
    { archive: ArchiveOrganizationDocument, restore: RestoreOrganizationDocument },
    errors,
  );

  const back = <BackLink to={PATHS.organizations} label={t('organizations.actions.back')} />;
  if (loading || !organization) {
    return (
      <RecordPageFallback
        back={back}
        error={organization ? undefined : error}
        notFound={
          <NoticeCard
            icon={<LuSearchX aria-hidden="true" />}
            title={t('organizations.notFound.title')}
            description={t('organizations.notFound.description')}
            testId="organization-not-found"
          />
        }
        describe={errors.describe}
        retry={{ label: t('organizations.actions.retry'), onRetry: () => void refetch() }}
      />
    );
  }

  const canEdit = capabilities.canEdit(organization.id);
  const actions =
    canEdit || capabilities.superAdmin ? (
      <HStack gap="2" wrap="wrap">
        {canEdit ? (
          <Button variant="outline" onClick={() => setEditing(true)}>
            <LuPencil aria-hidden="true" />
            {t('organizations.actions.edit')}
          </Button>
        ) : null}
        {capabilities.superAdmin ? (
          <RecordArchiveButton
            archived={Boolean(organization.archivedAt)}
            target={organization.id}
            archiving={archiving}
            describeError={errors.explain}
            labels={archiveLabels(t, 'organizations', organization.name)}
          />
        ) : null}
      </HStack>
    ) : null;

  return (
    <Stack gap="6" data-testid="organization-profile">
      {back}
      <OrganizationDetails
        organization={organization}
        seasons={data.seasons.nodes}
        actions={actions}
        headingLevel="h1"
      />
      {editing ? (
        <OrganizationFormDialog
          organization={organization}
          canChangePlan={capabilities.superAdmin}
          onClose={() => setEditing(false)}
        />
      ) : null}
    </Stack>
  );
}
