import { graphql } from '../../../generated';

// Spec 000 §7 sign-in-with-token: on start-up the stored token is exchanged for a fresh one.
export const RefreshSessionDocument = graphql(`
  mutation RefreshSession($accessToken: String!) {
    signInWithToken(accessToken: $accessToken) {
      accessToken
      user {
        id
        name
        email
        avatar
        status
      }
    }
  }
`);
