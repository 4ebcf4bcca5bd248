import type { DataSource } from 'typeorm';
import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import { readRow } from '../../shared/db/guarded-write.js';
import { ListQuery } from '../../shared/db/keyset-list.js';
import { byCreated, type Page } from '../../shared/db/paging.js';
import { badInput, notFound } from '../../shared/errors.js';
import type { JobQueue } from '../../shared/jobs/job-queue.js';
import type { Language } from '../../shared/language.js';
import { AttemptLimiter } from '../../shared/rate-limit.js';
import { isUuid, validate } from '../../shared/validation.js';
import { REQUIRED_CONSENTS } from '../athletes/index.js';
import type { RegistrationDocuments } from './registrations.documents.js';
import { mailFamily } from './registrations.mails.js';
import { registrationReadable } from './registrations.policy.js';
import {
  childFits,
  latestConsentTexts,
  registrationColumns,
  registrationRow,
  teamOptions,
  type ConsentTextNode,
  type RegistrationNode,
  type TeamOption,
} from './registrations.sql.js';
import { registrationsArgsSchema, submitRegistrationSchema } from './registrations.validation.js';
import { REGISTRATION_STATUSES, type RegistrationStatus } from './registration.entity.js';

/** Submissions one client address may send in an hour: a family with a few children and a few corrections. */
export const SUBMISSIONS_PER_ADDRESS = { points: 10, windowSeconds: 60 * 60 } as const;

export interface RegistrationFormNode {
  organizationId: string;
  organizationName: string;
  organizationSlug: string;
  teams: TeamOption[];
  consentTexts: ConsentTextNode[];
}

/**
 * Registrations (docs/adr/0010-registration-staged-then-approved.md): the public form and its submission,
 * and the queue the school reads. A request stays in its own rows until a decision
 * (registrations.decisions.ts) turns it into accounts, an athlete and a place.
 */
export class RegistrationsReads {
  private readonly submissions = new AttemptLimiter(
    SUBMISSIONS_PER_ADDRESS.points,
    SUBMISSIONS_PER_ADDRESS.windowSeconds,
  );

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueue,
    private readonly documents: RegistrationDocuments,
  ) {}

  /** The organizations with a public registration page (every one that is not archived), by name. */
  schools(): Promise<{ name: string; slug: string }[]> {
    return this.dataSource.query(
      `SELECT o.name, o.slug FROM organizations o WHERE o.archived_at IS NULL ORDER BY arena_sort_key(o.name::text), o.id`,
    );
  }

  /** The public page of an organization: its current teams with places left and its consent texts. */
  async form(slug: string): Promise<RegistrationFormNode> {
    const manager = this.dataSource.manager;
    const organization = await this.organizationBySlug(slug);
    if (!organization) throw notFound('Organization');
    const [teams, consentTexts] = await Promise.all([
      teamOptions(manager, organization.id),
      latestConsentTexts(manager, organization.id),
    ]);
    return {
      organizationId: organization.id,
      organizationName: organization.name,
      organizationSlug: organization.slug,
      teams,
      consentTexts,
    };
  }

  /**
   * A registration from the public page. Refused input (a bad field, a team the child does not fit, a
   * consent missing or outdated) stores nothing; the same child with an open request updates it. The
   * answer is the same receipt whatever was found.
   */
  async submit(input: unknown, origin: { ip: string; language: Language }) {
    await this.submissions.consume(origin.ip);
    const data = validate(submitRegistrationSchema, input);
    const language = data.language ?? origin.language;
    return this.dataSource.transaction(async (manager) => {
      const organization = await this.organizationBySlug(data.organizationSlug, manager);
      if (!organization) throw badInput('organizationSlug', 'This school takes no registrations here');
      const [team] = isUuid(data.teamId) ? await teamOptions(manager, organization.id, data.teamId) : [];
      if (!team) throw badInput('teamId', 'Choose one of the teams on the form');
      if (!childFits(team, data)) {
        throw badInput('teamId', 'The child’s birth year or gender does not fit this team', 'invalid');
      }
      const texts = await latestConsentTexts(manager, organization.id);
      const accepted = texts.filter((text) => data.consentTextIds.includes(text.id));
      if (accepted.length !== new Set(data.consentTextIds).size) {
        throw badInput('consentTextIds', 'A consent text has changed since the page was opened: reload it');
      }
      const missing = texts.filter((text) => text.required && !accepted.includes(text));
      if (missing.length > 0 || REQUIRED_CONSENTS.some((p) => !texts.some((t) => t.purpose === p))) {
        throw badInput('consentTextIds', 'Accept the consents the school requires', 'required');
      }
      // One open request per child: a second submission updates it (its team too; a new team starts
      // over as pending), and its guardians and consents are replaced.
      const [row] = await manager.query<{ id: string }[]>(
        `INSERT INTO registrations AS r (organization_id, team_id, first_name, last_name, birth_date, gender,
                                         language, note, child_key)
         VALUES ($1, $2, $3::text, $4::text, $5::date, $6, $7, $8,
                 arena_name_fold($3::text) || '|' || arena_name_fold($4::text) || '|' || $5::date::text)
         ON CONFLICT (organization_id, child_key) WHERE status IN ('pending', 'waitlisted')
         DO UPDATE SET team_id = EXCLUDED.team_id, first_name = EXCLUDED.first_name,
                       last_name = EXCLUDED.last_name, gender = EXCLUDED.gender, language = EXCLUDED.language,
                       note = EXCLUDED.note, submitted_at = now(), updated_at = now(),
                       status = CASE WHEN r.team_id = EXCLUDED.team_id THEN r.status ELSE 'pending' END
         RETURNING r.id`,
        [
          organization.id,
          team.id,
          data.firstName,
          data.lastName,
          data.birthDate,
          data.gender,
          language,
          data.note,
        ],
      );
      const id = row!.id;
      await manager.query('DELETE FROM registration_guardians WHERE registration_id = $1', [id]);
      await manager.query('DELETE FROM registration_consents WHERE registration_id = $1', [id]);
      for (const [index, guardian] of data.guardians.entries()) {
        await manager.query(
          `INSERT INTO registration_guardians (registration_id, position, first_name, last_name, email, phone,
                                               relationship)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [
            id,
            index + 1,
            guardian.firstName,
            guardian.lastName,
            guardian.email,
            guardian.phone,
            guardian.relationship,
          ],
        );
      }
      for (const text of accepted) {
        await manager.query(
          'INSERT INTO registration_consents (registration_id, consent_text_id) VALUES ($1, $2)',
          [id, text.id],
        );
      }
      await this.documents.attach(manager, organization.id, id, data.documentIds);
      await mailFamily(this.jobs, manager, 'received', {
        organizationName: organization.name,
        childName: `${data.firstName} ${data.lastName}`,
        teamName: team.name,
        language,
        guardians: data.guardians,
      });
      return { received: true, organizationName: organization.name };
    });
  }

  /** The registrations the viewer reads, newest first. */
  async list(
    viewer: Viewer | null,
    args: Record<string, unknown>,
    options: { count: boolean },
  ): Promise<Page<RegistrationNode>> {
    const current = requireViewer(viewer);
    const data = validate(registrationsArgsSchema, args);
    return new ListQuery(current, data)
      .where((params) => registrationReadable(current, params))
      .inOrganization('r.organization_id')
      .equals('r.status', data.status, 'registration_status')
      .equals('r.team_id', data.teamId)
      .search(data.query, [
        "r.first_name || ' ' || r.last_name",
        `(SELECT string_agg(sg.first_name || ' ' || sg.last_name || ' ' || sg.email, ' ')
            FROM registration_guardians sg WHERE sg.registration_id = r.id)`,
      ])
      .page<RegistrationNode>(this.dataSource, {
        select: registrationColumns,
        from: 'registrations r',
        sort: byCreated('r.submitted_at'),
        id: 'r.id',
        count: options.count,
      });
  }

  /** How many registrations of each status the viewer reads. */
  async counts(
    viewer: Viewer | null,
    args: Record<string, unknown>,
  ): Promise<Record<RegistrationStatus, number>> {
    const current = requireViewer(viewer);
    const data = validate(registrationsArgsSchema, { ...args, status: null });
    const list = new ListQuery(current, data)
      .where((params) => registrationReadable(current, params))
      .inOrganization('r.organization_id')
      .equals('r.team_id', data.teamId);
    const rows = await this.dataSource.query<{ status: RegistrationStatus; count: number }[]>(
      `SELECT r.status, count(*)::int AS count FROM registrations r
        WHERE ${list.conditions.join(' AND ') || 'TRUE'} GROUP BY r.status`,
      list.params,
    );
    const counts = Object.fromEntries(REGISTRATION_STATUSES.map((status) => [status, 0])) as Record<
      RegistrationStatus,
      number
    >;
    for (const row of rows) counts[row.status] = row.count;
    return counts;
  }

  /** One registration the viewer reads; NOT_FOUND otherwise. */
  async one(viewer: Viewer | null, id: string): Promise<RegistrationNode> {
    const current = requireViewer(viewer);
    const row = await readRow(this.dataSource.manager, registrationRow(current), id);
    if (!row) throw notFound('Registration');
    return row;
  }

  /** The registration an athlete came through, when the viewer reads it; null otherwise. */
  async forAthlete(viewer: Viewer | null, athleteId: string): Promise<RegistrationNode | null> {
    if (!viewer) return null;
    const params: unknown[] = [athleteId];
    const [row] = await this.dataSource.query<RegistrationNode[]>(
      `SELECT ${registrationColumns} FROM registrations r
        WHERE r.athlete_id = $1 AND ${registrationReadable(viewer, params)}
        ORDER BY r.decided_at DESC LIMIT 1`,
      params,
    );
    return row ?? null;
  }

  private async organizationBySlug(slug: string, manager = this.dataSource.manager) {
    const [organization] = await manager.query<{ id: string; name: string; slug: string }[]>(
      'SELECT o.id, o.name, o.slug FROM organizations o WHERE o.slug = $1 AND o.archived_at IS NULL',
      [slug.slice(0, 200)],
    );
    return organization ?? null;
  }
}
