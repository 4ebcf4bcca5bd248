import { Button, Stack, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuDownload } from 'react-icons/lu';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { useFeatureErrors } from '../../../lib/apollo/feature-errors';
import { AthleteDataExportDocument } from '../graphql/athletes';
import { AthleteSection } from './athlete-section';

/**
 * The data request of a legal guardian (or an admin): everything held about the child as one JSON file,
 * fetched when asked for (it is audited as a health read) and never kept in the cache.
 */
export function AthleteDataSection({ athleteId, name }: { athleteId: string; name: string }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const errors = useFeatureErrors('athletes');
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const download = async () => {
    setLoading(true);
    setFailure(null);
    try {
      const { data } = await client.query({
        query: AthleteDataExportDocument,
        variables: { athleteId },
        fetchPolicy: 'no-cache',
      });
      if (!data) throw new Error('No data');
      const url = URL.createObjectURL(new Blob([data.athleteDataExport.json], { type: 'application/json' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = data.athleteDataExport.fileName;
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      setFailure(errors.explain(error));
    } finally {
      setLoading(false);
    }
  };

  return (
    <AthleteSection title={t('athletes.data.title')}>
      <Stack gap="3" align="flex-start">
        <Text color="fg.muted">{t('athletes.data.intro', { name })}</Text>
        <Button variant="outline" onClick={() => void download()} loading={loading}>
          <LuDownload aria-hidden="true" />
          {t('athletes.data.download')}
        </Button>
        <Text textStyle="sm" color="fg.muted">
          {t('athletes.data.erasure')}
        </Text>
        {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
      </Stack>
    </AthleteSection>
  );
}
