// The create and edit forms' own checks; bounds from schema/user-admin.graphql. Answers keys under
// users.validation.
import { isEmailAddress } from '../../lib/validation/email-address';

export type AccountStatus = 'active' | 'inactive' | 'suspended';
export const ACCOUNT_STATUSES: readonly AccountStatus[] = ['active', 'inactive', 'suspended'];

export interface UserFormValues {
  fullName: string;
  email: string;
  phone: string;
  avatar: string;
  /** Only when creating; empty means "create inactive, without a password". */
  password: string;
  status: AccountStatus;
  subscriptionId: string;
}
export type UserFormField = keyof UserFormValues;
export const USER_FORM_FIELD_ORDER: readonly UserFormField[] = [
  'fullName',
  'email',
  'phone',
  'password',
  'avatar',
  'status',
  'subscriptionId',
];

export type UserFormProblem =
  | 'fullNameRequired'
  | 'fullNameTooLong'
  | 'emailRequired'
  | 'emailInvalid'
  | 'emailTaken'
  | 'phoneInvalid'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'avatarInvalid'
  | 'invalid';
export type UserFormProblems = Partial<Record<UserFormField, UserFormProblem>>;

const PHONE = /^[0-9 +()-]{5,32}$/;
const AVATAR = /^(https?:\/\/\S+|\/\S*)$/;

export function validateUserForm(values: UserFormValues, mode: 'create' | 'edit'): UserFormProblems {
  const problems: UserFormProblems = {};
  const fullName = values.fullName.trim();
  if (fullName === '') problems.fullName = 'fullNameRequired';
  else if (fullName.length > 100) problems.fullName = 'fullNameTooLong';
  if (values.email.trim() === '') problems.email = 'emailRequired';
  else if (!isEmailAddress(values.email)) problems.email = 'emailInvalid';
  const phone = values.phone.trim();
  if (phone !== '' && !PHONE.test(phone)) problems.phone = 'phoneInvalid';
  const avatar = values.avatar.trim();
  if (avatar !== '' && !AVATAR.test(avatar)) problems.avatar = 'avatarInvalid';
  if (mode === 'create' && values.password !== '') {
    if (values.password.length < 8) problems.password = 'passwordTooShort';
    else if (values.password.length > 256) problems.password = 'passwordTooLong';
  }
  return problems;
}

/** The server's fieldErrors (BAD_USER_INPUT) or a CONFLICT as the form's problem keys. */
export function userFormServerProblems(
  failure: { code: string; fieldErrors?: Record<string, string> } | null,
): UserFormProblems {
  if (!failure) return {};
  if (failure.code === 'CONFLICT') return { email: 'emailTaken' };
  const problems: UserFormProblems = {};
  for (const field of Object.keys(failure.fieldErrors ?? {})) {
    if ((USER_FORM_FIELD_ORDER as readonly string[]).includes(field)) {
      problems[field as UserFormField] = field === 'email' ? 'emailInvalid' : 'invalid';
    }
  }
  return problems;
}

/** The values as the create mutation's input: trimmed, empty optional fields left out. */
export function toCreateInput(values: UserFormValues) {
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    phone: optional(values.phone),
    avatar: optional(values.avatar),
    password: values.password === '' ? undefined : values.password,
    // Without a password the server creates the account inactive whatever is asked.
    status: values.password === '' ? ('inactive' as const) : values.status,
    subscriptionId: optional(values.subscriptionId),
  };
}

/** The values as the update mutation's input: cleared optional fields become null (removed). */
export function toUpdateInput(values: UserFormValues) {
  const nullable = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    phone: nullable(values.phone),
    avatar: nullable(values.avatar),
    status: values.status,
    subscriptionId: nullable(values.subscriptionId),
  };
}
