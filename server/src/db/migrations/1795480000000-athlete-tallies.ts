import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Athlete figures kept up to date by the writes, so that the school dashboard and the athletes count
 * read a few dozen rows whatever the size of the organization (docs/adr/0007-maintained-athlete-tallies.md).
 *
 * - `athlete_units`: one row per athlete and unit it belongs to — its organization ('o'),
 *   and each team ('t'), branch ('b') and department ('d') of a current membership — with the facts
 *   the dashboard groups by: archived or not, status, birth year, added since the current season began (`fresh`), and
 *   missing a required consent (`missing`, the rule of missingRequiredConsentSql in
 *   server/src/features/athletes/athletes.consents.ts: active or trial, without an active registration or
 *   health-data consent). It is also the scope → athlete relation of branch and department admins.
 * - `athlete_tallies`: the number of athletes (not archived) per unit and combination of those facts.
 *
 * Statement-level triggers on athletes, consents, team_memberships, teams and seasons recompute the
 * rows of the athletes a statement touched (one call per statement, however many rows) and apply the
 * difference to the tallies. A season change recomputes its organization's athletes (`fresh` depends on
 * the current season's first day). The writers of one organization's tallies take turns (a transaction
 * advisory lock per organization), so two concurrent writes never deadlock on tally rows.
 */
export class AthleteTallies1795480000000 implements MigrationInterface {
  name = 'AthleteTallies1795480000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "athlete_units" (
         "athlete_id" uuid NOT NULL,
         "unit_kind" "char" NOT NULL CHECK ("unit_kind" IN ('o', 't', 'b', 'd')),
         "unit_id" uuid NOT NULL,
         "organization_id" uuid NOT NULL,
         "status" "public"."athlete_status" NOT NULL,
         "birth_year" integer NOT NULL,
         "fresh" boolean NOT NULL,
         "missing" boolean NOT NULL,
         "archived" boolean NOT NULL,
         "sort_key" text NOT NULL,
         CONSTRAINT "athlete_units_pkey" PRIMARY KEY ("athlete_id", "unit_kind", "unit_id"))`,
    );
    // A unit's athletes in the list's order (the branch admin's page), and those missing a consent.
    await queryRunner.query(
      `CREATE INDEX "athlete_units_sort_idx" ON "athlete_units" ("unit_kind", "unit_id", "sort_key", "athlete_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "athlete_units_missing_idx" ON "athlete_units" ("unit_kind", "unit_id", "sort_key", "athlete_id") WHERE "missing" AND NOT "archived"`,
    );
    await queryRunner.query(
      `CREATE TABLE "athlete_tallies" (
         "unit_kind" "char" NOT NULL,
         "unit_id" uuid NOT NULL,
         "status" "public"."athlete_status" NOT NULL,
         "birth_year" integer NOT NULL,
         "fresh" boolean NOT NULL,
         "missing" boolean NOT NULL,
         "athletes" integer NOT NULL,
         CONSTRAINT "athlete_tallies_pkey" PRIMARY KEY ("unit_kind", "unit_id", "status", "birth_year", "fresh", "missing"),
         CONSTRAINT "athlete_tallies_athletes_check" CHECK ("athletes" >= 0))`,
    );
    await queryRunner.query(
      `CREATE FUNCTION athlete_units_refresh(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
       DECLARE
         org uuid;
       BEGIN
         IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
         FOR org IN SELECT u.organization_id FROM athlete_units u WHERE u.athlete_id = ANY(ids)
                    UNION SELECT a.organization_id FROM athletes a WHERE a.id = ANY(ids)
                    ORDER BY 1 LOOP
           PERFORM pg_advisory_xact_lock(1795480000, hashtext(org::text));
         END LOOP;

         WITH gone AS (
           DELETE FROM athlete_units u WHERE u.athlete_id = ANY(ids)
           RETURNING u.unit_kind, u.unit_id, u.status, u.birth_year, u.fresh, u.missing, u.archived)
         UPDATE athlete_tallies t SET athletes = t.athletes - g.athletes
           FROM (SELECT unit_kind, unit_id, status, birth_year, fresh, missing, count(*)::int AS athletes
                   FROM gone WHERE NOT archived GROUP BY 1, 2, 3, 4, 5, 6) g
          WHERE (t.unit_kind, t.unit_id, t.status, t.birth_year, t.fresh, t.missing)
              = (g.unit_kind, g.unit_id, g.status, g.birth_year, g.fresh, g.missing);

         WITH facts AS (
           SELECT a.id, a.organization_id, a.status, extract(year FROM a.birth_date)::int AS birth_year,
                  a.sort_key, a.archived_at IS NOT NULL AS archived,
                  COALESCE(a.created_at >= (SELECT s.starts_on FROM seasons s
                                             WHERE s.organization_id = a.organization_id
                                               AND s.current AND s.archived_at IS NULL
                                             ORDER BY s.starts_on DESC LIMIT 1), FALSE) AS fresh,
                  (a.status IN ('active', 'trial')
                   AND (NOT EXISTS (SELECT 1 FROM consents c WHERE c.athlete_id = a.id
                                      AND c.purpose = 'registration' AND c.withdrawn_at IS NULL)
                        OR NOT EXISTS (SELECT 1 FROM consents c WHERE c.athlete_id = a.id
                                         AND c.purpose = 'health_data' AND c.withdrawn_at IS NULL))) AS missing
             FROM athletes a
            WHERE a.id = ANY(ids)),
         current AS (
           SELECT f.id, m.team_id, tm.branch_id, tm.department_id
             FROM facts f
             JOIN team_memberships m ON m.athlete_id = f.id AND m.to_on IS NULL
             JOIN teams tm ON tm.id = m.team_id),
         units AS (
           SELECT f.id, 'o'::"char" AS kind, f.organization_id AS unit FROM facts f
           UNION SELECT c.id, 't'::"char", c.team_id FROM current c
           UNION SELECT c.id, 'b'::"char", c.branch_id FROM current c
           UNION SELECT c.id, 'd'::"char", c.department_id FROM current c),
         added AS (
           INSERT INTO athlete_units (athlete_id, unit_kind, unit_id, organization_id, status, birth_year,
                                      fresh, missing, archived, sort_key)
           SELECT u.id, u.kind, u.unit, f.organization_id, f.status, f.birth_year, f.fresh, f.missing, f.archived,
                  f.sort_key
             FROM units u JOIN facts f ON f.id = u.id
           RETURNING unit_kind, unit_id, status, birth_year, fresh, missing, archived)
         INSERT INTO athlete_tallies AS t (unit_kind, unit_id, status, birth_year, fresh, missing, athletes)
         SELECT d.unit_kind, d.unit_id, d.status, d.birth_year, d.fresh, d.missing, count(*)::int
           FROM added d WHERE NOT d.archived GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
         ON CONFLICT (unit_kind, unit_id, status, birth_year, fresh, missing)
         DO UPDATE SET athletes = t.athletes + EXCLUDED.athletes;
       END $$`,
    );
    // Athletes: their own facts (an update only when a fact the units hold changed).
    await queryRunner.query(
      `CREATE FUNCTION athlete_units_on_athletes() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF TG_OP = 'INSERT' THEN
           PERFORM athlete_units_refresh(ARRAY(SELECT n.id FROM new_rows n));
         ELSIF TG_OP = 'DELETE' THEN
           PERFORM athlete_units_refresh(ARRAY(SELECT o.id FROM old_rows o));
         ELSE
           PERFORM athlete_units_refresh(ARRAY(
             SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
              WHERE (n.organization_id, n.status, n.birth_date, n.sort_key, n.archived_at, n.created_at)
                    IS DISTINCT FROM (o.organization_id, o.status, o.birth_date, o.sort_key, o.archived_at, o.created_at)));
         END IF;
         RETURN NULL;
       END $$`,
    );
    // Consents and memberships: the athletes named by the rows.
    await queryRunner.query(
      `CREATE FUNCTION athlete_units_on_athlete_rows() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF TG_OP = 'INSERT' THEN
           PERFORM athlete_units_refresh(ARRAY(SELECT DISTINCT n.athlete_id FROM new_rows n));
         ELSIF TG_OP = 'DELETE' THEN
           PERFORM athlete_units_refresh(ARRAY(SELECT DISTINCT o.athlete_id FROM old_rows o));
         ELSE
           PERFORM athlete_units_refresh(ARRAY(SELECT n.athlete_id FROM new_rows n
                                               UNION SELECT o.athlete_id FROM old_rows o));
         END IF;
         RETURN NULL;
       END $$`,
    );
    // Teams: a team moved to another branch or department moves its current athletes' units.
    await queryRunner.query(
      `CREATE FUNCTION athlete_units_on_teams() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         PERFORM athlete_units_refresh(ARRAY(
           SELECT DISTINCT m.athlete_id FROM new_rows n JOIN old_rows o ON o.id = n.id
             JOIN team_memberships m ON m.team_id = n.id AND m.to_on IS NULL
            WHERE (n.branch_id, n.department_id) IS DISTINCT FROM (o.branch_id, o.department_id)));
         RETURN NULL;
       END $$`,
    );
    // Seasons: a new current season (or a changed first day) changes who is new this season.
    await queryRunner.query(
      `CREATE FUNCTION athlete_units_on_seasons() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF TG_OP = 'INSERT' THEN
           PERFORM athlete_units_refresh(ARRAY(SELECT a.id FROM athletes a
             WHERE a.organization_id IN (SELECT n.organization_id FROM new_rows n WHERE n.current)));
         ELSIF TG_OP = 'DELETE' THEN
           PERFORM athlete_units_refresh(ARRAY(SELECT a.id FROM athletes a
             WHERE a.organization_id IN (SELECT o.organization_id FROM old_rows o WHERE o.current)));
         ELSE
           PERFORM athlete_units_refresh(ARRAY(SELECT a.id FROM athletes a
             WHERE a.organization_id IN (
               SELECT n.organization_id FROM new_rows n JOIN old_rows o ON o.id = n.id
                WHERE (n.organization_id, n.current, n.starts_on, n.archived_at)
                      IS DISTINCT FROM (o.organization_id, o.current, o.starts_on, o.archived_at)
               UNION SELECT o.organization_id FROM new_rows n JOIN old_rows o ON o.id = n.id
                WHERE n.organization_id <> o.organization_id)));
         END IF;
         RETURN NULL;
       END $$`,
    );
    const triggers: [table: string, fn: string, ops: ('INSERT' | 'UPDATE' | 'DELETE')[]][] = [
      ['athletes', 'athlete_units_on_athletes', ['INSERT', 'UPDATE', 'DELETE']],
      ['consents', 'athlete_units_on_athlete_rows', ['INSERT', 'UPDATE', 'DELETE']],
      ['team_memberships', 'athlete_units_on_athlete_rows', ['INSERT', 'UPDATE', 'DELETE']],
      ['teams', 'athlete_units_on_teams', ['UPDATE']],
      ['seasons', 'athlete_units_on_seasons', ['INSERT', 'UPDATE', 'DELETE']],
    ];
    for (const [table, fn, ops] of triggers) {
      for (const op of ops) {
        const referencing =
          op === 'INSERT'
            ? 'NEW TABLE AS new_rows'
            : op === 'DELETE'
              ? 'OLD TABLE AS old_rows'
              : 'OLD TABLE AS old_rows NEW TABLE AS new_rows';
        await queryRunner.query(
          `CREATE TRIGGER ${table}_units_${op.toLowerCase()} AFTER ${op} ON "${table}"
             REFERENCING ${referencing} FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
        );
      }
    }
    await queryRunner.query(`SELECT athlete_units_refresh(ARRAY(SELECT id FROM athletes))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['athletes', 'consents', 'team_memberships', 'teams', 'seasons']) {
      for (const op of ['insert', 'update', 'delete']) {
        await queryRunner.query(`DROP TRIGGER IF EXISTS ${table}_units_${op} ON "${table}"`);
      }
    }
    await queryRunner.query(`DROP FUNCTION athlete_units_on_seasons()`);
    await queryRunner.query(`DROP FUNCTION athlete_units_on_teams()`);
    await queryRunner.query(`DROP FUNCTION athlete_units_on_athlete_rows()`);
    await queryRunner.query(`DROP FUNCTION athlete_units_on_athletes()`);
    await queryRunner.query(`DROP FUNCTION athlete_units_refresh(uuid[])`);
    await queryRunner.query(`DROP TABLE "athlete_tallies"`);
    await queryRunner.query(`DROP TABLE "athlete_units"`);
  }
}
