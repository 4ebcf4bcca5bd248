import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Registrations1795838096015 implements MigrationInterface {
  name = 'Registrations1795838096015';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "consent_texts" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid, "purpose" "public"."consent_purpose" NOT NULL, "version" integer NOT NULL, "required" boolean NOT NULL DEFAULT false, "text_en" text NOT NULL, "text_tr" text NOT NULL, "published_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "consent_texts_version_check" CHECK ("version" >= 1), CONSTRAINT "PK_34ae3c74cc34ffe4ba62575456f" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "consent_texts_default_version_key" ON "consent_texts" ("purpose", "version") WHERE "organization_id" IS NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "consent_texts_version_key" ON "consent_texts" ("organization_id", "purpose", "version") `,
    );
    await queryRunner.query(
      `CREATE TYPE "public"."registration_status" AS ENUM('pending', 'approved', 'rejected', 'waitlisted')`,
    );
    await queryRunner.query(
      `CREATE TABLE "registrations" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "team_id" uuid NOT NULL, "status" "public"."registration_status" NOT NULL DEFAULT 'pending', "first_name" character varying(100) NOT NULL, "last_name" character varying(100) NOT NULL, "birth_date" date NOT NULL, "gender" "public"."athlete_gender" NOT NULL, "language" "public"."interface_language" NOT NULL, "note" text, "child_key" text NOT NULL, "submitted_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "decided_at" TIMESTAMP WITH TIME ZONE, "decided_by_user_id" uuid, "reason" text, "athlete_id" uuid, "offered_at" TIMESTAMP WITH TIME ZONE, "offer_expires_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_6013e724d7b22929da9cd7282d1" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "registrations_open_child_key" ON "registrations" ("organization_id", "child_key") WHERE "status" IN ('pending', 'waitlisted')`,
    );
    await queryRunner.query(`CREATE INDEX "registrations_athlete_idx" ON "registrations" ("athlete_id") `);
    await queryRunner.query(
      `CREATE INDEX "registrations_team_idx" ON "registrations" ("team_id", "status", "submitted_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "registrations_organization_idx" ON "registrations" ("organization_id", "submitted_at", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "registration_guardians" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "registration_id" uuid NOT NULL, "position" smallint NOT NULL, "first_name" character varying(100) NOT NULL, "last_name" character varying(100) NOT NULL, "email" character varying(320) NOT NULL, "phone" character varying(20) NOT NULL, "relationship" "public"."guardian_relationship" NOT NULL, "user_id" uuid, CONSTRAINT "registration_guardians_position_check" CHECK ("position" IN (1, 2)), CONSTRAINT "PK_03c050ff61677c91614c498b0d8" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "registration_guardians_user_idx" ON "registration_guardians" ("user_id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "registration_guardians_position_key" ON "registration_guardians" ("registration_id", "position") `,
    );
    await queryRunner.query(
      `CREATE TABLE "registration_consents" ("registration_id" uuid NOT NULL, "consent_text_id" uuid NOT NULL, "accepted_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_ae9fed2cf64edb9e5bb98d52085" PRIMARY KEY ("registration_id", "consent_text_id"))`,
    );
    await queryRunner.query(`ALTER TABLE "consents" ADD "text_version" integer`);
    await queryRunner.query(
      `ALTER TABLE "consent_texts" ADD CONSTRAINT "consent_texts_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "registrations" ADD CONSTRAINT "registrations_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "registrations" ADD CONSTRAINT "registrations_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "registrations" ADD CONSTRAINT "registrations_decided_by_user_id_fkey" FOREIGN KEY ("decided_by_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "registrations" ADD CONSTRAINT "registrations_athlete_id_fkey" FOREIGN KEY ("athlete_id") REFERENCES "athletes"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "registration_guardians" ADD CONSTRAINT "registration_guardians_registration_id_fkey" FOREIGN KEY ("registration_id") REFERENCES "registrations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "registration_guardians" ADD CONSTRAINT "registration_guardians_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "registration_consents" ADD CONSTRAINT "registration_consents_registration_id_fkey" FOREIGN KEY ("registration_id") REFERENCES "registrations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "registration_consents" ADD CONSTRAINT "registration_consents_consent_text_id_fkey" FOREIGN KEY ("consent_text_id") REFERENCES "consent_texts"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "registration_consents" DROP CONSTRAINT "registration_consents_consent_text_id_fkey"`,
    );
    await queryRunner.query(
      `ALTER TABLE "registration_consents" DROP CONSTRAINT "registration_consents_registration_id_fkey"`,
    );
    await queryRunner.query(
      `ALTER TABLE "registration_guardians" DROP CONSTRAINT "registration_guardians_user_id_fkey"`,
    );
    await queryRunner.query(
      `ALTER TABLE "registration_guardians" DROP CONSTRAINT "registration_guardians_registration_id_fkey"`,
    );
    await queryRunner.query(`ALTER TABLE "registrations" DROP CONSTRAINT "registrations_athlete_id_fkey"`);
    await queryRunner.query(
      `ALTER TABLE "registrations" DROP CONSTRAINT "registrations_decided_by_user_id_fkey"`,
    );
    await queryRunner.query(`ALTER TABLE "registrations" DROP CONSTRAINT "registrations_team_id_fkey"`);
    await queryRunner.query(
      `ALTER TABLE "registrations" DROP CONSTRAINT "registrations_organization_id_fkey"`,
    );
    await queryRunner.query(
      `ALTER TABLE "consent_texts" DROP CONSTRAINT "consent_texts_organization_id_fkey"`,
    );
    await queryRunner.query(`ALTER TABLE "consents" DROP COLUMN "text_version"`);
    await queryRunner.query(`DROP TABLE "registration_consents"`);
    await queryRunner.query(`DROP INDEX "public"."registration_guardians_position_key"`);
    await queryRunner.query(`DROP INDEX "public"."registration_guardians_user_idx"`);
    await queryRunner.query(`DROP TABLE "registration_guardians"`);
    await queryRunner.query(`DROP INDEX "public"."registrations_organization_idx"`);
    await queryRunner.query(`DROP INDEX "public"."registrations_team_idx"`);
    await queryRunner.query(`DROP INDEX "public"."registrations_athlete_idx"`);
    await queryRunner.query(`DROP INDEX "public"."registrations_open_child_key"`);
    await queryRunner.query(`DROP TABLE "registrations"`);
    await queryRunner.query(`DROP TYPE "public"."registration_status"`);
    await queryRunner.query(`DROP INDEX "public"."consent_texts_version_key"`);
    await queryRunner.query(`DROP INDEX "public"."consent_texts_default_version_key"`);
    await queryRunner.query(`DROP TABLE "consent_texts"`);
  }
}
