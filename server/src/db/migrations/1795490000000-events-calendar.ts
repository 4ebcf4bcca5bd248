import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EventsCalendar1795490000000 implements MigrationInterface {
  name = 'EventsCalendar1795490000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TYPE "public"."event_type" AS ENUM('training', 'match', 'camp', 'tryout', 'meeting', 'social')`,
    );
    await queryRunner.query(`CREATE TYPE "public"."event_scope" AS ENUM('organization', 'branch', 'teams')`);
    await queryRunner.query(`CREATE TYPE "public"."event_status" AS ENUM('scheduled', 'cancelled', 'done')`);
    await queryRunner.query(
      `CREATE TABLE "events" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "type" "public"."event_type" NOT NULL, "title" character varying(200) NOT NULL, "translations" jsonb, "scope" "public"."event_scope" NOT NULL, "branch_id" uuid, "starts_at" TIMESTAMP WITH TIME ZONE NOT NULL, "ends_at" TIMESTAMP WITH TIME ZONE NOT NULL, "time_zone" character varying(64) NOT NULL, "rrule" character varying(500), "excluded_dates" date array NOT NULL DEFAULT '{}', "last_start" TIMESTAMP WITH TIME ZONE NOT NULL, "venue_branch_id" uuid, "venue" character varying(200), "capacity" integer, "fee_minor" integer, "notes" character varying(2000), "status" "public"."event_status" NOT NULL DEFAULT 'scheduled', "split_from_id" uuid, "created_by" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_40731c7151fe4be3116e45ddf73" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "events_branch_id_idx" ON "events" ("branch_id") `);
    await queryRunner.query(
      `CREATE INDEX "events_window_idx" ON "events" ("organization_id", "last_start") `,
    );
    await queryRunner.query(
      `CREATE TABLE "event_teams" ("event_id" uuid NOT NULL, "team_id" uuid NOT NULL, CONSTRAINT "PK_2eec39111e0c57dab8867e8af62" PRIMARY KEY ("event_id", "team_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "event_teams_team_id_idx" ON "event_teams" ("team_id") `);
    await queryRunner.query(
      `CREATE TABLE "event_occurrences" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "event_id" uuid NOT NULL, "original_start" TIMESTAMP WITH TIME ZONE NOT NULL, "starts_at" TIMESTAMP WITH TIME ZONE NOT NULL, "ends_at" TIMESTAMP WITH TIME ZONE NOT NULL, "title" character varying(200), "venue" character varying(200), "notes" character varying(2000), "status" "public"."event_status", "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_43048141833ab7f9c7fc8c47887" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "event_occurrences_window_idx" ON "event_occurrences" ("starts_at") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "event_occurrences_event_start_key" ON "event_occurrences" ("event_id", "original_start") `,
    );
    await queryRunner.query(
      `ALTER TABLE "organizations" ADD "time_zone" character varying(64) NOT NULL DEFAULT 'Europe/Istanbul'`,
    );
    // A new value, added in place: recreating the type would rewrite the whole audit log.
    await queryRunner.query(`ALTER TYPE "public"."audit_action" ADD VALUE IF NOT EXISTS 'delete'`);
    await queryRunner.query(
      `ALTER TABLE "events" ADD CONSTRAINT "events_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "events" ADD CONSTRAINT "events_branch_id_fkey" FOREIGN KEY ("branch_id") REFERENCES "branches"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "events" ADD CONSTRAINT "events_venue_branch_id_fkey" FOREIGN KEY ("venue_branch_id") REFERENCES "branches"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "events" ADD CONSTRAINT "events_split_from_id_fkey" FOREIGN KEY ("split_from_id") REFERENCES "events"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "event_teams" ADD CONSTRAINT "event_teams_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "event_teams" ADD CONSTRAINT "event_teams_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "event_occurrences" ADD CONSTRAINT "event_occurrences_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "event_occurrences" DROP CONSTRAINT "event_occurrences_event_id_fkey"`,
    );
    await queryRunner.query(`ALTER TABLE "event_teams" DROP CONSTRAINT "event_teams_team_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "event_teams" DROP CONSTRAINT "event_teams_event_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "events" DROP CONSTRAINT "events_split_from_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "events" DROP CONSTRAINT "events_venue_branch_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "events" DROP CONSTRAINT "events_branch_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "events" DROP CONSTRAINT "events_organization_id_fkey"`);
    // PostgreSQL cannot drop an enum value: 'delete' stays in audit_action, used by no row once
    // the events' audit rows are gone with their organization's log.
    await queryRunner.query(`ALTER TABLE "organizations" DROP COLUMN "time_zone"`);
    await queryRunner.query(`DROP INDEX "public"."event_occurrences_event_start_key"`);
    await queryRunner.query(`DROP INDEX "public"."event_occurrences_window_idx"`);
    await queryRunner.query(`DROP TABLE "event_occurrences"`);
    await queryRunner.query(`DROP INDEX "public"."event_teams_team_id_idx"`);
    await queryRunner.query(`DROP TABLE "event_teams"`);
    await queryRunner.query(`DROP INDEX "public"."events_window_idx"`);
    await queryRunner.query(`DROP INDEX "public"."events_branch_id_idx"`);
    await queryRunner.query(`DROP TABLE "events"`);
    await queryRunner.query(`DROP TYPE "public"."event_status"`);
    await queryRunner.query(`DROP TYPE "public"."event_scope"`);
    await queryRunner.query(`DROP TYPE "public"."event_type"`);
  }
}
