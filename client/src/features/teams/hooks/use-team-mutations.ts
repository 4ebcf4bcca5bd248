import { useFeatureMutation } from '../../../lib/apollo/use-feature-mutation';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { appToaster } from '../../../components/ui/toaster';
import type {
  AddTeamMembershipInput,
  BranchInput,
  BranchRowFragment,
  TeamInput,
  TeamRowFragment,
  TeamStaffRole,
} from '../../../generated/graphql';
import { useFeatureErrors } from '../../../lib/apollo/feature-errors';
import { useArchiveMutations } from '../../../lib/apollo/use-archive-mutations';
import { dataOrThrow, withTypename, type MutationOutcome } from '../../../lib/apollo/use-cache-mutation';
import {
  ArchiveBranchDocument,
  CreateBranchDocument,
  RestoreBranchDocument,
  UpdateBranchDocument,
} from '../graphql/branches';
import {
  AddTeamAthleteDocument,
  AddTeamStaffDocument,
  ArchiveTeamDocument,
  CreateTeamDocument,
  RemoveTeamStaffDocument,
  RestoreTeamDocument,
  UpdateTeamDocument,
} from '../graphql/teams';

// The teams and branches screens' mutations, each through useCacheMutation (lib/apollo): the
// optimistic answer where the result is known ahead (archive, restore), the cache edit where the
// answer alone does not say it (a team's staff list), the success toast, and a refusal rolled back and
// said in the feature's words — in a toast, or by the caller that shows it itself (a form's fields,
// the archive confirmation). A new list row is not placed by hand: where it falls depends on the
// list's sort and filters, so the page asks its list again.

/** Toasts `title` after a success; answers the outcome unchanged. */
function toastSuccess<TData>(outcome: MutationOutcome<TData>, title: string): MutationOutcome<TData> {
  if (outcome.ok) appToaster.create({ type: 'success', title });
  return outcome;
}

const archivedNow = () => new Date().toISOString();

/**
 * Saves the team dialog: creates a team (answering it, for the list) or updates `team`. A refusal
 * rejects, for the form to show on its fields.
 */
export function useSaveTeam() {
  const { t } = useTranslation();
  const [createTeam, creating] = useFeatureMutation(CreateTeamDocument, 'teams');
  const [updateTeam, updating] = useFeatureMutation(UpdateTeamDocument, 'teams');
  const save = useCallback(
    async (team: TeamRowFragment | null, input: TeamInput): Promise<TeamRowFragment> => {
      if (team) {
        const outcome = await updateTeam({ variables: { id: team.id, input }, handledByCaller: true });
        return dataOrThrow(toastSuccess(outcome, t('teams.form.saved'))).updateTeam;
      }
      const outcome = await createTeam({ variables: { input }, handledByCaller: true });
      return dataOrThrow(toastSuccess(outcome, t('teams.form.created'))).createTeam;
    },
    [createTeam, updateTeam, t],
  );
  return [save, { loading: creating.loading || updating.loading }] as const;
}

/**
 * Archives or restores a team at once (the badge and the lists follow the optimistic answer). A
 * refusal rejects: ArchiveButton shows it in its confirmation and toasts the success itself.
 */
export function useArchiveTeam() {
  const options = { explain: useFeatureErrors('teams').explain };
  const { archive, restore, ...state } = useArchiveMutations(
    { archive: ArchiveTeamDocument, restore: RestoreTeamDocument },
    options,
  );
  return {
    archive: (team: TeamRowFragment) =>
      archive(team.id, { archiveTeam: withTypename('Team', { ...team, archivedAt: archivedNow() }) }),
    restore: (team: TeamRowFragment) =>
      restore(team.id, { restoreTeam: withTypename('Team', { ...team, archivedAt: null }) }),
    ...state,
  };
}

/**
 * Adds a professional to a team's staff (appended to the cached Team.staff) or removes a staff row
 * (dropped from it). Refusals are the caller's to show (the panel's alert); the outcome says how it went.
 */
export function useTeamStaffMutations(teamId: string) {
  const { t } = useTranslation();
  const [addStaff, adding] = useFeatureMutation(AddTeamStaffDocument, 'teams');
  const [removeStaff, removing] = useFeatureMutation(RemoveTeamStaffDocument, 'teams');

  const add = useCallback(
    async (professionalId: string, role: TeamStaffRole) =>
      toastSuccess(
        await addStaff({
          variables: { teamId, professionalId, role },
          handledByCaller: true,
          update(cache, { data }) {
            const added = data?.addTeamStaff;
            if (!added) return;
            cache.modify({
              id: cache.identify({ __typename: 'Team', id: teamId }),
              fields: {
                staff: (existing, { toReference, isReference }) => {
                  const reference = toReference(added);
                  return Array.isArray(existing) && reference
                    ? [...existing.filter(isReference), reference]
                    : existing;
                },
              },
            });
          },
        }),
        t('teams.profile.staffAdded'),
      ),
    [addStaff, teamId, t],
  );
  const remove = useCallback(
    async (staffId: string) =>
      toastSuccess(
        await removeStaff({
          variables: { id: staffId },
          handledByCaller: true,
          update(cache, { data }) {
            const removed = data?.removeTeamStaff;
            if (!removed) return;
            cache.modify({
              id: cache.identify({ __typename: 'Team', id: teamId }),
              fields: {
                staff: (existing, { readField, isReference }) =>
                  Array.isArray(existing)
                    ? existing.filter((ref) => !isReference(ref) || readField('id', ref) !== removed.id)
                    : existing,
              },
            });
          },
        }),
        t('teams.profile.staffRemoved'),
      ),
    [removeStaff, teamId, t],
  );
  return { add, remove, adding: adding.loading, removing: removing.loading };
}

/**
 * Puts an athlete on the team's roster: the new membership joins the cached roster of the team and the
 * team's member count grows by one. A refusal rejects, for the dialog to show on its fields.
 */
export function useAddTeamAthlete(teamId: string) {
  const { t } = useTranslation();
  const [addMembership, state] = useFeatureMutation(AddTeamAthleteDocument, 'teams');
  const add = useCallback(
    async (input: Omit<AddTeamMembershipInput, 'teamId'>) =>
      dataOrThrow(
        toastSuccess(
          await addMembership({
            variables: { input: { ...input, teamId } },
            handledByCaller: true,
            update(cache, { data }) {
              const added = data?.addTeamMembership;
              if (!added) return;
              cache.modify({
                fields: {
                  teamMemberships: (existing, { storeFieldName, toReference, isReference }) => {
                    // Only the current roster of this team (not a list with the ended ones).
                    if (!storeFieldName.includes(teamId) || storeFieldName.includes('"includeEnded":true'))
                      return existing;
                    const reference = toReference(added);
                    return Array.isArray(existing) && reference
                      ? [...existing.filter(isReference), reference]
                      : existing;
                  },
                },
              });
              cache.modify({
                id: cache.identify({ __typename: 'Team', id: teamId }),
                fields: { memberCount: (count: number) => count + 1 },
              });
            },
          }),
          t('teams.roster.added'),
        ),
      ).addTeamMembership,
    [addMembership, teamId, t],
  );
  return [add, state] as const;
}

/** Saves the branch dialog: creates a branch or updates `branch`. A refusal rejects, for the form. */
export function useSaveBranch() {
  const { t } = useTranslation();
  const [createBranch, creating] = useFeatureMutation(CreateBranchDocument, 'teams');
  const [updateBranch, updating] = useFeatureMutation(UpdateBranchDocument, 'teams');
  const save = useCallback(
    async (branch: BranchRowFragment | null, input: BranchInput): Promise<void> => {
      if (branch) {
        dataOrThrow(
          toastSuccess(
            await updateBranch({ variables: { id: branch.id, input }, handledByCaller: true }),
            t('teams.branches.saved'),
          ),
        );
      } else {
        dataOrThrow(
          toastSuccess(
            await createBranch({ variables: { input }, handledByCaller: true }),
            t('teams.branches.created'),
          ),
        );
      }
    },
    [createBranch, updateBranch, t],
  );
  return [save, { loading: creating.loading || updating.loading }] as const;
}

/** Archives or restores a branch at once; a refusal is rolled back and toasted, a success toasted. */
export function useArchiveBranch() {
  const { t } = useTranslation();
  const [archiveBranch, archiving] = useFeatureMutation(ArchiveBranchDocument, 'teams');
  const [restoreBranch] = useFeatureMutation(RestoreBranchDocument, 'teams');
  const archive = useCallback(
    async (branch: BranchRowFragment) =>
      toastSuccess(
        await archiveBranch({
          variables: { id: branch.id },
          optimisticResponse: {
            archiveBranch: withTypename('Branch', { ...branch, archivedAt: archivedNow() }),
          },
        }),
        t('teams.branches.archivedDone'),
      ),
    [archiveBranch, t],
  );
  const restore = useCallback(
    async (branch: BranchRowFragment) =>
      toastSuccess(
        await restoreBranch({
          variables: { id: branch.id },
          optimisticResponse: { restoreBranch: withTypename('Branch', { ...branch, archivedAt: null }) },
        }),
        t('teams.branches.restored'),
      ),
    [restoreBranch, t],
  );
  return { archive, restore, archiving: archiving.loading };
}
