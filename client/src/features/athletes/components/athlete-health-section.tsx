import { Badge, Button, Stack, Text } from '@chakra-ui/react';
import { useLazyQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { LuShieldAlert } from 'react-icons/lu';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { describeApiError } from '../../../lib/apollo/errors';
import { useFeatureErrors } from '../../../lib/apollo/feature-errors';
import { AthleteHealthDocument } from '../graphql/athletes';
import { AthleteSection as Section } from './athlete-section';

/** The medical notes: read only when opened (every read is audited), for viewers with full access. */
export function AthleteHealthSection({ athleteId, full }: { athleteId: string; full: boolean }) {
  const { t } = useTranslation();
  const [load, health] = useLazyQuery(AthleteHealthDocument, { fetchPolicy: 'network-only' });
  const errors = useFeatureErrors('athletes');
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
          {errors.explain(health.error)}
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
