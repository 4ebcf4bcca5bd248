import { useQuery } from '@apollo/client/react';
import { Alert, Link, Stack } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useDebouncedValue } from '../../../components/ui/use-debounced-value';
import { describeApiError } from '../../../lib/apollo/errors';
import { athleteProfilePath } from '../athletes-viewer';
import { AthleteDuplicatesDocument } from '../graphql/athletes';

/** How long the form waits after typing before it asks for duplicates. */
const DUPLICATE_CHECK_MS = 300;

/** The server refused a record as the same child registered twice (CONFLICT on the names and birth date). */
export function isDuplicateConflict(error: unknown): boolean {
  const described = describeApiError(error);
  return described.code === 'CONFLICT' && described.fieldErrors?.birthDate !== undefined;
}

interface DuplicateWarningProps {
  firstName: string;
  lastName: string;
  birthDate: string;
  /** The organization of the athlete being edited; the viewer's own when null. */
  organizationId: string | null;
  /** The athlete being edited, never their own duplicate. */
  excludeId: string | null;
}

/**
 * Warns, before saving, that the names and birth date match an athlete already registered (among those
 * the viewer may read), with a link to open that record. Asks once both names and a whole birth date
 * are typed, after a pause in typing.
 */
export function DuplicateWarning({
  firstName,
  lastName,
  birthDate,
  organizationId,
  excludeId,
}: DuplicateWarningProps) {
  const { t, i18n } = useTranslation();
  const identity = useDebouncedValue(
    { firstName: firstName.trim(), lastName: lastName.trim(), birthDate },
    DUPLICATE_CHECK_MS,
  );
  const complete =
    identity.firstName !== '' && identity.lastName !== '' && /^\d{4}-\d{2}-\d{2}$/.test(identity.birthDate);
  const duplicates = useQuery(AthleteDuplicatesDocument, {
    variables: { ...identity, organizationId, excludeId },
    skip: !complete,
  });
  const matches = complete ? (duplicates.data?.athleteDuplicates ?? []) : [];
  if (matches.length === 0) return null;
  return (
    <Alert.Root status="warning" variant="subtle" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Stack gap="1">
          {matches.map((match) => (
            <Alert.Description key={match.id}>
              {t('athletes.duplicate.warning', {
                name: match.fullName,
                date: match.private
                  ? DateTime.fromISO(match.private.birthDate)
                      .setLocale(i18n.language)
                      .toLocaleString(DateTime.DATE_MED)
                  : '',
              })}{' '}
              <Link asChild colorPalette="blue">
                <RouterLink to={athleteProfilePath(match.id)} target="_blank" rel="noopener">
                  {t('athletes.duplicate.open')}
                </RouterLink>
              </Link>
            </Alert.Description>
          ))}
        </Stack>
      </Alert.Content>
    </Alert.Root>
  );
}
