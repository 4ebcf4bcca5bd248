import { useCallback } from 'react';
import type { PresenceStatus } from '../../../generated/graphql';
import { useFeatureMutation } from '../../../lib/apollo/use-feature-mutation';
import { UpdateMyStatusDocument } from '../graphql/top-bar';

/**
 * Sets the viewer's presence status: the dot changes at once (optimistic); a refusal puts the old
 * status back silently.
 */
export function useSetMyStatus() {
  const [updateStatus] = useFeatureMutation(UpdateMyStatusDocument, 'shell');
  return useCallback(
    (userId: string, status: PresenceStatus) => {
      const optimistic = { __typename: 'User' as const, id: userId, status };
      void updateStatus({
        variables: { status },
        optimisticResponse: { updateMe: optimistic },
        handledByCaller: true,
      });
    },
    [updateStatus],
  );
}
