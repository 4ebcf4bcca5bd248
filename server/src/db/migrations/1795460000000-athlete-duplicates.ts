import type { MigrationInterface, QueryRunner } from 'typeorm';

// How two spellings of one name compare when looking for the same child registered twice: letter case
// ignored, Turkish letters on their base letter (İ, I, ı and i alike; ç c, ğ g, ö o, ş s, ü u), other
// Latin accents dropped, surrounding and repeated spaces ignored. Unlike arena_sort_key (an order, where
// ı and i differ), this is an equality. Written by hand.
const FOLD_FROM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZÇĞİÖŞÜÂÊÎÔÛÀÁÄÃÅÈÉËÌÍÏÒÓÕØÙÚÑÝçğıöşüâêîôûàáäãåèéëìíïòóõøùúñý';
const FOLD_TO = 'abcdefghijklmnopqrstuvwxyzcgiosuaeiouaaaaaeeeiiioooouunycgiosuaeiouaaaaaeeeiiioooouuny';

/**
 * `arena_name_fold` and the expression index the duplicate check of athletes reads: one organization's
 * athletes born on a day with both names folded, one index range at any number of athletes.
 */
export class AthleteDuplicates1795460000000 implements MigrationInterface {
  name = 'AthleteDuplicates1795460000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE FUNCTION arena_name_fold(value text) RETURNS text
         LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
         RETURN regexp_replace(btrim(translate(value, '${FOLD_FROM}', '${FOLD_TO}')), '\\s+', ' ', 'g')`,
    );
    await queryRunner.query(
      `CREATE INDEX "athletes_duplicate_idx" ON "athletes"
         ("organization_id", "birth_date", arena_name_fold("last_name"), arena_name_fold("first_name"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."athletes_duplicate_idx"`);
    await queryRunner.query(`DROP FUNCTION arena_name_fold(text)`);
  }
}
