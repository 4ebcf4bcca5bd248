import { Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialogFrame } from '../../../components/ui/form-dialog-frame';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { FormField } from '../../../components/ui/form-field';
import { useFormSubmit } from '../../../components/ui/use-form-submit';
import { featureErrors } from '../../../lib/apollo/feature-errors';
import { describeApiError } from '../../../lib/apollo/errors';

const REASON_MAX = 1000;

/** Asks for the reason the family reads, then refuses (the reason is mailed in the family's language). */
export function RejectDialog({
  onClose,
  onReject,
  saving,
}: {
  onClose: () => void;
  onReject: (reason: string) => Promise<void>;
  saving: boolean;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const form = useFormSubmit<'reason'>({
    check: () => {
      const text = reason.trim();
      if (!text) return { reason: t('registrations.reject.required') };
      return text.length > REASON_MAX ? { reason: t('registrations.reject.tooLong') } : {};
    },
    save: async () => {
      await onReject(reason.trim());
      onClose();
    },
    failure: (error) => ({
      message: featureErrors(t, 'registrations').describe(describeApiError(error)),
      fields: {},
    }),
  });
  return (
    <FormDialogFrame
      title={t('registrations.reject.title')}
      onClose={onClose}
      onSubmit={form.submit}
      submitLabel={t('registrations.reject.submit')}
      submitting={saving}
      centered
    >
      {form.message ? <ErrorAlert>{form.message}</ErrorAlert> : null}
      <FormField
        label={t('registrations.reject.reason')}
        required
        helper={t('registrations.reject.helper')}
        {...form.field('reason')}
      >
        <Textarea
          name="reason"
          rows={5}
          maxLength={REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </FormField>
    </FormDialogFrame>
  );
}
