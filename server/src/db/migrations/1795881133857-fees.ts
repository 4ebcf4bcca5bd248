import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Fees1795881133857 implements MigrationInterface {
  name = 'Fees1795881133857';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "public"."fee_kind" AS ENUM('season', 'monthly', 'one_off')`);
    await queryRunner.query(
      `CREATE TABLE "fee_plans" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "name" text NOT NULL, "kind" "public"."fee_kind" NOT NULL, "currency" character(3) NOT NULL, "amount_minor" integer NOT NULL, "instalments" integer NOT NULL, "first_due_on" date NOT NULL, "tax_rate_bp" integer NOT NULL DEFAULT '0', "discounts" jsonb NOT NULL DEFAULT '[]', "created_by" uuid, "archived_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_b2e3f4eab7f5092165f10bc0d01" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "fee_plans_organization_created_idx" ON "fee_plans" ("organization_id", "created_at") `,
    );
    await queryRunner.query(`CREATE TYPE "public"."invoice_state" AS ENUM('draft', 'issued', 'void')`);
    await queryRunner.query(
      `CREATE TABLE "invoices" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "branch_id" uuid, "team_id" uuid, "athlete_id" uuid NOT NULL, "plan_id" uuid, "period" integer NOT NULL, "periods" integer NOT NULL, "number" text, "state" "public"."invoice_state" NOT NULL, "currency" character(3) NOT NULL, "issued_on" date, "due_on" date NOT NULL, "lines" jsonb NOT NULL, "subtotal_minor" integer NOT NULL, "discount_minor" integer NOT NULL, "tax_minor" integer NOT NULL, "total_minor" integer NOT NULL, "paid_minor" integer NOT NULL DEFAULT '0', "void_reason" text, "voided_at" TIMESTAMP WITH TIME ZONE, "created_by" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_668cef7c22a427fd822cc1be3ce" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "invoices_branch_id_idx" ON "invoices" ("branch_id") `);
    await queryRunner.query(`CREATE INDEX "invoices_team_id_idx" ON "invoices" ("team_id") `);
    await queryRunner.query(`CREATE INDEX "invoices_athlete_id_idx" ON "invoices" ("athlete_id") `);
    await queryRunner.query(
      `CREATE INDEX "invoices_organization_due_idx" ON "invoices" ("organization_id", "due_on", "id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "invoices_plan_period_key" ON "invoices" ("plan_id", "athlete_id", "period") WHERE state <> 'void' AND plan_id IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" ("organization_id", "number") `,
    );
    await queryRunner.query(
      `CREATE TABLE "invoice_counters" ("organization_id" uuid NOT NULL, "year" integer NOT NULL, "last" integer NOT NULL, CONSTRAINT "PK_609f24f60b188b3abee0713c9da" PRIMARY KEY ("organization_id", "year"))`,
    );
    await queryRunner.query(`CREATE TYPE "public"."fee_reminder_kind" AS ENUM('before_due', 'overdue')`);
    await queryRunner.query(
      `CREATE TABLE "fee_reminders" ("invoice_id" uuid NOT NULL, "kind" "public"."fee_reminder_kind" NOT NULL, "recipient_id" uuid, "sent_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_9c54cdf71a5df8879e6d2d20486" PRIMARY KEY ("invoice_id", "kind"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "fee_reminder_pauses" ("athlete_id" uuid NOT NULL, "organization_id" uuid NOT NULL, "paused_by" uuid, "paused_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_b48e28df2ce972deea6b9802244" PRIMARY KEY ("athlete_id"))`,
    );
    await queryRunner.query(`CREATE TYPE "public"."payment_method" AS ENUM('cash', 'bank_transfer', 'card')`);
    await queryRunner.query(
      `CREATE TABLE "payments" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "athlete_id" uuid NOT NULL, "method" "public"."payment_method" NOT NULL, "reference" text, "amount_minor" integer NOT NULL, "unallocated_minor" integer NOT NULL, "currency" character(3) NOT NULL, "received_on" date NOT NULL, "refund_of" uuid, "refund_reason" text, "provider_reference" text, "recorded_by" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_197ab7af18c93fbb0c9b28b4a59" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "payments_organization_id_idx" ON "payments" ("organization_id") `);
    await queryRunner.query(`CREATE INDEX "payments_refund_of_idx" ON "payments" ("refund_of") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "payments_provider_reference_key" ON "payments" ("provider_reference") WHERE provider_reference IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "payments_athlete_received_idx" ON "payments" ("athlete_id", "received_on") `,
    );
    await queryRunner.query(
      `CREATE TABLE "payment_allocations" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "payment_id" uuid NOT NULL, "invoice_id" uuid NOT NULL, "amount_minor" integer NOT NULL, CONSTRAINT "PK_a5c6ff22065ac772620c85f4efb" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "payment_allocations_payment_id_idx" ON "payment_allocations" ("payment_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "payment_allocations_invoice_id_idx" ON "payment_allocations" ("invoice_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "card_payment_events" ("provider" text NOT NULL, "event_id" text NOT NULL, "type" text NOT NULL, "payment_id" uuid, "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_8b48b2e45c1eaf4c0d006a4fff0" PRIMARY KEY ("provider", "event_id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "fee_plans" ADD CONSTRAINT "fee_plans_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "invoices" ADD CONSTRAINT "invoices_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "invoices" ADD CONSTRAINT "invoices_branch_id_fkey" FOREIGN KEY ("branch_id") REFERENCES "branches"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "invoices" ADD CONSTRAINT "invoices_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "invoices" ADD CONSTRAINT "invoices_athlete_id_fkey" FOREIGN KEY ("athlete_id") REFERENCES "athletes"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "invoices" ADD CONSTRAINT "invoices_plan_id_fkey" FOREIGN KEY ("plan_id") REFERENCES "fee_plans"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "fee_reminders" ADD CONSTRAINT "fee_reminders_invoice_id_fkey" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "fee_reminder_pauses" ADD CONSTRAINT "fee_reminder_pauses_athlete_id_fkey" FOREIGN KEY ("athlete_id") REFERENCES "athletes"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "fee_reminder_pauses" ADD CONSTRAINT "fee_reminder_pauses_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "payments" ADD CONSTRAINT "payments_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "payments" ADD CONSTRAINT "payments_athlete_id_fkey" FOREIGN KEY ("athlete_id") REFERENCES "athletes"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_of_fkey" FOREIGN KEY ("refund_of") REFERENCES "payments"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_payment_id_fkey" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_invoice_id_fkey" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "payment_allocations" DROP CONSTRAINT "payment_allocations_invoice_id_fkey"`,
    );
    await queryRunner.query(
      `ALTER TABLE "payment_allocations" DROP CONSTRAINT "payment_allocations_payment_id_fkey"`,
    );
    await queryRunner.query(`ALTER TABLE "payments" DROP CONSTRAINT "payments_refund_of_fkey"`);
    await queryRunner.query(`ALTER TABLE "payments" DROP CONSTRAINT "payments_athlete_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "payments" DROP CONSTRAINT "payments_organization_id_fkey"`);
    await queryRunner.query(
      `ALTER TABLE "fee_reminder_pauses" DROP CONSTRAINT "fee_reminder_pauses_organization_id_fkey"`,
    );
    await queryRunner.query(
      `ALTER TABLE "fee_reminder_pauses" DROP CONSTRAINT "fee_reminder_pauses_athlete_id_fkey"`,
    );
    await queryRunner.query(`ALTER TABLE "fee_reminders" DROP CONSTRAINT "fee_reminders_invoice_id_fkey"`);
    await queryRunner.query(
      `ALTER TABLE "invoice_counters" DROP CONSTRAINT "invoice_counters_organization_id_fkey"`,
    );
    await queryRunner.query(`ALTER TABLE "invoices" DROP CONSTRAINT "invoices_plan_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "invoices" DROP CONSTRAINT "invoices_athlete_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "invoices" DROP CONSTRAINT "invoices_team_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "invoices" DROP CONSTRAINT "invoices_branch_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "invoices" DROP CONSTRAINT "invoices_organization_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "fee_plans" DROP CONSTRAINT "fee_plans_organization_id_fkey"`);
    await queryRunner.query(`DROP TABLE "card_payment_events"`);
    await queryRunner.query(`DROP INDEX "public"."payment_allocations_invoice_id_idx"`);
    await queryRunner.query(`DROP INDEX "public"."payment_allocations_payment_id_idx"`);
    await queryRunner.query(`DROP TABLE "payment_allocations"`);
    await queryRunner.query(`DROP INDEX "public"."payments_athlete_received_idx"`);
    await queryRunner.query(`DROP INDEX "public"."payments_provider_reference_key"`);
    await queryRunner.query(`DROP INDEX "public"."payments_refund_of_idx"`);
    await queryRunner.query(`DROP INDEX "public"."payments_organization_id_idx"`);
    await queryRunner.query(`DROP TABLE "payments"`);
    await queryRunner.query(`DROP TYPE "public"."payment_method"`);
    await queryRunner.query(`DROP TABLE "fee_reminder_pauses"`);
    await queryRunner.query(`DROP TABLE "fee_reminders"`);
    await queryRunner.query(`DROP TYPE "public"."fee_reminder_kind"`);
    await queryRunner.query(`DROP TABLE "invoice_counters"`);
    await queryRunner.query(`DROP INDEX "public"."invoices_number_key"`);
    await queryRunner.query(`DROP INDEX "public"."invoices_plan_period_key"`);
    await queryRunner.query(`DROP INDEX "public"."invoices_organization_due_idx"`);
    await queryRunner.query(`DROP INDEX "public"."invoices_athlete_id_idx"`);
    await queryRunner.query(`DROP INDEX "public"."invoices_team_id_idx"`);
    await queryRunner.query(`DROP INDEX "public"."invoices_branch_id_idx"`);
    await queryRunner.query(`DROP TABLE "invoices"`);
    await queryRunner.query(`DROP TYPE "public"."invoice_state"`);
    await queryRunner.query(`DROP INDEX "public"."fee_plans_organization_created_idx"`);
    await queryRunner.query(`DROP TABLE "fee_plans"`);
    await queryRunner.query(`DROP TYPE "public"."fee_kind"`);
  }
}
