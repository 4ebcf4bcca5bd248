import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AccountSettings1795416411327 implements MigrationInterface {
  name = 'AccountSettings1795416411327';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "user_avatar_images" ("user_id" uuid NOT NULL, "data_url" text NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_f9ec2dfc603a0d7b1135284d3e7" PRIMARY KEY ("user_id"))`,
    );
    await queryRunner.query(`ALTER TABLE "users" ADD "has_avatar_image" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`CREATE TYPE "public"."interface_language" AS ENUM('en', 'tr')`);
    await queryRunner.query(`ALTER TABLE "users" ADD "language" "public"."interface_language"`);
    await queryRunner.query(
      `ALTER TABLE "user_avatar_images" ADD CONSTRAINT "user_avatar_images_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "user_avatar_images" DROP CONSTRAINT "user_avatar_images_user_id_fkey"`,
    );
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "language"`);
    await queryRunner.query(`DROP TYPE "public"."interface_language"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "has_avatar_image"`);
    await queryRunner.query(`DROP TABLE "user_avatar_images"`);
  }
}
