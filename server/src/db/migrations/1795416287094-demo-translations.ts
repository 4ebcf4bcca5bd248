import type { MigrationInterface, QueryRunner } from 'typeorm';

export class DemoTranslations1795416287094 implements MigrationInterface {
  name = 'DemoTranslations1795416287094';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "chat_messages" ADD "translations" jsonb`);
    await queryRunner.query(`ALTER TABLE "chat_profiles" ADD "translations" jsonb`);
    await queryRunner.query(`ALTER TABLE "contacts" ADD "translations" jsonb`);
    await queryRunner.query(`ALTER TABLE "tags" ADD "translations" jsonb`);
    await queryRunner.query(`ALTER TABLE "inbox_items" ADD "translations" jsonb`);
    await queryRunner.query(`ALTER TABLE "tasks" ADD "translations" jsonb`);
    await queryRunner.query(`ALTER TABLE "document_types" ADD "translations" jsonb`);
    await queryRunner.query(`ALTER TABLE "notification_types" ADD "translations" jsonb`);
    await queryRunner.query(`ALTER TABLE "user_feedbacks" ADD "translations" jsonb`);
    await queryRunner.query(`ALTER TABLE "user_notification_deliveries" ADD "translations" jsonb`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "user_notification_deliveries" DROP COLUMN "translations"`);
    await queryRunner.query(`ALTER TABLE "user_feedbacks" DROP COLUMN "translations"`);
    await queryRunner.query(`ALTER TABLE "notification_types" DROP COLUMN "translations"`);
    await queryRunner.query(`ALTER TABLE "document_types" DROP COLUMN "translations"`);
    await queryRunner.query(`ALTER TABLE "tasks" DROP COLUMN "translations"`);
    await queryRunner.query(`ALTER TABLE "inbox_items" DROP COLUMN "translations"`);
    await queryRunner.query(`ALTER TABLE "tags" DROP COLUMN "translations"`);
    await queryRunner.query(`ALTER TABLE "contacts" DROP COLUMN "translations"`);
    await queryRunner.query(`ALTER TABLE "chat_profiles" DROP COLUMN "translations"`);
    await queryRunner.query(`ALTER TABLE "chat_messages" DROP COLUMN "translations"`);
  }
}
