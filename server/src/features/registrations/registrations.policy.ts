import { staffTeamIdsSql } from '../../shared/auth/scope.js';
import type { Viewer } from '../../shared/auth/viewer.js';
import { teamWritable } from '../teams/index.js';

// Who reads and decides registrations (docs/domain.md, "Registration"), as SQL over `registrations r`:
//
// - the admins of the team wished decide and read: a super admin, the organization's admins, the admins
//   of the team's branch or department (teams.policy.ts `teamWritable`, over the team `t`);
// - a coach reads the registrations of the athletes now on a team they staff (whether a child came
//   through registration, and when), never a request still undecided;
// - a guardian reads the registrations that name them, once approval gave or linked their account;
// - company and regular users, and everyone of another organization, read none.

/** SQL: the viewer administers the team the registration `r` asks for. */
export function registrationWritable(viewer: Viewer, params: unknown[]): string {
  return `EXISTS (SELECT 1 FROM teams t WHERE t.id = r.team_id AND ${teamWritable(viewer, params)})`;
}

/** SQL: the viewer reads the registration `r`. */
export function registrationReadable(viewer: Viewer, params: unknown[]): string {
  const admins = registrationWritable(viewer, params);
  params.push(viewer.userId);
  const user = `$${params.length}::uuid`;
  return `(${admins}
    OR EXISTS (SELECT 1 FROM registration_guardians rgv WHERE rgv.registration_id = r.id AND rgv.user_id = ${user})
    OR r.athlete_id IN (SELECT rm.athlete_id FROM team_memberships rm
                         WHERE rm.to_on IS NULL AND rm.team_id IN (${staffTeamIdsSql(user)})))`;
}
