import { defineFeature, type Deps } from '../../shared/feature.js';
import type { InvitedAccountsService } from '../invited-accounts/index.js';
import type { UsersService } from '../users/index.js';
import { AthleteAccess } from './athlete-access.js';
import { AthleteHealthService } from './athlete-health.service.js';
import { AthleteEntity } from './athlete.entity.js';
import { createAthleteLoaders } from './athletes.loaders.js';
import { athletesResolvers } from './athletes.resolvers.js';
import { seedDemoAthletes } from './athletes.seed.js';
import { AthletesService } from './athletes.service.js';
import { ConsentEntity } from './consent.entity.js';
import { ConsentsService } from './consents.service.js';
import { GuardianInvitationsService } from './guardian-invitations.service.js';
import { GuardianLinkEntity } from './guardian-link.entity.js';
import { GuardiansService } from './guardians.service.js';
import { MembershipsService } from './memberships.service.js';
import { TeamMembershipEntity } from './team-membership.entity.js';

export type { Admission } from './athlete-admission.js';
export { ATHLETE_GENDERS, ATHLETE_STATUSES, AthleteEntity } from './athlete.entity.js';
export { activeConsentSql, athletesWithConsent, REQUIRED_CONSENTS } from './athletes.consents.js';
export { DEMO_ATHLETES, DEMO_GUARDIANS } from './athletes.seed.js';
export {
  athleteAdminSql,
  athleteDataHolderSql,
  athleteGuardianSql,
  athleteManagerSql,
  isParentOf,
  parentOfOrganizationSql,
} from './athletes.policy.js';
export { AthletesService } from './athletes.service.js';
export type { AthleteNode, ConsentNode, GuardianLinkNode, MembershipNode } from './athletes.sql.js';
export { CONSENT_PURPOSES, ConsentEntity, type ConsentPurpose } from './consent.entity.js';
export { GUARDIAN_RELATIONSHIPS, GuardianLinkEntity } from './guardian-link.entity.js';
export { TeamMembershipEntity } from './team-membership.entity.js';

/**
 * Athletes (mostly minors), their team memberships, guardians and consents, with the minors' privacy
 * policy in SQL (athletes.policy.ts) and an audit row for every change and every health read.
 */
export const athletesModule = defineFeature({
  name: 'athletes',
  entities: [AthleteEntity, TeamMembershipEntity, GuardianLinkEntity, ConsentEntity],
  resolvers: athletesResolvers,
  createService: ({
    dataSource,
    invitedAccounts,
    users,
  }: Deps<{ invitedAccounts: InvitedAccountsService; users: UsersService }>) => {
    // The athlete's reads and write target are one shared part; the services take it, not each other.
    const access = new AthleteAccess(dataSource);
    const memberships = new MembershipsService(dataSource, access);
    const guardians = new GuardiansService(dataSource, access, users);
    const invitations = new GuardianInvitationsService(dataSource, access, invitedAccounts);
    const consents = new ConsentsService(dataSource, access);
    const health = new AthleteHealthService(dataSource, access);
    return new AthletesService(dataSource, access, memberships, guardians, invitations, consents, health);
  },
  loaders: createAthleteLoaders,
  seed: { demo: seedDemoAthletes, after: ['organizations', 'users', 'teams'] },
});
