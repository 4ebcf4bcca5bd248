import { PasswordResetTokenEntity } from '../features/auth/password-reset-token.entity.js';
import { BranchEntity } from '../features/organizations/branch.entity.js';
import { DepartmentEntity } from '../features/organizations/department.entity.js';
import { OrganizationEntity } from '../features/organizations/organization.entity.js';
import { SubscriptionPlanEntity } from '../features/subscriptions/subscription-plan.entity.js';
import { RoleEntity } from '../features/users/role.entity.js';
import { UserRoleEntity } from '../features/users/user-role.entity.js';
import { UserEntity } from '../features/users/user.entity.js';
import { MailOutboxEntity } from '../shared/mail/mail-outbox.entity.js';

// Listed explicitly: glob loading breaks under vitest and bundlers.
export const entities = [
  SubscriptionPlanEntity,
  OrganizationEntity,
  BranchEntity,
  DepartmentEntity,
  UserEntity,
  RoleEntity,
  UserRoleEntity,
  PasswordResetTokenEntity,
  MailOutboxEntity,
];
