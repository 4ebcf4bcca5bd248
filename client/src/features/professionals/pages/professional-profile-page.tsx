import { featureErrors } from '../../../lib/apollo/feature-errors';
import {
  Badge,
  Button,
  Card,
  Heading,
  HStack,
  IconButton,
  Link,
  SimpleGrid,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link as RouterLink, useParams } from 'react-router';
import { LuArchive, LuArrowLeft, LuPencil, LuPlus } from 'react-icons/lu';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { PageHeader } from '../../../components/ui/page-header';
import { appToaster } from '../../../components/ui/toaster';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import type { CertificationRowFragment } from '../../../generated/graphql';
import { useDates } from '../../../lib/dates-hook';
import { PATHS } from '../../../lib/paths';
import { useViewerGrants } from '../../../lib/viewer/use-viewer-permissions';
import { CertificationBadge } from '../components/certification-badge';
import { CertificationFormDialog } from '../components/certification-form-dialog';
import { ProfessionalFormDialog } from '../components/professional-form-dialog';
import { ProfessionalProfileDocument } from '../graphql/professionals';
import { useArchiveCertification } from '../hooks/use-professional-mutations';

// The team staff roles' names come from this feature's own strings (features never import each other).
const STAFF_ROLE_KEYS = ['head_coach', 'assistant_coach', 'goalkeeper_coach', 'physio', 'manager'] as const;

/** fbiad-pages/professionals-profile/:id: a professional's profile, teams and certifications. */
export function ProfessionalProfilePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const dates = useDates();
  const { viewerId, grants } = useViewerGrants();
  const { data, loading, error, refetch } = useQuery(ProfessionalProfileDocument, { variables: { id } });
  const professional = data?.professional;
  useDocumentTitle(professional?.name ?? t('professionals.title'));
  const [editing, setEditing] = useState<{ certification: CertificationRowFragment | null } | null>(null);
  const [archiving, setArchiving] = useState<CertificationRowFragment | null>(null);
  const [editingProfile, setEditingProfile] = useState(false);
  const [archiveCertification, archiveState] = useArchiveCertification(id);

  const back = (
    <Button asChild variant="ghost" size="sm" alignSelf="start">
      <RouterLink to={PATHS.professionals}>
        <LuArrowLeft aria-hidden="true" />
        {t('professionals.profile.back')}
      </RouterLink>
    </Button>
  );
  if (error && !professional) {
    return (
      <Stack gap="4">
        {back}
        <ErrorAlert retry={{ label: t('professionals.retry'), onRetry: () => void refetch() }}>
          {featureErrors(t, 'professionals').explain(error)}
        </ErrorAlert>
      </Stack>
    );
  }
  if (loading || !professional) {
    return (
      <Stack gap="4" aria-busy="true">
        {back}
        <Text color="fg.muted">…</Text>
      </Stack>
    );
  }

  const roleKeys = new Set((grants ?? []).map((grant) => grant.role.key));
  // The profile is changed by the organization's admins and the professional themself (as on the server).
  const canEdit =
    roleKeys.has('super_admin') || roleKeys.has('org_admin') || viewerId === professional.userId;
  // Certifications are changed by the organization's admins and the professional themself.
  const canManage =
    professional.certifications !== null &&
    (roleKeys.has('super_admin') || roleKeys.has('org_admin') || viewerId === professional.userId);
  const certifications = professional.certifications ?? [];
  const archive = async () => {
    if (!archiving) return;
    try {
      await archiveCertification(archiving.id);
      appToaster.create({ type: 'success', title: t('professionals.cert.archivedDone') });
    } catch (caught) {
      appToaster.create({ type: 'error', title: featureErrors(t, 'professionals').explain(caught) });
    }
    setArchiving(null);
  };

  return (
    <Stack gap="6">
      {back}
      <HStack gap="4" align="center">
        <UserAvatar name={professional.name} src={professional.avatar} size="xl" />
        <PageHeader
          title={professional.name}
          subtitle={professional.title}
          actions={
            canEdit ? (
              <Button variant="outline" onClick={() => setEditingProfile(true)}>
                <LuPencil aria-hidden="true" />
                {t('professionals.form.edit')}
              </Button>
            ) : null
          }
        />
      </HStack>
      {professional.archivedAt ? (
        <Badge alignSelf="start" variant="outline">
          {t('professionals.archived')}
        </Badge>
      ) : null}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        <Stack gap="6" minW="0">
          <Card.Root as="section" aria-labelledby="professional-bio">
            <Card.Body gap="3">
              <Heading as="h2" size="md" id="professional-bio">
                {t('professionals.profile.bio')}
              </Heading>
              <Text whiteSpace="pre-line" color={professional.bio ? undefined : 'fg.muted'}>
                {professional.bio ?? t('professionals.profile.noBio')}
              </Text>
              {professional.specialties.length > 0 ? (
                <Wrap gap="1.5" aria-label={t('professionals.profile.specialties')}>
                  {professional.specialties.map((specialty) => (
                    <Badge key={specialty} variant="subtle">
                      {specialty}
                    </Badge>
                  ))}
                </Wrap>
              ) : null}
              {professional.email ? (
                <Link href={`mailto:${professional.email}`} alignSelf="start">
                  {professional.email}
                </Link>
              ) : null}
            </Card.Body>
          </Card.Root>
          <Card.Root as="section" aria-labelledby="professional-teams">
            <Card.Body gap="3">
              <Heading as="h2" size="md" id="professional-teams">
                {t('professionals.profile.teams')}
              </Heading>
              {professional.staffAssignments.length === 0 ? (
                <Text color="fg.muted">{t('professionals.profile.noTeams')}</Text>
              ) : (
                <Stack as="ul" listStyle="none" gap="2">
                  {professional.staffAssignments.map((assignment) => (
                    <HStack as="li" key={assignment.id} justify="space-between" gap="3" wrap="wrap">
                      <Link asChild fontWeight="medium">
                        <RouterLink to={generatePath(PATHS.team, { id: assignment.team.id })}>
                          {assignment.team.name}
                        </RouterLink>
                      </Link>
                      <Badge variant="outline">
                        {STAFF_ROLE_KEYS.includes(assignment.role)
                          ? t(`professionals.staffRole.${assignment.role}`)
                          : assignment.role}
                      </Badge>
                    </HStack>
                  ))}
                </Stack>
              )}
            </Card.Body>
          </Card.Root>
        </Stack>
        <Card.Root as="section" aria-labelledby="professional-certifications" minW="0">
          <Card.Body gap="3">
            <HStack justify="space-between" gap="3" wrap="wrap">
              <Heading as="h2" size="md" id="professional-certifications">
                {t('professionals.profile.certifications')}
              </Heading>
              {canManage ? (
                <Button size="sm" variant="outline" onClick={() => setEditing({ certification: null })}>
                  <LuPlus aria-hidden="true" />
                  {t('professionals.cert.add')}
                </Button>
              ) : null}
            </HStack>
            {professional.certifications === null ? (
              <Text color="fg.muted">{t('professionals.profile.privateCertifications')}</Text>
            ) : certifications.length === 0 ? (
              <Text color="fg.muted">{t('professionals.profile.noCertifications')}</Text>
            ) : (
              <Stack as="ul" listStyle="none" gap="2">
                {certifications.map((certification) => (
                  <HStack
                    as="li"
                    key={certification.id}
                    data-certification-status={certification.status}
                    justify="space-between"
                    align="start"
                    gap="3"
                    p="3"
                    borderWidth="1px"
                    borderColor={
                      certification.status === 'expired'
                        ? 'border.error'
                        : certification.status === 'expiring_soon'
                          ? 'border.warning'
                          : undefined
                    }
                    rounded="l2"
                  >
                    <Stack gap="1" minW="0">
                      <Text fontWeight="medium">{certification.name}</Text>
                      <Text textStyle="xs" color="fg.muted">
                        {t(`professionals.kind.${certification.kind}`)} ·{' '}
                        {t('professionals.profile.issuer', { issuer: certification.issuer })}
                      </Text>
                      <Text textStyle="xs" color="fg.muted">
                        {certification.expiresOn
                          ? t('professionals.profile.expires', {
                              date: dates.calendarDate(certification.expiresOn),
                            })
                          : t('professionals.profile.noExpiry')}
                      </Text>
                      <CertificationBadge
                        status={certification.status}
                        daysToExpiry={certification.daysToExpiry}
                      />
                    </Stack>
                    {canManage ? (
                      <HStack gap="1">
                        <IconButton
                          size="xs"
                          variant="ghost"
                          aria-label={`${t('professionals.cert.edit')}: ${certification.name}`}
                          onClick={() => setEditing({ certification })}
                        >
                          <LuPencil />
                        </IconButton>
                        <IconButton
                          size="xs"
                          variant="ghost"
                          colorPalette="red"
                          aria-label={`${t('professionals.cert.archive')}: ${certification.name}`}
                          onClick={() => setArchiving(certification)}
                        >
                          <LuArchive />
                        </IconButton>
                      </HStack>
                    ) : null}
                  </HStack>
                ))}
              </Stack>
            )}
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
      {editing ? (
        <CertificationFormDialog
          professionalId={professional.id}
          certification={editing.certification}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {editingProfile ? (
        <ProfessionalFormDialog professional={professional} onClose={() => setEditingProfile(false)} />
      ) : null}
      <ConfirmDialog
        open={archiving !== null}
        title={t('professionals.cert.archiveTitle')}
        cancelLabel={t('professionals.cert.cancel')}
        confirmLabel={t('professionals.cert.archive')}
        onCancel={() => setArchiving(null)}
        onConfirm={() => void archive()}
        confirming={archiveState.loading}
      >
        {t('professionals.cert.archiveQuestion', { name: archiving?.name ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}
