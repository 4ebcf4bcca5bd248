import {
  Badge,
  Button,
  CloseButton,
  Drawer,
  Heading,
  HStack,
  Link,
  Portal,
  Separator,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { RegistrationDocuments } from './registration-documents';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, generatePath } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { featureErrors } from '../../../lib/apollo/feature-errors';
import { describeApiError } from '../../../lib/apollo/errors';
import { useDates } from '../../../lib/dates-hook';
import { PATHS } from '../../../lib/paths';
import { RegistrationDocument } from '../graphql/registrations';
import { useApproveRegistration, useRejectRegistration } from '../hooks/use-registration-mutations';
import { RegistrationStatusBadge } from './registration-status-badge';
import { RejectDialog } from './reject-dialog';

/** One registration in full, with the school's decision: approve (or waitlist) and refuse with a reason. */
export function RegistrationDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const dates = useDates();
  const { data, loading, error } = useQuery(RegistrationDocument, {
    variables: { id: id ?? '' },
    skip: id === null,
  });
  const registration = data?.registration ?? null;
  const [approve, approving] = useApproveRegistration();
  const [reject, rejecting] = useRejectRegistration();
  const [confirming, setConfirming] = useState(false);
  const [refusing, setRefusing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const explain = (caught: unknown) => featureErrors(t, 'registrations').describe(describeApiError(caught));
  const open = registration && (registration.status === 'pending' || registration.status === 'waitlisted');
  const name = registration ? `${registration.firstName} ${registration.lastName}` : '';
  const turkish = i18n.resolvedLanguage === 'tr';

  return (
    <Drawer.Root
      open={id !== null}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size={{ base: 'full', md: 'md' }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>
                {registration ? t('registrations.detail.title', { name }) : t('registrations.title')}
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              {error ? (
                <ErrorAlert>{t('registrations.detail.loadFailed')}</ErrorAlert>
              ) : loading || !registration ? (
                <Stack gap="3">
                  <Skeleton h="6" />
                  <Skeleton h="24" />
                </Stack>
              ) : (
                <Stack gap="5">
                  <HStack gap="2" wrap="wrap">
                    <RegistrationStatusBadge
                      status={registration.status}
                      waitlistPosition={registration.waitlistPosition}
                      offerExpiresAt={registration.offerExpiresAt}
                    />
                    <Text color="fg.muted" textStyle="sm">
                      {t('registrations.detail.submitted', {
                        date: dates.dateTime(registration.submittedAt),
                      })}
                    </Text>
                  </HStack>
                  <Stack gap="1">
                    <Heading as="h3" size="sm">
                      {t('registrations.detail.child')}
                    </Heading>
                    <Text>
                      {name} · {t(`registrations.gender.${registration.gender}`)}
                    </Text>
                    <Text color="fg.muted">
                      {t('registrations.detail.born', { date: dates.calendarDate(registration.birthDate) })}
                    </Text>
                    <Text>
                      {t('registrations.detail.team')}: {registration.team.name} (
                      {registration.team.ageCategory})
                    </Text>
                    <Text color="fg.muted">
                      {t('registrations.detail.language')}:{' '}
                      {t(`registrations.detail.languages.${registration.language}`)}
                    </Text>
                  </Stack>
                  {registration.note ? (
                    <Stack gap="1">
                      <Heading as="h3" size="sm">
                        {t('registrations.detail.note')}
                      </Heading>
                      <Text whiteSpace="pre-wrap">{registration.note}</Text>
                    </Stack>
                  ) : null}
                  <Separator />
                  <Stack gap="3">
                    <Heading as="h3" size="sm">
                      {t('registrations.detail.guardians')}
                    </Heading>
                    {registration.guardians.map((guardian) => (
                      <Stack key={guardian.id} gap="0.5">
                        <Text fontWeight="medium">
                          {guardian.firstName} {guardian.lastName} ·{' '}
                          {t(`registrations.relationship.${guardian.relationship}`)}
                        </Text>
                        <Link href={`mailto:${guardian.email}`} color="brand.fg" w="fit-content">
                          {guardian.email}
                        </Link>
                        <Link
                          href={`tel:${guardian.phone.replace(/[^\d+]/g, '')}`}
                          color="brand.fg"
                          w="fit-content"
                        >
                          {guardian.phone}
                        </Link>
                        {registration.status === 'approved' ? (
                          <Text textStyle="sm" color={guardian.userId ? 'fg.success' : 'fg.warning'}>
                            {guardian.userId
                              ? t('registrations.detail.linked')
                              : t('registrations.detail.notLinked')}
                          </Text>
                        ) : null}
                      </Stack>
                    ))}
                  </Stack>
                  <Separator />
                  <Stack gap="2">
                    <Heading as="h3" size="sm">
                      {t('registrations.detail.documents')}
                    </Heading>
                    <RegistrationDocuments documents={registration.documents} />
                  </Stack>
                  <Separator />
                  <Stack gap="2">
                    <Heading as="h3" size="sm">
                      {t('registrations.detail.consents')}
                    </Heading>
                    {registration.consents.map((consent) => (
                      <Stack key={consent.purpose} gap="0.5">
                        <HStack gap="2" wrap="wrap">
                          <Text fontWeight="medium">{t(`registrations.purpose.${consent.purpose}`)}</Text>
                          <Badge size="sm" variant="outline">
                            {t('registrations.detail.version', { version: consent.version })}
                          </Badge>
                          {consent.text.required ? (
                            <Badge size="sm" colorPalette="orange" variant="subtle">
                              {t('registrations.detail.required')}
                            </Badge>
                          ) : null}
                        </HStack>
                        <Text textStyle="sm" color="fg.muted">
                          {turkish ? consent.text.textTr : consent.text.textEn}
                        </Text>
                      </Stack>
                    ))}
                  </Stack>
                  {registration.decidedAt ? (
                    <>
                      <Separator />
                      <Stack gap="1">
                        <Text color="fg.muted">
                          {t('registrations.detail.decided', {
                            date: dates.dateTime(registration.decidedAt),
                          })}
                        </Text>
                        {registration.reason ? (
                          <Text>
                            {t('registrations.detail.reason')}: {registration.reason}
                          </Text>
                        ) : null}
                        {registration.athleteId ? (
                          <Link asChild color="brand.fg" w="fit-content">
                            <RouterLink to={generatePath(PATHS.athlete, { id: registration.athleteId })}>
                              {t('registrations.detail.openAthlete')}
                            </RouterLink>
                          </Link>
                        ) : null}
                      </Stack>
                    </>
                  ) : null}
                  {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
                </Stack>
              )}
            </Drawer.Body>
            {open ? (
              <Drawer.Footer justifyContent="space-between">
                <Button variant="outline" colorPalette="red" onClick={() => setRefusing(true)}>
                  {t('registrations.actions.reject')}
                </Button>
                <Button onClick={() => setConfirming(true)} loading={approving.loading}>
                  {t('registrations.actions.approve')}
                </Button>
              </Drawer.Footer>
            ) : null}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('registrations.detail.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
      {registration ? (
        <ConfirmDialog
          open={confirming}
          tone="choice"
          title={t('registrations.actions.approveTitle')}
          cancelLabel={t('registrations.actions.cancel')}
          confirmLabel={t('registrations.actions.approve')}
          confirming={approving.loading}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setFailure(null);
            approve(registration.id, registration.status)
              .catch((caught: unknown) => setFailure(explain(caught)))
              .finally(() => setConfirming(false));
          }}
        >
          {t('registrations.actions.approveBody', { name, team: registration.team.name })}
        </ConfirmDialog>
      ) : null}
      {registration && refusing ? (
        <RejectDialog
          saving={rejecting.loading}
          onClose={() => setRefusing(false)}
          onReject={async (reason) => {
            setFailure(null);
            await reject(registration.id, reason, registration.status);
          }}
        />
      ) : null}
    </Drawer.Root>
  );
}
