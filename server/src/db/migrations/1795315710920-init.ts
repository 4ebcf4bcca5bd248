import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Init1795315710920 implements MigrationInterface {
  name = 'Init1795315710920';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TYPE "public"."presence_status" AS ENUM('online', 'away', 'busy', 'not_visible')`,
    );
    await queryRunner.query(
      `CREATE TYPE "public"."account_status" AS ENUM('active', 'inactive', 'suspended')`,
    );
    await queryRunner.query(
      `CREATE TABLE "users" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(100) NOT NULL, "email" citext NOT NULL, "password_hash" character varying(255) NOT NULL, "password_changed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "avatar" character varying(2048), "phone" character varying(32), "status" "public"."presence_status" NOT NULL DEFAULT 'online', "account_status" "public"."account_status" NOT NULL DEFAULT 'active', "company" character varying(200), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "users_email_key" ON "users" ("email") `);
    await queryRunner.query(
      `CREATE TABLE "password_reset_tokens" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "token_hash" character(64) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d16bebd73e844c48bca50ff8d3d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "password_reset_tokens_user_id_idx" ON "password_reset_tokens" ("user_id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "password_reset_tokens_token_hash_key" ON "password_reset_tokens" ("token_hash") `,
    );
    await queryRunner.query(
      `CREATE TABLE "mail_outbox" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "recipient" citext NOT NULL, "subject" character varying(300) NOT NULL, "text" text NOT NULL, "transport" character varying(16) NOT NULL, "sent_at" TIMESTAMP WITH TIME ZONE, "error" character varying(500), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_fecc63c96385bc35a39ccf2a72e" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "mail_outbox_recipient_idx" ON "mail_outbox" ("recipient") `);
    await queryRunner.query(
      `ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "password_reset_tokens" DROP CONSTRAINT "password_reset_tokens_user_id_fkey"`,
    );
    await queryRunner.query(`DROP INDEX "public"."mail_outbox_recipient_idx"`);
    await queryRunner.query(`DROP TABLE "mail_outbox"`);
    await queryRunner.query(`DROP INDEX "public"."password_reset_tokens_token_hash_key"`);
    await queryRunner.query(`DROP INDEX "public"."password_reset_tokens_user_id_idx"`);
    await queryRunner.query(`DROP TABLE "password_reset_tokens"`);
    await queryRunner.query(`DROP INDEX "public"."users_email_key"`);
    await queryRunner.query(`DROP TABLE "users"`);
    await queryRunner.query(`DROP TYPE "public"."account_status"`);
    await queryRunner.query(`DROP TYPE "public"."presence_status"`);
  }
}
