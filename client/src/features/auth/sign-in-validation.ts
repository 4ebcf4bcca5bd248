// The sign-in form's own checks, before anything goes to the server. Answers translation keys.
import { isEmailAddress } from '../../lib/validation/email-address';

export interface SignInFields {
  email: string;
  password: string;
}

export type SignInField = keyof SignInFields;
export type SignInProblem = 'emailRequired' | 'emailInvalid' | 'passwordRequired';
export type SignInProblems = Partial<Record<SignInField, SignInProblem>>;

/** The fields in the order they appear, so the first invalid one can take focus. */
export const SIGN_IN_FIELD_ORDER: readonly SignInField[] = ['email', 'password'];

export function validateSignIn({ email, password }: SignInFields): SignInProblems {
  const problems: SignInProblems = {};
  if (email.trim() === '') problems.email = 'emailRequired';
  else if (!isEmailAddress(email)) problems.email = 'emailInvalid';
  if (password === '') problems.password = 'passwordRequired';
  return problems;
}

export function firstInvalidField(problems: SignInProblems): SignInField | undefined {
  return SIGN_IN_FIELD_ORDER.find((field) => problems[field] !== undefined);
}
