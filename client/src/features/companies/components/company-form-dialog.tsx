import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateCompany, useUpdateCompany } from '../hooks/use-company-mutations';
import {
  contactEmailValid,
  contactInput,
  DetailsFields,
  detailsValuesOf,
} from '../../../components/organization-details/details-fields';
import { FormField } from '../../../components/ui/form-field';
import { announceSaved, RecordFormDialog } from '../../../components/ui/record-form-dialog';
import { SelectInput } from '../../../components/ui/select-input';
import { TextField, textFieldBinder } from '../../../components/ui/text-field';
import { useFormSubmit } from '../../../components/ui/use-form-submit';
import type { CompanyRowFragment } from '../../../generated/graphql';
import { companiesFormFailure, type CompaniesFormField, type FieldMessages } from '../companies-errors';
import { CompanyOrganizationsDocument } from '../graphql/companies';

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
    ...detailsValuesOf(company),
    taxNumber: company?.taxNumber ?? '',
    taxOffice: company?.taxOffice ?? '',
    website: company?.website ?? '',
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
    if (!contactEmailValid(values)) problems.email = t('companies.validation.email');
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
      ...contactInput(values),
      website: values.website.trim() || null,
    };
    const then = { onSaved, onClose };
    if (company) {
      const { updateCompany: saved } = await updateCompany({ id: company.id, input });
      announceSaved(saved, t('companies.form.saved'), then);
    } else {
      const organization = values.organizationId || null;
      const { createCompany: created } = await createCompany({
        input: { ...input, organizationId: organization },
      });
      announceSaved(created, t('companies.form.created'), then);
    }
  };
  const { submit, field, message } = useFormSubmit<CompaniesFormField>({
    check,
    save,
    failure: (error) => companiesFormFailure(error, t),
  });
  const title = company ? t('companies.form.editTitle') : t('companies.form.createTitle');

  const bind = textFieldBinder({ values, set, field });
  const taxFields = (
    <>
      <TextField
        label={t('companies.form.taxNumber')}
        helper={t('companies.form.taxNumberHelp')}
        inputMode="numeric"
        {...bind('taxNumber')}
      />
      <TextField label={t('companies.form.taxOffice')} {...bind('taxOffice')} />
    </>
  );
  const websiteField = <TextField label={t('companies.form.website')} type="url" {...bind('website')} />;

  return (
    <RecordFormDialog
      title={title}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('companies.actions.save')}
      submitting={createState.loading || updateState.loading}
      message={message}
    >
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
      <DetailsFields
        form={{ values, set, field }}
        label={(key) => t(`companies.form.${key}`)}
        leading={taxFields}
        below={websiteField}
      />
    </RecordFormDialog>
  );
}
