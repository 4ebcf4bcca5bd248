import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Companies1795416570034 implements MigrationInterface {
  name = 'Companies1795416570034';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "companies" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "name" character varying(200) NOT NULL, "tax_number" character varying(10), "tax_office" character varying(100), "logo" character varying(2048), "email" citext, "phone" character varying(32), "website" character varying(2048), "archived_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d4bc3e82a314fa9e29f652c2c22" PRIMARY KEY ("id"))`,
    );
    // Written by hand: an expression index for the alphabet order (arena_sort_key, see ContactsSort) and
    // the pg_trgm operator class for the substring search on names (see CompanyEntity).
    await queryRunner.query(
      `CREATE INDEX "companies_organization_sort_idx" ON "companies" ("organization_id", arena_sort_key("name"), "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin ("name" gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "companies_organization_tax_number_key" ON "companies" ("organization_id", "tax_number") WHERE "tax_number" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE TABLE "company_contacts" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "company_id" uuid NOT NULL, "user_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_55ee932d165c8f0633650231f61" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "company_contacts_user_id_idx" ON "company_contacts" ("user_id") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "company_contacts_company_user_key" ON "company_contacts" ("company_id", "user_id") `,
    );
    await queryRunner.query(
      `CREATE TYPE "public"."sponsorship_scope_type" AS ENUM('organization', 'branch', 'team')`,
    );
    await queryRunner.query(
      `CREATE TYPE "public"."sponsorship_tier" AS ENUM('main', 'gold', 'silver', 'bronze', 'kit', 'equipment')`,
    );
    await queryRunner.query(
      `CREATE TABLE "sponsorships" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "company_id" uuid NOT NULL, "organization_id" uuid NOT NULL, "scope_type" "public"."sponsorship_scope_type" NOT NULL, "scope_id" uuid NOT NULL, "tier" "public"."sponsorship_tier" NOT NULL, "amount" numeric(14,2), "currency" character(3) NOT NULL DEFAULT 'TRY', "starts_on" date NOT NULL, "ends_on" date, "notes" character varying(2000), "archived_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "sponsorships_amount_check" CHECK ("amount" IS NULL OR "amount" > 0), CONSTRAINT "sponsorships_period_check" CHECK ("ends_on" IS NULL OR "ends_on" >= "starts_on"), CONSTRAINT "PK_393571b62d6dd0f63c6d3eb154b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "sponsorships_company_id_idx" ON "sponsorships" ("company_id") `);
    await queryRunner.query(
      `CREATE INDEX "sponsorships_scope_idx" ON "sponsorships" ("scope_type", "scope_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "sponsorships_organization_starts_idx" ON "sponsorships" ("organization_id", "starts_on", "id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "companies" ADD CONSTRAINT "companies_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "company_contacts" ADD CONSTRAINT "company_contacts_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "company_contacts" ADD CONSTRAINT "company_contacts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "sponsorships" ADD CONSTRAINT "sponsorships_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "sponsorships" ADD CONSTRAINT "sponsorships_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sponsorships" DROP CONSTRAINT "sponsorships_organization_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "sponsorships" DROP CONSTRAINT "sponsorships_company_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "company_contacts" DROP CONSTRAINT "company_contacts_user_id_fkey"`);
    await queryRunner.query(
      `ALTER TABLE "company_contacts" DROP CONSTRAINT "company_contacts_company_id_fkey"`,
    );
    await queryRunner.query(`ALTER TABLE "companies" DROP CONSTRAINT "companies_organization_id_fkey"`);
    await queryRunner.query(`DROP INDEX "public"."sponsorships_organization_starts_idx"`);
    await queryRunner.query(`DROP INDEX "public"."sponsorships_scope_idx"`);
    await queryRunner.query(`DROP INDEX "public"."sponsorships_company_id_idx"`);
    await queryRunner.query(`DROP TABLE "sponsorships"`);
    await queryRunner.query(`DROP TYPE "public"."sponsorship_tier"`);
    await queryRunner.query(`DROP TYPE "public"."sponsorship_scope_type"`);
    await queryRunner.query(`DROP INDEX "public"."company_contacts_company_user_key"`);
    await queryRunner.query(`DROP INDEX "public"."company_contacts_user_id_idx"`);
    await queryRunner.query(`DROP TABLE "company_contacts"`);
    await queryRunner.query(`DROP INDEX "public"."companies_organization_tax_number_key"`);
    await queryRunner.query(`DROP INDEX "public"."companies_name_trgm_idx"`);
    await queryRunner.query(`DROP INDEX "public"."companies_organization_sort_idx"`);
    await queryRunner.query(`DROP TABLE "companies"`);
  }
}
