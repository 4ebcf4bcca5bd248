import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { ApolloClient } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuDownload, LuEraser, LuFileText } from 'react-icons/lu';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { ReasonDialog } from '../../../components/ui/reason-dialog';
import { useFeatureErrors } from '../../../lib/apollo/feature-errors';
import { useDates } from '../../../lib/dates-hook';
import { languageOf } from '../../../lib/i18n/languages';
import { saveBlob } from '../../../lib/save-blob';
import type { ErasureRequestFieldsFragment } from '../../../generated/graphql';
import { AthleteDataExportDocument } from '../graphql/athletes';
import { AthleteDataPdfDocument, AthleteErasureDocument } from '../graphql/data-request';
import { useCompleteErasure, useDeclineErasure, useRequestErasure } from '../hooks/use-athlete-mutations';
import { AthleteSection } from './athlete-section';

type Dialog = 'request' | 'complete' | 'decline' | null;

// The hand-over is audited as a health read: fetched when asked for, never kept in the cache.
async function fetchJson(client: ApolloClient, athleteId: string) {
  const { data } = await client.query({
    query: AthleteDataExportDocument,
    variables: { athleteId },
    fetchPolicy: 'no-cache',
  });
  if (!data) throw new Error('No data');
  const { fileName, json } = data.athleteDataExport;
  return { name: fileName, blob: new Blob([json], { type: 'application/json' }) };
}

async function fetchPdf(client: ApolloClient, athleteId: string, language: string) {
  const { data } = await client.query({
    query: AthleteDataPdfDocument,
    variables: { athleteId, language: languageOf(language) },
    fetchPolicy: 'no-cache',
  });
  if (!data) throw new Error('No data');
  const { pdfFileName, pdf } = data.athleteDataExport;
  const bytes = Uint8Array.from(atob(pdf), (char) => char.charCodeAt(0));
  return { name: pdfFileName, blob: new Blob([bytes], { type: 'application/pdf' }) };
}

/**
 * The data request of a legal guardian (or an admin): everything held about the child as one JSON file,
 * fetched when asked for (it is audited as a health read) and never kept in the cache; and the erasure
 * request, which a guardian sends and an admin of the child's scope completes or declines.
 */
export function AthleteDataSection({
  athleteId,
  name,
  mayDecide,
}: {
  athleteId: string;
  name: string;
  /** The viewer administers the athlete: completes or declines an erasure request. */
  mayDecide: boolean;
}) {
  const { t, i18n } = useTranslation();
  const client = useApolloClient();
  const errors = useFeatureErrors('athletes');
  const [loading, setLoading] = useState<'json' | 'pdf' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const erasure = useQuery(AthleteErasureDocument, { variables: { id: athleteId } });
  const request = erasure.data?.athlete?.erasureRequest ?? null;
  const [requestErasure, requesting] = useRequestErasure();
  const [completeErasure, completing] = useCompleteErasure();
  const [declineErasure, declining] = useDeclineErasure();
  const [completeFailure, setCompleteFailure] = useState<string | null>(null);

  const download = async (format: 'json' | 'pdf') => {
    setLoading(format);
    setFailure(null);
    try {
      const file =
        format === 'json'
          ? await fetchJson(client, athleteId)
          : await fetchPdf(client, athleteId, i18n.language);
      saveBlob(file.blob, file.name);
    } catch (error) {
      setFailure(errors.explain(error));
    } finally {
      setLoading(null);
    }
  };

  const complete = async () => {
    if (!request) return;
    setCompleteFailure(null);
    try {
      await completeErasure({ id: request.id });
      setDialog(null);
    } catch (error) {
      setCompleteFailure(errors.explain(error));
    }
  };

  const open = request?.status === 'requested';
  return (
    <AthleteSection title={t('athletes.data.title')}>
      <Stack gap="3" align="flex-start">
        <Text color="fg.muted">{t('athletes.data.intro', { name })}</Text>
        <HStack gap="2" wrap="wrap">
          <Button variant="outline" onClick={() => void download('pdf')} loading={loading === 'pdf'}>
            <LuFileText aria-hidden="true" />
            {t('athletes.data.downloadPdf')}
          </Button>
          <Button variant="outline" onClick={() => void download('json')} loading={loading === 'json'}>
            <LuDownload aria-hidden="true" />
            {t('athletes.data.download')}
          </Button>
        </HStack>
        {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
        {request ? <ErasureStatus request={request} /> : null}
        {open && mayDecide ? (
          <HStack gap="2" wrap="wrap">
            <Button colorPalette="red" onClick={() => setDialog('complete')}>
              <LuEraser aria-hidden="true" />
              {t('athletes.erasure.complete')}
            </Button>
            <Button variant="outline" onClick={() => setDialog('decline')}>
              {t('athletes.erasure.decline')}
            </Button>
          </HStack>
        ) : null}
        {!open && request?.status !== 'completed' ? (
          <Stack gap="2" align="flex-start">
            <Text textStyle="sm" color="fg.muted">
              {t('athletes.erasure.explain')}
            </Text>
            <Button variant="outline" colorPalette="red" onClick={() => setDialog('request')}>
              <LuEraser aria-hidden="true" />
              {t('athletes.erasure.ask')}
            </Button>
          </Stack>
        ) : null}
      </Stack>
      {dialog === 'request' ? (
        <ReasonDialog
          texts={{
            title: t('athletes.erasure.askTitle'),
            intro: t('athletes.erasure.askIntro', { name }),
            label: t('athletes.erasure.note'),
            helper: t('athletes.erasure.noteHelper'),
            submit: t('athletes.erasure.send'),
            tooLong: t('athletes.erasure.tooLong'),
          }}
          onClose={() => setDialog(null)}
          onSubmit={async (note) => {
            await requestErasure({ athleteId, note: note || null });
          }}
          saving={requesting.loading}
          describeFailure={errors.explain}
        />
      ) : null}
      {dialog === 'decline' && request ? (
        <ReasonDialog
          texts={{
            title: t('athletes.erasure.declineTitle'),
            label: t('athletes.erasure.reason'),
            helper: t('athletes.erasure.reasonHelper'),
            submit: t('athletes.erasure.decline'),
            required: t('athletes.erasure.reasonRequired'),
            tooLong: t('athletes.erasure.tooLong'),
          }}
          onClose={() => setDialog(null)}
          onSubmit={async (reason) => {
            await declineErasure({ id: request.id, reason });
          }}
          saving={declining.loading}
          describeFailure={errors.explain}
        />
      ) : null}
      <ConfirmDialog
        open={dialog === 'complete'}
        title={t('athletes.erasure.completeTitle', { name })}
        failure={completeFailure}
        cancelLabel={t('athletes.erasure.cancel')}
        confirmLabel={t('athletes.erasure.complete')}
        onCancel={() => {
          setDialog(null);
          setCompleteFailure(null);
        }}
        onConfirm={() => void complete()}
        confirming={completing.loading}
      >
        {t('athletes.erasure.completeQuestion')}
      </ConfirmDialog>
    </AthleteSection>
  );
}

/** Where the latest erasure request stands. */
function ErasureStatus({ request }: { request: ErasureRequestFieldsFragment }) {
  const { t } = useTranslation();
  const dates = useDates();
  const requested = t('athletes.erasure.requested', {
    date: dates.date(request.requestedAt),
    name: request.requestedBy ?? t('athletes.erasure.someone'),
  });
  if (request.status === 'requested') {
    return (
      <Alert.Root status="warning" data-testid="erasure-status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{requested}</Alert.Title>
          <Alert.Description>
            {request.note
              ? t('athletes.erasure.noteSaid', { note: request.note })
              : t('athletes.erasure.waiting')}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  const completed = request.status === 'completed';
  return (
    <Alert.Root status={completed ? 'success' : 'info'} data-testid="erasure-status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {t(completed ? 'athletes.erasure.completedOn' : 'athletes.erasure.declinedOn', {
            date: dates.date(request.decidedAt),
          })}
        </Alert.Title>
        {request.reason ? (
          <Alert.Description>
            {t('athletes.erasure.reasonSaid', { reason: request.reason })}
          </Alert.Description>
        ) : null}
      </Alert.Content>
    </Alert.Root>
  );
}
