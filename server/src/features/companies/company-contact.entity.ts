import {
  CreateDateColumn,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { UserEntity } from '../users/index.js';
import { CompanyEntity } from './company.entity.js';

/** A company-role user who acts for a company: they read it and its sponsorships. */
@Entity({ name: 'company_contacts' })
@Index('company_contacts_company_user_key', ['companyId', 'userId'], { unique: true })
export class CompanyContactEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'company_id', type: 'uuid' })
  companyId: string;

  @ManyToOne(() => CompanyEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id', foreignKeyConstraintName: 'company_contacts_company_id_fkey' })
  company?: CompanyEntity;

  @Index('company_contacts_user_id_idx')
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'company_contacts_user_id_fkey' })
  user?: UserEntity;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
