import type { MigrationInterface, QueryRunner } from 'typeorm';

// Alphabet order that does not depend on the database's collation (C.UTF-8 or PGlite's C puts Ç, İ,
// Ö, Ş, Ü after Z): case folded, Turkish letters right after their base letter (c < ç < d,
// h < ı < i), other Latin accents folded onto their base letter. Written by hand.
const LOWER_FROM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZÇĞİÖŞÜÂÊÎÔÛÀÁÄÃÅÈÉËÌÍÏÒÓÕØÙÚÑÝ';
const LOWER_TO = 'abcdefghijklmnopqrstuvwxyzçğiöşüâêîôûàáäãåèéëìíïòóõøùúñý';
const FOLD_FROM = 'âêîôûàáäãåèéëìíïòóõøùúñý';
const FOLD_TO = 'aeiouaaaaaeeeiiioooouuny';

export class ContactsSort1795326000000 implements MigrationInterface {
  name = 'ContactsSort1795326000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE FUNCTION arena_sort_key(value text) RETURNS text
         LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
         RETURN replace(replace(replace(replace(replace(replace(
           translate(translate(value, '${LOWER_FROM}', '${LOWER_TO}'), '${FOLD_FROM}', '${FOLD_TO}'),
           'ç', 'c~'), 'ğ', 'g~'), 'ı', 'h~'), 'ö', 'o~'), 'ş', 's~'), 'ü', 'u~')`,
    );
    // The key is kept in a column by a trigger, so that sorting a search's matches reads it instead of
    // computing it for every match, and every writer (the service, seeds, bulk SQL) gets it right.
    await queryRunner.query(`ALTER TABLE "contacts" ADD "sort_key" text NOT NULL DEFAULT ''`);
    await queryRunner.query(
      `CREATE FUNCTION contacts_set_sort_key() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN NEW.sort_key := arena_sort_key(NEW.name); RETURN NEW; END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER contacts_sort_key BEFORE INSERT OR UPDATE OF name ON contacts
         FOR EACH ROW EXECUTE FUNCTION contacts_set_sort_key()`,
    );
    await queryRunner.query(`UPDATE contacts SET sort_key = arena_sort_key(name)`);
    await queryRunner.query(`DROP INDEX "public"."contacts_organization_name_idx"`);
    await queryRunner.query(
      `CREATE INDEX "contacts_organization_sort_idx" ON "contacts" ("organization_id", "sort_key", "id") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."contacts_organization_sort_idx"`);
    await queryRunner.query(
      `CREATE INDEX "contacts_organization_name_idx" ON "contacts" ("organization_id", "name", "id") `,
    );
    await queryRunner.query(`DROP TRIGGER contacts_sort_key ON contacts`);
    await queryRunner.query(`DROP FUNCTION contacts_set_sort_key()`);
    await queryRunner.query(`ALTER TABLE "contacts" DROP COLUMN "sort_key"`);
    await queryRunner.query(`DROP FUNCTION arena_sort_key(text)`);
  }
}
