import { Skeleton, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useOrganizationCapabilities, useViewerGrants } from '../../../lib/viewer/use-viewer-permissions';
import { homeKind } from '../../../lib/viewer/viewer-home';
import { AdminHome } from '../components/admin-home';
import { PersonalHome } from '../components/personal-home';
import { OrganizationHomeDocument } from '../graphql/organization-home';

/**
 * The signed-in home (PATHS.signedInHome, where the root and a fresh sign-in land): a page made for the
 * viewer's role (lib/viewer/viewer-home.ts). Admins get the school's summary; a parent, a company and a
 * regular member what is addressed to them and their account.
 */
export function OrganizationPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('organization.pageTitle'));
  const { data } = useQuery(OrganizationHomeDocument);
  const { grants, error } = useViewerGrants();
  const capabilities = useOrganizationCapabilities();
  const me = data?.me;

  if (!me || (grants === undefined && !error)) {
    return (
      <Stack gap="8" aria-busy="true">
        <Skeleton h="32" rounded="l3" />
        <Skeleton h="40" rounded="l3" />
      </Stack>
    );
  }
  // Grants that could not be read give the plainest home: nothing in it needs a role.
  const kind = homeKind(grants ?? []);
  const roles = (grants ?? []).map((grant) => grant.role.key);
  if (kind === 'admin') return <AdminHome me={me} roles={roles} capabilities={capabilities} />;
  return <PersonalHome kind={kind} me={me} roles={roles} />;
}
