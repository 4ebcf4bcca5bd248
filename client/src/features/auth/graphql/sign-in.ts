import { graphql } from '../../../generated';

export const SignInDocument = graphql(`
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      accessToken
      tokenType
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
