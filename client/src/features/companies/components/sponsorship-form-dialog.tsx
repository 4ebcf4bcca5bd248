import { Input, SimpleGrid, Textarea } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateSponsorship, useUpdateSponsorship } from '../hooks/use-company-mutations';
import { todayIso } from '../../../lib/dates';
import { RecordFormDialog } from '../../../components/ui/record-form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { SelectInput } from '../../../components/ui/select-input';
import { appToaster } from '../../../components/ui/toaster';
import { useFormSubmit } from '../../../components/ui/use-form-submit';
import type {
  SponsorshipRowFragment,
  SponsorshipScopeType,
  SponsorshipTier,
} from '../../../generated/graphql';
import { companiesFormFailure, type CompaniesFormField, type FieldMessages } from '../companies-errors';
import { SponsorshipScopesDocument } from '../graphql/companies';

export const SPONSORSHIP_TIERS: readonly SponsorshipTier[] = [
  'main',
  'gold',
  'silver',
  'bronze',
  'kit',
  'equipment',
];
export const SPONSORSHIP_SCOPE_TYPES: readonly SponsorshipScopeType[] = ['organization', 'branch', 'team'];
const AMOUNT = /^\d+(\.\d{1,2})?$/;
const CURRENCY = /^[A-Z]{3}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

interface SponsorshipFormDialogProps {
  companyId: string;
  organizationId: string;
  /** The sponsorship to edit; null creates one. */
  sponsorship: SponsorshipRowFragment | null;
  onClose: () => void;
}

/** Creates or edits a sponsorship: what it supports, its tier, amount and period. */
export function SponsorshipFormDialog({
  companyId,
  organizationId,
  sponsorship,
  onClose,
}: SponsorshipFormDialogProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState({
    scopeType: sponsorship?.scopeType ?? 'organization',
    scopeId: sponsorship?.scopeId ?? organizationId,
    tier: sponsorship?.tier ?? 'gold',
    amount: sponsorship?.amount ?? '',
    currency: sponsorship?.currency ?? 'TRY',
    startsOn: sponsorship?.startsOn ?? todayIso(),
    endsOn: sponsorship?.endsOn ?? '',
    notes: sponsorship?.notes ?? '',
  });
  const scopes = useQuery(SponsorshipScopesDocument, { variables: { organizationId } });
  const [createSponsorship, createState] = useCreateSponsorship();
  const [updateSponsorship, updateState] = useUpdateSponsorship();
  const set = (name: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [name]: value }));

  const scopeOptions =
    values.scopeType === 'organization'
      ? scopes.data
        ? [{ id: scopes.data.organization.id, name: scopes.data.organization.name }]
        : []
      : values.scopeType === 'branch'
        ? (scopes.data?.branches.nodes ?? [])
        : (scopes.data?.teams.nodes ?? []);

  const check = (): FieldMessages => {
    const problems: FieldMessages = {};
    if (!values.scopeId) problems.scopeId = t('companies.validation.scopeId');
    const amount = values.amount.trim().replace(',', '.');
    if (amount && (!AMOUNT.test(amount) || Number(amount) <= 0))
      problems.amount = t('companies.validation.amount');
    if (!CURRENCY.test(values.currency.trim().toUpperCase()))
      problems.currency = t('companies.validation.currency');
    if (!DATE.test(values.startsOn)) problems.startsOn = t('companies.validation.startsOn');
    if (values.endsOn && (!DATE.test(values.endsOn) || values.endsOn < values.startsOn))
      problems.endsOn = t('companies.validation.endsOn');
    if (values.notes.length > 2000) problems.notes = t('companies.validation.notes');
    return problems;
  };

  const save = async () => {
    const input = {
      scopeType: values.scopeType,
      scopeId: values.scopeId,
      tier: values.tier,
      amount: values.amount.trim().replace(',', '.') || null,
      currency: values.currency.trim().toUpperCase(),
      startsOn: values.startsOn,
      endsOn: values.endsOn || null,
      notes: values.notes.trim() || null,
    };
    if (sponsorship) {
      await updateSponsorship({ id: sponsorship.id, input });
      appToaster.create({ type: 'success', title: t('companies.sponsorships.saved') });
    } else {
      await createSponsorship({ input: { ...input, companyId } });
      appToaster.create({ type: 'success', title: t('companies.sponsorships.created') });
    }
    onClose();
  };
  const { submit, field, message } = useFormSubmit<CompaniesFormField>({
    check,
    save,
    failure: (error) => companiesFormFailure(error, t),
  });
  const title = sponsorship ? t('companies.sponsorships.editTitle') : t('companies.sponsorships.createTitle');

  return (
    <RecordFormDialog
      title={title}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('companies.actions.save')}
      submitting={createState.loading || updateState.loading}
      message={message}
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label={t('companies.sponsorships.scopeType')} required {...field('scopeType')}>
          <SelectInput
            name="scopeType"
            value={values.scopeType}
            onChange={(event) => {
              const scopeType = event.target.value as SponsorshipScopeType;
              setValues((current) => ({
                ...current,
                scopeType,
                scopeId: scopeType === 'organization' ? organizationId : '',
              }));
            }}
          >
            {SPONSORSHIP_SCOPE_TYPES.map((scopeType) => (
              <option key={scopeType} value={scopeType}>
                {t(`companies.scopeTypes.${scopeType}`)}
              </option>
            ))}
          </SelectInput>
        </FormField>
        <FormField label={t('companies.sponsorships.scope')} required {...field('scopeId')}>
          <SelectInput
            name="scopeId"
            value={values.scopeId}
            disabled={values.scopeType === 'organization'}
            onChange={(event) => set('scopeId')(event.target.value)}
          >
            {values.scopeType === 'organization' ? null : (
              <option value="">{t('companies.sponsorships.chooseScope')}</option>
            )}
            {scopeOptions.map((scope) => (
              <option key={scope.id} value={scope.id}>
                {scope.name}
              </option>
            ))}
          </SelectInput>
        </FormField>
        <FormField label={t('companies.sponsorships.tier')} required {...field('tier')}>
          <SelectInput name="tier" value={values.tier} onChange={(event) => set('tier')(event.target.value)}>
            {SPONSORSHIP_TIERS.map((tier) => (
              <option key={tier} value={tier}>
                {t(`companies.tiers.${tier}`)}
              </option>
            ))}
          </SelectInput>
        </FormField>
        <FormField
          label={t('companies.sponsorships.amount')}
          helper={t('companies.sponsorships.amountHelp')}
          {...field('amount')}
        >
          <Input
            name="amount"
            inputMode="decimal"
            value={values.amount}
            onChange={(event) => set('amount')(event.target.value)}
          />
        </FormField>
        <FormField label={t('companies.sponsorships.currency')} required {...field('currency')}>
          <Input
            name="currency"
            maxLength={3}
            value={values.currency}
            onChange={(event) => set('currency')(event.target.value.toUpperCase())}
          />
        </FormField>
        <FormField label={t('companies.sponsorships.startsOn')} required {...field('startsOn')}>
          <Input
            name="startsOn"
            type="date"
            value={values.startsOn}
            onChange={(event) => set('startsOn')(event.target.value)}
          />
        </FormField>
        <FormField
          label={t('companies.sponsorships.endsOn')}
          helper={t('companies.sponsorships.endsOnHelp')}
          {...field('endsOn')}
        >
          <Input
            name="endsOn"
            type="date"
            value={values.endsOn}
            onChange={(event) => set('endsOn')(event.target.value)}
          />
        </FormField>
      </SimpleGrid>
      <FormField label={t('companies.sponsorships.notes')} {...field('notes')}>
        <Textarea
          name="notes"
          rows={3}
          value={values.notes}
          onChange={(event) => set('notes')(event.target.value)}
        />
      </FormField>
    </RecordFormDialog>
  );
}
