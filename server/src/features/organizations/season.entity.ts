import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { OrganizationEntity } from './organization.entity.js';

/**
 * A season of an organization (e.g. 2026–2027). At most one per organization is current: a partial
 * unique index enforces it, so two admins switching seasons at once cannot both win.
 */
@Entity({ name: 'seasons' })
@Index('seasons_one_current_key', ['organizationId'], { unique: true, where: 'current' })
export class SeasonEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('seasons_organization_id_idx')
  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'seasons_organization_id_fkey' })
  organization?: OrganizationEntity;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** YYYY-MM-DD: read as text (to_char), never as a JavaScript Date that would shift the day. */
  @Column({ name: 'starts_on', type: 'date' })
  startsOn: string;

  @Column({ name: 'ends_on', type: 'date' })
  endsOn: string;

  @Column({ type: 'boolean', default: false })
  current: boolean;

  @Column({ name: 'archived_at', type: 'timestamptz', nullable: true })
  archivedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
