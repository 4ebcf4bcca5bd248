import type { MigrationInterface, QueryRunner } from 'typeorm';

export class FeeNewcomers1796639525641 implements MigrationInterface {
  name = 'FeeNewcomers1796639525641';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "fee_plan_teams" ("plan_id" uuid NOT NULL, "team_id" uuid NOT NULL, "created_by" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "fee_plan_teams_pkey" PRIMARY KEY ("plan_id", "team_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "fee_plan_teams_team_id_idx" ON "fee_plan_teams" ("team_id") `);
    await queryRunner.query(
      `ALTER TABLE "fee_plan_teams" ADD CONSTRAINT "fee_plan_teams_plan_id_fkey" FOREIGN KEY ("plan_id") REFERENCES "fee_plans"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "fee_plan_teams" ADD CONSTRAINT "fee_plan_teams_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "fee_plan_teams" DROP CONSTRAINT "fee_plan_teams_team_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "fee_plan_teams" DROP CONSTRAINT "fee_plan_teams_plan_id_fkey"`);
    await queryRunner.query(`DROP INDEX "public"."fee_plan_teams_team_id_idx"`);
    await queryRunner.query(`DROP TABLE "fee_plan_teams"`);
  }
}
