import { suiteCalls, useTestServer } from '../../../../tests/support/suite.js';
import { DEMO_BRANCHES, DEMO_ORGANIZATIONS } from '../organizations/index.js';
import { DEMO_PROFESSIONALS } from '../professionals/index.js';
import { DEMO_TEAMS } from '../teams/index.js';
import { DEMO_PERSONAS } from '../users/index.js';

// What the events suites (events.*.test.ts) share: a server per file signed in as every demo persona and
// as a coach, the event fields they read, and calls that create events and read a window.

export type Persona = keyof typeof DEMO_PERSONAS | 'coach';
export const KARTAL = DEMO_ORGANIZATIONS.kartal.id;
export const ANADOLU = DEMO_ORGANIZATIONS.anadolu.id;
export const BRANCHES = DEMO_BRANCHES;
export const TEAMS = DEMO_TEAMS;
/** Head coach of Futbol U10 and U12 Erkek (Kadıköy). */
export const COACH = DEMO_PROFESSIONALS.gokhanTekin;

export const EVENT_FIELDS = `id organizationId type title scope branchId teamIds startsAt endsAt timeZone status canEdit
  splitFromId venue capacity feeMinor notes venueBranchId
  recurrence { frequency interval weekdays until count excludedDates rule }`;

export interface EventAnswer {
  id: string;
  organizationId: string;
  title: string;
  scope: string;
  teamIds: string[];
  startsAt: string;
  endsAt: string;
  status: string;
  canEdit: boolean;
  splitFromId: string | null;
  recurrence: {
    frequency: string;
    weekdays: string[];
    until: string | null;
    count: number | null;
    excludedDates: string[];
    rule: string;
  } | null;
}

export interface OccurrenceAnswer {
  id: string;
  eventId: string;
  originalStart: string;
  startsAt: string;
  endsAt: string;
  title: string;
  status: string;
  changed: boolean;
}

export function eventsSuite() {
  const t = useTestServer({
    ...DEMO_PERSONAS,
    coach: { email: COACH.email, password: 'Arena-Member-2026' },
  });
  const calls = suiteCalls<Persona>(t);

  /** Creates an event as `who` and answers it (throws with the error code when refused). */
  async function create(
    who: Persona,
    input: Record<string, unknown>,
    organizationId = KARTAL,
  ): Promise<EventAnswer> {
    const answer = await calls.gql<{ createEvent: EventAnswer }>(
      who,
      `mutation ($org: ID, $input: EventInput!) { createEvent(organizationId: $org, input: $input) { ${EVENT_FIELDS} } }`,
      { org: organizationId, input },
    );
    if (!answer.data?.createEvent) throw new Error(`createEvent: ${JSON.stringify(answer.errors)}`);
    return answer.data.createEvent;
  }

  /** The occurrences `who` reads in the window, of the events named (all when none are). */
  async function window(
    who: Persona,
    from: string,
    to: string,
    eventIds?: readonly string[],
    extra: Record<string, unknown> = {},
  ): Promise<OccurrenceAnswer[]> {
    const answer = await calls.gql<{ calendar: OccurrenceAnswer[] }>(
      who,
      `query ($from: DateTime!, $to: DateTime!, $org: ID, $branch: ID, $team: ID, $types: [EventType!]) {
         calendar(organizationId: $org, from: $from, to: $to, branchId: $branch, teamId: $team, types: $types) {
           id eventId originalStart startsAt endsAt title status changed
         }
       }`,
      { from, to, ...extra },
    );
    if (!answer.data) throw new Error(`calendar: ${JSON.stringify(answer.errors)}`);
    return answer.data.calendar.filter((occurrence) => !eventIds || eventIds.includes(occurrence.eventId));
  }

  return { t, ...calls, create, window };
}
