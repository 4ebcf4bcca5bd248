import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MailTables1796666983708 implements MigrationInterface {
  name = 'MailTables1796666983708';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TYPE "public"."mail_folder" AS ENUM('inbox', 'sent', 'drafts', 'spam', 'trash')`,
    );
    await queryRunner.query(
      `CREATE TABLE "mails" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "owner_user_id" uuid NOT NULL, "conversation_id" uuid NOT NULL, "folder" "public"."mail_folder" NOT NULL, "is_draft" boolean NOT NULL DEFAULT false, "from_address" jsonb NOT NULL, "to_addresses" jsonb NOT NULL DEFAULT '[]', "cc_addresses" jsonb NOT NULL DEFAULT '[]', "bcc_addresses" jsonb NOT NULL DEFAULT '[]', "date" TIMESTAMP WITH TIME ZONE NOT NULL, "subject" character varying(300) NOT NULL DEFAULT '', "content" text NOT NULL DEFAULT '', "text_content" text NOT NULL DEFAULT '', "snippet" character varying(200) NOT NULL DEFAULT '', "starred" boolean NOT NULL DEFAULT false, "important" boolean NOT NULL DEFAULT false, "unread" boolean NOT NULL DEFAULT true, "label_ids" uuid array NOT NULL DEFAULT '{}', "in_reply_to" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "mails_draft_folder_check" CHECK ("is_draft" = ("folder" = 'drafts') OR ("is_draft" AND "folder" = 'trash')), CONSTRAINT "PK_218248d7dfe1b739f06e2309349" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "mails_owner_conversation_idx" ON "mails" ("owner_user_id", "conversation_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "mails_owner_unread_idx" ON "mails" ("owner_user_id", "folder") WHERE "unread"`,
    );
    await queryRunner.query(
      `CREATE INDEX "mails_owner_important_date_idx" ON "mails" ("owner_user_id", "date", "id") WHERE "important"`,
    );
    await queryRunner.query(
      `CREATE INDEX "mails_owner_starred_date_idx" ON "mails" ("owner_user_id", "date", "id") WHERE "starred"`,
    );
    await queryRunner.query(
      `CREATE INDEX "mails_owner_folder_date_idx" ON "mails" ("owner_user_id", "folder", "date", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "mail_files" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "uploader_user_id" uuid NOT NULL, "file_name" text NOT NULL, "content_type" text NOT NULL, "size_bytes" integer NOT NULL, "charged_bytes" integer NOT NULL DEFAULT '0', "storage_key" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_0731dcce962c12a6e7012eace9b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "mail_files_uploader_idx" ON "mail_files" ("uploader_user_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "mail_attachments" ("mail_id" uuid NOT NULL, "file_id" uuid NOT NULL, "owner_user_id" uuid NOT NULL, "position" smallint NOT NULL DEFAULT '0', CONSTRAINT "PK_c1bd70db87ba5c4dae616a0938d" PRIMARY KEY ("mail_id", "file_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "mail_attachments_owner_idx" ON "mail_attachments" ("owner_user_id", "file_id") `,
    );
    await queryRunner.query(`CREATE INDEX "mail_attachments_file_idx" ON "mail_attachments" ("file_id") `);
    await queryRunner.query(
      `CREATE TYPE "public"."mail_label_color" AS ENUM('blue', 'indigo', 'red', 'teal', 'purple', 'green', 'orange', 'pink', 'gray')`,
    );
    await queryRunner.query(
      `CREATE TABLE "mail_labels" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "owner_user_id" uuid NOT NULL, "title" character varying(40) NOT NULL, "slug" character varying(60) NOT NULL, "color" "public"."mail_label_color" NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_9cd3e401893e32459da933f0964" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "mail_labels_owner_slug_key" ON "mail_labels" ("owner_user_id", "slug") `,
    );
    // Written by hand (TypeORM cannot express them; the entities mark them synchronize: false): the
    // pg_trgm search over MAIL_SEARCH_TEXT (mail.sql.ts; the extension comes from the Extensions
    // migration), the GIN index of the label lists, and label titles unique regardless of case.
    await queryRunner.query(
      `CREATE INDEX "mails_search_trgm_idx" ON "mails" USING gin ((subject || ' ' || coalesce(from_address->>'name', '') || ' ' || coalesce(from_address->>'email', '') || ' ' || text_content) gin_trgm_ops)`,
    );
    await queryRunner.query(`CREATE INDEX "mails_label_ids_idx" ON "mails" USING gin ("label_ids")`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "mail_labels_owner_title_key" ON "mail_labels" ("owner_user_id", lower("title"))`,
    );
    await queryRunner.query(`CREATE TYPE "public"."mail_message_layout" AS ENUM('right', 'full')`);
    await queryRunner.query(
      `CREATE TABLE "mail_settings" ("user_id" uuid NOT NULL, "message_layout" "public"."mail_message_layout" NOT NULL DEFAULT 'right', CONSTRAINT "PK_8fcc19fb6620c5daf990985478b" PRIMARY KEY ("user_id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "mails" ADD CONSTRAINT "mails_owner_user_id_fkey" FOREIGN KEY ("owner_user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "mails" ADD CONSTRAINT "mails_in_reply_to_fkey" FOREIGN KEY ("in_reply_to") REFERENCES "mails"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "mail_files" ADD CONSTRAINT "mail_files_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "mail_files" ADD CONSTRAINT "mail_files_uploader_user_id_fkey" FOREIGN KEY ("uploader_user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "mail_attachments" ADD CONSTRAINT "mail_attachments_mail_id_fkey" FOREIGN KEY ("mail_id") REFERENCES "mails"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "mail_attachments" ADD CONSTRAINT "mail_attachments_file_id_fkey" FOREIGN KEY ("file_id") REFERENCES "mail_files"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "mail_labels" ADD CONSTRAINT "mail_labels_owner_user_id_fkey" FOREIGN KEY ("owner_user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "mail_settings" ADD CONSTRAINT "mail_settings_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "mail_settings" DROP CONSTRAINT "mail_settings_user_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "mail_labels" DROP CONSTRAINT "mail_labels_owner_user_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "mail_attachments" DROP CONSTRAINT "mail_attachments_file_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "mail_attachments" DROP CONSTRAINT "mail_attachments_mail_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "mail_files" DROP CONSTRAINT "mail_files_uploader_user_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "mail_files" DROP CONSTRAINT "mail_files_organization_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "mails" DROP CONSTRAINT "mails_in_reply_to_fkey"`);
    await queryRunner.query(`ALTER TABLE "mails" DROP CONSTRAINT "mails_owner_user_id_fkey"`);
    await queryRunner.query(`DROP TABLE "mail_settings"`);
    await queryRunner.query(`DROP TYPE "public"."mail_message_layout"`);
    await queryRunner.query(`DROP INDEX "public"."mail_labels_owner_title_key"`);
    await queryRunner.query(`DROP INDEX "public"."mails_label_ids_idx"`);
    await queryRunner.query(`DROP INDEX "public"."mails_search_trgm_idx"`);
    await queryRunner.query(`DROP INDEX "public"."mail_labels_owner_slug_key"`);
    await queryRunner.query(`DROP TABLE "mail_labels"`);
    await queryRunner.query(`DROP TYPE "public"."mail_label_color"`);
    await queryRunner.query(`DROP INDEX "public"."mail_attachments_file_idx"`);
    await queryRunner.query(`DROP INDEX "public"."mail_attachments_owner_idx"`);
    await queryRunner.query(`DROP TABLE "mail_attachments"`);
    await queryRunner.query(`DROP INDEX "public"."mail_files_uploader_idx"`);
    await queryRunner.query(`DROP TABLE "mail_files"`);
    await queryRunner.query(`DROP INDEX "public"."mails_owner_folder_date_idx"`);
    await queryRunner.query(`DROP INDEX "public"."mails_owner_starred_date_idx"`);
    await queryRunner.query(`DROP INDEX "public"."mails_owner_important_date_idx"`);
    await queryRunner.query(`DROP INDEX "public"."mails_owner_unread_idx"`);
    await queryRunner.query(`DROP INDEX "public"."mails_owner_conversation_idx"`);
    await queryRunner.query(`DROP TABLE "mails"`);
    await queryRunner.query(`DROP TYPE "public"."mail_folder"`);
  }
}
