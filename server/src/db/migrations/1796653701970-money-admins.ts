import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MoneyAdmins1796653701970 implements MigrationInterface {
  name = 'MoneyAdmins1796653701970';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "money_admins" ("organization_id" uuid NOT NULL, "user_id" uuid NOT NULL, "named_by" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "money_admins_pkey" PRIMARY KEY ("organization_id", "user_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "money_admins_user_id_idx" ON "money_admins" ("user_id") `);
    await queryRunner.query(
      `ALTER TABLE "money_admins" ADD CONSTRAINT "money_admins_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "money_admins" ADD CONSTRAINT "money_admins_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "money_admins" DROP CONSTRAINT "money_admins_user_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "money_admins" DROP CONSTRAINT "money_admins_organization_id_fkey"`);
    await queryRunner.query(`DROP INDEX "public"."money_admins_user_id_idx"`);
    await queryRunner.query(`DROP TABLE "money_admins"`);
  }
}
