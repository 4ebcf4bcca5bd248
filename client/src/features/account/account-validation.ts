// Checks of the profile and password forms before anything goes to the server, answering translation
// keys under account.validation. The bounds are the server's (schema/user.graphql, schema/account.graphql):
// a name of 1 to 100 characters, and a new password under the sign-up rule of 8 to 256 characters.
import type { FieldErrorCode } from '../../generated/error-codes';

export const NAME_MAX_LENGTH = 100;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

export type AccountProblem =
  | 'nameRequired'
  | 'nameTooLong'
  | 'currentRequired'
  | 'currentWrong'
  | 'passwordRequired'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'passwordUnchanged'
  | 'confirmRequired'
  | 'confirmMismatch';

export type Problems<F extends string> = Partial<Record<F, AccountProblem>>;

export function nameProblem(name: string): AccountProblem | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return 'nameRequired';
  if (trimmed.length > NAME_MAX_LENGTH) return 'nameTooLong';
  return undefined;
}

export interface PasswordFields {
  currentPassword: string;
  newPassword: string;
  confirm: string;
}
export type PasswordField = keyof PasswordFields;
export const PASSWORD_FIELD_ORDER: readonly PasswordField[] = ['currentPassword', 'newPassword', 'confirm'];

/** The password form: the current password, a new one under the sign-up rule, typed twice. */
export function validatePasswordChange(values: PasswordFields): Problems<PasswordField> {
  const problems: Problems<PasswordField> = {};
  if (values.currentPassword === '') problems.currentPassword = 'currentRequired';
  // Spaces count: the server keeps them too.
  if (values.newPassword === '') problems.newPassword = 'passwordRequired';
  else if (values.newPassword.length < PASSWORD_MIN_LENGTH) problems.newPassword = 'passwordTooShort';
  else if (values.newPassword.length > PASSWORD_MAX_LENGTH) problems.newPassword = 'passwordTooLong';
  else if (values.newPassword === values.currentPassword) problems.newPassword = 'passwordUnchanged';
  if (values.confirm === '') problems.confirm = 'confirmRequired';
  else if (values.confirm !== values.newPassword) problems.confirm = 'confirmMismatch';
  return problems;
}

/** The server's field codes for the password form, as the form's own problems. */
export function passwordServerProblems(codes: Record<string, FieldErrorCode>): Problems<PasswordField> {
  const problems: Problems<PasswordField> = {};
  const current = codes.currentPassword;
  if (current) problems.currentPassword = current === 'required' ? 'currentRequired' : 'currentWrong';
  const next = codes.newPassword;
  if (next === 'too_short') problems.newPassword = 'passwordTooShort';
  else if (next === 'too_long') problems.newPassword = 'passwordTooLong';
  else if (next === 'required') problems.newPassword = 'passwordRequired';
  else if (next) problems.newPassword = 'passwordUnchanged';
  return problems;
}

/** The first field with a problem, in the order of the form, so it can take focus. */
export function firstProblemField<F extends string>(
  order: readonly F[],
  problems: Problems<F>,
): F | undefined {
  return order.find((field) => problems[field] !== undefined);
}
