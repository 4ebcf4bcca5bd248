import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { appToaster } from '../../../components/ui/toaster';
import type { RegistrationStatus } from '../../../generated/graphql';
import { dataOrThrow } from '../../../lib/apollo/use-cache-mutation';
import { useFeatureMutation } from '../../../lib/apollo/use-feature-mutation';
import { ApproveRegistrationDocument, RejectRegistrationDocument } from '../graphql/registrations';
import { placeDecided } from '../registrations-cache';

// The queue's decisions through useCacheMutation (lib/apollo). The answer is the registration as decided:
// the normalised cache updates its row wherever it shows, and `placeDecided` moves it between the status
// lists and the tabs' counts. No optimistic answer: what a decision makes (or whether the team is full) is
// only known once the server has done it.

/** Approves (or waitlists when the team is full); rejects with what the server refused, for the dialog to show. */
export function useApproveRegistration() {
  const { t } = useTranslation();
  const [approve, state] = useFeatureMutation(ApproveRegistrationDocument, 'registrations');
  const run = useCallback(
    async (id: string, before: RegistrationStatus) => {
      const outcome = await approve({
        variables: { id },
        handledByCaller: true,
        update: (cache, { data }) => {
          if (data) placeDecided(cache, data.approveRegistration, before);
        },
      });
      const data = dataOrThrow(outcome);
      const registration = data.approveRegistration;
      const name = `${registration.firstName} ${registration.lastName}`;
      appToaster.create(
        registration.status === 'waitlisted'
          ? { type: 'info', title: t('registrations.toast.waitlisted', { name }) }
          : { type: 'success', title: t('registrations.toast.approved', { name }) },
      );
      return registration;
    },
    [approve, t],
  );
  return [run, state] as const;
}

export function useRejectRegistration() {
  const { t } = useTranslation();
  const [reject, state] = useFeatureMutation(RejectRegistrationDocument, 'registrations');
  const run = useCallback(
    async (id: string, reason: string, before: RegistrationStatus) => {
      const outcome = await reject({
        variables: { id, reason },
        handledByCaller: true,
        update: (cache, { data }) => {
          if (data) placeDecided(cache, data.rejectRegistration, before);
        },
      });
      const data = dataOrThrow(outcome);
      appToaster.create({ type: 'success', title: t('registrations.toast.rejected') });
      return data.rejectRegistration;
    },
    [reject, t],
  );
  return [run, state] as const;
}
