import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appToaster } from '../../../components/ui/toaster';
import type {
  ConsentPurpose,
  CreateAthleteInput,
  LinkGuardianInput,
  UpdateAthleteInput,
} from '../../../generated/graphql';
import { useFeatureErrors } from '../../../lib/apollo/feature-errors';
import { useArchiveMutations } from '../../../lib/apollo/use-archive-mutations';
import { useFeatureMutation } from '../../../lib/apollo/use-feature-mutation';
import { dataOrThrow, withTypename } from '../../../lib/apollo/use-cache-mutation';
import {
  ArchiveAthleteDocument,
  AthleteProfileDocument,
  CreateAthleteDocument,
  GrantConsentDocument,
  InviteGuardianDocument,
  LinkGuardianDocument,
  MoveAthleteDocument,
  RestoreAthleteDocument,
  UnlinkGuardianDocument,
  UpdateAthleteDocument,
  UpdateGuardianLinkDocument,
  UpdateTeamMembershipDocument,
  WithdrawConsentDocument,
} from '../graphql/athletes';
import {
  AthleteErasureDocument,
  CompleteAthleteErasureDocument,
  DeclineAthleteErasureDocument,
  RequestAthleteErasureDocument,
} from '../graphql/data-request';

// The athletes screens' mutations, each through useFeatureMutation (lib/apollo): archive and restore
// answered at once, a refusal rolled back and said in the athletes' words. The changes of an athlete's
// teams, guardians and consents touch more of the record than their answers say (a team's history,
// who granted a consent and when, the consents that hang on a guardian), so the open profile is read
// again after them.

/**
 * `document` as a change of an athlete's record: a refusal rejects, for the form to show; a success
 * reads the open profile again before it answers (loading lasts until then).
 */
function useProfileChange<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
) {
  const client = useApolloClient();
  const [mutate] = useFeatureMutation(document, 'athletes');
  const [inFlight, setInFlight] = useState(0);
  const change = useCallback(
    async (variables: TVariables): Promise<TData> => {
      setInFlight((count) => count + 1);
      try {
        const data = dataOrThrow(await mutate({ variables, handledByCaller: true }));
        await client.refetchQueries({ include: [AthleteProfileDocument, AthleteErasureDocument] });
        return data;
      } finally {
        setInFlight((count) => count - 1);
      }
    },
    [mutate, client],
  );
  return [change, { loading: inFlight > 0 }] as const;
}

/** Asks for the athlete's data to be erased (a legal guardian, or an admin recording a written request). */
export const useRequestErasure = () => useProfileChange(RequestAthleteErasureDocument);
/** Erases the athlete's data as requested (an admin): the record is read again, anonymised. */
export const useCompleteErasure = () => useProfileChange(CompleteAthleteErasureDocument);
/** Declines an erasure request with a reason. */
export const useDeclineErasure = () => useProfileChange(DeclineAthleteErasureDocument);
/** Changes a current team membership's jersey, position and status. */
export const useUpdateMembership = () => useProfileChange(UpdateTeamMembershipDocument);
/** Moves an athlete from one of their teams to another. */
export const useMoveAthlete = () => useProfileChange(MoveAthleteDocument);
/** Links a parent account to an athlete as a guardian. */
export const useLinkGuardian = () => useProfileChange(LinkGuardianDocument);
/** Invites a guardian by e-mail and links the new account. */
export const useInviteGuardian = () => useProfileChange(InviteGuardianDocument);
/** Changes a guardian link's relationship and permissions. */
export const useUpdateGuardianLink = () => useProfileChange(UpdateGuardianLinkDocument);

/** Saves an athlete's details (the edit dialog); a refusal rejects, for the form. */
export function useUpdateAthlete() {
  const { t } = useTranslation();
  const [update] = useFeatureMutation(UpdateAthleteDocument, 'athletes');
  return useCallback(
    async (id: string, input: UpdateAthleteInput) => {
      dataOrThrow(await update({ variables: { id, input }, handledByCaller: true }));
      appToaster.create({ type: 'success', title: t('athletes.form.saved') });
    },
    [update, t],
  );
}

/**
 * Adds an athlete, then links `guardians` to the new record and, when one of them is a legal guardian,
 * grants `consents` in the first one's name. A refusal of the athlete rejects, for the form; a refusal
 * after it leaves the athlete added and is toasted as partly saved. Answers the new athlete's id.
 */
export function useCreateAthlete() {
  const { t } = useTranslation();
  const [create] = useFeatureMutation(CreateAthleteDocument, 'athletes');
  const [link] = useFeatureMutation(LinkGuardianDocument, 'athletes');
  const [grant] = useFeatureMutation(GrantConsentDocument, 'athletes');
  return useCallback(
    async (
      input: CreateAthleteInput,
      guardians: Omit<LinkGuardianInput, 'athleteId'>[],
      consents: Iterable<ConsentPurpose>,
    ): Promise<string> => {
      const { id } = dataOrThrow(await create({ variables: { input }, handledByCaller: true })).createAthlete;
      const failureTitle = t('athletes.form.partlySaved');
      for (const guardian of guardians) {
        const outcome = await link({ variables: { input: { ...guardian, athleteId: id } }, failureTitle });
        if (!outcome.ok) return id;
      }
      const grantor = guardians.find((guardian) => guardian.legalGuardian);
      if (grantor) {
        for (const purpose of consents) {
          const outcome = await grant({
            variables: { input: { athleteId: id, purpose, guardianUserId: grantor.userId } },
            failureTitle,
          });
          if (!outcome.ok) return id;
        }
      }
      appToaster.create({ type: 'success', title: t('athletes.form.created') });
      return id;
    },
    [create, link, grant, t],
  );
}

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
      await client.refetchQueries({ include: [AthleteProfileDocument, AthleteErasureDocument] });
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
