import { Input, NativeSelect, SimpleGrid, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialogFrame } from '../../../components/ui/form-dialog-frame';
import { FormField } from '../../../components/ui/form-field';
import type { InvoiceRowFragment, PaymentMethod } from '../../../generated/graphql';
import { useRecordPayment } from '../hooks/use-fee-mutations';
import { useFeatureFormSubmit } from '../../../lib/apollo/feature-errors';
import { todayIso } from '../../../lib/dates';

const METHODS: readonly PaymentMethod[] = ['BANK_TRANSFER', 'CASH', 'CARD'];
const FIELDS = ['amount', 'method', 'reference', 'receivedOn'] as const;
type Field = (typeof FIELDS)[number];

/** Records a payment towards an invoice; what is over stays as the family's credit on the payment. */
export function PaymentDialog({ invoice, onClose }: { invoice: InvoiceRowFragment; onClose: () => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Record<Field, string>>({
    amount: invoice.outstanding,
    method: 'BANK_TRANSFER',
    reference: '',
    receivedOn: todayIso(),
  });
  const [record, state] = useRecordPayment();
  const set = (name: Field) => (value: string) => setDraft((previous) => ({ ...previous, [name]: value }));
  const transfer = draft.method === 'BANK_TRANSFER';
  const { submit, field, message } = useFeatureFormSubmit<Field>('fees', {
    fields: FIELDS,
    missing: () =>
      (['amount', 'receivedOn', ...(transfer ? (['reference'] as const) : [])] as const).filter(
        (name) => draft[name].trim() === '',
      ),
    save: async () => {
      await record({
        athleteId: invoice.athleteId,
        amount: draft.amount.trim(),
        method: draft.method as PaymentMethod,
        reference: draft.reference.trim() || null,
        receivedOn: draft.receivedOn,
        invoiceIds: [invoice.id],
      });
      onClose();
    },
  });
  return (
    <FormDialogFrame
      message={message}
      title={t('fees.payment.title', { number: invoice.number })}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('fees.payment.submit')}
      submitting={state.loading}
    >
      <Text mb="4" color="fg.muted" textStyle="sm">
        {t('fees.payment.explain', { name: invoice.athleteName })}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label={t('fees.payment.amount')} {...field('amount')} required>
          <Input
            name="amount"
            inputMode="decimal"
            value={draft.amount}
            onChange={(event) => set('amount')(event.target.value)}
          />
        </FormField>
        <FormField label={t('fees.payment.method')} {...field('method')} required>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="method"
              value={draft.method}
              onChange={(event) => set('method')(event.target.value)}
            >
              {METHODS.map((method) => (
                <option key={method} value={method}>
                  {t(`fees.method.${method}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={t('fees.payment.reference')} {...field('reference')} required={transfer}>
          <Input
            name="reference"
            value={draft.reference}
            onChange={(event) => set('reference')(event.target.value)}
          />
        </FormField>
        <FormField label={t('fees.payment.receivedOn')} {...field('receivedOn')} required>
          <Input
            name="receivedOn"
            type="date"
            max={todayIso()}
            value={draft.receivedOn}
            onChange={(event) => set('receivedOn')(event.target.value)}
          />
        </FormField>
      </SimpleGrid>
    </FormDialogFrame>
  );
}
