import { useMemo } from 'react';
import { describeApiError } from '../../../lib/apollo/errors';
import { useDeferredMutation } from '../../../lib/apollo/use-deferred-mutation';
import { sessionStore } from '../../../lib/session/session-store';
import type { SignInValues } from '../components/sign-in-form';
import { SignInDocument } from '../graphql/sign-in';

/** Signs in and starts the session; the last failure is kept until `clearFailure` or the next attempt. */
export function useSignIn() {
  const [mutate, { loading, error, reset }] = useDeferredMutation(SignInDocument);
  const failure = useMemo(() => (error ? describeApiError(error) : null), [error]);

  const signIn = async ({ email, password, remember }: SignInValues): Promise<boolean> => {
    try {
      const data = await mutate({ input: { email, password } });
      sessionStore.start(data.signIn.accessToken, remember);
      return true;
    } catch {
      // The failure is in `error` and shown by the page.
      return false;
    }
  };

  return { signIn, submitting: loading, failure, clearFailure: reset };
}
