import type { MigrationInterface, QueryRunner } from 'typeorm';

export class TokenVersion1795407436743 implements MigrationInterface {
  name = 'TokenVersion1795407436743';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "token_version" integer NOT NULL DEFAULT '0'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "token_version"`);
  }
}
