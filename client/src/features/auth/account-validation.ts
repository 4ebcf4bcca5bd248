// Checks of the sign-up, forgot-password and reset-password forms before anything goes to the server.
// Answers translation keys under auth.validation. The bounds follow schema/auth.graphql.
import { isEmailAddress } from '../../lib/validation/email-address';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
export const NAME_MAX_LENGTH = 100;

export type AccountProblem =
  | 'nameRequired'
  | 'nameTooLong'
  | 'emailRequired'
  | 'emailInvalid'
  | 'passwordRequired'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'confirmRequired'
  | 'confirmMismatch'
  | 'termsRequired'
  | 'companyTooLong';

export type Problems<F extends string> = Partial<Record<F, AccountProblem>>;

export interface SignUpFields {
  name: string;
  email: string;
  password: string;
  company: string;
  agreeToTerms: boolean;
}
export type SignUpField = keyof SignUpFields;
export const SIGN_UP_FIELD_ORDER: readonly SignUpField[] = [
  'name',
  'email',
  'password',
  'company',
  'agreeToTerms',
];

export interface ResetPasswordFields {
  password: string;
  confirm: string;
}
export type ResetPasswordField = keyof ResetPasswordFields;
export const RESET_PASSWORD_FIELD_ORDER: readonly ResetPasswordField[] = ['password', 'confirm'];

function emailProblem(email: string): AccountProblem | undefined {
  if (email.trim() === '') return 'emailRequired';
  if (!isEmailAddress(email)) return 'emailInvalid';
  return undefined;
}

/** A new password: 8 to 256 characters; spaces count (the server keeps them too). */
export function newPasswordProblem(password: string): AccountProblem | undefined {
  if (password === '') return 'passwordRequired';
  if (password.length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  if (password.length > PASSWORD_MAX_LENGTH) return 'passwordTooLong';
  return undefined;
}

function withoutUndefined<F extends string>(problems: Record<F, AccountProblem | undefined>): Problems<F> {
  return Object.fromEntries(
    Object.entries(problems).filter(([, problem]) => problem !== undefined),
  ) as Problems<F>;
}

export function validateSignUp(values: SignUpFields): Problems<SignUpField> {
  const name = values.name.trim();
  return withoutUndefined<SignUpField>({
    name: name === '' ? 'nameRequired' : name.length > NAME_MAX_LENGTH ? 'nameTooLong' : undefined,
    email: emailProblem(values.email),
    password: newPasswordProblem(values.password),
    company: values.company.trim().length > NAME_MAX_LENGTH ? 'companyTooLong' : undefined,
    agreeToTerms: values.agreeToTerms ? undefined : 'termsRequired',
  });
}

export function validateForgotPassword({ email }: { email: string }): Problems<'email'> {
  return withoutUndefined<'email'>({ email: emailProblem(email) });
}

export function validateResetPassword({
  password,
  confirm,
}: ResetPasswordFields): Problems<ResetPasswordField> {
  return withoutUndefined<ResetPasswordField>({
    password: newPasswordProblem(password),
    confirm: confirm === '' ? 'confirmRequired' : confirm !== password ? 'confirmMismatch' : undefined,
  });
}

/** The first field with a problem, in the order of the form, so it can take focus. */
export function firstProblemField<F extends string>(
  order: readonly F[],
  problems: Problems<F>,
): F | undefined {
  return order.find((field) => problems[field] !== undefined);
}

export type PasswordStrength = 'empty' | 'weak' | 'fair' | 'good' | 'strong';

/**
 * A hint, not a rule (the only rule is the length): length and the mix of character kinds.
 * Under the minimum length a password is always weak.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (password === '') return 'empty';
  if (password.length < PASSWORD_MIN_LENGTH) return 'weak';
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((kind) => kind.test(password)).length;
  const score = kinds + (password.length >= 12 ? 1 : 0) + (password.length >= 16 ? 1 : 0);
  if (score <= 1) return 'weak';
  if (score <= 2) return 'fair';
  if (score <= 3) return 'good';
  return 'strong';
}
