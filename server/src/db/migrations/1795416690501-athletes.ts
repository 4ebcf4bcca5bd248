import type { MigrationInterface, QueryRunner } from 'typeorm';

// Generated, plus three statements written by hand (marked below): the trigger that keeps
// athletes.sort_key and the trigram index of the search, which TypeORM cannot express.
export class Athletes1795416690501 implements MigrationInterface {
  name = 'Athletes1795416690501';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "public"."athlete_gender" AS ENUM('female', 'male')`);
    await queryRunner.query(
      `CREATE TYPE "public"."athlete_status" AS ENUM('active', 'trial', 'waitlist', 'left')`,
    );
    await queryRunner.query(
      `CREATE TABLE "athletes" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "first_name" character varying(100) NOT NULL, "last_name" character varying(100) NOT NULL, "sort_key" text NOT NULL DEFAULT '', "birth_date" date NOT NULL, "gender" "public"."athlete_gender" NOT NULL, "licence_number" character varying(40), "photo" character varying(2048), "status" "public"."athlete_status" NOT NULL DEFAULT 'active', "medical_notes" text, "emergency_contact_name" character varying(200), "emergency_contact_phone" character varying(32), "email" citext, "phone" character varying(32), "address" character varying(500), "documents" jsonb NOT NULL DEFAULT '[]', "archived_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_3b92d2bd187b2b2d27d4c47f1c4" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "athletes_organization_licence_key" ON "athletes" ("organization_id", "licence_number") WHERE "licence_number" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "athletes_organization_created_idx" ON "athletes" ("organization_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "athletes_organization_sort_idx" ON "athletes" ("organization_id", "sort_key", "id") `,
    );
    // By hand: the folded full name (arena_sort_key, see ContactsSort) for the alphabet order and the
    // search, kept by a trigger so that every writer (the service, seeds, bulk SQL) gets it right.
    await queryRunner.query(
      `CREATE FUNCTION athletes_set_sort_key() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN NEW.sort_key := arena_sort_key(NEW.first_name || ' ' || NEW.last_name); RETURN NEW; END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER athletes_sort_key BEFORE INSERT OR UPDATE OF first_name, last_name ON athletes
         FOR EACH ROW EXECUTE FUNCTION athletes_set_sort_key()`,
    );
    await queryRunner.query(
      `CREATE INDEX "athletes_sort_key_trgm_idx" ON "athletes" USING gin ("sort_key" gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE TYPE "public"."consent_purpose" AS ENUM('registration', 'health_data', 'photos', 'publishing_results', 'marketing')`,
    );
    await queryRunner.query(
      `CREATE TABLE "consents" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "athlete_id" uuid NOT NULL, "purpose" "public"."consent_purpose" NOT NULL, "granted_by_user_id" uuid, "granted_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "withdrawn_at" TIMESTAMP WITH TIME ZONE, "withdrawn_by_user_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "consents_withdrawn_check" CHECK ("withdrawn_at" IS NULL OR "withdrawn_at" >= "granted_at"), CONSTRAINT "PK_9efc68eb6aba7d638fb6ea034dd" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "consents_active_key" ON "consents" ("athlete_id", "purpose") WHERE "withdrawn_at" IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "consents_athlete_idx" ON "consents" ("athlete_id", "granted_at") `,
    );
    await queryRunner.query(
      `CREATE TYPE "public"."guardian_relationship" AS ENUM('mother', 'father', 'grandparent', 'sibling', 'relative', 'foster_parent', 'other')`,
    );
    await queryRunner.query(
      `CREATE TABLE "guardian_links" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "athlete_id" uuid NOT NULL, "user_id" uuid NOT NULL, "relationship" "public"."guardian_relationship" NOT NULL, "legal_guardian" boolean NOT NULL DEFAULT true, "is_primary" boolean NOT NULL DEFAULT false, "may_pick_up" boolean NOT NULL DEFAULT true, "archived_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a5ef0b9de24a0d6e502b752df40" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "guardian_links_one_primary_key" ON "guardian_links" ("athlete_id") WHERE "is_primary" AND "archived_at" IS NULL`,
    );
    await queryRunner.query(`CREATE INDEX "guardian_links_user_idx" ON "guardian_links" ("user_id") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "guardian_links_athlete_user_key" ON "guardian_links" ("athlete_id", "user_id") `,
    );
    await queryRunner.query(
      `CREATE TYPE "public"."team_membership_status" AS ENUM('active', 'trial', 'injured', 'suspended')`,
    );
    await queryRunner.query(
      `CREATE TABLE "team_memberships" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "team_id" uuid NOT NULL, "athlete_id" uuid NOT NULL, "jersey_number" smallint, "position" character varying(60), "status" "public"."team_membership_status" NOT NULL DEFAULT 'active', "from_on" date NOT NULL, "to_on" date, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "team_memberships_jersey_check" CHECK ("jersey_number" BETWEEN 0 AND 99), CONSTRAINT "team_memberships_period_check" CHECK ("to_on" IS NULL OR "to_on" >= "from_on"), CONSTRAINT "PK_053171f713ec8a2f09ed58f08f7" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "team_memberships_jersey_key" ON "team_memberships" ("team_id", "jersey_number") WHERE "to_on" IS NULL AND "jersey_number" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "team_memberships_current_key" ON "team_memberships" ("team_id", "athlete_id") WHERE "to_on" IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "team_memberships_team_idx" ON "team_memberships" ("team_id", "to_on") `,
    );
    await queryRunner.query(
      `CREATE INDEX "team_memberships_athlete_idx" ON "team_memberships" ("athlete_id", "from_on") `,
    );
    await queryRunner.query(
      `ALTER TABLE "athletes" ADD CONSTRAINT "athletes_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "consents" ADD CONSTRAINT "consents_athlete_id_fkey" FOREIGN KEY ("athlete_id") REFERENCES "athletes"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "consents" ADD CONSTRAINT "consents_granted_by_user_id_fkey" FOREIGN KEY ("granted_by_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "consents" ADD CONSTRAINT "consents_withdrawn_by_user_id_fkey" FOREIGN KEY ("withdrawn_by_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "guardian_links" ADD CONSTRAINT "guardian_links_athlete_id_fkey" FOREIGN KEY ("athlete_id") REFERENCES "athletes"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "guardian_links" ADD CONSTRAINT "guardian_links_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "team_memberships" ADD CONSTRAINT "team_memberships_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "team_memberships" ADD CONSTRAINT "team_memberships_athlete_id_fkey" FOREIGN KEY ("athlete_id") REFERENCES "athletes"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "team_memberships" DROP CONSTRAINT "team_memberships_athlete_id_fkey"`,
    );
    await queryRunner.query(`ALTER TABLE "team_memberships" DROP CONSTRAINT "team_memberships_team_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "guardian_links" DROP CONSTRAINT "guardian_links_user_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "guardian_links" DROP CONSTRAINT "guardian_links_athlete_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "consents" DROP CONSTRAINT "consents_withdrawn_by_user_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "consents" DROP CONSTRAINT "consents_granted_by_user_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "consents" DROP CONSTRAINT "consents_athlete_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "athletes" DROP CONSTRAINT "athletes_organization_id_fkey"`);
    await queryRunner.query(`DROP INDEX "public"."team_memberships_athlete_idx"`);
    await queryRunner.query(`DROP INDEX "public"."team_memberships_team_idx"`);
    await queryRunner.query(`DROP INDEX "public"."team_memberships_current_key"`);
    await queryRunner.query(`DROP INDEX "public"."team_memberships_jersey_key"`);
    await queryRunner.query(`DROP TABLE "team_memberships"`);
    await queryRunner.query(`DROP TYPE "public"."team_membership_status"`);
    await queryRunner.query(`DROP INDEX "public"."guardian_links_athlete_user_key"`);
    await queryRunner.query(`DROP INDEX "public"."guardian_links_user_idx"`);
    await queryRunner.query(`DROP INDEX "public"."guardian_links_one_primary_key"`);
    await queryRunner.query(`DROP TABLE "guardian_links"`);
    await queryRunner.query(`DROP TYPE "public"."guardian_relationship"`);
    await queryRunner.query(`DROP INDEX "public"."consents_athlete_idx"`);
    await queryRunner.query(`DROP INDEX "public"."consents_active_key"`);
    await queryRunner.query(`DROP TABLE "consents"`);
    await queryRunner.query(`DROP TYPE "public"."consent_purpose"`);
    await queryRunner.query(`DROP INDEX "public"."athletes_sort_key_trgm_idx"`);
    await queryRunner.query(`DROP TRIGGER athletes_sort_key ON athletes`);
    await queryRunner.query(`DROP FUNCTION athletes_set_sort_key()`);
    await queryRunner.query(`DROP INDEX "public"."athletes_organization_sort_idx"`);
    await queryRunner.query(`DROP INDEX "public"."athletes_organization_created_idx"`);
    await queryRunner.query(`DROP INDEX "public"."athletes_organization_licence_key"`);
    await queryRunner.query(`DROP TABLE "athletes"`);
    await queryRunner.query(`DROP TYPE "public"."athlete_status"`);
    await queryRunner.query(`DROP TYPE "public"."athlete_gender"`);
  }
}
