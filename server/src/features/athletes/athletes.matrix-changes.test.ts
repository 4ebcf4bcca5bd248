import { describe, expect } from 'vitest';
import type { AllowedCall, MatrixCall, Outcome } from '../../../../tests/support/permission-matrix.js';
import { DEMO_PERSONAS } from '../users/index.js';
import { athletesSuite, kartal, type Persona, type Target } from './athletes.test-kit.js';

// The permission matrix of the athletes changes (athletes, health records, team memberships, guardian
// links and invitations, consents) as each demo persona, across both organizations. Each call gets fresh
// rows (`Target` in athletes.test-kit.ts). An allowed change leaves the audit row it must; a refused one
// changes no row and writes no audit row (the digest covers audit_log). The matrix of the reads:
// athletes.matrix-reads.test.ts.

const { query, teams, expectAuditBy, athletesMatrix } = athletesSuite();

type Op =
  | 'create'
  | 'update'
  | 'updateHealth'
  | 'archive'
  | 'restore'
  | 'addMembership'
  | 'updateMembership'
  | 'endMembership'
  | 'move'
  | 'link'
  | 'linkCompany'
  | 'linkRegular'
  | 'linkCoach'
  | 'linkOtherBranchAdmin'
  | 'invite'
  | 'updateLink'
  | 'unlink'
  | 'grant'
  | 'grantForGuardian'
  | 'withdraw';

const ADMIN: Record<Op, Outcome> = {
  create: 'ok',
  update: 'ok',
  updateHealth: 'ok',
  archive: 'ok',
  restore: 'ok',
  addMembership: 'ok',
  updateMembership: 'ok',
  endMembership: 'ok',
  move: 'ok',
  link: 'ok',
  // Nobody but a parent of the organization is linked; a coach of the athlete's team is refused too.
  linkCompany: 'BAD_USER_INPUT',
  linkRegular: 'BAD_USER_INPUT',
  linkCoach: 'BAD_USER_INPUT',
  linkOtherBranchAdmin: 'BAD_USER_INPUT',
  invite: 'ok',
  updateLink: 'ok',
  unlink: 'ok',
  // An admin names the guardian who consented.
  grant: 'BAD_USER_INPUT',
  grantForGuardian: 'ok',
  withdraw: 'ok',
};
const NOBODY: Record<Op, Outcome> = {
  create: 'FORBIDDEN',
  update: 'NOT_FOUND',
  updateHealth: 'NOT_FOUND',
  archive: 'NOT_FOUND',
  restore: 'NOT_FOUND',
  addMembership: 'NOT_FOUND',
  updateMembership: 'NOT_FOUND',
  endMembership: 'NOT_FOUND',
  move: 'NOT_FOUND',
  link: 'NOT_FOUND',
  linkCompany: 'NOT_FOUND',
  linkRegular: 'NOT_FOUND',
  linkCoach: 'NOT_FOUND',
  linkOtherBranchAdmin: 'NOT_FOUND',
  invite: 'NOT_FOUND',
  updateLink: 'NOT_FOUND',
  unlink: 'NOT_FOUND',
  grant: 'NOT_FOUND',
  grantForGuardian: 'NOT_FOUND',
  withdraw: 'NOT_FOUND',
};
const EXPECTED: Record<Persona, Record<Op, Outcome>> = {
  superAdmin: ADMIN,
  orgAdmin: ADMIN,
  // Scoped admins change the athletes of their teams. The Kadıköy basketball team (where `addMembership`
  // and `move` take the athlete) is the branch admin's, not the football department admin's.
  branchAdmin: ADMIN,
  deptAdmin: { ...ADMIN, addMembership: 'FORBIDDEN', move: 'FORBIDDEN' },
  // Changes are the admins', consents the legal guardian's.
  parent: {
    ...NOBODY,
    update: 'FORBIDDEN',
    updateHealth: 'FORBIDDEN',
    archive: 'FORBIDDEN',
    addMembership: 'FORBIDDEN',
    updateMembership: 'FORBIDDEN',
    endMembership: 'FORBIDDEN',
    move: 'FORBIDDEN',
    link: 'FORBIDDEN',
    linkCompany: 'FORBIDDEN',
    linkRegular: 'FORBIDDEN',
    linkCoach: 'FORBIDDEN',
    linkOtherBranchAdmin: 'FORBIDDEN',
    invite: 'FORBIDDEN',
    updateLink: 'FORBIDDEN',
    unlink: 'FORBIDDEN',
    grant: 'ok',
    grantForGuardian: 'ok',
    withdraw: 'ok',
  },
  company: NOBODY,
  regular: NOBODY,
  // Anadolu's admin: Kartal's athletes do not exist for them, and a Kartal team is not one their new
  // athlete can join.
  otherOrgAdmin: { ...NOBODY, create: 'BAD_USER_INPUT' },
};

const linkCall = (athleteId: string, userId: string): MatrixCall => ({
  graphql: [
    'mutation ($input: LinkGuardianInput!) { linkGuardian(input: $input) { id guardian { id } } }',
    { input: { athleteId, userId, relationship: 'father' } },
  ],
  field: 'linkGuardian',
});

const CALLS: Record<Op, (target: Target, label: string) => MatrixCall> = {
  create: (_target, label) => ({
    graphql: [
      `mutation ($input: CreateAthleteInput!) { createAthlete(input: $input) { id organizationId access } }`,
      {
        input: {
          firstName: 'Yeni',
          lastName: label.replace(/\W/g, ''),
          birthDate: '2014-09-09',
          gender: 'male',
          teamId: teams.kadikoyFootball,
        },
      },
    ],
    field: 'createAthlete',
  }),
  update: ({ own }) => ({
    graphql: [
      'mutation ($id: ID!) { updateAthlete(id: $id, input: { emergencyContactName: "Matrix" }) { id private { emergencyContactName } } }',
      { id: own },
    ],
    field: 'updateAthlete',
  }),
  updateHealth: ({ own }) => ({
    graphql: [
      'mutation ($id: ID!) { updateAthleteHealth(athleteId: $id, medicalNotes: "Matrix") { medicalNotes } }',
      { id: own },
    ],
    field: 'updateAthleteHealth',
  }),
  archive: ({ own }) => ({
    graphql: ['mutation ($id: ID!) { archiveAthlete(id: $id) { id archivedAt } }', { id: own }],
    field: 'archiveAthlete',
  }),
  restore: ({ archived }) => ({
    graphql: ['mutation ($id: ID!) { restoreAthlete(id: $id) { id archivedAt } }', { id: archived }],
    field: 'restoreAthlete',
  }),
  addMembership: ({ own }) => ({
    graphql: [
      'mutation ($input: AddTeamMembershipInput!) { addTeamMembership(input: $input) { id teamId current } }',
      { input: { athleteId: own, teamId: teams.kadikoyBasketball } },
    ],
    field: 'addTeamMembership',
  }),
  updateMembership: ({ ownMembership }) => ({
    graphql: [
      'mutation ($id: ID!) { updateTeamMembership(id: $id, input: { position: "Matrix" }) { id position } }',
      { id: ownMembership },
    ],
    field: 'updateTeamMembership',
  }),
  endMembership: ({ ownMembership }) => ({
    graphql: ['mutation ($id: ID!) { endTeamMembership(id: $id) { id current } }', { id: ownMembership }],
    field: 'endTeamMembership',
  }),
  move: ({ ownMembership }) => ({
    graphql: [
      'mutation ($input: MoveAthleteInput!) { moveAthlete(input: $input) { ended { id current } started { id teamId } } }',
      { input: { membershipId: ownMembership, toTeamId: teams.kadikoyBasketball } },
    ],
    field: 'moveAthlete',
  }),
  link: ({ own, newGuardian }) => linkCall(own, newGuardian),
  linkCompany: ({ own }) => linkCall(own, DEMO_PERSONAS.company.id),
  linkRegular: ({ own }) => linkCall(own, DEMO_PERSONAS.regular.id),
  linkCoach: ({ own, coach }) => linkCall(own, coach),
  linkOtherBranchAdmin: ({ own, otherBranchAdmin }) => linkCall(own, otherBranchAdmin),
  invite: ({ own, marker }) => ({
    graphql: [
      'mutation ($input: InviteGuardianInput!) { inviteGuardian(input: $input) { athleteId email } }',
      {
        input: {
          athleteId: own,
          fullName: `Davetli ${marker}`,
          email: `${String(marker).toLowerCase()}@veli.example`,
          relationship: 'grandparent',
        },
      },
    ],
    field: 'inviteGuardian',
  }),
  updateLink: ({ parentLink }) => ({
    graphql: [
      'mutation ($id: ID!) { updateGuardianLink(id: $id, input: { mayPickUp: false }) { id mayPickUp } }',
      { id: parentLink },
    ],
    field: 'updateGuardianLink',
  }),
  unlink: ({ parentLink }) => ({
    graphql: ['mutation ($id: ID!) { unlinkGuardian(id: $id) { id archivedAt } }', { id: parentLink }],
    field: 'unlinkGuardian',
  }),
  grant: ({ own }) => ({
    graphql: [
      'mutation ($input: GrantConsentInput!) { grantConsent(input: $input) { id purpose grantedBy { id } } }',
      { input: { athleteId: own, purpose: 'marketing' } },
    ],
    field: 'grantConsent',
  }),
  grantForGuardian: ({ own }) => ({
    graphql: [
      'mutation ($input: GrantConsentInput!) { grantConsent(input: $input) { id purpose grantedBy { id } } }',
      { input: { athleteId: own, purpose: 'publishing_results', guardianUserId: DEMO_PERSONAS.parent.id } },
    ],
    field: 'grantConsent',
  }),
  withdraw: ({ photoConsent }) => ({
    graphql: ['mutation ($id: ID!) { withdrawConsent(id: $id) { id active } }', { id: photoConsent }],
    field: 'withdrawConsent',
  }),
};

/** The checks of an allowed change: the answer, the rows, and the audit row it must leave. */
async function expectAllowed({ op, persona, target, answer, where }: AllowedCall<Persona, Op, Target>) {
  const organizationId = DEMO_PERSONAS[persona].organizationId;
  const expectAudit = (entityId: string, expected: Record<string, unknown>) =>
    expectAuditBy(persona, entityId, where, expected);
  const value = answer as Record<string, unknown>;
  switch (op) {
    case 'create': {
      expect(value, where).toMatchObject({ organizationId, access: 'full' });
      const [membership] = await query<{ team_id: string }>(
        'SELECT team_id FROM team_memberships WHERE athlete_id = $1 AND to_on IS NULL',
        [value.id],
      );
      expect(membership?.team_id, where).toBe(teams.kadikoyFootball);
      return expectAudit(value.id as string, {
        action: 'create',
        entityType: 'athlete',
        organizationId: kartal,
      });
    }
    case 'update':
      expect(value, where).toEqual({ id: target.own, private: { emergencyContactName: 'Matrix' } });
      return expectAudit(target.own, {
        action: 'update',
        before: { emergencyContactName: 'Teyze' },
        after: { emergencyContactName: 'Matrix' },
      });
    case 'updateHealth':
      expect(value, where).toEqual({ medicalNotes: 'Matrix' });
      return expectAudit(target.own, { action: 'update', entityType: 'athlete_health' });
    case 'archive':
      expect(value.archivedAt, where).toBeTruthy();
      return expectAudit(target.own, { action: 'archive' });
    case 'restore':
      expect(value, where).toEqual({ id: target.archived, archivedAt: null });
      return expectAudit(target.archived, { action: 'restore' });
    case 'addMembership':
      expect(value, where).toMatchObject({ teamId: teams.kadikoyBasketball, current: true });
      return expectAudit(value.id as string, { action: 'create', entityType: 'team_membership' });
    case 'updateMembership':
      expect(value, where).toEqual({ id: target.ownMembership, position: 'Matrix' });
      return expectAudit(target.ownMembership, { action: 'update', after: { position: 'Matrix' } });
    case 'endMembership':
      expect(value, where).toEqual({ id: target.ownMembership, current: false });
      return expectAudit(target.ownMembership, { action: 'update' });
    case 'move':
      expect(value, where).toMatchObject({
        ended: { id: target.ownMembership, current: false },
        started: { teamId: teams.kadikoyBasketball },
      });
      return expectAudit(target.own, { action: 'move' });
    case 'link':
      expect(value, where).toMatchObject({ guardian: { id: target.newGuardian } });
      return expectAudit(value.id as string, { action: 'link', entityType: 'guardian_link' });
    case 'invite': {
      const email = `${target.marker.toLowerCase()}@veli.example`;
      expect(value, where).toEqual({ athleteId: target.own, email });
      // A parent account of the athlete's organization, linked, with a set-password link waiting.
      const [account] = await query<{
        name: string;
        organizationId: string;
        roles: string[];
        tokens: number;
        link: string;
      }>(
        `SELECT u.name, u.organization_id AS "organizationId",
                array(SELECT r.key FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id) AS roles,
                (SELECT count(*)::int FROM password_reset_tokens p WHERE p.user_id = u.id) AS tokens,
                (SELECT g.id FROM guardian_links g WHERE g.user_id = u.id AND g.athlete_id = $2
                    AND g.relationship = 'grandparent') AS link
           FROM users u WHERE u.email = $1`,
        [email, target.own],
      );
      expect(account, where).toMatchObject({
        name: `Davetli ${target.marker}`,
        organizationId: kartal,
        roles: ['parent'],
        tokens: 1,
      });
      return expectAudit(account!.link, {
        action: 'link',
        entityType: 'guardian_link',
        after: { invited: true },
      });
    }
    case 'updateLink':
      expect(value, where).toEqual({ id: target.parentLink, mayPickUp: false });
      return expectAudit(target.parentLink, {
        action: 'update',
        before: { mayPickUp: true },
        after: { mayPickUp: false },
      });
    case 'unlink':
      expect(value.archivedAt, where).toBeTruthy();
      return expectAudit(target.parentLink, { action: 'unlink' });
    case 'grant':
    case 'grantForGuardian':
      expect(value, where).toMatchObject({ grantedBy: { id: DEMO_PERSONAS.parent.id } });
      return expectAudit(value.id as string, { action: 'grant', entityType: 'consent' });
    case 'withdraw':
      expect(value, where).toEqual({ id: target.photoConsent, active: false });
      return expectAudit(target.photoConsent, { action: 'withdraw' });
  }
}

describe('the permission matrix: every change as each persona, across both organizations', () => {
  athletesMatrix({ expected: EXPECTED, calls: CALLS, expectAllowed });
});
