import { Button, Card, Image, Input, NativeSelect, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { FormField } from '../../../components/ui/form-field';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import type { OrganizationSettingsFieldsFragment } from '../../../generated/graphql';
import { describeApiError } from '../../../lib/apollo/errors';
import { useFeatureErrors } from '../../../lib/apollo/feature-errors';
import { OrganizationSettingsDocument } from '../graphql/organization-settings';
import { useSaveOrganizationSettings } from '../hooks/use-organization-settings-mutations';

type FieldName = 'locale' | 'email' | 'phone' | 'address' | 'logo';
type Draft = Record<FieldName, string>;

const draftOf = (organization: OrganizationSettingsFieldsFragment): Draft => ({
  locale: organization.locale,
  email: organization.email ?? '',
  phone: organization.phone ?? '',
  address: organization.address ?? '',
  logo: organization.logo ?? '',
});

/** fbiad-pages/settings: the organization's language, contact details and logo, for its admins. */
export function OrganizationSettingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('organization-settings.title'));
  const settings = useQuery(OrganizationSettingsDocument);
  const organization = settings.data?.myOrganization ?? null;

  return (
    <Stack gap="6" maxW="3xl">
      <PageHeader
        title={t('organization-settings.title')}
        subtitle={
          organization ? t('organization-settings.subtitle', { organization: organization.name }) : null
        }
      />
      {settings.error ? (
        <ErrorAlert
          retry={{ label: t('organization-settings.retry'), onRetry: () => void settings.refetch() }}
        >
          {t('organization-settings.error')}
        </ErrorAlert>
      ) : settings.loading && !settings.data ? (
        <Skeleton h="96" rounded="l3" />
      ) : organization ? (
        // Keyed by the saved version: a save (or another tab's) starts the form from the stored values.
        <SettingsForm key={organization.updatedAt as string} organization={organization} />
      ) : (
        <Text color="fg.muted">{t('organization-settings.noOrganization')}</Text>
      )}
    </Stack>
  );
}

function SettingsForm({ organization }: { organization: OrganizationSettingsFieldsFragment }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => draftOf(organization));
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [save, { loading }] = useSaveOrganizationSettings();
  const errors = useFeatureErrors('organization-settings');

  const set = (name: FieldName) => (value: string) => {
    setDraft((previous) => ({ ...previous, [name]: value }));
    setFieldErrors((previous) => ({ ...previous, [name]: undefined }));
  };
  const nullable = (value: string) => (value.trim() === '' ? null : value.trim());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      await save(organization.id, {
        locale: draft.locale,
        email: nullable(draft.email),
        phone: nullable(draft.phone),
        address: nullable(draft.address),
        logo: nullable(draft.logo),
      });
    } catch (error) {
      const described = describeApiError(error);
      if (described.fieldErrors) {
        setFieldErrors(
          Object.fromEntries(
            Object.keys(described.fieldErrors).map((name) => [name, t('organization-settings.invalid')]),
          ),
        );
      }
      setFailure(errors.describe(described));
    }
  };

  const field = (name: FieldName) => ({ invalid: Boolean(fieldErrors[name]), error: fieldErrors[name] });

  return (
    <Card.Root>
      <Card.Body>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="5">
            {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
            <FormField label={t('organization-settings.fields.locale')} {...field('locale')}>
              <NativeSelect.Root>
                <NativeSelect.Field
                  name="locale"
                  value={draft.locale}
                  onChange={(event) => set('locale')(event.target.value)}
                >
                  <option value="en">{t('organization-settings.locales.en')}</option>
                  <option value="tr">{t('organization-settings.locales.tr')}</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label={t('organization-settings.fields.email')} {...field('email')}>
              <Input
                name="email"
                type="email"
                autoComplete="email"
                value={draft.email}
                onChange={(event) => set('email')(event.target.value)}
              />
            </FormField>
            <FormField label={t('organization-settings.fields.phone')} {...field('phone')}>
              <Input
                name="phone"
                type="tel"
                autoComplete="tel"
                value={draft.phone}
                onChange={(event) => set('phone')(event.target.value)}
              />
            </FormField>
            <FormField label={t('organization-settings.fields.address')} {...field('address')}>
              <Textarea
                name="address"
                autoresize
                value={draft.address}
                onChange={(event) => set('address')(event.target.value)}
              />
            </FormField>
            <FormField
              label={t('organization-settings.fields.logo')}
              helper={t('organization-settings.fields.logoHelper')}
              {...field('logo')}
            >
              <Input name="logo" value={draft.logo} onChange={(event) => set('logo')(event.target.value)} />
            </FormField>
            {organization.logo ? (
              <Image
                src={organization.logo}
                alt={organization.name}
                maxH="16"
                maxW="48"
                objectFit="contain"
              />
            ) : null}
            <Button type="submit" alignSelf="flex-start" loading={loading}>
              {t('organization-settings.save')}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
