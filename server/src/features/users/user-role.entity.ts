import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { SCOPE_TYPES, type ScopeType } from '../../shared/auth/roles.js';
import { RoleEntity } from './role.entity.js';
import { UserEntity } from './user.entity.js';

/** A role given to a user, optionally limited to one organization, branch or department. */
@Entity({ name: 'user_roles' })
export class UserRoleEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('user_roles_user_id_idx')
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'user_roles_user_id_fkey' })
  user?: UserEntity;

  @Index('user_roles_role_id_idx')
  @Column({ name: 'role_id', type: 'uuid' })
  roleId: string;

  @ManyToOne(() => RoleEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'role_id', foreignKeyConstraintName: 'user_roles_role_id_fkey' })
  role?: RoleEntity;

  @Column({ name: 'scope_type', type: 'enum', enum: SCOPE_TYPES, enumName: 'scope_type', nullable: true })
  scopeType: ScopeType | null;

  /** The organization, branch or department id; null for an unscoped (global) grant. */
  @Column({ name: 'scope_id', type: 'uuid', nullable: true })
  scopeId: string | null;

  @Column({ name: 'assigned_at', type: 'timestamptz', default: () => 'now()' })
  assignedAt: Date;
}
