import type { MigrationInterface, QueryRunner } from 'typeorm';

export class UserAdmin1795318166402 implements MigrationInterface {
  name = 'UserAdmin1795318166402';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "document_types" ("id" uuid NOT NULL, "name" character varying(100) NOT NULL, "description" character varying(500) NOT NULL, "allowed_extensions" text array NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d467d7eeb7c8ce216e90e8494aa" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "document_types_name_key" ON "document_types" ("name") `);
    await queryRunner.query(
      `CREATE TABLE "notification_types" ("id" uuid NOT NULL, "name" character varying(100) NOT NULL, "description" character varying(500) NOT NULL, "default_enabled" boolean NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_aa965e094494e2c4c5942cfb42d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "notification_types_name_key" ON "notification_types" ("name") `,
    );
    await queryRunner.query(
      `CREATE TABLE "survey_questions" ("id" uuid NOT NULL, "organization_id" uuid NOT NULL, "survey_title" character varying(200) NOT NULL, "text" character varying(500) NOT NULL, "position" integer NOT NULL, CONSTRAINT "PK_131815624efb0f0e15a220102de" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "survey_questions_organization_id_idx" ON "survey_questions" ("organization_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "survey_question_answers" ("id" uuid NOT NULL, "question_id" uuid NOT NULL, "text" character varying(200) NOT NULL, "position" integer NOT NULL, CONSTRAINT "PK_711d6e678740b8a7e4033af697b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "survey_question_answers_question_id_idx" ON "survey_question_answers" ("question_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "user_devices" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "device_token" character varying(255) NOT NULL, "device_info" character varying(255) NOT NULL, "last_active_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c9e7e648903a9e537347aba4371" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "user_devices_user_id_idx" ON "user_devices" ("user_id") `);
    await queryRunner.query(
      `CREATE TABLE "user_documents" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "document_type_id" uuid NOT NULL, "document_url" character varying(2048) NOT NULL, "uploaded_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_cea43819156528b63504c4afd4b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "user_documents_user_id_idx" ON "user_documents" ("user_id") `);
    await queryRunner.query(
      `CREATE INDEX "user_documents_document_type_id_idx" ON "user_documents" ("document_type_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "user_feedbacks" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "content" character varying(2000) NOT NULL, "rating" smallint NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "user_feedbacks_rating_check" CHECK ("rating" BETWEEN 1 AND 5), CONSTRAINT "PK_44c05e443443c7b8fd770f7b9b1" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "user_feedbacks_user_id_idx" ON "user_feedbacks" ("user_id") `);
    await queryRunner.query(
      `CREATE TABLE "user_notification_deliveries" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "notification_type_id" uuid, "additional_data" jsonb NOT NULL, "last_try_at" TIMESTAMP WITH TIME ZONE, "try_count" integer NOT NULL DEFAULT '0', "sent_at" TIMESTAMP WITH TIME ZONE, "read_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_0f49fc67d2705f7e010fa89a2a8" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "user_notification_deliveries_user_id_idx" ON "user_notification_deliveries" ("user_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "user_notification_deliveries_notification_type_id_idx" ON "user_notification_deliveries" ("notification_type_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "user_notification_preferences" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "notification_type_id" uuid NOT NULL, "enabled" boolean NOT NULL, CONSTRAINT "PK_2b30dfc697b16f75a55be54d464" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "user_notification_preferences_user_type_key" ON "user_notification_preferences" ("user_id", "notification_type_id") `,
    );
    await queryRunner.query(
      `CREATE TYPE "public"."payment_status" AS ENUM('pending', 'completed', 'failed', 'refunded')`,
    );
    await queryRunner.query(
      `CREATE TABLE "user_payments" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "amount" numeric(12,2) NOT NULL, "currency" character varying(3) NOT NULL, "status" "public"."payment_status" NOT NULL, "payment_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d4cd725874e6403f6a8f774cdad" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "user_payments_user_id_idx" ON "user_payments" ("user_id") `);
    await queryRunner.query(
      `CREATE TABLE "user_survey_answers" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "survey_question_answer_id" uuid NOT NULL, "answered_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_1cbb6b8fbc3d7f64a6d9bd8eff3" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "user_survey_answers_user_id_idx" ON "user_survey_answers" ("user_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "user_survey_answers_survey_question_answer_id_idx" ON "user_survey_answers" ("survey_question_answer_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "user_wallets" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "token" character varying(64) NOT NULL, "balance" numeric(12,2) NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "REL_7382818ff309cabe40c7a74237" UNIQUE ("user_id"), CONSTRAINT "PK_f98089275dcfc65d59b1d347167" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "user_wallets_user_id_key" ON "user_wallets" ("user_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "user_wallets_token_key" ON "user_wallets" ("token") `);
    await queryRunner.query(
      `ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "survey_question_answers" ADD CONSTRAINT "survey_question_answers_question_id_fkey" FOREIGN KEY ("question_id") REFERENCES "survey_questions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_devices" ADD CONSTRAINT "user_devices_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_documents" ADD CONSTRAINT "user_documents_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_documents" ADD CONSTRAINT "user_documents_document_type_id_fkey" FOREIGN KEY ("document_type_id") REFERENCES "document_types"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_feedbacks" ADD CONSTRAINT "user_feedbacks_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_notification_deliveries" ADD CONSTRAINT "user_notification_deliveries_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_notification_deliveries" ADD CONSTRAINT "user_notification_deliveries_notification_type_id_fkey" FOREIGN KEY ("notification_type_id") REFERENCES "notification_types"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_notification_preferences" ADD CONSTRAINT "user_notification_preferences_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_notification_preferences" ADD CONSTRAINT "user_notification_preferences_notification_type_id_fkey" FOREIGN KEY ("notification_type_id") REFERENCES "notification_types"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_payments" ADD CONSTRAINT "user_payments_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_survey_answers" ADD CONSTRAINT "user_survey_answers_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_survey_answers" ADD CONSTRAINT "user_survey_answers_survey_question_answer_id_fkey" FOREIGN KEY ("survey_question_answer_id") REFERENCES "survey_question_answers"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_wallets" ADD CONSTRAINT "user_wallets_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    // Added by hand: TypeORM cannot express operator classes (users.entity.ts declares both with synchronize: false).
    await queryRunner.query(`CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops)`);
    await queryRunner.query(
      `CREATE INDEX "users_email_trgm_idx" ON "users" USING gin (("email"::text) gin_trgm_ops)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."users_email_trgm_idx"`);
    await queryRunner.query(`DROP INDEX "public"."users_name_trgm_idx"`);
    await queryRunner.query(`ALTER TABLE "user_wallets" DROP CONSTRAINT "user_wallets_user_id_fkey"`);
    await queryRunner.query(
      `ALTER TABLE "user_survey_answers" DROP CONSTRAINT "user_survey_answers_survey_question_answer_id_fkey"`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_survey_answers" DROP CONSTRAINT "user_survey_answers_user_id_fkey"`,
    );
    await queryRunner.query(`ALTER TABLE "user_payments" DROP CONSTRAINT "user_payments_user_id_fkey"`);
    await queryRunner.query(
      `ALTER TABLE "user_notification_preferences" DROP CONSTRAINT "user_notification_preferences_notification_type_id_fkey"`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_notification_preferences" DROP CONSTRAINT "user_notification_preferences_user_id_fkey"`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_notification_deliveries" DROP CONSTRAINT "user_notification_deliveries_notification_type_id_fkey"`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_notification_deliveries" DROP CONSTRAINT "user_notification_deliveries_user_id_fkey"`,
    );
    await queryRunner.query(`ALTER TABLE "user_feedbacks" DROP CONSTRAINT "user_feedbacks_user_id_fkey"`);
    await queryRunner.query(
      `ALTER TABLE "user_documents" DROP CONSTRAINT "user_documents_document_type_id_fkey"`,
    );
    await queryRunner.query(`ALTER TABLE "user_documents" DROP CONSTRAINT "user_documents_user_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "user_devices" DROP CONSTRAINT "user_devices_user_id_fkey"`);
    await queryRunner.query(
      `ALTER TABLE "survey_question_answers" DROP CONSTRAINT "survey_question_answers_question_id_fkey"`,
    );
    await queryRunner.query(
      `ALTER TABLE "survey_questions" DROP CONSTRAINT "survey_questions_organization_id_fkey"`,
    );
    await queryRunner.query(`DROP INDEX "public"."user_wallets_token_key"`);
    await queryRunner.query(`DROP INDEX "public"."user_wallets_user_id_key"`);
    await queryRunner.query(`DROP TABLE "user_wallets"`);
    await queryRunner.query(`DROP INDEX "public"."user_survey_answers_survey_question_answer_id_idx"`);
    await queryRunner.query(`DROP INDEX "public"."user_survey_answers_user_id_idx"`);
    await queryRunner.query(`DROP TABLE "user_survey_answers"`);
    await queryRunner.query(`DROP INDEX "public"."user_payments_user_id_idx"`);
    await queryRunner.query(`DROP TABLE "user_payments"`);
    await queryRunner.query(`DROP TYPE "public"."payment_status"`);
    await queryRunner.query(`DROP INDEX "public"."user_notification_preferences_user_type_key"`);
    await queryRunner.query(`DROP TABLE "user_notification_preferences"`);
    await queryRunner.query(`DROP INDEX "public"."user_notification_deliveries_notification_type_id_idx"`);
    await queryRunner.query(`DROP INDEX "public"."user_notification_deliveries_user_id_idx"`);
    await queryRunner.query(`DROP TABLE "user_notification_deliveries"`);
    await queryRunner.query(`DROP INDEX "public"."user_feedbacks_user_id_idx"`);
    await queryRunner.query(`DROP TABLE "user_feedbacks"`);
    await queryRunner.query(`DROP INDEX "public"."user_documents_document_type_id_idx"`);
    await queryRunner.query(`DROP INDEX "public"."user_documents_user_id_idx"`);
    await queryRunner.query(`DROP TABLE "user_documents"`);
    await queryRunner.query(`DROP INDEX "public"."user_devices_user_id_idx"`);
    await queryRunner.query(`DROP TABLE "user_devices"`);
    await queryRunner.query(`DROP INDEX "public"."survey_question_answers_question_id_idx"`);
    await queryRunner.query(`DROP TABLE "survey_question_answers"`);
    await queryRunner.query(`DROP INDEX "public"."survey_questions_organization_id_idx"`);
    await queryRunner.query(`DROP TABLE "survey_questions"`);
    await queryRunner.query(`DROP INDEX "public"."notification_types_name_key"`);
    await queryRunner.query(`DROP TABLE "notification_types"`);
    await queryRunner.query(`DROP INDEX "public"."document_types_name_key"`);
    await queryRunner.query(`DROP TABLE "document_types"`);
  }
}
