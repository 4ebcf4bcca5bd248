// The contact form's values, its own checks (the rules of contact-rules.ts) and the patch it sends.
// Problems are keys under contacts.validation; fields are named by their input path (`emails.0.email`),
// the same paths the server's fieldErrorCodes use.
import { isBlankRichText } from '../../lib/sanitize-html';
import type { FieldErrorCode } from '../../generated/error-codes';
import { isEmailAddress } from '../../lib/validation/email-address';
import { CONTACT_LIMITS, EARLIEST_BIRTHDAY, PHONE_PATTERN } from './contact-rules';

export interface EmailRow {
  /** Stable React key of the row while the form is open. */
  key: string;
  email: string;
  label: string;
}

export interface PhoneRow {
  key: string;
  country: string;
  phoneNumber: string;
  label: string;
}

export interface ContactFormValues {
  name: string;
  title: string;
  company: string;
  emails: EmailRow[];
  phoneNumbers: PhoneRow[];
  birthday: string;
  address: string;
  notes: string;
  tags: string[];
}

export interface ContactForForm {
  name: string;
  title: string | null;
  company: string | null;
  emails: readonly { email: string; label: string | null }[];
  phoneNumbers: readonly { country: string; phoneNumber: string; label: string | null }[];
  birthday: string | null;
  address: string | null;
  notes: string | null;
  tags: readonly string[];
}

export type ContactFormProblem =
  | 'nameRequired'
  | 'nameTooLong'
  | 'titleTooLong'
  | 'companyTooLong'
  | 'addressTooLong'
  | 'notesTooLong'
  | 'emailRequired'
  | 'emailInvalid'
  | 'countryRequired'
  | 'phoneRequired'
  | 'phoneInvalid'
  | 'birthdayInvalid'
  | 'birthdayTooEarly'
  | 'birthdayInFuture'
  | 'invalid';

/** Problems by field path: `name`, `emails.0.email`, `phoneNumbers.1.country`… */
export type ContactFormProblems = Record<string, ContactFormProblem>;

let rowCounter = 0;
/** A key no other row of this page has. */
export const newRowKey = () => `row-${++rowCounter}`;

export const emptyEmailRow = (): EmailRow => ({ key: newRowKey(), email: '', label: '' });
export const emptyPhoneRow = (country = ''): PhoneRow => ({
  key: newRowKey(),
  country,
  phoneNumber: '',
  label: '',
});

export function contactFormValues(contact: ContactForForm): ContactFormValues {
  return {
    name: contact.name,
    title: contact.title ?? '',
    company: contact.company ?? '',
    emails: contact.emails.map((row) => ({ key: newRowKey(), email: row.email, label: row.label ?? '' })),
    phoneNumbers: contact.phoneNumbers.map((row) => ({
      key: newRowKey(),
      country: row.country,
      phoneNumber: row.phoneNumber,
      label: row.label ?? '',
    })),
    birthday: contact.birthday ?? '',
    address: contact.address ?? '',
    notes: contact.notes ?? '',
    tags: [...contact.tags],
  };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Today as YYYY-MM-DD in the browser's time zone. */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function validateContactForm(values: ContactFormValues, today = localToday()): ContactFormProblems {
  const problems: ContactFormProblems = {};
  const name = values.name.trim();
  if (name === '') problems.name = 'nameRequired';
  else if (name.length > CONTACT_LIMITS.name) problems.name = 'nameTooLong';
  if (values.title.trim().length > CONTACT_LIMITS.title) problems.title = 'titleTooLong';
  if (values.company.trim().length > CONTACT_LIMITS.company) problems.company = 'companyTooLong';
  if (values.address.trim().length > CONTACT_LIMITS.address) problems.address = 'addressTooLong';
  if (values.notes.length > CONTACT_LIMITS.notes) problems.notes = 'notesTooLong';
  values.emails.forEach((row, index) => {
    const email = row.email.trim();
    if (email === '') problems[`emails.${index}.email`] = 'emailRequired';
    else if (email.length > CONTACT_LIMITS.email || !isEmailAddress(email)) {
      problems[`emails.${index}.email`] = 'emailInvalid';
    }
  });
  values.phoneNumbers.forEach((row, index) => {
    if (row.country === '') problems[`phoneNumbers.${index}.country`] = 'countryRequired';
    const number = row.phoneNumber.trim();
    if (number === '') problems[`phoneNumbers.${index}.phoneNumber`] = 'phoneRequired';
    else if (!PHONE_PATTERN.test(number)) problems[`phoneNumbers.${index}.phoneNumber`] = 'phoneInvalid';
  });
  const birthday = values.birthday.trim();
  if (birthday !== '') {
    if (!isCalendarDate(birthday)) problems.birthday = 'birthdayInvalid';
    else if (birthday < EARLIEST_BIRTHDAY) problems.birthday = 'birthdayTooEarly';
    else if (birthday > today) problems.birthday = 'birthdayInFuture';
  }
  return problems;
}

/** Field paths in the order the form shows them, for focusing the first problem. */
export function contactFieldOrder(values: ContactFormValues): string[] {
  return [
    'name',
    'title',
    'company',
    ...values.emails.map((_, index) => `emails.${index}.email`),
    ...values.phoneNumbers.flatMap((_, index) => [
      `phoneNumbers.${index}.country`,
      `phoneNumbers.${index}.phoneNumber`,
    ]),
    'birthday',
    'address',
    'notes',
  ];
}

// What the server's field codes mean for the form: the field keeps its path, the code picks the
// closest of our problems for that field (the server's English messages are for logs).
type ProblemByCode = Partial<Record<FieldErrorCode, ContactFormProblem>> & { otherwise: ContactFormProblem };

const tooLong = (problem: ContactFormProblem): ProblemByCode => ({ too_long: problem, otherwise: 'invalid' });

const SERVER_PROBLEMS: [RegExp, ProblemByCode][] = [
  [
    /^name$/,
    { required: 'nameRequired', too_short: 'nameRequired', too_long: 'nameTooLong', otherwise: 'invalid' },
  ],
  [/^title$/, tooLong('titleTooLong')],
  [/^company$/, tooLong('companyTooLong')],
  [/^address$/, tooLong('addressTooLong')],
  [/^notes$/, tooLong('notesTooLong')],
  [/^emails\.\d+\.email$/, { required: 'emailRequired', otherwise: 'emailInvalid' }],
  [/^phoneNumbers\.\d+\.country$/, { otherwise: 'countryRequired' }],
  [/^phoneNumbers\.\d+\.phoneNumber$/, { required: 'phoneRequired', otherwise: 'phoneInvalid' }],
  [/^birthday$/, { otherwise: 'birthdayInvalid' }],
];

/**
 * The server's BAD_USER_INPUT field codes (path → code, see fieldErrorCodesOf) as the form's problems;
 * a path the form does not show reads as `invalid`.
 */
export function contactServerProblems(
  fieldErrorCodes: Readonly<Record<string, FieldErrorCode>> | undefined,
): ContactFormProblems {
  const problems: ContactFormProblems = {};
  for (const [path, code] of Object.entries(fieldErrorCodes ?? {})) {
    const byCode = SERVER_PROBLEMS.find(([pattern]) => pattern.test(path))?.[1];
    problems[path] = byCode ? (byCode[code] ?? byCode.otherwise) : 'invalid';
  }
  return problems;
}

const nullable = (value: string) => (value.trim() === '' ? null : value.trim());

/** The values as the updateContact patch: trimmed, blanks as null, labels null when not chosen. */
export function contactPatch(values: ContactFormValues) {
  return {
    name: values.name.trim(),
    title: nullable(values.title),
    company: nullable(values.company),
    emails: values.emails.map((row) => ({ email: row.email.trim(), label: row.label || null })),
    phoneNumbers: values.phoneNumbers.map((row) => ({
      country: row.country,
      phoneNumber: row.phoneNumber.trim(),
      label: row.label || null,
    })),
    birthday: nullable(values.birthday),
    address: nullable(values.address),
    notes: isBlankRichText(values.notes) ? null : values.notes,
    tags: [...values.tags],
  };
}

/** Whether the form differs from what it started with (row keys aside). */
export function contactFormChanged(initial: ContactFormValues, current: ContactFormValues): boolean {
  return JSON.stringify(contactPatch(initial)) !== JSON.stringify(contactPatch(current));
}
