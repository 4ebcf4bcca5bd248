import type { MigrationInterface, QueryRunner } from 'typeorm';

export class RegistrationDocuments1795865751966 implements MigrationInterface {
  name = 'RegistrationDocuments1795865751966';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TYPE "public"."registration_document_kind" AS ENUM('health_report', 'photo')`,
    );
    await queryRunner.query(
      `CREATE TABLE "registration_documents" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "registration_id" uuid, "kind" "public"."registration_document_kind" NOT NULL, "file_name" text NOT NULL, "content_type" text NOT NULL, "size_bytes" integer NOT NULL, "storage_key" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_b7c0d11b37eb60171a8304833ef" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "registration_documents_staged_idx" ON "registration_documents" ("created_at") WHERE "registration_id" IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "registration_documents_registration_idx" ON "registration_documents" ("registration_id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "registration_documents" ADD CONSTRAINT "registration_documents_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "registration_documents" ADD CONSTRAINT "registration_documents_registration_id_fkey" FOREIGN KEY ("registration_id") REFERENCES "registrations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "registration_documents" DROP CONSTRAINT "registration_documents_registration_id_fkey"`,
    );
    await queryRunner.query(
      `ALTER TABLE "registration_documents" DROP CONSTRAINT "registration_documents_organization_id_fkey"`,
    );
    await queryRunner.query(`DROP INDEX "public"."registration_documents_registration_idx"`);
    await queryRunner.query(`DROP INDEX "public"."registration_documents_staged_idx"`);
    await queryRunner.query(`DROP TABLE "registration_documents"`);
    await queryRunner.query(`DROP TYPE "public"."registration_document_kind"`);
  }
}
