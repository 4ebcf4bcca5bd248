import type { MigrationInterface, QueryRunner } from 'typeorm';

// Written by hand: TypeORM does not generate extensions. Everything after this is generated.
export class Extensions1763700000000 implements MigrationInterface {
  name = 'Extensions1763700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS citext');
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS pgcrypto');
  }

  public async down(): Promise<void> {
    // Extensions may be shared with other schemas: leave them in place.
  }
}
