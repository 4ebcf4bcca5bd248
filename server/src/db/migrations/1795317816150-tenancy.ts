import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Tenancy1795317816150 implements MigrationInterface {
  name = 'Tenancy1795317816150';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "subscription_plans" ("id" uuid NOT NULL, "name" character varying(60) NOT NULL, "description" character varying(500) NOT NULL, "price" numeric(10,2) NOT NULL, "storage_quota_bytes" bigint, "features" text array NOT NULL DEFAULT '{}', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_9ab8fe6918451ab3d0a4fb6bb0c" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "subscription_plans_name_key" ON "subscription_plans" ("name") `,
    );
    await queryRunner.query(
      `CREATE TYPE "public"."organization_type" AS ENUM('school', 'club', 'federation')`,
    );
    await queryRunner.query(
      `CREATE TABLE "organizations" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(200) NOT NULL, "slug" citext NOT NULL, "type" "public"."organization_type" NOT NULL, "logo" character varying(2048), "email" citext, "phone" character varying(32), "address" character varying(500), "locale" character varying(5) NOT NULL DEFAULT 'tr', "subscription_plan_id" uuid, "storage_used_bytes" bigint NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_6b031fcd0863e3f6b44230163f9" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "organizations_slug_key" ON "organizations" ("slug") `);
    await queryRunner.query(
      `CREATE TABLE "branches" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "name" character varying(200) NOT NULL, "address" character varying(500), "latitude" double precision, "longitude" double precision, "phone" character varying(32), "active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_7f37d3b42defea97f1df0d19535" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "branches_organization_id_idx" ON "branches" ("organization_id") `);
    await queryRunner.query(
      `CREATE TABLE "departments" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "name" character varying(200) NOT NULL, "sport" character varying(60) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_839517a681a86bb84cbcc6a1e9d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "departments_organization_id_idx" ON "departments" ("organization_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "roles" ("id" uuid NOT NULL, "key" character varying(40) NOT NULL, "name" character varying(100) NOT NULL, "description" character varying(500) NOT NULL, "permissions" text array NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c1433d71a4838793a49dcad46ab" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "roles_key_key" ON "roles" ("key") `);
    await queryRunner.query(
      `CREATE TYPE "public"."scope_type" AS ENUM('organization', 'branch', 'department')`,
    );
    await queryRunner.query(
      `CREATE TABLE "user_roles" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "role_id" uuid NOT NULL, "scope_type" "public"."scope_type", "scope_id" uuid, "assigned_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_8acd5cf26ebd158416f477de799" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "user_roles_user_id_idx" ON "user_roles" ("user_id") `);
    await queryRunner.query(`CREATE INDEX "user_roles_role_id_idx" ON "user_roles" ("role_id") `);
    await queryRunner.query(`ALTER TABLE "users" ADD "organization_id" uuid`);
    await queryRunner.query(`ALTER TABLE "users" ADD "subscription_plan_id" uuid`);
    await queryRunner.query(`CREATE INDEX "users_organization_id_idx" ON "users" ("organization_id") `);
    await queryRunner.query(
      `ALTER TABLE "organizations" ADD CONSTRAINT "organizations_subscription_plan_id_fkey" FOREIGN KEY ("subscription_plan_id") REFERENCES "subscription_plans"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "users" ADD CONSTRAINT "users_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "users" ADD CONSTRAINT "users_subscription_plan_id_fkey" FOREIGN KEY ("subscription_plan_id") REFERENCES "subscription_plans"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "branches" ADD CONSTRAINT "branches_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "departments" ADD CONSTRAINT "departments_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_fkey" FOREIGN KEY ("role_id") REFERENCES "roles"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "user_roles" DROP CONSTRAINT "user_roles_role_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "user_roles" DROP CONSTRAINT "user_roles_user_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "departments" DROP CONSTRAINT "departments_organization_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "branches" DROP CONSTRAINT "branches_organization_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "users_subscription_plan_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "users_organization_id_fkey"`);
    await queryRunner.query(
      `ALTER TABLE "organizations" DROP CONSTRAINT "organizations_subscription_plan_id_fkey"`,
    );
    await queryRunner.query(`DROP INDEX "public"."users_organization_id_idx"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "subscription_plan_id"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "organization_id"`);
    await queryRunner.query(`DROP INDEX "public"."user_roles_role_id_idx"`);
    await queryRunner.query(`DROP INDEX "public"."user_roles_user_id_idx"`);
    await queryRunner.query(`DROP TABLE "user_roles"`);
    await queryRunner.query(`DROP TYPE "public"."scope_type"`);
    await queryRunner.query(`DROP INDEX "public"."roles_key_key"`);
    await queryRunner.query(`DROP TABLE "roles"`);
    await queryRunner.query(`DROP INDEX "public"."departments_organization_id_idx"`);
    await queryRunner.query(`DROP TABLE "departments"`);
    await queryRunner.query(`DROP INDEX "public"."branches_organization_id_idx"`);
    await queryRunner.query(`DROP TABLE "branches"`);
    await queryRunner.query(`DROP INDEX "public"."organizations_slug_key"`);
    await queryRunner.query(`DROP TABLE "organizations"`);
    await queryRunner.query(`DROP TYPE "public"."organization_type"`);
    await queryRunner.query(`DROP INDEX "public"."subscription_plans_name_key"`);
    await queryRunner.query(`DROP TABLE "subscription_plans"`);
  }
}
