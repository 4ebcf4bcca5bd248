import type { MigrationInterface, QueryRunner } from 'typeorm';

export class UserResourcesDetails1795416308284 implements MigrationInterface {
  name = 'UserResourcesDetails1795416308284';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "user_wallets" ADD "currency" character varying(3) NOT NULL DEFAULT 'TRY'`,
    );
    // A survey answer names its question (answers written in words have no option to name it by):
    // existing answers take it from their option, then the column is required.
    await queryRunner.query(`ALTER TABLE "user_survey_answers" ADD "question_id" uuid`);
    await queryRunner.query(
      `UPDATE "user_survey_answers" a SET "question_id" = o."question_id" FROM "survey_question_answers" o WHERE o."id" = a."survey_question_answer_id"`,
    );
    await queryRunner.query(`ALTER TABLE "user_survey_answers" ALTER COLUMN "question_id" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "user_survey_answers" ADD "text" character varying(2000)`);
    await queryRunner.query(
      `ALTER TABLE "user_survey_answers" DROP CONSTRAINT "user_survey_answers_survey_question_answer_id_fkey"`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_survey_answers" ALTER COLUMN "survey_question_answer_id" DROP NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "user_survey_answers_question_id_idx" ON "user_survey_answers" ("question_id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "user_survey_answers" ADD CONSTRAINT "user_survey_answers_option_or_text_check" CHECK ("survey_question_answer_id" IS NOT NULL OR "text" IS NOT NULL)`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_survey_answers" ADD CONSTRAINT "user_survey_answers_question_id_fkey" FOREIGN KEY ("question_id") REFERENCES "survey_questions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_survey_answers" ADD CONSTRAINT "user_survey_answers_survey_question_answer_id_fkey" FOREIGN KEY ("survey_question_answer_id") REFERENCES "survey_question_answers"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "user_survey_answers" DROP CONSTRAINT "user_survey_answers_survey_question_answer_id_fkey"`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_survey_answers" DROP CONSTRAINT "user_survey_answers_question_id_fkey"`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_survey_answers" DROP CONSTRAINT "user_survey_answers_option_or_text_check"`,
    );
    await queryRunner.query(`DROP INDEX "public"."user_survey_answers_question_id_idx"`);
    // Answers written in words have no option to keep.
    await queryRunner.query(`DELETE FROM "user_survey_answers" WHERE "survey_question_answer_id" IS NULL`);
    await queryRunner.query(
      `ALTER TABLE "user_survey_answers" ALTER COLUMN "survey_question_answer_id" SET NOT NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_survey_answers" ADD CONSTRAINT "user_survey_answers_survey_question_answer_id_fkey" FOREIGN KEY ("survey_question_answer_id") REFERENCES "survey_question_answers"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`ALTER TABLE "user_survey_answers" DROP COLUMN "text"`);
    await queryRunner.query(`ALTER TABLE "user_survey_answers" DROP COLUMN "question_id"`);
    await queryRunner.query(`ALTER TABLE "user_wallets" DROP COLUMN "currency"`);
  }
}
