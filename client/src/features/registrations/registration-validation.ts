import type { AthleteGender, GuardianRelationship } from '../../generated/graphql';

// The public registration form's own checks, the same rules the server applies
// (server/src/features/registrations/registrations.validation.ts), so a family sees every problem at once
// before anything is sent. The server checks again; its refusals land on the same fields.

export const NAME_MAX = 100;
export const NOTE_MAX = 1000;
export const MAX_AGE_YEARS = 25;

export interface GuardianValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  relationship: GuardianRelationship | '';
}

export interface RegistrationValues {
  firstName: string;
  lastName: string;
  birthDate: string;
  gender: AthleteGender | '';
  teamId: string;
  guardians: GuardianValues[];
  /** The consent text ids ticked. */
  accepted: string[];
  note: string;
}

export type Problem =
  | 'required'
  | 'tooLong'
  | 'email'
  | 'phone'
  | 'date'
  | 'tooOld'
  | 'sameEmail'
  | 'team'
  | 'consent'
  | 'consentChanged'
  | 'documents';

/** Problems by field: `firstName`, `guardians.0.email`, `consent.<text id>`… */
export type Problems = Record<string, Problem>;

export const emptyGuardian = (): GuardianValues => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  relationship: '',
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?(?=(?:\D*\d){7})[\d ()-]{7,20}$/;

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The team `team` takes a child born in `birthDate`'s year, of `gender`. */
export function teamTakes(
  team: { birthYearMin: number; birthYearMax: number; gender: string },
  birthDate: string,
  gender: string,
): boolean {
  const year = Number(birthDate.slice(0, 4));
  if (!isCalendarDate(birthDate) || year < team.birthYearMin || year > team.birthYearMax) return false;
  if (team.gender === 'girls') return gender === 'female';
  if (team.gender === 'boys') return gender === 'male';
  return gender === 'female' || gender === 'male';
}

function name(value: string): Problem | null {
  const trimmed = value.trim();
  if (!trimmed) return 'required';
  return trimmed.length > NAME_MAX ? 'tooLong' : null;
}

/** Everything wrong with the form; empty when it may be sent. `today` is YYYY-MM-DD. */
export function validateRegistration(
  values: RegistrationValues,
  context: {
    today: string;
    teams: readonly { id: string; birthYearMin: number; birthYearMax: number; gender: string }[];
    requiredConsents: readonly string[];
  },
): Problems {
  const problems: Problems = {};
  const put = (field: string, problem: Problem | null) => {
    if (problem) problems[field] = problem;
  };
  put('firstName', name(values.firstName));
  put('lastName', name(values.lastName));
  if (!values.birthDate) put('birthDate', 'required');
  else if (!isCalendarDate(values.birthDate) || values.birthDate > context.today) put('birthDate', 'date');
  else {
    const limit = `${Number(context.today.slice(0, 4)) - MAX_AGE_YEARS}${context.today.slice(4)}`;
    if (values.birthDate < limit) put('birthDate', 'tooOld');
  }
  if (!values.gender) put('gender', 'required');
  const team = context.teams.find((candidate) => candidate.id === values.teamId);
  if (!values.teamId) put('teamId', 'required');
  else if (!team || !teamTakes(team, values.birthDate, values.gender)) put('teamId', 'team');
  values.guardians.forEach((guardian, index) => {
    const at = `guardians.${index}`;
    put(`${at}.firstName`, name(guardian.firstName));
    put(`${at}.lastName`, name(guardian.lastName));
    const email = guardian.email.trim();
    put(`${at}.email`, !email ? 'required' : EMAIL.test(email) && email.length <= 254 ? null : 'email');
    const phone = guardian.phone.trim();
    put(`${at}.phone`, !phone ? 'required' : PHONE.test(phone) ? null : 'phone');
    put(`${at}.relationship`, guardian.relationship ? null : 'required');
  });
  const [first, second] = values.guardians;
  if (
    first &&
    second &&
    first.email.trim() &&
    first.email.trim().toLowerCase() === second.email.trim().toLowerCase()
  ) {
    problems['guardians.1.email'] ??= 'sameEmail';
  }
  for (const id of context.requiredConsents) {
    if (!values.accepted.includes(id)) put(`consent.${id}`, 'consent');
  }
  if (values.note.trim().length > NOTE_MAX) put('note', 'tooLong');
  return problems;
}

/**
 * The server's refusal, field by field, in the form's terms: its field names are the input's
 * (`guardians.0.email`); a refused consent list means a text changed (or one required is missing).
 */
export function serverProblems(codes: Record<string, string>): Problems {
  const problems: Problems = {};
  for (const [field, code] of Object.entries(codes)) {
    if (field === 'consentTextIds') problems.consents = code === 'required' ? 'consent' : 'consentChanged';
    else if (field === 'teamId') problems.teamId = 'team';
    else if (field === 'birthDate') problems.birthDate = 'date';
    else if (field.endsWith('.email')) problems[field] = 'email';
    else if (field.endsWith('.phone')) problems[field] = 'phone';
    else if (field === 'guardians') problems['guardians.1.email'] = 'sameEmail';
    else if (field === 'documentIds') problems.documents = 'documents';
    else problems[field] = code === 'too_long' ? 'tooLong' : 'required';
  }
  return problems;
}
