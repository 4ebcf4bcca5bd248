import { DataList, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { useDates } from '../../../lib/dates-hook';
import type { AthleteProfileFragment } from '../../../generated/graphql';
import { AthleteSection as Section } from './athlete-section';

/** The athlete's private details and documents, for viewers with full access. */
export function AthleteDetailsSection({ athlete }: { athlete: AthleteProfileFragment }) {
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
