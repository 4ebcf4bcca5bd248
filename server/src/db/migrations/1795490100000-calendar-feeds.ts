import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CalendarFeeds1795490100000 implements MigrationInterface {
  name = 'CalendarFeeds1795490100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "calendar_feeds" ("user_id" uuid NOT NULL, "token_hash" character(64) NOT NULL, "token_version" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_used_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "calendar_feeds_pkey" PRIMARY KEY ("user_id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "calendar_feeds_token_hash_key" ON "calendar_feeds" ("token_hash") `,
    );
    await queryRunner.query(
      `ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "calendar_feeds" DROP CONSTRAINT "calendar_feeds_user_id_fkey"`);
    await queryRunner.query(`DROP INDEX "public"."calendar_feeds_token_hash_key"`);
    await queryRunner.query(`DROP TABLE "calendar_feeds"`);
  }
}
