import { useApolloClient, useSubscription } from '@apollo/client/react';
import { MailReceivedDocument } from '../graphql/mail';
import { addReceivedMail } from '../mail-cache';

/**
 * While the mailbox is open, each mail delivered to the viewer's Inbox joins the top of the cached Inbox
 * lists (and the filters and labels it belongs to) and bumps the Inbox count; nothing is fetched again.
 */
export function useMailFeed(): void {
  const client = useApolloClient();
  useSubscription(MailReceivedDocument, {
    ignoreResults: true,
    // Not written to the cache by Apollo first: addReceivedMail tells a new mail by its absence there.
    fetchPolicy: 'no-cache',
    onData: ({ data }) => {
      const mail = data.data?.mailReceived;
      if (mail) addReceivedMail(client.cache, mail);
    },
  });
}
