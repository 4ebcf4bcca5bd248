import { graphql } from '../../../generated';

export const SignUpDocument = graphql(`
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input)
  }
`);

export const ForgotPasswordDocument = graphql(`
  mutation ForgotPassword($input: ForgotPasswordInput!) {
    forgotPassword(input: $input)
  }
`);

export const ResetPasswordDocument = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input)
  }
`);

export const UnlockSessionDocument = graphql(`
  mutation UnlockSession($input: SignInInput!) {
    unlockSession(input: $input) {
      accessToken
      user {
        id
        name
      }
    }
  }
`);

// Who is unlocking: the unlock page shows the signed-in user's name and avatar.
export const UnlockSessionUserDocument = graphql(`
  query UnlockSessionUser {
    me {
      id
      name
      email
      avatar
    }
  }
`);
