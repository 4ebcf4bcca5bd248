import { useQuery } from '@apollo/client/react';
import { Container, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { BackLink, RecordPageFallback } from '../../../components/ui/record-page';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useFeatureErrors } from '../../../lib/apollo/feature-errors';
import { PATHS } from '../../../lib/paths';
import { useAthletesViewer } from '../athletes-viewer';
import { AthleteAttendanceSection } from '../components/athlete-attendance-section';
import { AthleteConsentsSection } from '../components/athlete-consents-section';
import { AthleteDataSection } from '../components/athlete-data-section';
import { AthleteDetailsSection } from '../components/athlete-details-section';
import { AthleteGuardiansSection } from '../components/athlete-guardians-section';
import { AthleteHeader } from '../components/athlete-header';
import { AthleteHealthSection } from '../components/athlete-health-section';
import { AthleteTeamsSection } from '../components/athlete-teams-section';
import { AthleteProfileDocument } from '../graphql/athletes';

/** Whether the viewer is one of the athlete's legal guardians (who may have all their data). */
const legalGuardianOf = (
  athlete: { guardians?: readonly { legalGuardian: boolean; guardian: { id: string } }[] | null },
  viewerId: string | null,
) => (athlete.guardians ?? []).some((link) => link.legalGuardian && link.guardian.id === viewerId);

/** The page's frame: as wide as its sections, around the record or its fallback. */
function Frame({ children }: { children: ReactNode }) {
  return (
    <Container maxW="5xl" py={{ base: '6', md: '8' }} px={{ base: '4', md: '8' }}>
      {children}
    </Container>
  );
}

/**
 * An athlete's page: details and photo, teams with their history, attendance, guardians, consents, health
 * record.
 */
export function AthleteProfilePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const viewer = useAthletesViewer();
  const errors = useFeatureErrors('athletes');
  const profile = useQuery(AthleteProfileDocument, { variables: { id } });
  const athlete = profile.data?.athlete;
  useDocumentTitle(athlete?.fullName ?? t('athletes.profile.title'));

  const back = <BackLink to={PATHS.athletes} label={t('athletes.profile.back')} />;
  if (!athlete) {
    return (
      <Frame>
        <RecordPageFallback
          back={back}
          error={profile.error}
          notFound={<ErrorAlert>{t('athletes.errors.notFound')}</ErrorAlert>}
          describe={errors.describe}
          retry={{ label: t('athletes.actions.retry'), onRetry: () => void profile.refetch() }}
        />
      </Frame>
    );
  }

  const full = athlete.access === 'full';
  const archived = Boolean(athlete.archivedAt);
  return (
    <Frame>
      <Stack gap="6">
        {back}
        <AthleteHeader athlete={athlete} mayManage={viewer.isAdmin && full} />
        {full && athlete.private ? <AthleteDetailsSection athlete={athlete} /> : null}
        <AthleteTeamsSection
          athlete={athlete}
          mayEdit={full && !archived && (viewer.isAdmin || viewer.isStaff)}
        />
        {full ? <AthleteAttendanceSection athleteId={athlete.id} /> : null}
        {full ? <AthleteGuardiansSection athlete={athlete} mayChange={viewer.isAdmin && !archived} /> : null}
        {full ? (
          <AthleteConsentsSection athlete={athlete} isAdmin={viewer.isAdmin} viewerId={viewer.viewerId} />
        ) : null}
        <AthleteHealthSection athleteId={athlete.id} full={full} />
        {full && (viewer.isAdmin || legalGuardianOf(athlete, viewer.viewerId)) ? (
          <AthleteDataSection athleteId={athlete.id} name={athlete.fullName} mayDecide={viewer.isAdmin} />
        ) : null}
      </Stack>
    </Frame>
  );
}
