import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import {
  consentColumns,
  guardianLinkColumns,
  membershipColumns,
  toMembershipNode,
  type ConsentNode,
  type GuardianLinkNode,
  type MembershipNode,
} from './athletes.sql.js';

/** Groups rows by a key, in the order of the keys asked for (empty lists for keys without rows). */
function grouped<Row>(keys: readonly string[], rows: readonly Row[], keyOf: (row: Row) => string): Row[][] {
  const byKey = new Map<string, Row[]>();
  for (const row of rows) {
    const key = keyOf(row);
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  return keys.map((key) => byKey.get(key) ?? []);
}

// Nested lists of an athlete, one query per batch. They take no viewer: resolvers call them only for
// an athlete the policy already let the viewer see, and only with full access where the list is private
// (guardians, consents, ended memberships).
export function createAthleteLoaders(dataSource: DataSource) {
  return {
    /** Every membership of each athlete, current and ended, newest first. */
    membershipsByAthleteId: new DataLoader<string, MembershipNode[]>(async (ids) => {
      const rows = await dataSource.query<Record<string, unknown>[]>(
        `SELECT ${membershipColumns('m')} FROM team_memberships m
          WHERE m.athlete_id = ANY($1::uuid[]) ORDER BY m.from_on DESC, m.created_at DESC, m.id`,
        [ids],
      );
      return grouped(
        ids,
        rows.map((row) => toMembershipNode(row)),
        (row) => row.athleteId,
      );
    }),
    /** The links that hold of each athlete, primary first, then oldest first. */
    guardianLinksByAthleteId: new DataLoader<string, GuardianLinkNode[]>(async (ids) => {
      const rows = await dataSource.query<GuardianLinkNode[]>(
        `SELECT ${guardianLinkColumns('g')} FROM guardian_links g
          WHERE g.athlete_id = ANY($1::uuid[]) AND g.archived_at IS NULL
          ORDER BY g.is_primary DESC, g.created_at, g.id`,
        [ids],
      );
      return grouped(ids, rows, (row) => row.athleteId);
    }),
    /** Every consent of each athlete, active and withdrawn, newest first. */
    consentsByAthleteId: new DataLoader<string, ConsentNode[]>(async (ids) => {
      const rows = await dataSource.query<ConsentNode[]>(
        `SELECT ${consentColumns('c')} FROM consents c
          WHERE c.athlete_id = ANY($1::uuid[]) ORDER BY c.granted_at DESC, c.id`,
        [ids],
      );
      return grouped(ids, rows, (row) => row.athleteId);
    }),
  };
}

export type AthleteLoaders = ReturnType<typeof createAthleteLoaders>;
