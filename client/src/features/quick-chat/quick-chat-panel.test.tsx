import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { QuickChatPanel } from './quick-chat-panel';
import { QuickChatProvider, useQuickChat } from './quick-chat-state';

/** Opens the panel as the launcher does. */
function Open() {
  const { show } = useQuickChat();
  useEffect(() => show(), [show]);
  return null;
}

// With no chat at all, the panel says so across its width: the rail of chats is 64 px, where "No chats
// yet" stood one word per line.

function renderPanel() {
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        if (operation.operationName === 'QuickChatList') observer.next({ data: { chats: [] } });
        observer.complete();
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  renderWithProviders(
    <ApolloProvider client={client}>
      <QuickChatProvider>
        <QuickChatPanel />
        <Open />
      </QuickChatProvider>
    </ApolloProvider>,
  );
}

describe('Team Chat without any chat', () => {
  it('says there is no chat in the panel’s body, not in the narrow rail', async () => {
    renderPanel();
    const empty = await screen.findByTestId('quick-chat-empty');
    expect(await within(empty).findByText('No chats yet')).toBeInTheDocument();
    expect(screen.getAllByText('No chats yet')).toHaveLength(1);
    expect(within(empty).queryByText('Select a conversation')).toBeNull();
  });
});
