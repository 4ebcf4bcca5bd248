import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { useFeatureMutation } from '../../../lib/apollo/use-feature-mutation';
import { dataOrThrow, type CacheMutationCall } from '../../../lib/apollo/use-cache-mutation';
import {
  AssignUserRoleDocument,
  CreateAdminUserDocument,
  DeleteAdminUserDocument,
  UnassignUserRoleDocument,
  UpdateAdminUserDocument,
} from '../graphql/users';

// The users screens' mutations, through useFeatureMutation (lib/apollo). The screens show a refusal
// themselves (the form's fields, the dialogs' alerts), so a call answers the data or rejects and the
// last refusal stays in `error` until `reset` or the next call. A change that moves users in or out of
// the paged list, or changes their roles, asks the named lists again: where a row falls depends on the
// list's sort, filters and page.

interface UsersMutationOptions<TData, TVariables extends OperationVariables> {
  /** The queries, by operation name, to read again after a success. */
  refetch?: string[];
  /** Whether the call answers only once they are read again. */
  awaitRefetch?: boolean;
  update?: CacheMutationCall<TData, TVariables>['update'];
}

function useUsersMutation<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  { refetch, awaitRefetch = false, update }: UsersMutationOptions<TData, TVariables> = {},
) {
  const client = useApolloClient();
  const [mutate, state] = useFeatureMutation(document, 'users');
  const [error, setError] = useState<unknown>(null);
  const [refetching, setRefetching] = useState(false);
  const run = useCallback(
    async (variables: TVariables): Promise<TData> => {
      setError(null);
      const outcome = await mutate({ variables, update, handledByCaller: true });
      if (!outcome.ok) setError(outcome.error);
      const data = dataOrThrow(outcome);
      if (refetch) {
        const reading = client.refetchQueries({ include: refetch });
        if (awaitRefetch) {
          setRefetching(true);
          try {
            await reading;
          } finally {
            setRefetching(false);
          }
        }
      }
      return data;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the options are fixed per hook below
    [mutate, client],
  );
  const reset = useCallback(() => setError(null), []);
  const loading = state.loading || refetching;
  return [run, useMemo(() => ({ loading, error, reset }), [loading, error, reset])] as const;
}

/** Adds a user; the paged list is read again. */
export const useCreateUser = () => useUsersMutation(CreateAdminUserDocument, { refetch: ['UsersPage'] });

/** Changes a user's account (the form, the list's bulk status change); the cache merges the answer. */
export const useUpdateUser = () => useUsersMutation(UpdateAdminUserDocument);

/** Deletes a user: dropped from the cache, and the paged list read again. */
export const useDeleteUser = () =>
  useUsersMutation(DeleteAdminUserDocument, {
    refetch: ['UsersPage'],
    update(cache, _result, { variables }) {
      if (variables) cache.evict({ id: cache.identify({ __typename: 'AdminUser', id: variables.id }) });
      cache.gc();
    },
  });

const ROLE_READERS = ['UserDetail', 'UsersPage'];

/** Gives a user a role; the user and the list are read again before it answers. */
export const useAssignRole = () =>
  useUsersMutation(AssignUserRoleDocument, { refetch: ROLE_READERS, awaitRefetch: true });

/** Takes a role from a user; the user and the list are read again before it answers. */
export const useUnassignRole = () =>
  useUsersMutation(UnassignUserRoleDocument, { refetch: ROLE_READERS, awaitRefetch: true });
