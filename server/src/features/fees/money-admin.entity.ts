import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { OrganizationEntity } from '../organizations/index.js';
import { UserEntity } from '../users/index.js';

/**
 * An admin the organization keeps its money to. An organization without rows lets every organization
 * and branch admin handle its money; with rows, only the admins named here (and super admins) do
 * (fees.policy.ts, fees.money-admins.ts).
 */
@Entity({ name: 'money_admins' })
export class MoneyAdminEntity {
  @PrimaryColumn({ name: 'organization_id', type: 'uuid', primaryKeyConstraintName: 'money_admins_pkey' })
  organizationId: string;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'money_admins_organization_id_fkey' })
  organization?: OrganizationEntity;

  @Index('money_admins_user_id_idx')
  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'money_admins_pkey' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'money_admins_user_id_fkey' })
  user?: UserEntity;

  @Column({ name: 'named_by', type: 'uuid', nullable: true })
  namedBy: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
