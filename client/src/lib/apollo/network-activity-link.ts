import { ApolloLink } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { Observable } from 'rxjs';
import { networkActivity } from '../network-activity';

// Apollo adopts this by putting it first in apollo-client.ts's HTTP chain:
// `ApolloLink.from([networkActivityLink, errorLink, authLink, httpLink])`.

/** Counts every query and mutation while it is on the network; subscriptions are long-lived and skipped. */
export const networkActivityLink = new ApolloLink((operation, forward) => {
  if (operation.operationType === OperationTypeNode.SUBSCRIPTION) return forward(operation);
  return new Observable((observer) => {
    const end = networkActivity.begin();
    const subscription = forward(operation).subscribe({
      next: (value) => observer.next(value),
      error: (error: unknown) => {
        end();
        observer.error(error);
      },
      complete: () => {
        end();
        observer.complete();
      },
    });
    return () => {
      end();
      subscription.unsubscribe();
    };
  });
});
