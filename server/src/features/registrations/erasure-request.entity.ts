import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { AthleteEntity } from '../athletes/index.js';
import { OrganizationEntity } from '../organizations/index.js';
import { UserEntity } from '../users/index.js';

export const ERASURE_STATUSES = ['requested', 'completed', 'declined'] as const;
export type ErasureStatus = (typeof ERASURE_STATUSES)[number];

/**
 * A request to erase what is held about an athlete (the law on personal data: KVKK art. 7 and 11, GDPR
 * art. 17), made by a legal guardian or recorded by an admin, and completed or declined by an admin of
 * the athlete's scope (registrations.erasure.ts). One open request per athlete.
 */
@Entity({ name: 'erasure_requests' })
@Index('erasure_requests_open_key', ['athleteId'], { unique: true, where: `"status" = 'requested'` })
@Index('erasure_requests_organization_idx', ['organizationId', 'status', 'requestedAt'])
export class ErasureRequestEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'erasure_requests_organization_id_fkey' })
  organization?: OrganizationEntity;

  @Column({ name: 'athlete_id', type: 'uuid' })
  athleteId: string;

  @ManyToOne(() => AthleteEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'athlete_id', foreignKeyConstraintName: 'erasure_requests_athlete_id_fkey' })
  athlete?: AthleteEntity;

  @Column({ type: 'enum', enum: ERASURE_STATUSES, enumName: 'erasure_status', default: 'requested' })
  status: ErasureStatus;

  @Column({ name: 'requested_by_user_id', type: 'uuid', nullable: true })
  requestedByUserId: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({
    name: 'requested_by_user_id',
    foreignKeyConstraintName: 'erasure_requests_requested_by_fkey',
  })
  requestedBy?: UserEntity | null;

  @Column({ name: 'requested_at', type: 'timestamptz', default: () => 'now()' })
  requestedAt: Date;

  @Column({ type: 'text', nullable: true })
  note: string | null;

  @Column({ name: 'decided_by_user_id', type: 'uuid', nullable: true })
  decidedByUserId: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'decided_by_user_id', foreignKeyConstraintName: 'erasure_requests_decided_by_fkey' })
  decidedBy?: UserEntity | null;

  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  /** Why a request was declined, mailed to whoever asked. */
  @Column({ type: 'text', nullable: true })
  reason: string | null;
}
