import { featureErrors } from '../../../lib/apollo/feature-errors';
import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import {
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  Container,
  DataList,
  Flex,
  Heading,
  HStack,
  IconButton,
  Link,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
  Wrap,
} from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LuArchive,
  LuArrowLeft,
  LuArrowRightLeft,
  LuPencil,
  LuRotateCcw,
  LuShieldAlert,
  LuTrash2,
  LuUserPlus,
} from 'react-icons/lu';
import { Link as RouterLink, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { FormField } from '../../../components/ui/form-field';
import { SelectInput } from '../../../components/ui/select-input';
import { appToaster } from '../../../components/ui/toaster';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import type { AthleteProfileFragment, ConsentPurpose } from '../../../generated/graphql';
import { describeApiError } from '../../../lib/apollo/errors';
import { useDates } from '../../../lib/dates-hook';
import { PATHS } from '../../../lib/paths';
import { useAthletesViewer } from '../athletes-viewer';
import { AthleteFormDialog, CONSENT_PURPOSES } from '../components/athlete-form-dialog';
import { AthleteStatusBadge } from '../components/athlete-status-badge';
import { GuardianLinkDialog } from '../components/guardian-link-dialog';
import { MembershipDialog } from '../components/membership-dialog';
import { MoveTeamDialog } from '../components/move-team-dialog';
import {
  AthleteHealthDocument,
  AthleteProfileDocument,
  ArchiveAthleteDocument,
  GrantConsentDocument,
  RestoreAthleteDocument,
  UnlinkGuardianDocument,
  WithdrawConsentDocument,
} from '../graphql/athletes';

type Membership = AthleteProfileFragment['history'][number];
type GuardianLink = NonNullable<AthleteProfileFragment['guardians']>[number];

/** An athlete's page: details and photo, teams with their history, guardians, consents, health record. */
export function AthleteProfilePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const viewer = useAthletesViewer();
  const profile = useQuery(AthleteProfileDocument, { variables: { id } });
  const athlete = profile.data?.athlete;
  useDocumentTitle(athlete?.fullName ?? t('athletes.profile.title'));
  const [editing, setEditing] = useState(false);
  const [moving, setMoving] = useState(false);
  const [confirming, setConfirming] = useState<'archive' | 'restore' | null>(null);
  const [archive, archiving] = useMutation(ArchiveAthleteDocument);
  const [restore, restoring] = useMutation(RestoreAthleteDocument);
  const [archiveFailure, setArchiveFailure] = useState<string | null>(null);
  const [editingMembership, setEditingMembership] = useState<Membership | null>(null);
  const [guardianDialog, setGuardianDialog] = useState<{ link: GuardianLink | null } | null>(null);
  const [removing, setRemoving] = useState<GuardianLink | null>(null);
  const [removeFailure, setRemoveFailure] = useState<string | null>(null);
  const [unlink, unlinking] = useMutation(UnlinkGuardianDocument, {
    refetchQueries: [{ query: AthleteProfileDocument, variables: { id } }],
    awaitRefetchQueries: true,
  });

  if (profile.error && !athlete) {
    const notFound = describeApiError(profile.error).code === 'NOT_FOUND';
    return (
      <Container maxW="5xl" py="8" px={{ base: '4', md: '8' }}>
        <Stack gap="4">
          <BackLink />
          <ErrorAlert
            retry={
              notFound
                ? undefined
                : { label: t('athletes.actions.retry'), onRetry: () => void profile.refetch() }
            }
          >
            {notFound ? t('athletes.errors.notFound') : featureErrors(t, 'athletes').explain(profile.error)}
          </ErrorAlert>
        </Stack>
      </Container>
    );
  }

  if (!athlete) {
    return (
      <Container maxW="5xl" py="8" px={{ base: '4', md: '8' }} aria-busy="true">
        <Stack gap="4">
          <Skeleton h="8" w="64" />
          <Skeleton h="40" />
          <Skeleton h="40" />
        </Stack>
      </Container>
    );
  }

  const full = athlete.access === 'full';
  const archived = Boolean(athlete.archivedAt);
  const confirmArchive = async () => {
    setArchiveFailure(null);
    try {
      if (confirming === 'archive') await archive({ variables: { id: athlete.id } });
      else await restore({ variables: { id: athlete.id } });
      appToaster.create({
        type: 'success',
        title:
          confirming === 'archive' ? t('athletes.profile.archivedDone') : t('athletes.profile.restoredDone'),
      });
      setConfirming(null);
    } catch (error) {
      setArchiveFailure(featureErrors(t, 'athletes').explain(error));
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    setRemoveFailure(null);
    try {
      await unlink({ variables: { id: removing.id } });
      appToaster.create({ type: 'success', title: t('athletes.guardians.removed') });
      setRemoving(null);
    } catch (error) {
      setRemoveFailure(featureErrors(t, 'athletes').explain(error));
    }
  };

  return (
    <Container maxW="5xl" py={{ base: '6', md: '8' }} px={{ base: '4', md: '8' }}>
      <Stack gap="6">
        <BackLink />
        <Flex
          gap="4"
          direction={{ base: 'column', sm: 'row' }}
          align={{ sm: 'center' }}
          justify="space-between"
        >
          <HStack gap="4" minW="0">
            <Avatar.Root size="2xl">
              <Avatar.Fallback name={athlete.fullName} />
              {athlete.photo ? <Avatar.Image src={athlete.photo} alt={t('athletes.profile.photo')} /> : null}
            </Avatar.Root>
            <Stack gap="1" minW="0">
              <Heading as="h1" size="2xl">
                {athlete.fullName}
              </Heading>
              <Wrap gap="2" align="center">
                <AthleteStatusBadge status={athlete.status} archived={archived} />
                <Badge variant="outline">{t(`athletes.gender.${athlete.gender}`)}</Badge>
                {athlete.licenceNumber ? (
                  <Text textStyle="sm" color="fg.muted">
                    {t('athletes.profile.licence', { number: athlete.licenceNumber })}
                  </Text>
                ) : null}
                {!full ? <Badge colorPalette="purple">{t('athletes.profile.rosterAccess')}</Badge> : null}
              </Wrap>
            </Stack>
          </HStack>
          {viewer.isAdmin && full ? (
            <Wrap gap="2">
              {!archived ? (
                <>
                  <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
                    <LuPencil aria-hidden="true" />
                    {t('athletes.actions.edit')}
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => setMoving(true)}>
                    <LuArrowRightLeft aria-hidden="true" />
                    {t('athletes.actions.move')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="red"
                    onClick={() => setConfirming('archive')}
                  >
                    <LuArchive aria-hidden="true" />
                    {t('athletes.actions.archive')}
                  </Button>
                </>
              ) : (
                <Button size="sm" variant="outline" onClick={() => setConfirming('restore')}>
                  <LuRotateCcw aria-hidden="true" />
                  {t('athletes.actions.restore')}
                </Button>
              )}
            </Wrap>
          ) : null}
        </Flex>

        {full && athlete.private ? <DetailsSection athlete={athlete} /> : null}
        <TeamsSection
          athlete={athlete}
          mayEdit={full && !archived && (viewer.isAdmin || viewer.isStaff)}
          onEdit={setEditingMembership}
        />
        {full ? (
          <GuardiansSection
            athlete={athlete}
            mayChange={viewer.isAdmin && !archived}
            onAdd={() => setGuardianDialog({ link: null })}
            onEdit={(link) => setGuardianDialog({ link })}
            onRemove={setRemoving}
          />
        ) : null}
        {full ? (
          <ConsentsSection athlete={athlete} isAdmin={viewer.isAdmin} viewerId={viewer.viewerId} />
        ) : null}
        <HealthSection athleteId={athlete.id} full={full} />
      </Stack>

      {editing ? (
        <AthleteFormDialog
          athlete={athlete}
          open
          onClose={() => setEditing(false)}
          onSaved={() => setEditing(false)}
        />
      ) : null}
      {moving ? <MoveTeamDialog athlete={athlete} onClose={() => setMoving(false)} /> : null}
      {editingMembership ? (
        <MembershipDialog
          athlete={athlete}
          membership={editingMembership}
          onClose={() => setEditingMembership(null)}
        />
      ) : null}
      {guardianDialog ? (
        <GuardianLinkDialog
          athlete={athlete}
          link={guardianDialog.link}
          onClose={() => setGuardianDialog(null)}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={t('athletes.guardians.removeTitle')}
        failure={removeFailure}
        cancelLabel={t('athletes.actions.cancel')}
        confirmLabel={t('athletes.guardians.remove')}
        onCancel={() => {
          setRemoving(null);
          setRemoveFailure(null);
        }}
        onConfirm={() => void confirmRemove()}
        confirming={unlinking.loading}
      >
        {removing
          ? t('athletes.guardians.removeQuestion', {
              name: removing.guardian.name,
              athlete: athlete.fullName,
            })
          : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming !== null}
        title={
          confirming === 'archive' ? t('athletes.profile.archiveTitle') : t('athletes.profile.restoreTitle')
        }
        failure={archiveFailure}
        cancelLabel={t('athletes.actions.cancel')}
        confirmLabel={
          confirming === 'archive' ? t('athletes.actions.archive') : t('athletes.actions.restore')
        }
        onCancel={() => {
          setConfirming(null);
          setArchiveFailure(null);
        }}
        onConfirm={() => void confirmArchive()}
        confirming={archiving.loading || restoring.loading}
      >
        {confirming === 'archive'
          ? t('athletes.profile.archiveQuestion', { name: athlete.fullName })
          : t('athletes.profile.restoreQuestion', { name: athlete.fullName })}
      </ConfirmDialog>
    </Container>
  );
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link asChild color="fg.muted" textStyle="sm" w="fit-content">
      <RouterLink to={PATHS.athletes}>
        <LuArrowLeft aria-hidden="true" />
        {t('athletes.profile.back')}
      </RouterLink>
    </Link>
  );
}

function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <Card.Root variant="outline" as="section" aria-label={title}>
      <Card.Header>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {actions}
        </Flex>
      </Card.Header>
      <Card.Body minW="0">{children}</Card.Body>
    </Card.Root>
  );
}

function DetailsSection({ athlete }: { athlete: AthleteProfileFragment }) {
  const { t } = useTranslation();
  const dates = useDates();
  const details = athlete.private;
  if (!details) return null;
  const rows: [string, ReactNode][] = [
    [t('athletes.form.birthDate'), dates.date(details.birthDate)],
    [t('athletes.form.email'), details.email],
    [t('athletes.form.phone'), details.phone],
    [t('athletes.form.address'), details.address],
    [
      t('athletes.profile.emergency'),
      details.emergencyContactName
        ? `${details.emergencyContactName}${details.emergencyContactPhone ? ` · ${details.emergencyContactPhone}` : ''}`
        : null,
    ],
  ];
  return (
    <Section title={t('athletes.profile.details')}>
      <Stack gap="4">
        <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }} size="sm">
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value || '—'}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        <Stack gap="1">
          <Text fontWeight="semibold" textStyle="sm">
            {t('athletes.profile.documents')}
          </Text>
          {details.documents.length === 0 ? (
            <Text color="fg.muted" textStyle="sm">
              {t('athletes.profile.noDocuments')}
            </Text>
          ) : (
            details.documents.map((document) => (
              <Link key={document.url} href={document.url} target="_blank" rel="noreferrer" textStyle="sm">
                {document.title}
              </Link>
            ))
          )}
        </Stack>
      </Stack>
    </Section>
  );
}

function TeamsSection({
  athlete,
  mayEdit,
  onEdit,
}: {
  athlete: AthleteProfileFragment;
  mayEdit: boolean;
  onEdit: (membership: Membership) => void;
}) {
  const { t } = useTranslation();
  const dates = useDates();
  return (
    <Section title={t('athletes.profile.teams')}>
      {athlete.history.length === 0 ? (
        <Text color="fg.muted">{t('athletes.profile.noTeams')}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="l2" maxW="100%">
          <Table.Root size="sm" aria-label={t('athletes.profile.teams')}>
            <Table.Header>
              <Table.Row bg="bg.subtle">
                <Table.ColumnHeader>{t('athletes.profile.team')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('athletes.profile.period')}</Table.ColumnHeader>
                <Table.ColumnHeader display={{ base: 'none', sm: 'table-cell' }}>
                  {t('athletes.profile.jersey')}
                </Table.ColumnHeader>
                <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>
                  {t('athletes.profile.position')}
                </Table.ColumnHeader>
                <Table.ColumnHeader>{t('athletes.profile.membershipStatus')}</Table.ColumnHeader>
                {mayEdit ? (
                  // Positioned, so that the hidden label stays inside the table's scroll area.
                  <Table.ColumnHeader position="relative">
                    <VisuallyHidden>{t('athletes.profile.actions')}</VisuallyHidden>
                  </Table.ColumnHeader>
                ) : null}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {athlete.history.map((membership) => (
                <Table.Row key={membership.id} data-current={membership.current ? '' : undefined}>
                  <Table.Cell fontWeight={membership.current ? 'semibold' : undefined}>
                    {membership.team.name}
                    <Text as="span" color="fg.muted" textStyle="xs" ms="2">
                      {membership.team.ageCategory}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>
                    {dates.date(membership.fromOn)} –{' '}
                    {membership.toOn ? dates.date(membership.toOn) : t('athletes.profile.now')}
                  </Table.Cell>
                  <Table.Cell display={{ base: 'none', sm: 'table-cell' }}>
                    {membership.jerseyNumber ?? '—'}
                  </Table.Cell>
                  <Table.Cell display={{ base: 'none', md: 'table-cell' }}>
                    {membership.position ?? '—'}
                  </Table.Cell>
                  <Table.Cell>
                    {membership.current ? (
                      <Badge colorPalette="green">
                        {t(`athletes.membershipStatus.${membership.status}`)}
                      </Badge>
                    ) : (
                      <Badge variant="outline">{t('athletes.profile.ended')}</Badge>
                    )}
                  </Table.Cell>
                  {mayEdit ? (
                    <Table.Cell textAlign="end">
                      {membership.current ? (
                        <IconButton
                          size="xs"
                          variant="ghost"
                          aria-label={t('athletes.membership.editFor', { team: membership.team.name })}
                          onClick={() => onEdit(membership)}
                        >
                          <LuPencil />
                        </IconButton>
                      ) : null}
                    </Table.Cell>
                  ) : null}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Section>
  );
}

function GuardiansSection({
  athlete,
  mayChange,
  onAdd,
  onEdit,
  onRemove,
}: {
  athlete: AthleteProfileFragment;
  mayChange: boolean;
  onAdd: () => void;
  onEdit: (link: GuardianLink) => void;
  onRemove: (link: GuardianLink) => void;
}) {
  const { t } = useTranslation();
  const guardians = athlete.guardians ?? [];
  return (
    <Section
      title={t('athletes.profile.guardians')}
      actions={
        mayChange ? (
          <Button size="sm" variant="outline" onClick={onAdd}>
            <LuUserPlus aria-hidden="true" />
            {t('athletes.guardians.add')}
          </Button>
        ) : null
      }
    >
      {guardians.length === 0 ? (
        <Text color="fg.muted">{t('athletes.profile.noGuardians')}</Text>
      ) : (
        <Stack gap="3" as="ul" listStyleType="none">
          {guardians.map((link) => (
            <Box as="li" key={link.id} borderWidth="1px" rounded="l2" p="3">
              <Flex gap="3" justify="space-between" wrap="wrap" align="center">
                <Stack gap="0" minW="0">
                  <Text fontWeight="medium">{link.guardian.name}</Text>
                  <Text textStyle="sm" color="fg.muted" truncate>
                    {t(`athletes.relationship.${link.relationship}`)} · {link.guardian.email}
                  </Text>
                </Stack>
                <Wrap gap="1" align="center">
                  {link.isPrimary ? (
                    <Badge colorPalette="blue">{t('athletes.guardians.isPrimary')}</Badge>
                  ) : null}
                  {link.legalGuardian ? (
                    <Badge colorPalette="purple">{t('athletes.guardians.legalGuardian')}</Badge>
                  ) : null}
                  <Badge colorPalette={link.mayPickUp ? 'green' : 'gray'} variant="outline">
                    {link.mayPickUp ? t('athletes.guardians.mayPickUp') : t('athletes.guardians.noPickUp')}
                  </Badge>
                  {mayChange ? (
                    <>
                      <IconButton
                        size="xs"
                        variant="ghost"
                        aria-label={t('athletes.guardians.editFor', { name: link.guardian.name })}
                        onClick={() => onEdit(link)}
                      >
                        <LuPencil />
                      </IconButton>
                      <IconButton
                        size="xs"
                        variant="ghost"
                        colorPalette="red"
                        aria-label={t('athletes.guardians.removeFor', { name: link.guardian.name })}
                        onClick={() => onRemove(link)}
                      >
                        <LuTrash2 />
                      </IconButton>
                    </>
                  ) : null}
                </Wrap>
              </Flex>
            </Box>
          ))}
        </Stack>
      )}
    </Section>
  );
}

function ConsentsSection({
  athlete,
  isAdmin,
  viewerId,
}: {
  athlete: AthleteProfileFragment;
  isAdmin: boolean;
  viewerId: string | null;
}) {
  const { t } = useTranslation();
  const dates = useDates();
  const refetch = { refetchQueries: [{ query: AthleteProfileDocument, variables: { id: athlete.id } }] };
  const [grant, granting] = useMutation(GrantConsentDocument, refetch);
  const [withdraw, withdrawing] = useMutation(WithdrawConsentDocument, refetch);
  const [pending, setPending] = useState<ConsentPurpose | null>(null);
  const legalGuardians = (athlete.guardians ?? []).filter((link) => link.legalGuardian);
  const viewerIsLegal = legalGuardians.some((link) => link.guardian.id === viewerId);
  // An admin records a consent given on paper by one of the legal guardians (the primary one first).
  const [chosenGrantor, setChosenGrantor] = useState<string | null>(null);
  const defaultGrantor = (legalGuardians.find((link) => link.isPrimary) ?? legalGuardians[0])?.guardian.id;
  const grantor = viewerIsLegal
    ? null
    : legalGuardians.some((link) => link.guardian.id === chosenGrantor)
      ? chosenGrantor
      : defaultGrantor;
  const mayChange = viewerIsLegal || (isAdmin && legalGuardians.length > 0);
  const consents = athlete.consents ?? [];

  const run = async (purpose: ConsentPurpose, action: () => Promise<unknown>) => {
    setPending(purpose);
    try {
      await action();
      appToaster.create({ type: 'success', title: t('athletes.consents.saved') });
    } catch (error) {
      appToaster.create({ type: 'error', title: featureErrors(t, 'athletes').explain(error) });
    } finally {
      setPending(null);
    }
  };

  return (
    <Section title={t('athletes.profile.consents')}>
      {mayChange && !viewerIsLegal && legalGuardians.length > 1 ? (
        <Box maxW="sm" mb="3">
          <FormField label={t('athletes.consents.givenBy')} invalid={false}>
            <SelectInput
              name="grantor"
              value={grantor ?? ''}
              onChange={(event) => setChosenGrantor(event.target.value)}
            >
              {legalGuardians.map((link) => (
                <option key={link.id} value={link.guardian.id}>
                  {link.guardian.name}
                </option>
              ))}
            </SelectInput>
          </FormField>
        </Box>
      ) : null}
      <Stack gap="2" as="ul" listStyleType="none">
        {CONSENT_PURPOSES.map((purpose) => {
          const active = consents.find((consent) => consent.purpose === purpose && consent.active);
          const last = consents.find((consent) => consent.purpose === purpose);
          return (
            <Flex as="li" key={purpose} gap="3" justify="space-between" align="center" wrap="wrap" py="1">
              <Stack gap="0" minW="0" flex="1">
                <Text fontWeight="medium">{t(`athletes.consent.${purpose}`)}</Text>
                <Text textStyle="xs" color="fg.muted">
                  {active
                    ? t('athletes.consents.grantedBy', {
                        name: active.grantedBy?.name ?? '—',
                        date: dates.date(active.grantedAt),
                      })
                    : last?.withdrawnAt
                      ? t('athletes.consents.withdrawnOn', { date: dates.date(last.withdrawnAt) })
                      : t('athletes.consents.none')}
                </Text>
              </Stack>
              <HStack gap="2">
                <Badge colorPalette={active ? 'green' : 'gray'}>
                  {active ? t('athletes.consents.active') : t('athletes.consents.inactive')}
                </Badge>
                {mayChange ? (
                  active ? (
                    <Button
                      size="xs"
                      variant="outline"
                      loading={pending === purpose && withdrawing.loading}
                      aria-label={t('athletes.consents.withdrawFor', {
                        purpose: t(`athletes.consent.${purpose}`),
                      })}
                      onClick={() => void run(purpose, () => withdraw({ variables: { id: active.id } }))}
                    >
                      {t('athletes.consents.withdraw')}
                    </Button>
                  ) : (
                    <Button
                      size="xs"
                      loading={pending === purpose && granting.loading}
                      aria-label={t('athletes.consents.grantFor', {
                        purpose: t(`athletes.consent.${purpose}`),
                      })}
                      onClick={() =>
                        void run(purpose, () =>
                          grant({
                            variables: { input: { athleteId: athlete.id, purpose, guardianUserId: grantor } },
                          }),
                        )
                      }
                    >
                      {t('athletes.consents.grant')}
                    </Button>
                  )
                ) : null}
              </HStack>
            </Flex>
          );
        })}
      </Stack>
      {!mayChange ? (
        <Text mt="3" textStyle="sm" color="fg.muted">
          {t('athletes.consents.whoMay')}
        </Text>
      ) : null}
    </Section>
  );
}

/** The medical notes: read only when opened (every read is audited), for viewers with full access. */
function HealthSection({ athleteId, full }: { athleteId: string; full: boolean }) {
  const { t } = useTranslation();
  const [load, health] = useLazyQuery(AthleteHealthDocument, { fetchPolicy: 'network-only' });
  const refused = health.error ? describeApiError(health.error).code : null;
  return (
    <Section
      title={t('athletes.health.title')}
      actions={
        full && !health.data ? (
          <Button
            size="sm"
            variant="outline"
            loading={health.loading}
            onClick={() => void load({ variables: { athleteId } })}
          >
            <LuShieldAlert aria-hidden="true" />
            {t('athletes.health.open')}
          </Button>
        ) : null
      }
    >
      {!full || refused === 'FORBIDDEN' || refused === 'NOT_FOUND' ? (
        <Text color="fg.muted">{t('athletes.health.notAllowed')}</Text>
      ) : health.error ? (
        <ErrorAlert
          retry={{
            label: t('athletes.actions.retry'),
            onRetry: () => void load({ variables: { athleteId } }),
          }}
        >
          {featureErrors(t, 'athletes').explain(health.error)}
        </ErrorAlert>
      ) : health.data ? (
        <Stack gap="2">
          <Badge
            w="fit-content"
            colorPalette={health.data.athleteHealth.healthDataConsent ? 'green' : 'orange'}
          >
            {health.data.athleteHealth.healthDataConsent
              ? t('athletes.health.consentActive')
              : t('athletes.health.consentMissing')}
          </Badge>
          <Text whiteSpace="pre-wrap" data-testid="medical-notes">
            {health.data.athleteHealth.medicalNotes ?? t('athletes.health.noNotes')}
          </Text>
        </Stack>
      ) : (
        <Text color="fg.muted">{t('athletes.health.hint')}</Text>
      )}
    </Section>
  );
}
