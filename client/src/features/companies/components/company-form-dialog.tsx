import { Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateCompany, useUpdateCompany } from '../hooks/use-company-mutations';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { FormDialogFrame } from '../../../components/ui/form-dialog-frame';
import { FormField } from '../../../components/ui/form-field';
import { SelectInput } from '../../../components/ui/select-input';
import { appToaster } from '../../../components/ui/toaster';
import { useFormSubmit } from '../../../components/ui/use-form-submit';
import type { CompanyRowFragment } from '../../../generated/graphql';
import { companiesFormFailure, type CompaniesFormField, type FieldMessages } from '../companies-errors';
import { CompanyOrganizationsDocument } from '../graphql/companies';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?(?=.*\d)[\d ()-]{3,31}$/;
const WEB = /^https?:\/\/\S+$/i;

interface CompanyFormDialogProps {
  /** The company to edit; null creates one. */
  company: CompanyRowFragment | null;
  /** A super admin picks the organization of a new company (preselected with this one). */
  pickOrganization?: boolean;
  organizationId?: string | null;
  onClose: () => void;
  onSaved?: (company: CompanyRowFragment) => void;
}

/** Creates or edits a sponsor company: name, tax number and office, contact details, logo, web site. */
export function CompanyFormDialog({
  company,
  pickOrganization = false,
  organizationId = null,
  onClose,
  onSaved,
}: CompanyFormDialogProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState({
    organizationId: organizationId ?? '',
    name: company?.name ?? '',
    taxNumber: company?.taxNumber ?? '',
    taxOffice: company?.taxOffice ?? '',
    email: company?.email ?? '',
    phone: company?.phone ?? '',
    website: company?.website ?? '',
    logo: company?.logo ?? '',
  });
  const organizations = useQuery(CompanyOrganizationsDocument, {
    skip: !pickOrganization || company !== null,
  });
  const [createCompany, createState] = useCreateCompany();
  const [updateCompany, updateState] = useUpdateCompany();
  const set = (name: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [name]: value }));

  const check = (): FieldMessages => {
    const problems: FieldMessages = {};
    if (pickOrganization && !company && !values.organizationId)
      problems.organizationId = t('companies.validation.organizationId');
    if (!values.name.trim() || values.name.trim().length > 200)
      problems.name = t('companies.validation.name');
    const tax = values.taxNumber.replace(/[\s.]/g, '');
    if (tax && !/^\d{10}$/.test(tax)) problems.taxNumber = t('companies.validation.taxNumber');
    if (values.email.trim() && !EMAIL.test(values.email.trim()))
      problems.email = t('companies.validation.email');
    if (values.phone.trim() && !PHONE.test(values.phone.trim()))
      problems.phone = t('companies.validation.phone');
    if (values.website.trim() && !WEB.test(values.website.trim()))
      problems.website = t('companies.validation.website');
    return problems;
  };

  const save = async () => {
    const input = {
      name: values.name.trim(),
      taxNumber: values.taxNumber.trim() || null,
      taxOffice: values.taxOffice.trim() || null,
      email: values.email.trim() || null,
      phone: values.phone.trim() || null,
      website: values.website.trim() || null,
      logo: values.logo.trim() || null,
    };
    if (company) {
      const result = await updateCompany({ id: company.id, input });
      appToaster.create({ type: 'success', title: t('companies.form.saved') });
      onSaved?.(result.updateCompany);
    } else {
      const result = await createCompany({
        input: { ...input, organizationId: values.organizationId || null },
      });
      appToaster.create({ type: 'success', title: t('companies.form.created') });
      onSaved?.(result.createCompany);
    }
    onClose();
  };
  const { submit, field, message } = useFormSubmit<CompaniesFormField>({
    check,
    save,
    failure: (error) => companiesFormFailure(error, t),
  });
  const title = company ? t('companies.form.editTitle') : t('companies.form.createTitle');

  return (
    <FormDialogFrame
      title={title}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('companies.actions.save')}
      submitting={createState.loading || updateState.loading}
      size="lg"
      fullBelow="md"
      scrollInside
      centered
      closeButton={false}
    >
      <Stack gap="4">
        {message ? <ErrorAlert>{message}</ErrorAlert> : null}
        {pickOrganization && !company ? (
          <FormField label={t('companies.form.organization')} required {...field('organizationId')}>
            <SelectInput
              name="organizationId"
              value={values.organizationId}
              onChange={(event) => set('organizationId')(event.target.value)}
            >
              <option value="">{t('companies.form.chooseOrganization')}</option>
              {(organizations.data?.organizations.nodes ?? []).map((organization) => (
                <option key={organization.id} value={organization.id}>
                  {organization.name}
                </option>
              ))}
            </SelectInput>
          </FormField>
        ) : null}
        <FormField label={t('companies.form.name')} required {...field('name')}>
          <Input name="name" value={values.name} onChange={(event) => set('name')(event.target.value)} />
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField
            label={t('companies.form.taxNumber')}
            helper={t('companies.form.taxNumberHelp')}
            {...field('taxNumber')}
          >
            <Input
              name="taxNumber"
              inputMode="numeric"
              value={values.taxNumber}
              onChange={(event) => set('taxNumber')(event.target.value)}
            />
          </FormField>
          <FormField label={t('companies.form.taxOffice')} {...field('taxOffice')}>
            <Input
              name="taxOffice"
              value={values.taxOffice}
              onChange={(event) => set('taxOffice')(event.target.value)}
            />
          </FormField>
          <FormField label={t('companies.form.email')} {...field('email')}>
            <Input
              name="email"
              type="email"
              value={values.email}
              onChange={(event) => set('email')(event.target.value)}
            />
          </FormField>
          <FormField label={t('companies.form.phone')} {...field('phone')}>
            <Input
              name="phone"
              type="tel"
              value={values.phone}
              onChange={(event) => set('phone')(event.target.value)}
            />
          </FormField>
        </SimpleGrid>
        <FormField label={t('companies.form.website')} {...field('website')}>
          <Input
            name="website"
            type="url"
            value={values.website}
            onChange={(event) => set('website')(event.target.value)}
          />
        </FormField>
        <FormField label={t('companies.form.logo')} helper={t('companies.form.logoHelp')} {...field('logo')}>
          <Input name="logo" value={values.logo} onChange={(event) => set('logo')(event.target.value)} />
        </FormField>
      </Stack>
    </FormDialogFrame>
  );
}
