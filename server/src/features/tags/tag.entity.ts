import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { OrganizationEntity } from '../organizations/index.js';
import type { Translations } from '../../shared/localized-text.js';

/** The kinds of items an organization tags; each kind has its own set of tags. */
export const TAG_KINDS = ['contact', 'task'] as const;
export type TagKind = (typeof TAG_KINDS)[number];

/**
 * A label an organization puts on its contacts or tasks (spec 001 §3). All kinds share one table and
 * one service; items carry the ids of their tags in a `tag_ids` array.
 */
@Entity({ name: 'tags' })
@Index('tags_organization_kind_title_key', ['organizationId', 'kind', 'title'], { unique: true })
export class TagEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'tags_organization_id_fkey' })
  organization?: OrganizationEntity;

  @Column({ type: 'enum', enum: TAG_KINDS, enumName: 'tag_kind' })
  kind: TagKind;

  /** Unique per organization and kind regardless of letter case (citext). */
  @Column({ type: 'citext' })
  title: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** The text in the other interface languages (shared/localized-text.ts); null for text people wrote. */
  @Column({ type: 'jsonb', nullable: true })
  translations: Translations | null;
}
