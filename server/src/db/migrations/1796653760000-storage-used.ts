import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Storage accounting starts from what is stored: each organization's `storage_used_bytes` becomes the sum
 * of its registration documents' sizes (the files stored against its plan's quota); from here on the
 * writes keep it (organizations.storage.ts).
 */
export class StorageUsed1796653760000 implements MigrationInterface {
  name = 'StorageUsed1796653760000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE organizations o
          SET storage_used_bytes = COALESCE(
                (SELECT sum(d.size_bytes) FROM registration_documents d WHERE d.organization_id = o.id), 0)`,
    );
  }

  public async down(): Promise<void> {
    // The count stays: it is data, and the column it is kept in predates this migration.
  }
}
