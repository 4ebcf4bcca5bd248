import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { UserEntity } from '../users/index.js';
import { AthleteEntity } from './athlete.entity.js';

export const GUARDIAN_RELATIONSHIPS = [
  'mother',
  'father',
  'grandparent',
  'sibling',
  'relative',
  'foster_parent',
  'other',
] as const;
export type GuardianRelationship = (typeof GUARDIAN_RELATIONSHIPS)[number];

/**
 * A parent (or other adult) who looks after an athlete: many-to-many, so siblings share guardians and
 * a child has two. Removing a link archives it (kept for history); linking again brings it back.
 */
@Entity({ name: 'guardian_links' })
@Index('guardian_links_athlete_user_key', ['athleteId', 'userId'], { unique: true })
@Index('guardian_links_user_idx', ['userId'])
// At most one primary guardian per athlete among the links that hold.
@Index('guardian_links_one_primary_key', ['athleteId'], {
  unique: true,
  where: '"is_primary" AND "archived_at" IS NULL',
})
export class GuardianLinkEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'athlete_id', type: 'uuid' })
  athleteId: string;

  @ManyToOne(() => AthleteEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'athlete_id', foreignKeyConstraintName: 'guardian_links_athlete_id_fkey' })
  athlete?: AthleteEntity;

  /** The guardian's account. */
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'guardian_links_user_id_fkey' })
  user?: UserEntity;

  @Column({ type: 'enum', enum: GUARDIAN_RELATIONSHIPS, enumName: 'guardian_relationship' })
  relationship: GuardianRelationship;

  @Column({ name: 'legal_guardian', type: 'boolean', default: true })
  legalGuardian: boolean;

  @Column({ name: 'is_primary', type: 'boolean', default: false })
  isPrimary: boolean;

  @Column({ name: 'may_pick_up', type: 'boolean', default: true })
  mayPickUp: boolean;

  @Column({ name: 'archived_at', type: 'timestamptz', nullable: true })
  archivedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
