import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Guardian links are for parents of the athlete's organization only (athletes.policy.ts). Links written
 * before that rule to anyone else — an admin, staff, a company or a regular account, or a parent of
 * another organization — are removed the way `unlinkGuardian` removes one: archived, not primary, the
 * row kept for history. The policy already gives such a link nothing; this takes it off the lists.
 */
export class GuardianLinksParentsOnly1795450000000 implements MigrationInterface {
  name = 'GuardianLinksParentsOnly1795450000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE "guardian_links" g SET "archived_at" = now(), "is_primary" = false, "updated_at" = now()
        FROM "athletes" a
       WHERE a."id" = g."athlete_id" AND g."archived_at" IS NULL
         AND NOT EXISTS (SELECT 1 FROM "user_roles" ur JOIN "roles" r ON r."id" = ur."role_id"
                          WHERE ur."user_id" = g."user_id" AND r."key" = 'parent'
                            AND (ur."scope_type" IS NULL
                                 OR (ur."scope_type" = 'organization' AND ur."scope_id" = a."organization_id")))`,
    );
  }

  public async down(): Promise<void> {
    // Removed links stay removed: bringing one back is `linkGuardian`'s, for a parent.
  }
}
