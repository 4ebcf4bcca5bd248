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
import { BranchEntity, DepartmentEntity, OrganizationEntity, SeasonEntity } from '../organizations/index.js';

export const TEAM_GENDERS = ['girls', 'boys', 'mixed'] as const;
export type TeamGender = (typeof TEAM_GENDERS)[number];

/**
 * A team of an organization for one season (docs/domain.md): in a branch and a department, for athletes
 * born from `birth_year_min` to `birth_year_max`. The name is unique in its season regardless of case
 * (citext) among teams that are not archived.
 */
@Entity({ name: 'teams' })
@Index('teams_season_name_key', ['seasonId', 'name'], { unique: true, where: 'archived_at IS NULL' })
export class TeamEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('teams_organization_id_idx')
  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'teams_organization_id_fkey' })
  organization?: OrganizationEntity;

  @Index('teams_branch_id_idx')
  @Column({ name: 'branch_id', type: 'uuid' })
  branchId: string;

  @ManyToOne(() => BranchEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'branch_id', foreignKeyConstraintName: 'teams_branch_id_fkey' })
  branch?: BranchEntity;

  @Index('teams_department_id_idx')
  @Column({ name: 'department_id', type: 'uuid' })
  departmentId: string;

  @ManyToOne(() => DepartmentEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'department_id', foreignKeyConstraintName: 'teams_department_id_fkey' })
  department?: DepartmentEntity;

  @Column({ name: 'season_id', type: 'uuid' })
  seasonId: string;

  @ManyToOne(() => SeasonEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'season_id', foreignKeyConstraintName: 'teams_season_id_fkey' })
  season?: SeasonEntity;

  @Column({ type: 'citext' })
  name: string;

  @Column({ name: 'birth_year_min', type: 'integer' })
  birthYearMin: number;

  @Column({ name: 'birth_year_max', type: 'integer' })
  birthYearMax: number;

  @Column({ type: 'enum', enum: TEAM_GENDERS, enumName: 'team_gender' })
  gender: TeamGender;

  @Column({ type: 'integer' })
  capacity: number;

  @Column({ name: 'archived_at', type: 'timestamptz', nullable: true })
  archivedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
