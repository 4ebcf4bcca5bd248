import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ContactsTasks1795325278142 implements MigrationInterface {
  name = 'ContactsTasks1795325278142';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "contacts" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "name" character varying(200) NOT NULL, "avatar" text, "background" character varying(2048), "emails" jsonb NOT NULL DEFAULT '[]', "phone_numbers" jsonb NOT NULL DEFAULT '[]', "title" character varying(200), "company" character varying(200), "birthday" date, "address" character varying(1000), "notes" text, "tag_ids" uuid array NOT NULL DEFAULT '{}', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_b99cd40cfd66a99f1571f4f72e6" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "contacts_organization_name_idx" ON "contacts" ("organization_id", "name", "id") `,
    );
    // Written by hand: pg_trgm operator class for the substring search on names (see ContactEntity).
    await queryRunner.query(
      `CREATE INDEX "contacts_name_trgm_idx" ON "contacts" USING gin ("name" gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE TABLE "countries" ("id" uuid NOT NULL, "iso" character varying(2) NOT NULL, "name" character varying(100) NOT NULL, "code" character varying(10) NOT NULL, "flag" character varying(16) NOT NULL, CONSTRAINT "UQ_a1c0d005a87cc318b4ddda4d925" UNIQUE ("iso"), CONSTRAINT "PK_b2d7006793e8697ab3ae2deff18" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE TYPE "public"."tag_kind" AS ENUM('contact', 'task')`);
    await queryRunner.query(
      `CREATE TABLE "tags" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "kind" "public"."tag_kind" NOT NULL, "title" citext NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_e7dc17249a1148a1970748eda99" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "tags_organization_kind_title_key" ON "tags" ("organization_id", "kind", "title") `,
    );
    await queryRunner.query(`CREATE TYPE "public"."task_type" AS ENUM('task', 'section')`);
    await queryRunner.query(
      `CREATE TABLE "tasks" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "type" "public"."task_type" NOT NULL, "title" character varying(300) NOT NULL DEFAULT '', "notes" text, "completed" boolean NOT NULL DEFAULT false, "due_date" TIMESTAMP WITH TIME ZONE, "priority" smallint NOT NULL DEFAULT '1', "tag_ids" uuid array NOT NULL DEFAULT '{}', "assigned_to" uuid, "sub_tasks" jsonb NOT NULL DEFAULT '[]', "position" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "tasks_priority_check" CHECK ("priority" BETWEEN 0 AND 2), CONSTRAINT "PK_8d12ff38fcc62aaba2cab748772" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "tasks_assigned_to_idx" ON "tasks" ("assigned_to") `);
    await queryRunner.query(
      `CREATE INDEX "tasks_organization_position_idx" ON "tasks" ("organization_id", "position", "id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "contacts" ADD CONSTRAINT "contacts_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "tags" ADD CONSTRAINT "tags_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "tasks" ADD CONSTRAINT "tasks_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assigned_to_fkey" FOREIGN KEY ("assigned_to") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "tasks" DROP CONSTRAINT "tasks_assigned_to_fkey"`);
    await queryRunner.query(`ALTER TABLE "tasks" DROP CONSTRAINT "tasks_organization_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "tags" DROP CONSTRAINT "tags_organization_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "contacts" DROP CONSTRAINT "contacts_organization_id_fkey"`);
    await queryRunner.query(`DROP INDEX "public"."tasks_organization_position_idx"`);
    await queryRunner.query(`DROP INDEX "public"."tasks_assigned_to_idx"`);
    await queryRunner.query(`DROP TABLE "tasks"`);
    await queryRunner.query(`DROP TYPE "public"."task_type"`);
    await queryRunner.query(`DROP INDEX "public"."tags_organization_kind_title_key"`);
    await queryRunner.query(`DROP TABLE "tags"`);
    await queryRunner.query(`DROP TYPE "public"."tag_kind"`);
    await queryRunner.query(`DROP TABLE "countries"`);
    await queryRunner.query(`DROP INDEX "public"."contacts_name_trgm_idx"`);
    await queryRunner.query(`DROP INDEX "public"."contacts_organization_name_idx"`);
    await queryRunner.query(`DROP TABLE "contacts"`);
  }
}
