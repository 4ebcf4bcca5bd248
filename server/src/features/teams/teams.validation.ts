import { z } from 'zod';
import { uuidField } from '../../shared/validation.js';
import { pageArgsSchema, requiredText } from '../organizations/index.js';
import { TEAM_STAFF_ROLES } from './team-staff.entity.js';
import { TEAM_GENDERS } from './team.entity.js';

/** The contract's bounds (schema/teams.graphql). */
export const TEAM_LIMITS = {
  name: 100,
  earliestBirthYear: 1990,
  /** The widest age range of a team, in years. */
  span: 10,
  capacity: 200,
} as const;

const latestBirthYear = () => new Date().getUTCFullYear() + 1;

const birthYear = (label: string) =>
  z
    .number({ error: `${label} must be a year` })
    .int(`${label} must be a year`)
    .refine((value) => value >= TEAM_LIMITS.earliestBirthYear && value <= latestBirthYear(), {
      message: `${label} must be from ${TEAM_LIMITS.earliestBirthYear} to next year`,
    });

const gender = z.enum(TEAM_GENDERS, { error: 'Gender must be girls, boys or mixed' });
const capacity = z
  .number({ error: 'Capacity must be a number' })
  .int(`Capacity must be a whole number from 1 to ${TEAM_LIMITS.capacity}`)
  .min(1, `Capacity must be a whole number from 1 to ${TEAM_LIMITS.capacity}`)
  .max(TEAM_LIMITS.capacity, `Capacity must be a whole number from 1 to ${TEAM_LIMITS.capacity}`);

export const teamPatchSchema = z.object({
  branchId: uuidField('Branch').optional(),
  departmentId: uuidField('Department').optional(),
  seasonId: uuidField('Season').optional(),
  name: requiredText('Name', TEAM_LIMITS.name).optional(),
  birthYearMin: birthYear('Earliest birth year').optional(),
  birthYearMax: birthYear('Latest birth year').optional(),
  gender: gender.optional(),
  capacity: capacity.optional(),
});
export const teamCreateSchema = z.object({
  branchId: z.string({ error: 'Branch is required' }).pipe(uuidField('Branch')),
  departmentId: z.string({ error: 'Department is required' }).pipe(uuidField('Department')),
  seasonId: z.string({ error: 'Season is required' }).pipe(uuidField('Season')),
  name: requiredText('Name', TEAM_LIMITS.name),
  birthYearMin: birthYear('Earliest birth year'),
  birthYearMax: birthYear('Latest birth year'),
  gender,
  capacity,
});

/** The birth years once merged with the stored ones. */
export function checkBirthYears(min: number, max: number): string | null {
  if (max < min) return 'The latest birth year must not be before the earliest';
  if (max - min > TEAM_LIMITS.span) return `A team spans at most ${TEAM_LIMITS.span} birth years`;
  return null;
}

export const TEAM_SORTS = ['NAME_ASC', 'NAME_DESC', 'AGE_ASC', 'AGE_DESC', 'CREATED_DESC'] as const;

export const teamsArgsSchema = pageArgsSchema.extend({
  organizationId: uuidField('Organization').nullish(),
  branchId: uuidField('Branch').nullish(),
  departmentId: uuidField('Department').nullish(),
  seasonId: uuidField('Season').nullish(),
  currentSeason: z.boolean().nullish(),
  gender: gender.nullish(),
  birthYear: z.number().int('Birth year must be a year').min(1900).max(2200).nullish(),
  staffedByMe: z.boolean().nullish(),
  managedByMe: z.boolean().nullish(),
  sort: z.enum(TEAM_SORTS, { error: 'Unknown sort' }).nullish(),
  includeArchived: z.boolean().nullish(),
});

export const staffRoleSchema = z.enum(TEAM_STAFF_ROLES, { error: 'Choose a staff role' });
