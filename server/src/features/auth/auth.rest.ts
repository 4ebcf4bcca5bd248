import { bodyObject, pickKeys, type RestRow } from '../../shared/rest.js';
import { restUser, USER_FIELDS } from '../users/index.js';

const AUTH_PAYLOAD = `user { ${USER_FIELDS} } accessToken tokenType`;

const authPayload = (payload: unknown) => {
  const { user, accessToken, tokenType } = payload as Record<string, unknown>;
  return { user: restUser(user), accessToken, tokenType };
};

const credentials = ({ body }: { body: unknown }) => ({
  input: pickKeys(bodyObject(body), ['email', 'password']),
});

export const authRestRows: RestRow[] = [
  {
    method: 'POST',
    path: 'api/auth/sign-in',
    document: `mutation RestSignIn($input: SignInInput!) { signIn(input: $input) { ${AUTH_PAYLOAD} } }`,
    variables: credentials,
    pick: (data) => authPayload(data.signIn),
  },
  {
    method: 'POST',
    path: 'api/auth/sign-in-with-token',
    document: `mutation RestSignInWithToken($accessToken: String!) { signInWithToken(accessToken: $accessToken) { ${AUTH_PAYLOAD} } }`,
    variables: ({ body }) => ({ accessToken: bodyObject(body).accessToken }),
    pick: (data) => authPayload(data.signInWithToken),
  },
  {
    method: 'POST',
    path: 'api/auth/sign-up',
    document: 'mutation RestSignUp($input: SignUpInput!) { signUp(input: $input) }',
    variables: ({ body }) => ({
      input: pickKeys(bodyObject(body), ['name', 'email', 'password', 'company']),
    }),
    pick: (data) => data.signUp,
  },
  {
    method: 'POST',
    path: 'api/auth/unlock-session',
    document: `mutation RestUnlockSession($input: SignInInput!) { unlockSession(input: $input) { ${AUTH_PAYLOAD} } }`,
    variables: credentials,
    pick: (data) => authPayload(data.unlockSession),
  },
  {
    method: 'POST',
    path: 'api/auth/forgot-password',
    document: 'mutation RestForgotPassword($input: ForgotPasswordInput!) { forgotPassword(input: $input) }',
    variables: ({ body }) => ({ input: pickKeys(bodyObject(body), ['email']) }),
    pick: (data) => data.forgotPassword,
  },
  {
    method: 'POST',
    path: 'api/auth/reset-password',
    document: 'mutation RestResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) }',
    variables: ({ body }) => ({ input: pickKeys(bodyObject(body), ['token', 'password']) }),
    pick: (data) => data.resetPassword,
  },
];
