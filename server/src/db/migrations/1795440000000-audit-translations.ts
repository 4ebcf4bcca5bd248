import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AuditTranslations1795440000000 implements MigrationInterface {
  name = 'AuditTranslations1795440000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "audit_log" ADD "translations" jsonb`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "audit_log" DROP COLUMN "translations"`);
  }
}
