import { Input, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialogFrame } from '../../../components/ui/form-dialog-frame';
import { FormField } from '../../../components/ui/form-field';
import type { PaymentRowFragment } from '../../../generated/graphql';
import { useRefundPayment } from '../hooks/use-fee-mutations';
import { useMoney } from '../../../lib/use-money';
import { useFeatureFormSubmit } from '../../../lib/apollo/feature-errors';

const FIELDS = ['amount', 'reason'] as const;
type Field = (typeof FIELDS)[number];

/** Gives money back from a payment, with the reason kept beside it: the invoices it paid owe it again. */
export function RefundDialog({ payment, onClose }: { payment: PaymentRowFragment; onClose: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [draft, setDraft] = useState<Record<Field, string>>({ amount: '', reason: '' });
  const [refund, state] = useRefundPayment();
  const set = (name: Field) => (value: string) => setDraft((previous) => ({ ...previous, [name]: value }));
  const { submit, field, message } = useFeatureFormSubmit<Field>('fees', {
    fields: FIELDS,
    missing: () => FIELDS.filter((name) => draft[name].trim() === ''),
    save: async () => {
      await refund(payment.id, draft.amount.trim(), draft.reason.trim());
      onClose();
    },
  });
  return (
    <FormDialogFrame
      message={message}
      title={t('fees.refund.title')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('fees.refund.submit')}
      submitting={state.loading}
    >
      <Text mb="4" color="fg.muted" textStyle="sm">
        {t('fees.refund.explain', { amount: money(payment.amount, payment.currency) })}
      </Text>
      <FormField label={t('fees.refund.amount')} {...field('amount')} required>
        <Input
          name="amount"
          inputMode="decimal"
          value={draft.amount}
          onChange={(event) => set('amount')(event.target.value)}
        />
      </FormField>
      <FormField label={t('fees.refund.reason')} {...field('reason')} required>
        <Input name="reason" value={draft.reason} onChange={(event) => set('reason')(event.target.value)} />
      </FormField>
    </FormDialogFrame>
  );
}
