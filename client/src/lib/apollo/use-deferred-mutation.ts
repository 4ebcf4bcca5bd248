import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useCallback, useEffect, useState } from 'react';
import { loadApolloClient } from './load-client';

interface DeferredMutationState {
  loading: boolean;
  error: unknown;
}

/**
 * useMutation for pages outside the signed-in area, where no ApolloProvider (and no Apollo code) is
 * loaded up front: the client loads after the first paint (on first input, or 1.5 s after mount) and
 * the call waits for it if needed.
 * `mutate` answers the data or rejects; `error` keeps the last failure until `reset` or the next call.
 */
export function useDeferredMutation<TData, TVariables extends OperationVariables>(
  mutation: TypedDocumentNode<TData, TVariables>,
) {
  const [state, setState] = useState<DeferredMutationState>({ loading: false, error: null });

  useEffect(() => {
    // Not part of the first paint: load when the person starts to use the page, or shortly after it
    // shows. A submit before that simply waits for it, and reports a failure to load.
    const start = () => void loadApolloClient().catch(() => undefined);
    const events = ['pointerdown', 'keydown'] as const;
    for (const event of events) window.addEventListener(event, start, { once: true, passive: true });
    const timer = window.setTimeout(start, 1500);
    return () => {
      for (const event of events) window.removeEventListener(event, start);
      window.clearTimeout(timer);
    };
  }, []);

  const mutate = useCallback(
    async (variables: TVariables): Promise<TData> => {
      setState({ loading: true, error: null });
      try {
        const client = await loadApolloClient();
        const { data } = await client.mutate<TData, TVariables>({ mutation, variables });
        if (data === undefined || data === null) throw new Error('The server answered without data');
        setState({ loading: false, error: null });
        return data as TData;
      } catch (error) {
        setState({ loading: false, error });
        throw error;
      }
    },
    [mutation],
  );

  const reset = useCallback(() => setState({ loading: false, error: null }), []);

  return [mutate, { ...state, reset }] as const;
}
