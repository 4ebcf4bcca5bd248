import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { appToaster } from '../../components/ui/toaster';

// The one shape of a mutation hook (docs/architecture.md, "The feature recipe"): the change answers at once
// with an optimistic response, `update` edits only the cache entries it touches (counts included) and
// nothing is fetched again. When the server refuses, Apollo drops the optimistic layer — the rollback —
// and this hook says why in a toast, unless the caller shows that failure itself (field errors on a
// form, a tag title already in use in the tags editor). A call never rejects: it answers an outcome.

/** What a mutation call ended with. `toasted` says whether the failure was already shown in a toast. */
export type MutationOutcome<TData> =
  { ok: true; data: TData } | { ok: false; error: unknown; toasted: boolean };

/** One call: the variables, the optimistic answer and the cache edit, and how to report a refusal. */
export type CacheMutationCall<TData, TVariables extends OperationVariables> = Pick<
  ApolloClient.MutateOptions<TData, TVariables>,
  'optimisticResponse' | 'update'
> & {
  variables?: TVariables;
  /** The toast's title when the server refuses ("The change was not saved"); else the reason is the title. */
  failureTitle?: string;
  /**
   * Failures the caller shows itself: rolled back all the same, but not toasted. `true` for every
   * failure (the caller reports them all); a predicate for some (BAD_USER_INPUT with field errors).
   */
  handledByCaller?: boolean | ((error: unknown) => boolean);
};

export interface CacheMutationOptions {
  /** The toast's sentence for a refusal: the feature's translated reason for the error. */
  explain: (error: unknown) => string;
}

export interface CacheMutationState {
  /** Whether a call of this mutation is in flight. */
  loading: boolean;
}

/**
 * Runs `mutation` with a call's optimistic response and cache edit; a refusal is rolled back by Apollo
 * and shown in an error toast (title from the call, sentence from `explain`) unless the caller handles it.
 * Keep `explain` stable (useCallback) so the returned function is.
 */
export function useCacheMutation<TData, TVariables extends OperationVariables>(
  mutation: TypedDocumentNode<TData, TVariables>,
  { explain }: CacheMutationOptions,
): readonly [
  (call: CacheMutationCall<TData, TVariables>) => Promise<MutationOutcome<TData>>,
  CacheMutationState,
] {
  const client = useApolloClient();
  const [inFlight, setInFlight] = useState(0);

  const run = useCallback(
    async ({
      failureTitle,
      handledByCaller = false,
      ...options
    }: CacheMutationCall<TData, TVariables>): Promise<MutationOutcome<TData>> => {
      setInFlight((count) => count + 1);
      try {
        const result = await client.mutate({ mutation, ...options } as ApolloClient.MutateOptions<
          TData,
          TVariables
        >);
        if (result.data === undefined || result.data === null)
          throw new Error('The mutation answered no data');
        return { ok: true, data: result.data as TData };
      } catch (error) {
        const handled = typeof handledByCaller === 'function' ? handledByCaller(error) : handledByCaller;
        if (!handled) {
          const reason = explain(error);
          appToaster.create({
            type: 'error',
            title: failureTitle ?? reason,
            description: failureTitle === undefined ? undefined : reason,
            closable: true,
          });
        }
        return { ok: false, error, toasted: !handled };
      } finally {
        setInFlight((count) => count - 1);
      }
    },
    [client, mutation, explain],
  );

  const state = useMemo(() => ({ loading: inFlight > 0 }), [inFlight]);
  return [run, state] as const;
}

/** The data of a successful outcome; a failed one rejects with its error (for callers that catch). */
export function dataOrThrow<TData>(outcome: MutationOutcome<TData>): TData {
  if (!outcome.ok) throw outcome.error;
  return outcome.data;
}

/**
 * `value` with its `__typename`, which the generated types leave out but an optimistic answer needs
 * for the cache to normalise it (find the entity it changes).
 */
export function withTypename<T extends object>(typename: string, value: T): T {
  return { __typename: typename, ...value };
}
