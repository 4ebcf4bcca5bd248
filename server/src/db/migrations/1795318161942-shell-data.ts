import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ShellData1795318161942 implements MigrationInterface {
  name = 'ShellData1795318161942';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "public"."inbox_item_kind" AS ENUM('message', 'notification')`);
    await queryRunner.query(
      `CREATE TABLE "inbox_items" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "kind" "public"."inbox_item_kind" NOT NULL, "title" text NOT NULL, "description" text, "icon" character varying(100), "image" character varying(2048), "link" character varying(2048), "use_router" boolean NOT NULL DEFAULT false, "time" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "read" boolean NOT NULL DEFAULT false, "seen" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d7d185785d28b1ad0c57d91a8be" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "inbox_items_user_kind_time_idx" ON "inbox_items" ("user_id", "kind", "time") `,
    );
    await queryRunner.query(
      `CREATE TABLE "shortcuts" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "label" character varying(100) NOT NULL, "description" character varying(300), "icon" character varying(100) NOT NULL, "link" character varying(2048) NOT NULL, "use_router" boolean NOT NULL, "position" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_803e3cdc1aa06c3706f029a848f" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "shortcuts_user_position_idx" ON "shortcuts" ("user_id", "position") `,
    );
    await queryRunner.query(
      `ALTER TABLE "inbox_items" ADD CONSTRAINT "inbox_items_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "shortcuts" ADD CONSTRAINT "shortcuts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "shortcuts" DROP CONSTRAINT "shortcuts_user_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "inbox_items" DROP CONSTRAINT "inbox_items_user_id_fkey"`);
    await queryRunner.query(`DROP INDEX "public"."shortcuts_user_position_idx"`);
    await queryRunner.query(`DROP TABLE "shortcuts"`);
    await queryRunner.query(`DROP INDEX "public"."inbox_items_user_kind_time_idx"`);
    await queryRunner.query(`DROP TABLE "inbox_items"`);
    await queryRunner.query(`DROP TYPE "public"."inbox_item_kind"`);
  }
}
