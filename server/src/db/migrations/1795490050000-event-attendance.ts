import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EventAttendance1795490050000 implements MigrationInterface {
  name = 'EventAttendance1795490050000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "public"."rsvp_answer" AS ENUM('going', 'not_going', 'maybe')`);
    await queryRunner.query(
      `CREATE TYPE "public"."attendance_mark" AS ENUM('present', 'late', 'excused', 'absent')`,
    );
    await queryRunner.query(
      `CREATE TABLE "event_attendance" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "event_id" uuid NOT NULL, "original_start" TIMESTAMP WITH TIME ZONE NOT NULL, "athlete_id" uuid NOT NULL, "rsvp" "public"."rsvp_answer", "rsvp_note" character varying(500), "rsvp_by" uuid, "rsvp_at" TIMESTAMP WITH TIME ZONE, "attendance" "public"."attendance_mark", "checked_by" uuid, "checked_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_f8b37ee4567724d40d0ed38d7f7" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "event_attendance_athlete_idx" ON "event_attendance" ("athlete_id", "original_start") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "event_attendance_key" ON "event_attendance" ("event_id", "original_start", "athlete_id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "event_attendance" ADD CONSTRAINT "event_attendance_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "event_attendance" ADD CONSTRAINT "event_attendance_athlete_id_fkey" FOREIGN KEY ("athlete_id") REFERENCES "athletes"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "event_attendance" DROP CONSTRAINT "event_attendance_athlete_id_fkey"`,
    );
    await queryRunner.query(
      `ALTER TABLE "event_attendance" DROP CONSTRAINT "event_attendance_event_id_fkey"`,
    );
    await queryRunner.query(`DROP INDEX "public"."event_attendance_key"`);
    await queryRunner.query(`DROP INDEX "public"."event_attendance_athlete_idx"`);
    await queryRunner.query(`DROP TABLE "event_attendance"`);
    await queryRunner.query(`DROP TYPE "public"."attendance_mark"`);
    await queryRunner.query(`DROP TYPE "public"."rsvp_answer"`);
  }
}
