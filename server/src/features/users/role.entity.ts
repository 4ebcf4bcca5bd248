import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import type { RoleKey } from '../../shared/auth/roles.js';
import type { Translations } from '../../shared/localized-text.js';

/** One of the spec's seven roles, stored as data with its permission strings. */
@Entity({ name: 'roles' })
export class RoleEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Index('roles_key_key', { unique: true })
  @Column({ type: 'varchar', length: 40 })
  key: RoleKey;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 500 })
  description: string;

  @Column({ type: 'text', array: true })
  permissions: string[];

  /** The name and description in the other interface languages (shared/localized-text.ts). */
  @Column({ type: 'jsonb', nullable: true })
  translations: Translations | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
