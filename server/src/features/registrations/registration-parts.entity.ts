import {
  Check,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { GUARDIAN_RELATIONSHIPS } from '../athletes/index.js';
import { UserEntity } from '../users/index.js';
import { ConsentTextEntity } from './consent-text.entity.js';
import { RegistrationEntity } from './registration.entity.js';

/** A guardian named on a registration (one or two); `user_id` is the account made or linked on approval. */
@Entity({ name: 'registration_guardians' })
@Index('registration_guardians_position_key', ['registrationId', 'position'], { unique: true })
@Index('registration_guardians_user_idx', ['userId'])
@Check('registration_guardians_position_check', '"position" IN (1, 2)')
export class RegistrationGuardianEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'registration_id', type: 'uuid' })
  registrationId: string;

  @ManyToOne(() => RegistrationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'registration_id',
    foreignKeyConstraintName: 'registration_guardians_registration_id_fkey',
  })
  registration?: RegistrationEntity;

  @Column({ type: 'smallint' })
  position: number;

  @Column({ name: 'first_name', type: 'varchar', length: 100 })
  firstName: string;

  @Column({ name: 'last_name', type: 'varchar', length: 100 })
  lastName: string;

  @Column({ type: 'varchar', length: 320 })
  email: string;

  @Column({ type: 'varchar', length: 20 })
  phone: string;

  @Column({ type: 'enum', enum: GUARDIAN_RELATIONSHIPS, enumName: 'guardian_relationship' })
  relationship: (typeof GUARDIAN_RELATIONSHIPS)[number];

  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'registration_guardians_user_id_fkey' })
  user?: UserEntity | null;
}

/** A consent text version accepted on a registration. */
@Entity({ name: 'registration_consents' })
export class RegistrationConsentEntity {
  @PrimaryColumn({ name: 'registration_id', type: 'uuid' })
  registrationId: string;

  @ManyToOne(() => RegistrationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'registration_id',
    foreignKeyConstraintName: 'registration_consents_registration_id_fkey',
  })
  registration?: RegistrationEntity;

  @PrimaryColumn({ name: 'consent_text_id', type: 'uuid' })
  consentTextId: string;

  @ManyToOne(() => ConsentTextEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({
    name: 'consent_text_id',
    foreignKeyConstraintName: 'registration_consents_consent_text_id_fkey',
  })
  consentText?: ConsentTextEntity;

  @Column({ name: 'accepted_at', type: 'timestamptz', default: () => 'now()' })
  acceptedAt: Date;
}
