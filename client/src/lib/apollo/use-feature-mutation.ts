import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useFeatureErrors, type ErrorTableOwner, type SpecialErrorSentence } from './feature-errors';
import { useCacheMutation } from './use-cache-mutation';

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
