import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A user's payments and wallet are their family's, read from the fees feature's payments (the wallet is
 * the family's credit): the sample tables `user_payments` and `user_wallets` and their status enum go.
 * Down brings them back empty.
 */
export class UserMoneyFromFees1796653878362 implements MigrationInterface {
  name = 'UserMoneyFromFees1796653878362';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "user_wallets"`);
    await queryRunner.query(`DROP TABLE "user_payments"`);
    await queryRunner.query(`DROP TYPE "public"."payment_status"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TYPE "public"."payment_status" AS ENUM('pending', 'completed', 'failed', 'refunded')`,
    );
    await queryRunner.query(
      `CREATE TABLE "user_payments" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "amount" numeric(12,2) NOT NULL, "currency" character varying(3) NOT NULL, "status" "public"."payment_status" NOT NULL, "payment_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d4cd725874e6403f6a8f774cdad" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "user_payments_user_id_idx" ON "user_payments" ("user_id") `);
    await queryRunner.query(
      `ALTER TABLE "user_payments" ADD CONSTRAINT "user_payments_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE TABLE "user_wallets" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "token" character varying(64) NOT NULL, "balance" numeric(12,2) NOT NULL DEFAULT '0', "currency" character varying(3) NOT NULL DEFAULT 'TRY', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "REL_7382818ff309cabe40c7a74237" UNIQUE ("user_id"), CONSTRAINT "PK_f98089275dcfc65d59b1d347167" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "user_wallets_user_id_key" ON "user_wallets" ("user_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "user_wallets_token_key" ON "user_wallets" ("token") `);
    await queryRunner.query(
      `ALTER TABLE "user_wallets" ADD CONSTRAINT "user_wallets_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }
}
