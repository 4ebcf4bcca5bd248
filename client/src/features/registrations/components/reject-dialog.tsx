import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../components/ui/reason-dialog';
import { describeApiError } from '../../../lib/apollo/errors';
import { featureErrors } from '../../../lib/apollo/feature-errors';

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
  return (
    <ReasonDialog
      texts={{
        title: t('registrations.reject.title'),
        label: t('registrations.reject.reason'),
        helper: t('registrations.reject.helper'),
        submit: t('registrations.reject.submit'),
        required: t('registrations.reject.required'),
        tooLong: t('registrations.reject.tooLong'),
      }}
      onClose={onClose}
      onSubmit={onReject}
      saving={saving}
      describeFailure={(error) => featureErrors(t, 'registrations').describe(describeApiError(error))}
    />
  );
}
