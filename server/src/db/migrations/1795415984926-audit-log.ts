import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AuditLog1795415984926 implements MigrationInterface {
  name = 'AuditLog1795415984926';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TYPE "public"."audit_action" AS ENUM('read_health', 'create', 'update', 'archive', 'restore', 'move', 'grant', 'withdraw', 'link', 'unlink')`,
    );
    await queryRunner.query(
      `CREATE TABLE "audit_log" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "actor_user_id" uuid, "action" "public"."audit_action" NOT NULL, "entity_type" character varying(64) NOT NULL, "entity_id" uuid NOT NULL, "summary" character varying(500), "before" jsonb, "after" jsonb, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT clock_timestamp(), "seq" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, CONSTRAINT "PK_07fefa57f7f5ab8fc3f52b3ed0b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "audit_log_actor_user_id_idx" ON "audit_log" ("actor_user_id") `);
    await queryRunner.query(
      `CREATE INDEX "audit_log_entity_idx" ON "audit_log" ("organization_id", "entity_type", "entity_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "audit_log_organization_created_idx" ON "audit_log" ("organization_id", "created_at", "seq") `,
    );
    await queryRunner.query(
      `ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_fkey" FOREIGN KEY ("actor_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_actor_user_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_organization_id_fkey"`);
    await queryRunner.query(`DROP INDEX "public"."audit_log_organization_created_idx"`);
    await queryRunner.query(`DROP INDEX "public"."audit_log_entity_idx"`);
    await queryRunner.query(`DROP INDEX "public"."audit_log_actor_user_id_idx"`);
    await queryRunner.query(`DROP TABLE "audit_log"`);
    await queryRunner.query(`DROP TYPE "public"."audit_action"`);
  }
}
