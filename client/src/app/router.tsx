import { createBrowserRouter } from 'react-router';
import { loadApolloClient } from './apollo/load-client';
import { createSessionRestorer } from './auth/restore-session';
import { sessionStore } from './auth/session-store';
import { createRoutes } from './routes';

export const router = createBrowserRouter(
  createRoutes({
    session: sessionStore,
    loadClient: loadApolloClient,
    restoreSession: createSessionRestorer(loadApolloClient, sessionStore),
  }),
);
