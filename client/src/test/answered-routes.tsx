import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Observable } from 'rxjs';
import type { RoleKey } from '../generated/graphql';
import type { Language } from '../lib/i18n/languages';
import { renderWithProviders } from './render';

/** The shell's and the permission hooks' answers for a signed-in viewer holding one role. */
export function viewerAnswers({
  name,
  email,
  role,
  scopeId,
}: {
  name: string;
  email: string;
  role: RoleKey;
  /** The organization the role holds in; null for a role without a scope (a super admin). */
  scopeId: string | null;
}): Record<string, unknown> {
  return {
    Shell: {
      me: { __typename: 'User', id: 'u1', name, email, avatar: null, status: 'online' },
    },
    ViewerRoles: {
      userRoles: [
        {
          __typename: 'UserRoleAssignment',
          id: 'g1',
          scopeType: scopeId ? 'organization' : null,
          scopeId,
          role: { __typename: 'Role', id: 'r1', key: role, permissions: ['read'] },
        },
      ],
    },
  };
}

/**
 * Renders `routes` at `path` against a GraphQL server that answers each operation by its name: the data
 * given, or for an Error, a GraphQL error whose code is the Error's message.
 */
export function renderAnsweredRoutes(
  routes: RouteObject[],
  path: string,
  answers: Record<string, unknown>,
  { language }: { language?: Language } = {},
) {
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        const answer = answers[operation.operationName ?? ''];
        if (answer instanceof Error) {
          observer.next({ errors: [{ message: answer.message, extensions: { code: answer.message } }] });
        } else {
          observer.next({ data: answer as Record<string, unknown> });
        }
        observer.complete();
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return renderWithProviders(
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>,
    { language },
  );
}
