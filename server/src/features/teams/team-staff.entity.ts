import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { ProfessionalEntity } from '../professionals/index.js';
import { TeamEntity } from './team.entity.js';

export const TEAM_STAFF_ROLES = [
  'head_coach',
  'assistant_coach',
  'goalkeeper_coach',
  'physio',
  'manager',
] as const;
export type TeamStaffRole = (typeof TEAM_STAFF_ROLES)[number];

/**
 * A professional working for a team in a role. Current staff (archived_at null) write to their teams'
 * athletes (shared/auth/scope.ts staffTeamIdsSql); removing one archives the row, kept as history. A
 * professional holds a role in a team once at a time.
 */
@Entity({ name: 'team_staff' })
@Index('team_staff_current_key', ['teamId', 'professionalId', 'role'], {
  unique: true,
  where: 'archived_at IS NULL',
})
export class TeamStaffEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('team_staff_team_id_idx')
  @Column({ name: 'team_id', type: 'uuid' })
  teamId: string;

  @ManyToOne(() => TeamEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'team_id', foreignKeyConstraintName: 'team_staff_team_id_fkey' })
  team?: TeamEntity;

  @Index('team_staff_professional_id_idx')
  @Column({ name: 'professional_id', type: 'uuid' })
  professionalId: string;

  @ManyToOne(() => ProfessionalEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'professional_id', foreignKeyConstraintName: 'team_staff_professional_id_fkey' })
  professional?: ProfessionalEntity;

  @Column({ type: 'enum', enum: TEAM_STAFF_ROLES, enumName: 'team_staff_role' })
  role: TeamStaffRole;

  @Column({ name: 'archived_at', type: 'timestamptz', nullable: true })
  archivedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
