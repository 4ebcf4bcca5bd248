import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The super admin's audit log reads every organization's rows newest first: an index on
 * (created_at, seq) lets that page stop after fifty rows instead of sorting the whole log.
 */
export class AuditLogCreated1795470000000 implements MigrationInterface {
  name = 'AuditLogCreated1795470000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "audit_log_created_idx" ON "audit_log" ("created_at", "seq") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."audit_log_created_idx"`);
  }
}
