import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Chat1795318143834 implements MigrationInterface {
  name = 'Chat1795318143834';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "conversations" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_message_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_ee34f4f7ced4ec8681f26bf04ef" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "conversations_organization_id_idx" ON "conversations" ("organization_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "chat_messages" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "conversation_id" uuid NOT NULL, "sender_id" uuid NOT NULL, "value" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "chat_messages_value_length_check" CHECK (char_length("value") BETWEEN 1 AND 4000), CONSTRAINT "PK_40c55ee0e571e268b0d3cd37d10" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "chat_messages_sender_id_idx" ON "chat_messages" ("sender_id") `);
    await queryRunner.query(
      `CREATE INDEX "chat_messages_conversation_id_created_at_idx" ON "chat_messages" ("conversation_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "chat_profiles" ("user_id" uuid NOT NULL, "about" character varying(500), "background" character varying(2048), "details" jsonb NOT NULL, "attachments" jsonb NOT NULL, CONSTRAINT "PK_ecf1fe4a37f561c6bac895ab14c" PRIMARY KEY ("user_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "conversation_members" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "conversation_id" uuid NOT NULL, "user_id" uuid NOT NULL, "joined_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "muted" boolean NOT NULL DEFAULT false, "unread_count" integer NOT NULL DEFAULT '0', "last_read_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_33146a476696a973a14d931e675" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "conversation_members_user_id_idx" ON "conversation_members" ("user_id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "conversation_members_conversation_id_user_id_key" ON "conversation_members" ("conversation_id", "user_id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "conversations" ADD CONSTRAINT "conversations_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_fkey" FOREIGN KEY ("conversation_id") REFERENCES "conversations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_fkey" FOREIGN KEY ("sender_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "chat_profiles" ADD CONSTRAINT "chat_profiles_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_conversation_id_fkey" FOREIGN KEY ("conversation_id") REFERENCES "conversations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "conversation_members" DROP CONSTRAINT "conversation_members_user_id_fkey"`,
    );
    await queryRunner.query(
      `ALTER TABLE "conversation_members" DROP CONSTRAINT "conversation_members_conversation_id_fkey"`,
    );
    await queryRunner.query(`ALTER TABLE "chat_profiles" DROP CONSTRAINT "chat_profiles_user_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "chat_messages" DROP CONSTRAINT "chat_messages_sender_id_fkey"`);
    await queryRunner.query(
      `ALTER TABLE "chat_messages" DROP CONSTRAINT "chat_messages_conversation_id_fkey"`,
    );
    await queryRunner.query(
      `ALTER TABLE "conversations" DROP CONSTRAINT "conversations_organization_id_fkey"`,
    );
    await queryRunner.query(`DROP INDEX "public"."conversation_members_conversation_id_user_id_key"`);
    await queryRunner.query(`DROP INDEX "public"."conversation_members_user_id_idx"`);
    await queryRunner.query(`DROP TABLE "conversation_members"`);
    await queryRunner.query(`DROP TABLE "chat_profiles"`);
    await queryRunner.query(`DROP INDEX "public"."chat_messages_conversation_id_created_at_idx"`);
    await queryRunner.query(`DROP INDEX "public"."chat_messages_sender_id_idx"`);
    await queryRunner.query(`DROP TABLE "chat_messages"`);
    await queryRunner.query(`DROP INDEX "public"."conversations_organization_id_idx"`);
    await queryRunner.query(`DROP TABLE "conversations"`);
  }
}
