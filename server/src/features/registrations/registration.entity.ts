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
import { AthleteEntity, ATHLETE_GENDERS } from '../athletes/index.js';
import { OrganizationEntity } from '../organizations/index.js';
import { TeamEntity } from '../teams/index.js';
import { UserEntity } from '../users/index.js';
import { LANGUAGES, type Language } from '../../shared/language.js';

export const REGISTRATION_STATUSES = ['pending', 'approved', 'rejected', 'waitlisted'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/**
 * A family's request to register a child (docs/adr/0010-registration-staged-then-approved.md): kept apart
 * from accounts and athletes until approved. `child_key` is the child's folded names and birth date: one
 * open (pending or waitlisted) request per child and organization, so sending it again updates it.
 */
@Entity({ name: 'registrations' })
@Index('registrations_organization_idx', ['organizationId', 'submittedAt', 'id'])
@Index('registrations_team_idx', ['teamId', 'status', 'submittedAt'])
@Index('registrations_athlete_idx', ['athleteId'])
@Index('registrations_open_child_key', ['organizationId', 'childKey'], {
  unique: true,
  where: `"status" IN ('pending', 'waitlisted')`,
})
export class RegistrationEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'registrations_organization_id_fkey' })
  organization?: OrganizationEntity;

  @Column({ name: 'team_id', type: 'uuid' })
  teamId: string;

  @ManyToOne(() => TeamEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'team_id', foreignKeyConstraintName: 'registrations_team_id_fkey' })
  team?: TeamEntity;

  @Column({ type: 'enum', enum: REGISTRATION_STATUSES, enumName: 'registration_status', default: 'pending' })
  status: RegistrationStatus;

  @Column({ name: 'first_name', type: 'varchar', length: 100 })
  firstName: string;

  @Column({ name: 'last_name', type: 'varchar', length: 100 })
  lastName: string;

  @Column({ name: 'birth_date', type: 'date' })
  birthDate: string;

  @Column({ type: 'enum', enum: ATHLETE_GENDERS, enumName: 'athlete_gender' })
  gender: (typeof ATHLETE_GENDERS)[number];

  @Column({ type: 'enum', enum: LANGUAGES, enumName: 'interface_language' })
  language: Language;

  @Column({ type: 'text', nullable: true })
  note: string | null;

  @Column({ name: 'child_key', type: 'text' })
  childKey: string;

  @Column({ name: 'submitted_at', type: 'timestamptz', default: () => 'now()' })
  submittedAt: Date;

  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  @Column({ name: 'decided_by_user_id', type: 'uuid', nullable: true })
  decidedByUserId: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({
    name: 'decided_by_user_id',
    foreignKeyConstraintName: 'registrations_decided_by_user_id_fkey',
  })
  decidedBy?: UserEntity | null;

  @Column({ type: 'text', nullable: true })
  reason: string | null;

  @Column({ name: 'athlete_id', type: 'uuid', nullable: true })
  athleteId: string | null;

  @ManyToOne(() => AthleteEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'athlete_id', foreignKeyConstraintName: 'registrations_athlete_id_fkey' })
  athlete?: AthleteEntity | null;

  /** When a freed place was offered to the family while waitlisted (offered once; the next one after it lapses). */
  @Column({ name: 'offered_at', type: 'timestamptz', nullable: true })
  offeredAt: Date | null;

  /** Until when the offered place is held for it: no other request takes it meanwhile. */
  @Column({ name: 'offer_expires_at', type: 'timestamptz', nullable: true })
  offerExpiresAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
