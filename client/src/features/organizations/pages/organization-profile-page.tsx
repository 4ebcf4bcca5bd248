import { Button, Card, Center, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { LuArchive, LuArrowLeft, LuPencil, LuRotateCcw, LuSearchX } from 'react-icons/lu';
import { OrganizationDetails } from '../../../components/organization-details/organization-details';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { appToaster } from '../../../components/ui/toaster';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { describeApiError } from '../../../lib/apollo/errors';
import { PATHS } from '../../../lib/paths';
import { OrganizationFormDialog } from '../components/organization-form-dialog';
import {
  ArchiveOrganizationDocument,
  OrganizationProfileDocument,
  RestoreOrganizationDocument,
} from '../graphql/organizations';
import { organizationsErrorMessage } from '../organizations-errors';
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
  const [archiving, setArchiving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [archiveOrganization, archiveState] = useMutation(ArchiveOrganizationDocument);
  const [restoreOrganization, restoreState] = useMutation(RestoreOrganizationDocument);

  const back = (
    <Button asChild variant="ghost" size="sm" alignSelf="start">
      <RouterLink to={PATHS.organizations}>
        <LuArrowLeft aria-hidden="true" />
        {t('organizations.actions.back')}
      </RouterLink>
    </Button>
  );

  if (error && !organization) {
    const described = describeApiError(error);
    if (described.code === 'NOT_FOUND' || described.code === 'FORBIDDEN') {
      return (
        <Stack gap="4">
          {back}
          <Card.Root
            variant="outline"
            maxW="xl"
            mx="auto"
            mt="6"
            bg="bg.panel"
            data-testid="organization-not-found"
          >
            <Card.Body gap="4" py="10" textAlign="center">
              <Center boxSize="12" rounded="full" bg="bg.muted" color="fg.muted" mx="auto" fontSize="xl">
                <LuSearchX aria-hidden="true" />
              </Center>
              <Heading as="h1" size="xl">
                {t('organizations.notFound.title')}
              </Heading>
              <Text color="fg.muted">{t('organizations.notFound.description')}</Text>
            </Card.Body>
          </Card.Root>
        </Stack>
      );
    }
    return (
      <Stack gap="4">
        {back}
        <ErrorAlert retry={{ label: t('organizations.actions.retry'), onRetry: () => void refetch() }}>
          {organizationsErrorMessage(described, t)}
        </ErrorAlert>
      </Stack>
    );
  }
  if (loading || !organization) {
    return (
      <Stack gap="4" aria-busy="true">
        {back}
        <Skeleton h="40" rounded="l3" />
        <Skeleton h="32" rounded="l3" />
      </Stack>
    );
  }

  const canEdit = capabilities.canEdit(organization.id);
  const archive = async () => {
    try {
      await archiveOrganization({ variables: { id: organization.id } });
      appToaster.create({ type: 'success', title: t('organizations.archiveDialog.done') });
      setArchiving(false);
    } catch (caught) {
      setFailure(organizationsErrorMessage(describeApiError(caught), t));
    }
  };
  const restore = async () => {
    try {
      await restoreOrganization({ variables: { id: organization.id } });
      appToaster.create({ type: 'success', title: t('organizations.archiveDialog.restored') });
    } catch (caught) {
      appToaster.create({ type: 'error', title: organizationsErrorMessage(describeApiError(caught), t) });
    }
  };

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
          organization.archivedAt ? (
            <Button variant="outline" loading={restoreState.loading} onClick={() => void restore()}>
              <LuRotateCcw aria-hidden="true" />
              {t('organizations.actions.restore')}
            </Button>
          ) : (
            <Button variant="outline" colorPalette="red" onClick={() => setArchiving(true)}>
              <LuArchive aria-hidden="true" />
              {t('organizations.actions.archive')}
            </Button>
          )
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
      <ConfirmDialog
        open={archiving}
        title={t('organizations.archiveDialog.title')}
        cancelLabel={t('organizations.actions.cancel')}
        confirmLabel={t('organizations.actions.archive')}
        failure={failure}
        onCancel={() => {
          setArchiving(false);
          setFailure(null);
        }}
        onConfirm={() => void archive()}
        confirming={archiveState.loading}
      >
        {t('organizations.archiveDialog.question', { name: organization.name })}
      </ConfirmDialog>
    </Stack>
  );
}
