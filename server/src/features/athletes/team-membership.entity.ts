import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { TeamEntity } from '../teams/index.js';
import { AthleteEntity } from './athlete.entity.js';

export const TEAM_MEMBERSHIP_STATUSES = ['active', 'trial', 'injured', 'suspended'] as const;
export type TeamMembershipStatus = (typeof TEAM_MEMBERSHIP_STATUSES)[number];

/**
 * An athlete's place in a team from `from_on` to `to_on` (null while it lasts: the current
 * membership). Moving an athlete ends one row and starts another, so the history is kept; rows are
 * never deleted.
 */
@Entity({ name: 'team_memberships' })
@Index('team_memberships_athlete_idx', ['athleteId', 'fromOn'])
@Index('team_memberships_team_idx', ['teamId', 'toOn'])
// One current membership per athlete and team, and one current holder of each jersey number.
@Index('team_memberships_current_key', ['teamId', 'athleteId'], { unique: true, where: '"to_on" IS NULL' })
@Index('team_memberships_jersey_key', ['teamId', 'jerseyNumber'], {
  unique: true,
  where: '"to_on" IS NULL AND "jersey_number" IS NOT NULL',
})
@Check('team_memberships_period_check', '"to_on" IS NULL OR "to_on" >= "from_on"')
@Check('team_memberships_jersey_check', '"jersey_number" BETWEEN 0 AND 99')
export class TeamMembershipEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'team_id', type: 'uuid' })
  teamId: string;

  @ManyToOne(() => TeamEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'team_id', foreignKeyConstraintName: 'team_memberships_team_id_fkey' })
  team?: TeamEntity;

  @Column({ name: 'athlete_id', type: 'uuid' })
  athleteId: string;

  @ManyToOne(() => AthleteEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'athlete_id', foreignKeyConstraintName: 'team_memberships_athlete_id_fkey' })
  athlete?: AthleteEntity;

  @Column({ name: 'jersey_number', type: 'smallint', nullable: true })
  jerseyNumber: number | null;

  @Column({ type: 'varchar', length: 60, nullable: true })
  position: string | null;

  @Column({
    type: 'enum',
    enum: TEAM_MEMBERSHIP_STATUSES,
    enumName: 'team_membership_status',
    default: 'active',
  })
  status: TeamMembershipStatus;

  /** ISO date string (YYYY-MM-DD). */
  @Column({ name: 'from_on', type: 'date' })
  fromOn: string;

  /** ISO date string; null while the membership lasts. */
  @Column({ name: 'to_on', type: 'date', nullable: true })
  toOn: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
