import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The mailbox at a million mails (docs/performance.md, "Mailbox at a million mails").
 *
 * - `mail_folder_tallies`: how many mails, and how many unread, each person holds in each folder, kept
 *   by statement-level triggers on `mails` (one call per statement, the changed rows grouped by owner
 *   and folder, applied in a fixed order so two writers never deadlock). A folder's list and the folder
 *   counts read one row instead of counting up to 100,000 index entries on every page.
 * - `mails_in_reply_to_idx`: the foreign key from an answer to its original had no index, so deleting a
 *   mail scanned every mail to find its answers.
 */
export class MailFolderTallies1796700000000 implements MigrationInterface {
  name = 'MailFolderTallies1796700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "mail_folder_tallies" (
         "owner_user_id" uuid NOT NULL,
         "folder" "public"."mail_folder" NOT NULL,
         "total" integer NOT NULL,
         "unread" integer NOT NULL,
         CONSTRAINT "mail_folder_tallies_pkey" PRIMARY KEY ("owner_user_id", "folder"),
         CONSTRAINT "mail_folder_tallies_owner_user_id_fkey" FOREIGN KEY ("owner_user_id")
           REFERENCES "users"("id") ON DELETE CASCADE,
         CONSTRAINT "mail_folder_tallies_check" CHECK ("total" >= 0 AND "unread" >= 0 AND "unread" <= "total"))`,
    );
    // New rows add, old rows take away; an owner's rows exist before any of their mails changes or goes.
    await queryRunner.query(
      `CREATE FUNCTION mail_folder_tallies_apply() RETURNS trigger LANGUAGE plpgsql AS $$
       DECLARE
         owner uuid;
       BEGIN
         -- One writer at a time per owner, taken in id order: tally rows are never locked crosswise.
         IF TG_OP = 'DELETE' THEN
           FOR owner IN SELECT DISTINCT o.owner_user_id FROM old_rows o ORDER BY 1 LOOP
             PERFORM pg_advisory_xact_lock(1796700000, hashtext(owner::text));
           END LOOP;
         ELSE
           FOR owner IN SELECT DISTINCT n.owner_user_id FROM new_rows n ORDER BY 1 LOOP
             PERFORM pg_advisory_xact_lock(1796700000, hashtext(owner::text));
           END LOOP;
         END IF;
         IF TG_OP = 'INSERT' THEN
           INSERT INTO mail_folder_tallies AS t (owner_user_id, folder, total, unread)
           SELECT n.owner_user_id, n.folder, count(*)::int, count(*) FILTER (WHERE n.unread)::int
             FROM new_rows n GROUP BY 1, 2 ORDER BY 1, 2
           ON CONFLICT (owner_user_id, folder)
           DO UPDATE SET total = t.total + EXCLUDED.total, unread = t.unread + EXCLUDED.unread;
         ELSIF TG_OP = 'UPDATE' THEN
           -- A folder the owner had no mail in yet starts at zero; then the difference is applied.
           INSERT INTO mail_folder_tallies (owner_user_id, folder, total, unread)
           SELECT DISTINCT n.owner_user_id, n.folder, 0, 0 FROM new_rows n ORDER BY 1, 2
           ON CONFLICT (owner_user_id, folder) DO NOTHING;
           UPDATE mail_folder_tallies t SET total = t.total + g.total, unread = t.unread + g.unread
             FROM (SELECT d.owner_user_id, d.folder, sum(d.n)::int AS total, sum(d.u)::int AS unread
                     FROM (SELECT owner_user_id, folder, 1 AS n, unread::int AS u FROM new_rows
                           UNION ALL
                           SELECT owner_user_id, folder, -1, -(unread::int) FROM old_rows) d
                    GROUP BY 1, 2 HAVING sum(d.n) <> 0 OR sum(d.u) <> 0 ORDER BY 1, 2) g
            WHERE t.owner_user_id = g.owner_user_id AND t.folder = g.folder;
         ELSE
           UPDATE mail_folder_tallies t SET total = t.total - g.total, unread = t.unread - g.unread
             FROM (SELECT o.owner_user_id, o.folder, count(*)::int AS total,
                          count(*) FILTER (WHERE o.unread)::int AS unread
                     FROM old_rows o GROUP BY 1, 2 ORDER BY 1, 2) g
            WHERE t.owner_user_id = g.owner_user_id AND t.folder = g.folder;
         END IF;
         RETURN NULL;
       END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "mails_tallies_insert" AFTER INSERT ON "mails" REFERENCING NEW TABLE AS new_rows
         FOR EACH STATEMENT EXECUTE FUNCTION mail_folder_tallies_apply()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "mails_tallies_update" AFTER UPDATE ON "mails"
         REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
         FOR EACH STATEMENT EXECUTE FUNCTION mail_folder_tallies_apply()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "mails_tallies_delete" AFTER DELETE ON "mails" REFERENCING OLD TABLE AS old_rows
         FOR EACH STATEMENT EXECUTE FUNCTION mail_folder_tallies_apply()`,
    );
    await queryRunner.query(
      `INSERT INTO mail_folder_tallies (owner_user_id, folder, total, unread)
       SELECT owner_user_id, folder, count(*)::int, count(*) FILTER (WHERE unread)::int
         FROM mails GROUP BY 1, 2`,
    );
    await queryRunner.query(
      `CREATE INDEX "mails_in_reply_to_idx" ON "mails" ("in_reply_to") WHERE "in_reply_to" IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "mails_in_reply_to_idx"`);
    await queryRunner.query(`DROP TRIGGER "mails_tallies_delete" ON "mails"`);
    await queryRunner.query(`DROP TRIGGER "mails_tallies_update" ON "mails"`);
    await queryRunner.query(`DROP TRIGGER "mails_tallies_insert" ON "mails"`);
    await queryRunner.query(`DROP FUNCTION mail_folder_tallies_apply()`);
    await queryRunner.query(`DROP TABLE "mail_folder_tallies"`);
  }
}
