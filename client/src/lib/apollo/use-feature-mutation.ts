import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useFeatureErrors, type ErrorTableOwner, type SpecialErrorSentence } from './feature-errors';
import { useCallback } from 'react';
import { dataOrThrow, useCacheMutation } from './use-cache-mutation';

/**
 * A feature's mutation (useCacheMutation) whose refusals are said from the feature's `errors` table:
 * what a feature's hooks/use-<name>-mutations.ts builds each of its mutations on.
 */
export function useFeatureMutation<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  feature: ErrorTableOwner,
  special?: SpecialErrorSentence,
) {
  const { explain } = useFeatureErrors(feature, special);
  return useCacheMutation(document, { explain });
}

/**
 * useFeatureMutation for callers that catch a refusal and show it themselves (a form's fields, a
 * confirmation): the call takes the variables and answers the data or rejects; nothing is toasted.
 */
export function useRejectingFeatureMutation<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  feature: ErrorTableOwner,
) {
  const [mutate, state] = useFeatureMutation(document, feature);
  const run = useCallback(
    async (variables: TVariables) => dataOrThrow(await mutate({ variables, handledByCaller: true })),
    [mutate],
  );
  return [run, state] as const;
}
