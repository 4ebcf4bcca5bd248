import { Input, NativeSelect, SimpleGrid, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialogFrame } from '../../../components/ui/form-dialog-frame';
import { FormField } from '../../../components/ui/form-field';
import type { FeeKind } from '../../../generated/graphql';
import { useCreateFeePlan } from '../hooks/use-fee-mutations';
import { useFeatureFormSubmit } from '../../../lib/apollo/feature-errors';

const KINDS: readonly FeeKind[] = ['SEASON', 'MONTHLY', 'ONE_OFF'];
const FIELDS = ['name', 'kind', 'amount', 'instalments', 'firstDueOn', 'taxRate'] as const;
type Field = (typeof FIELDS)[number];
/** The fields that say what they take, under them. */
const HELPERS: Partial<Record<Field, 'amountHelper' | 'taxHelper'>> = {
  amount: 'amountHelper',
  taxRate: 'taxHelper',
};

/** A new fee plan: what it bills, how much, in how many invoices a month apart, from which day. */
export function FeePlanDialog({
  organizationId,
  onClose,
}: {
  organizationId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Record<Field, string>>({
    name: '',
    kind: 'SEASON',
    amount: '',
    instalments: '3',
    firstDueOn: '',
    taxRate: '0',
  });
  const [create, state] = useCreateFeePlan(organizationId);
  const set = (name: Field) => (value: string) => setDraft((previous) => ({ ...previous, [name]: value }));
  const oneOff = draft.kind === 'ONE_OFF';
  const { submit, field, message } = useFeatureFormSubmit<Field>('fees', {
    fields: FIELDS,
    missing: () =>
      (['name', 'amount', 'instalments', 'firstDueOn'] as const).filter((name) => draft[name].trim() === ''),
    save: async () => {
      await create({
        name: draft.name.trim(),
        kind: draft.kind as FeeKind,
        amount: draft.amount.trim(),
        instalments: oneOff ? 1 : Number(draft.instalments),
        firstDueOn: draft.firstDueOn,
        taxRate: draft.taxRate.trim() || '0',
      });
      onClose();
    },
  });
  const text = (name: Field, type = 'text', inputMode?: 'decimal' | 'numeric') => (
    <FormField
      label={t(`fees.plan.${name}`)}
      {...field(name)}
      required={name !== 'taxRate'}
      helper={HELPERS[name] ? t(`fees.plan.${HELPERS[name]}`) : undefined}
    >
      <Input
        name={name}
        type={type}
        inputMode={inputMode}
        value={draft[name]}
        onChange={(event) => set(name)(event.target.value)}
      />
    </FormField>
  );
  return (
    <FormDialogFrame
      message={message}
      title={t('fees.plan.createTitle')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('fees.plan.create')}
      submitting={state.loading}
      size="lg"
    >
      {text('name')}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" mt="4">
        <FormField label={t('fees.plan.kind')} {...field('kind')} required>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="kind"
              value={draft.kind}
              onChange={(event) => set('kind')(event.target.value)}
            >
              {KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`fees.kind.${kind}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        {text('amount', 'text', 'decimal')}
        {oneOff ? null : text('instalments', 'number', 'numeric')}
        {text('firstDueOn', 'date')}
        {text('taxRate', 'text', 'decimal')}
      </SimpleGrid>
      <Text textStyle="sm" color="fg.muted" mt="4">
        {t(`fees.plan.explain.${draft.kind as FeeKind}`)}
      </Text>
    </FormDialogFrame>
  );
}
