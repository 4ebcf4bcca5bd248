import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ErasureRequests1795851896973 implements MigrationInterface {
  name = 'ErasureRequests1795851896973';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TYPE "public"."erasure_status" AS ENUM('requested', 'completed', 'declined')`,
    );
    await queryRunner.query(
      `CREATE TABLE "erasure_requests" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "athlete_id" uuid NOT NULL, "status" "public"."erasure_status" NOT NULL DEFAULT 'requested', "requested_by_user_id" uuid, "requested_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "note" text, "decided_by_user_id" uuid, "decided_at" TIMESTAMP WITH TIME ZONE, "reason" text, CONSTRAINT "PK_75acaa00d66ed88c38230c54505" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "erasure_requests_organization_idx" ON "erasure_requests" ("organization_id", "status", "requested_at") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "erasure_requests_open_key" ON "erasure_requests" ("athlete_id") WHERE "status" = 'requested'`,
    );
    await queryRunner.query(
      `ALTER TABLE "erasure_requests" ADD CONSTRAINT "erasure_requests_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "erasure_requests" ADD CONSTRAINT "erasure_requests_athlete_id_fkey" FOREIGN KEY ("athlete_id") REFERENCES "athletes"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "erasure_requests" ADD CONSTRAINT "erasure_requests_requested_by_fkey" FOREIGN KEY ("requested_by_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "erasure_requests" ADD CONSTRAINT "erasure_requests_decided_by_fkey" FOREIGN KEY ("decided_by_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "erasure_requests" DROP CONSTRAINT "erasure_requests_decided_by_fkey"`,
    );
    await queryRunner.query(
      `ALTER TABLE "erasure_requests" DROP CONSTRAINT "erasure_requests_requested_by_fkey"`,
    );
    await queryRunner.query(
      `ALTER TABLE "erasure_requests" DROP CONSTRAINT "erasure_requests_athlete_id_fkey"`,
    );
    await queryRunner.query(
      `ALTER TABLE "erasure_requests" DROP CONSTRAINT "erasure_requests_organization_id_fkey"`,
    );
    await queryRunner.query(`DROP INDEX "public"."erasure_requests_open_key"`);
    await queryRunner.query(`DROP INDEX "public"."erasure_requests_organization_idx"`);
    await queryRunner.query(`DROP TABLE "erasure_requests"`);
    await queryRunner.query(`DROP TYPE "public"."erasure_status"`);
  }
}
