import { Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  contactEmailValid,
  contactInput,
  DetailsFields,
  detailsValuesOf,
  EMAIL_PATTERN,
} from '../../../components/organization-details/details-fields';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { announceSaved, RecordFormDialog } from '../../../components/ui/record-form-dialog';
import { SelectInput } from '../../../components/ui/select-input';
import { TextField, textFieldBinder } from '../../../components/ui/text-field';
import { useFormSubmit, type FieldMessages } from '../../../components/ui/use-form-submit';
import type { OrganizationRowFragment, OrganizationType } from '../../../generated/graphql';
import { DEFAULT_TIME_ZONE, timeZoneOptions } from '../../../lib/time-zones';
import { OrganizationPlansDocument } from '../graphql/organizations';
import { useCreateOrganization, useUpdateOrganization } from '../hooks/use-organization-mutations';
import { organizationFormFailure, type OrganizationFormField } from '../organizations-errors';

export const ORGANIZATION_TYPES: readonly OrganizationType[] = ['school', 'club', 'federation'];
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A slug suggested from a name: Turkish letters to their base letter, the rest to hyphens. */
export function slugFrom(name: string): string {
  const base: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', i̇: 'i', ö: 'o', ş: 's', ü: 'u' };
  return name
    .toLocaleLowerCase('tr-TR')
    .replace(/[çğıöşü]|i̇/g, (letter) => base[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

interface OrganizationFormDialogProps {
  /** The organization to edit; null creates one with its first admin. */
  organization: OrganizationRowFragment | null;
  /** Whether the plan may be changed (a super admin). */
  canChangePlan?: boolean;
  onClose: () => void;
  onSaved?: (organization: OrganizationRowFragment) => void;
}

/** Creates an organization with its first admin (super admin), or edits an organization's details. */
export function OrganizationFormDialog({
  organization,
  canChangePlan = true,
  onClose,
  onSaved,
}: OrganizationFormDialogProps) {
  const { t } = useTranslation();
  const creating = organization === null;
  const [values, setValues] = useState({
    ...detailsValuesOf(organization),
    slug: organization?.slug ?? '',
    type: organization?.type ?? 'club',
    address: organization?.address ?? '',
    locale: organization?.locale ?? 'tr',
    timeZone: organization?.timeZone ?? DEFAULT_TIME_ZONE,
    planId: organization?.plan?.id ?? '',
    adminName: '',
    adminEmail: '',
    adminPassword: '',
  });
  const [slugTouched, setSlugTouched] = useState(!creating);
  const plans = useQuery(OrganizationPlansDocument, { skip: !canChangePlan });
  const [createOrganization, createState] = useCreateOrganization();
  const [updateOrganization, updateState] = useUpdateOrganization();

  const set = (name: keyof typeof values) => (value: string) =>
    setValues((current) => ({
      ...current,
      [name]: value,
      ...(name === 'name' && !slugTouched ? { slug: slugFrom(value) } : {}),
    }));

  const check = (): FieldMessages<OrganizationFormField> => {
    const problems: FieldMessages<OrganizationFormField> = {};
    if (!values.name.trim()) problems.name = t('organizations.validation.name');
    if (!SLUG.test(values.slug.trim()) || values.slug.trim().length < 2)
      problems.slug = t('organizations.validation.slug');
    if (!contactEmailValid(values)) problems.email = t('organizations.validation.email');
    if (creating) {
      if (!values.adminName.trim()) problems['admin.fullName'] = t('organizations.validation.adminFullName');
      if (!EMAIL_PATTERN.test(values.adminEmail.trim()))
        problems['admin.email'] = t('organizations.validation.adminEmail');
      if (values.adminPassword && values.adminPassword.length < 8)
        problems['admin.password'] = t('organizations.validation.adminPassword');
    }
    return problems;
  };

  const save = async () => {
    const details = {
      name: values.name.trim(),
      slug: values.slug.trim(),
      type: values.type,
      ...contactInput(values),
      address: values.address.trim() || null,
      locale: values.locale,
      timeZone: values.timeZone,
    };
    if (organization) {
      const input = canChangePlan ? { ...details, planId: values.planId || null } : details;
      const result = await updateOrganization({ id: organization.id, input });
      announceSaved(result.updateOrganization, t('organizations.form.saved'), { onSaved, onClose });
    } else {
      const result = await createOrganization({
        input: {
          ...details,
          planId: values.planId || null,
          admin: {
            fullName: values.adminName.trim(),
            email: values.adminEmail.trim(),
            password: values.adminPassword || null,
          },
        },
      });
      announceSaved(result.createOrganization, t('organizations.form.created'), { onSaved, onClose });
    }
  };
  const { submit, field, message } = useFormSubmit<OrganizationFormField>({
    check,
    save,
    failure: (error) => organizationFormFailure(error, t),
  });

  const bind = textFieldBinder({ values, set, field });
  const slugAndType = (
    <>
      <TextField
        label={t('organizations.form.slug')}
        required
        helper={t('organizations.form.slugHelp')}
        {...bind('slug')}
        onValueChange={(value) => {
          setSlugTouched(true);
          set('slug')(value);
        }}
      />
      <FormField label={t('organizations.form.type')} required {...field('type')}>
        <SelectInput name="type" value={values.type} onChange={(event) => set('type')(event.target.value)}>
          {ORGANIZATION_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`organizations.types.${type}`)}
            </option>
          ))}
        </SelectInput>
      </FormField>
    </>
  );
  const localeAndPlan = (
    <>
      <FormField label={t('organizations.form.locale')} {...field('locale')}>
        <SelectInput
          name="locale"
          value={values.locale}
          onChange={(event) => set('locale')(event.target.value)}
        >
          <option value="tr">{t('organizations.form.locales.tr')}</option>
          <option value="en">{t('organizations.form.locales.en')}</option>
        </SelectInput>
      </FormField>
      <FormField
        label={t('organizations.form.timeZone')}
        helper={t('organizations.form.timeZoneHelp')}
        {...field('timeZone')}
      >
        <SelectInput
          name="timeZone"
          value={values.timeZone}
          onChange={(event) => set('timeZone')(event.target.value)}
        >
          {timeZoneOptions(values.timeZone).map((zone) => (
            // IANA names are identifiers, the same in every language.
            <option key={zone.name} value={zone.name} translate="no">
              {zone.label}
            </option>
          ))}
        </SelectInput>
      </FormField>
      {canChangePlan ? (
        <FormField label={t('organizations.form.plan')} {...field('planId')}>
          <SelectInput
            name="planId"
            value={values.planId}
            onChange={(event) => set('planId')(event.target.value)}
          >
            <option value="">{t('organizations.form.noPlan')}</option>
            {(plans.data?.subscriptionPlans ?? []).map((plan) => (
              <option key={plan.id} value={plan.id}>
                {plan.name}
              </option>
            ))}
          </SelectInput>
        </FormField>
      ) : null}
    </>
  );
  const addressField = <TextField label={t('organizations.form.address')} {...bind('address')} />;

  return (
    <RecordFormDialog
      title={creating ? t('organizations.form.createTitle') : t('organizations.form.editTitle')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={creating ? t('organizations.actions.createSubmit') : t('organizations.actions.save')}
      submitting={createState.loading || updateState.loading}
      message={message}
    >
      <DetailsFields
        form={{ values, set, field }}
        label={(key) => t(`organizations.form.${key}`)}
        leading={slugAndType}
        trailing={localeAndPlan}
        below={addressField}
      />
      {creating ? (
        <Stack gap="4" as="fieldset" borderTopWidth="1px" pt="4">
          <Heading as="legend" size="sm">
            {t('organizations.form.adminTitle')}
          </Heading>
          <Text textStyle="sm" color="fg.muted">
            {t('organizations.form.adminHelp')}
          </Text>
          <TextField
            label={t('organizations.form.adminName')}
            required
            autoComplete="off"
            {...bind('adminName', 'admin.fullName')}
          />
          <TextField
            label={t('organizations.form.adminEmail')}
            required
            type="email"
            autoComplete="off"
            {...bind('adminEmail', 'admin.email')}
          />
          <FormField
            label={t('organizations.form.adminPassword')}
            helper={t('organizations.form.adminPasswordHelp')}
            {...field('admin.password')}
          >
            <PasswordInput
              name="adminPassword"
              autoComplete="new-password"
              value={values.adminPassword}
              onChange={(event) => set('adminPassword')(event.target.value)}
            />
          </FormField>
        </Stack>
      ) : null}
    </RecordFormDialog>
  );
}
