import { createBrowserRouter } from 'react-router';
import { bindApolloClient, loadApolloClient } from '../lib/apollo/load-client';
import { sessionStore } from '../lib/session/session-store';
import { installStaleBuildReload } from '../lib/stale-build';
import { createSessionRestorer } from './auth/restore-session';
import { createRoutes } from './routes';

// Apollo and the cache's policies load on first use, not with the first page (lib/apollo/load-client.ts).
bindApolloClient(async () => (await import('./apollo/client')).createAppApolloClient());

export const router = createBrowserRouter(
  createRoutes({
    session: sessionStore,
    loadClient: loadApolloClient,
    restoreSession: createSessionRestorer(loadApolloClient, sessionStore),
  }),
);

// After a deploy, a chunk of this build may be gone: load the new build where the person was going.
installStaleBuildReload(() => {
  const { location } = router.state.navigation;
  return location ? router.createHref(location) : undefined;
});
