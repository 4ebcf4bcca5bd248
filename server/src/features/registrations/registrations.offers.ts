import type { DataSource } from 'typeorm';
import type { JobHandler, JobQueue, JobSchedule } from '../../shared/jobs/job-queue.js';
import { recordAudit } from '../audit/index.js';
import { mailFamily } from './registrations.mails.js';
import { guardianColumns, placesTakenSql, type RegistrationGuardianNode } from './registrations.sql.js';

// A place that frees on a team is offered to the first child on its waiting list (docs/domain.md,
// "Registration"): every ten minutes, each team with free places (capacity less its members and the places
// already held) and children waiting gets its places held for the next children in line, each family told
// by mail in its language. A hold lasts OFFER_HOLD_DAYS; one not taken lapses and the place goes to the next
// child at the following run. The school confirms a taken place by approving the request.

export const OFFER_PLACES = 'registrations.offer-places';
export const OFFER_HOLD_DAYS = 3;
export const OFFER_SCHEDULES: readonly JobSchedule[] = [{ task: OFFER_PLACES, cron: '*/10 * * * *' }];

interface Offer {
  id: string;
  organizationId: string;
  firstName: string;
  lastName: string;
  language: 'en' | 'tr';
  teamName: string;
  organizationName: string;
}

/** Holds the free places of every team for the children waiting longest; answers the requests offered. */
export async function offerFreedPlaces(dataSource: DataSource, jobs: JobQueue): Promise<string[]> {
  return dataSource.transaction(async (manager) => {
    // The teams are locked, so an approval cannot take a place this run is offering.
    const teams = await manager.query<{ id: string; free: number }[]>(
      `SELECT t.id, t.capacity - ${placesTakenSql('t.id')} AS free FROM teams t
        WHERE t.archived_at IS NULL
          AND EXISTS (SELECT 1 FROM registrations w WHERE w.team_id = t.id AND w.status = 'waitlisted'
                         AND w.offered_at IS NULL)
        ORDER BY t.id FOR UPDATE OF t`,
    );
    const offered: string[] = [];
    for (const team of teams.filter((row) => row.free > 0)) {
      const offers = await manager.query<Offer[]>(
        // In a CTE: TypeORM answers an UPDATE with [rows, count], a SELECT with the rows.
        `WITH offered AS (
           UPDATE registrations r SET offered_at = now(), updated_at = now(),
                  offer_expires_at = now() + make_interval(days => $3)
            WHERE r.id IN (SELECT w.id FROM registrations w
                            WHERE w.team_id = $1 AND w.status = 'waitlisted' AND w.offered_at IS NULL
                            ORDER BY w.created_at, w.id LIMIT $2)
           RETURNING r.id, r.organization_id, r.team_id, r.first_name, r.last_name, r.language, r.created_at)
         SELECT f.id, f.organization_id AS "organizationId", f.first_name AS "firstName",
                f.last_name AS "lastName", f.language, t.name AS "teamName", o.name AS "organizationName"
           FROM offered f JOIN teams t ON t.id = f.team_id JOIN organizations o ON o.id = t.organization_id
          ORDER BY f.created_at, f.id`,
        [team.id, team.free, OFFER_HOLD_DAYS],
      );
      for (const offer of offers) {
        const child = `${offer.firstName} ${offer.lastName}`;
        const guardians = await manager.query<RegistrationGuardianNode[]>(
          `SELECT ${guardianColumns} FROM registration_guardians g WHERE g.registration_id = $1 ORDER BY g.position`,
          [offer.id],
        );
        await recordAudit(manager, {
          organizationId: offer.organizationId,
          actorUserId: null,
          action: 'update',
          entityType: 'registration',
          entityId: offer.id,
          summary: {
            en: `A place in ${offer.teamName} offered to ${child} for ${OFFER_HOLD_DAYS} days`,
            tr: `${offer.teamName} takımındaki yer ${OFFER_HOLD_DAYS} gün için ${child} için ayrıldı`,
          },
          after: { offered: true, holdDays: OFFER_HOLD_DAYS },
        });
        await mailFamily(jobs, manager, 'offered', {
          organizationName: offer.organizationName,
          childName: child,
          teamName: offer.teamName,
          language: offer.language,
          guardians,
          holdDays: OFFER_HOLD_DAYS,
        });
        offered.push(offer.id);
      }
    }
    return offered;
  });
}

/** The feature's tasks, for the queue (features' `jobs`). */
export function offerJobs({
  dataSource,
  jobs,
}: {
  dataSource: DataSource;
  jobs: JobQueue;
}): Record<string, JobHandler> {
  return {
    [OFFER_PLACES]: async () => {
      await offerFreedPlaces(dataSource, jobs);
    },
  };
}
