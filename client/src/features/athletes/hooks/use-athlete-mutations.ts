import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appToaster } from '../../../components/ui/toaster';
import type { ConsentPurpose } from '../../../generated/graphql';
import { useFeatureErrors } from '../../../lib/apollo/feature-errors';
import { useArchiveMutations } from '../../../lib/apollo/use-archive-mutations';
import { useFeatureMutation } from '../../../lib/apollo/use-feature-mutation';
import { withTypename } from '../../../lib/apollo/use-cache-mutation';
import {
  ArchiveAthleteDocument,
  AthleteProfileDocument,
  GrantConsentDocument,
  RestoreAthleteDocument,
  UnlinkGuardianDocument,
  WithdrawConsentDocument,
} from '../graphql/athletes';

// The athlete page's mutations, each through useFeatureMutation (lib/apollo): archive and restore
// answered at once, a refusal rolled back and said in the athletes' words. Unlinking a guardian and
// granting a consent change more of the record than their answers say (who granted it and when, the
// consents that hang on a guardian), so the profile is read again after them.

/**
 * Archives or restores an athlete at once (the badge follows the optimistic answer). A refusal
 * rejects: ArchiveButton shows it and toasts the success itself.
 */
export function useArchiveAthlete() {
  const options = { explain: useFeatureErrors('athletes').explain };
  const { archive, restore, ...state } = useArchiveMutations(
    { archive: ArchiveAthleteDocument, restore: RestoreAthleteDocument },
    options,
  );
  return {
    archive: (id: string) =>
      archive(id, { archiveAthlete: withTypename('Athlete', { id, archivedAt: new Date().toISOString() }) }),
    restore: (id: string) =>
      restore(id, { restoreAthlete: withTypename('Athlete', { id, archivedAt: null }) }),
    ...state,
  };
}

/**
 * Unlinks a guardian from an athlete, then reads the profile again. A refusal rejects, for the
 * confirmation to show; a success is toasted.
 */
export function useUnlinkGuardian() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [unlink, unlinking] = useFeatureMutation(UnlinkGuardianDocument, 'athletes');
  const run = useCallback(
    async (linkId: string) => {
      const outcome = await unlink({ variables: { id: linkId }, handledByCaller: true });
      if (!outcome.ok) throw outcome.error;
      await client.refetchQueries({ include: [AthleteProfileDocument] });
      appToaster.create({ type: 'success', title: t('athletes.guardians.removed') });
    },
    [unlink, client, t],
  );
  return [run, unlinking] as const;
}

/**
 * Grants (for `guardianUserId`, or the viewer) or withdraws an athlete's consents; `pending` is the
 * purpose on its way. A refusal is toasted, a success too.
 */
export function useConsentMutations(athleteId: string) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [grantConsent] = useFeatureMutation(GrantConsentDocument, 'athletes');
  const [withdrawConsent] = useFeatureMutation(WithdrawConsentDocument, 'athletes');
  const [pending, setPending] = useState<ConsentPurpose | null>(null);

  const grant = useCallback(
    async (purpose: ConsentPurpose, guardianUserId: string | null | undefined) => {
      setPending(purpose);
      const outcome = await grantConsent({
        variables: { input: { athleteId, purpose, guardianUserId } },
      });
      if (outcome.ok) {
        appToaster.create({ type: 'success', title: t('athletes.consents.saved') });
        void client.refetchQueries({ include: [AthleteProfileDocument] });
      }
      setPending(null);
    },
    [grantConsent, athleteId, client, t],
  );
  const withdraw = useCallback(
    async (purpose: ConsentPurpose, consentId: string) => {
      setPending(purpose);
      const outcome = await withdrawConsent({ variables: { id: consentId } });
      if (outcome.ok) {
        appToaster.create({ type: 'success', title: t('athletes.consents.saved') });
        void client.refetchQueries({ include: [AthleteProfileDocument] });
      }
      setPending(null);
    },
    [withdrawConsent, client, t],
  );
  return { grant, withdraw, pending };
}
