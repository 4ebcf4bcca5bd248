import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ReferenceTranslations1795433679445 implements MigrationInterface {
  name = 'ReferenceTranslations1795433679445';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "roles" ADD "translations" jsonb`);
    await queryRunner.query(`ALTER TABLE "subscription_plans" ADD "translations" jsonb`);
    await queryRunner.query(`ALTER TABLE "shortcuts" ADD "translations" jsonb`);
    await queryRunner.query(`ALTER TABLE "survey_questions" ADD "translations" jsonb`);
    await queryRunner.query(`ALTER TABLE "survey_question_answers" ADD "translations" jsonb`);
    await queryRunner.query(`ALTER TABLE "user_survey_answers" ADD "translations" jsonb`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "user_survey_answers" DROP COLUMN "translations"`);
    await queryRunner.query(`ALTER TABLE "survey_question_answers" DROP COLUMN "translations"`);
    await queryRunner.query(`ALTER TABLE "survey_questions" DROP COLUMN "translations"`);
    await queryRunner.query(`ALTER TABLE "shortcuts" DROP COLUMN "translations"`);
    await queryRunner.query(`ALTER TABLE "subscription_plans" DROP COLUMN "translations"`);
    await queryRunner.query(`ALTER TABLE "roles" DROP COLUMN "translations"`);
  }
}
