import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SportsStructure1795416518988 implements MigrationInterface {
  name = 'SportsStructure1795416518988';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "seasons" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "name" character varying(100) NOT NULL, "starts_on" date NOT NULL, "ends_on" date NOT NULL, "current" boolean NOT NULL DEFAULT false, "archived_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_cb8ed53b5fe109dcd4a4449ec9d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "seasons_organization_id_idx" ON "seasons" ("organization_id") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "seasons_one_current_key" ON "seasons" ("organization_id") WHERE current`,
    );
    await queryRunner.query(
      `CREATE TABLE "professionals" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "user_id" uuid NOT NULL, "title" character varying(100) NOT NULL, "specialties" text array NOT NULL DEFAULT '{}', "bio" text, "archived_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d7dc8473b49fcd938def2799387" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "professionals_user_id_idx" ON "professionals" ("user_id") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "professionals_organization_user_key" ON "professionals" ("organization_id", "user_id") `,
    );
    await queryRunner.query(
      `CREATE TYPE "public"."certification_kind" AS ENUM('coaching_licence', 'first_aid', 'referee', 'lifeguard', 'medical', 'fitness', 'other')`,
    );
    await queryRunner.query(
      `CREATE TABLE "certifications" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "professional_id" uuid NOT NULL, "kind" "public"."certification_kind" NOT NULL, "name" character varying(200) NOT NULL, "issuer" character varying(200) NOT NULL, "number" character varying(100), "issued_on" date, "expires_on" date, "document_url" character varying(2048), "archived_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_fd763d412e4a1fb1b6dadd6e72b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "certifications_professional_id_idx" ON "certifications" ("professional_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "certifications_expires_on_idx" ON "certifications" ("expires_on") `,
    );
    await queryRunner.query(`CREATE TYPE "public"."team_gender" AS ENUM('girls', 'boys', 'mixed')`);
    await queryRunner.query(
      `CREATE TABLE "teams" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "branch_id" uuid NOT NULL, "department_id" uuid NOT NULL, "season_id" uuid NOT NULL, "name" citext NOT NULL, "birth_year_min" integer NOT NULL, "birth_year_max" integer NOT NULL, "gender" "public"."team_gender" NOT NULL, "capacity" integer NOT NULL, "archived_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_7e5523774a38b08a6236d322403" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "teams_organization_id_idx" ON "teams" ("organization_id") `);
    await queryRunner.query(`CREATE INDEX "teams_branch_id_idx" ON "teams" ("branch_id") `);
    await queryRunner.query(`CREATE INDEX "teams_department_id_idx" ON "teams" ("department_id") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "teams_season_name_key" ON "teams" ("season_id", "name") WHERE archived_at IS NULL`,
    );
    await queryRunner.query(
      `CREATE TYPE "public"."team_staff_role" AS ENUM('head_coach', 'assistant_coach', 'goalkeeper_coach', 'physio', 'manager')`,
    );
    await queryRunner.query(
      `CREATE TABLE "team_staff" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "team_id" uuid NOT NULL, "professional_id" uuid NOT NULL, "role" "public"."team_staff_role" NOT NULL, "archived_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_958739755100ffac0e774c02743" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "team_staff_team_id_idx" ON "team_staff" ("team_id") `);
    await queryRunner.query(
      `CREATE INDEX "team_staff_professional_id_idx" ON "team_staff" ("professional_id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "team_staff_current_key" ON "team_staff" ("team_id", "professional_id", "role") WHERE archived_at IS NULL`,
    );
    await queryRunner.query(`ALTER TABLE "organizations" ADD "archived_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "branches" ADD "archived_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "departments" ADD "archived_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "departments" ALTER COLUMN "sport" SET DEFAULT 'other'`);
    // Sports are the schema's enum Sport now, whose keys cannot hold a hyphen.
    await queryRunner.query(`UPDATE "departments" SET "sport" = 'water_polo' WHERE "sport" = 'water-polo'`);
    await queryRunner.query(`ALTER TYPE "public"."scope_type" RENAME TO "scope_type_old"`);
    await queryRunner.query(
      `CREATE TYPE "public"."scope_type" AS ENUM('organization', 'branch', 'department', 'team')`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_roles" ALTER COLUMN "scope_type" TYPE "public"."scope_type" USING "scope_type"::"text"::"public"."scope_type"`,
    );
    await queryRunner.query(`DROP TYPE "public"."scope_type_old"`);
    await queryRunner.query(
      `ALTER TABLE "seasons" ADD CONSTRAINT "seasons_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "professionals" ADD CONSTRAINT "professionals_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "professionals" ADD CONSTRAINT "professionals_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "certifications" ADD CONSTRAINT "certifications_professional_id_fkey" FOREIGN KEY ("professional_id") REFERENCES "professionals"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "teams" ADD CONSTRAINT "teams_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "teams" ADD CONSTRAINT "teams_branch_id_fkey" FOREIGN KEY ("branch_id") REFERENCES "branches"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "teams" ADD CONSTRAINT "teams_department_id_fkey" FOREIGN KEY ("department_id") REFERENCES "departments"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "teams" ADD CONSTRAINT "teams_season_id_fkey" FOREIGN KEY ("season_id") REFERENCES "seasons"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "team_staff" ADD CONSTRAINT "team_staff_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "team_staff" ADD CONSTRAINT "team_staff_professional_id_fkey" FOREIGN KEY ("professional_id") REFERENCES "professionals"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "team_staff" DROP CONSTRAINT "team_staff_professional_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "team_staff" DROP CONSTRAINT "team_staff_team_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "teams" DROP CONSTRAINT "teams_season_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "teams" DROP CONSTRAINT "teams_department_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "teams" DROP CONSTRAINT "teams_branch_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "teams" DROP CONSTRAINT "teams_organization_id_fkey"`);
    await queryRunner.query(
      `ALTER TABLE "certifications" DROP CONSTRAINT "certifications_professional_id_fkey"`,
    );
    await queryRunner.query(`ALTER TABLE "professionals" DROP CONSTRAINT "professionals_user_id_fkey"`);
    await queryRunner.query(
      `ALTER TABLE "professionals" DROP CONSTRAINT "professionals_organization_id_fkey"`,
    );
    await queryRunner.query(`ALTER TABLE "seasons" DROP CONSTRAINT "seasons_organization_id_fkey"`);
    await queryRunner.query(
      `CREATE TYPE "public"."scope_type_old" AS ENUM('organization', 'branch', 'department')`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_roles" ALTER COLUMN "scope_type" TYPE "public"."scope_type_old" USING "scope_type"::"text"::"public"."scope_type_old"`,
    );
    await queryRunner.query(`DROP TYPE "public"."scope_type"`);
    await queryRunner.query(`ALTER TYPE "public"."scope_type_old" RENAME TO "scope_type"`);
    await queryRunner.query(`UPDATE "departments" SET "sport" = 'water-polo' WHERE "sport" = 'water_polo'`);
    await queryRunner.query(`ALTER TABLE "departments" ALTER COLUMN "sport" DROP DEFAULT`);
    await queryRunner.query(`ALTER TABLE "departments" DROP COLUMN "archived_at"`);
    await queryRunner.query(`ALTER TABLE "branches" DROP COLUMN "archived_at"`);
    await queryRunner.query(`ALTER TABLE "organizations" DROP COLUMN "archived_at"`);
    await queryRunner.query(`DROP INDEX "public"."team_staff_current_key"`);
    await queryRunner.query(`DROP INDEX "public"."team_staff_professional_id_idx"`);
    await queryRunner.query(`DROP INDEX "public"."team_staff_team_id_idx"`);
    await queryRunner.query(`DROP TABLE "team_staff"`);
    await queryRunner.query(`DROP TYPE "public"."team_staff_role"`);
    await queryRunner.query(`DROP INDEX "public"."teams_season_name_key"`);
    await queryRunner.query(`DROP INDEX "public"."teams_department_id_idx"`);
    await queryRunner.query(`DROP INDEX "public"."teams_branch_id_idx"`);
    await queryRunner.query(`DROP INDEX "public"."teams_organization_id_idx"`);
    await queryRunner.query(`DROP TABLE "teams"`);
    await queryRunner.query(`DROP TYPE "public"."team_gender"`);
    await queryRunner.query(`DROP INDEX "public"."certifications_expires_on_idx"`);
    await queryRunner.query(`DROP INDEX "public"."certifications_professional_id_idx"`);
    await queryRunner.query(`DROP TABLE "certifications"`);
    await queryRunner.query(`DROP TYPE "public"."certification_kind"`);
    await queryRunner.query(`DROP INDEX "public"."professionals_organization_user_key"`);
    await queryRunner.query(`DROP INDEX "public"."professionals_user_id_idx"`);
    await queryRunner.query(`DROP TABLE "professionals"`);
    await queryRunner.query(`DROP INDEX "public"."seasons_one_current_key"`);
    await queryRunner.query(`DROP INDEX "public"."seasons_organization_id_idx"`);
    await queryRunner.query(`DROP TABLE "seasons"`);
  }
}
