import { randomUUID } from 'node:crypto';
import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import type { DataSource, EntityManager } from 'typeorm';
import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import { badInput, notFound } from '../../shared/errors.js';
import type { FileAnswer } from '../../shared/file-route.js';
import { readStored, writeStored } from '../../shared/stored-files.js';
import { AttemptLimiter } from '../../shared/rate-limit.js';
import { isUuid } from '../../shared/validation.js';
import { chargeStorage, releaseStorage, type StoredBytes } from '../organizations/index.js';
import {
  REGISTRATION_DOCUMENT_KINDS,
  type RegistrationDocumentKind,
} from './registration-document.entity.js';
import { registrationWritable } from './registrations.policy.js';

// Documents a family sends with the registration form (a health report, a photo). A file is uploaded on
// its own first (the form's JSON stays small, and a bad file is refused while the family is still on
// the field), kept as a staged row; the submission attaches it. Whatever the file is called or declares,
// its bytes decide what it is. Files live under the data directory's files folder, in
// `registrations/<organization>/<document>.<extension>`, and are read back only through fileFor().

/** The largest file taken: a phone photo of a paper report fits, a video does not. */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

/** Uploads one client address may send in an hour: a few families' corrections over a few forms. */
export const UPLOADS_PER_ADDRESS = { points: 30, windowSeconds: 60 * 60 } as const;

/** A staged upload never sent with a form is swept after this long. */
export const STAGED_DOCUMENT_HOURS = 24;

/** Each kind's file types by their bytes, as the document types allow them (spec 001 §9). */
const ACCEPTED: Record<RegistrationDocumentKind, { types: Record<string, string>; message: string }> = {
  // Spec "Certificate": .pdf, .jpg, .jpeg, .png.
  health_report: {
    types: { pdf: 'application/pdf', jpg: 'image/jpeg', png: 'image/png' },
    message: 'A health report must be a PDF, JPEG or PNG file',
  },
  // Spec "Profile photo": .jpg, .jpeg, .png, .gif.
  photo: {
    types: { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif' },
    message: 'A photo must be a JPEG, PNG or GIF image',
  },
};

/** What the form and the queue show of a document. */
export interface RegistrationDocumentNode {
  id: string;
  registrationId: string | null;
  kind: RegistrationDocumentKind;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  createdAt: Date;
}

const COLUMNS = `d.id, d.registration_id AS "registrationId", d.kind, d.file_name AS "fileName",
  d.content_type AS "contentType", d.size_bytes AS "sizeBytes", d.created_at AS "createdAt"`;

/** The file's own name: no folder, no control characters, at most 200 characters (whole characters). */
function cleanFileName(name: string | undefined, extension: string): string {
  const last = (name ?? '').split(/[/\\]/).pop() ?? '';
  const characters = Array.from(last).filter((char) => {
    const code = char.codePointAt(0)!;
    return code >= 0x20 && code !== 0x7f;
  });
  const clipped = characters.slice(0, 200).join('').trim();
  return clipped === '' ? `document.${extension}` : clipped;
}

/** Where the authorised download of a registration's document is (the route in index.ts). */
export function registrationDocumentPath(registrationId: string, documentId: string): string {
  return `/api/registrations/${registrationId}/documents/${documentId}/file`;
}

export class RegistrationDocuments {
  private readonly uploads = new AttemptLimiter(
    UPLOADS_PER_ADDRESS.points,
    UPLOADS_PER_ADDRESS.windowSeconds,
  );
  private readonly root: string;

  constructor(
    private readonly dataSource: DataSource,
    filesDir: string,
  ) {
    this.root = path.resolve(filesDir);
  }

  /**
   * Keeps a family's file for the form of the organization `slug`: refused when empty, too large, or not
   * one of the kind's types by its bytes. Answers the staged document the form names when it is sent.
   */
  async upload(input: {
    slug: string | undefined;
    kind: string | undefined;
    fileName: string | undefined;
    bytes: Buffer;
    ip: string;
  }): Promise<RegistrationDocumentNode> {
    await this.uploads.consume(input.ip);
    const kind = REGISTRATION_DOCUMENT_KINDS.find((value) => value === input.kind);
    if (!kind) throw badInput('kind', 'Kind must be health_report or photo');
    if (input.bytes.length === 0) throw badInput('file', 'Choose a file', 'required');
    if (input.bytes.length > DOCUMENT_MAX_BYTES)
      throw badInput('file', 'A file must be at most 5 MB', 'too_long');
    const detected = await fileTypeFromBuffer(input.bytes);
    const accepted = ACCEPTED[kind];
    const contentType = detected ? accepted.types[detected.ext] : undefined;
    if (!detected || !contentType) throw badInput('file', accepted.message, 'invalid_format');
    const [organization] = await this.dataSource.query<{ id: string }[]>(
      'SELECT id FROM organizations WHERE slug = $1 AND archived_at IS NULL',
      [input.slug ?? ''],
    );
    if (!organization) throw notFound('Organization');

    const id = randomUUID();
    const storageKey = `registrations/${organization.id}/${id}.${detected.ext}`;
    // The bytes count against the plan's quota with the row: a refused file is never written, and a
    // file written by a transaction that fails names no row and is swept.
    return this.dataSource.transaction(async (manager) => {
      await chargeStorage(manager, organization.id, input.bytes.length);
      await writeStored(this.root, storageKey, input.bytes);
      const [inserted] = await manager.query<RegistrationDocumentNode[]>(
        `INSERT INTO registration_documents AS d (id, organization_id, kind, file_name, content_type,
                                                  size_bytes, storage_key)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
        [
          id,
          organization.id,
          kind,
          cleanFileName(input.fileName, detected.ext),
          contentType,
          input.bytes.length,
          storageKey,
        ],
      );
      return inserted!;
    });
  }

  /**
   * Attaches the staged documents `ids` to a registration being submitted (in its transaction): each must
   * be of the organization, staged or already this registration's, one per kind. Documents the
   * registration had and the new submission no longer names are let go (their files are swept).
   */
  async attach(
    manager: EntityManager,
    organizationId: string,
    registrationId: string,
    ids: readonly string[],
  ) {
    const wanted = [...new Set(ids)];
    if (wanted.some((id) => !isUuid(id))) throw badInput('documentIds', 'Add the documents again');
    const rows = await manager.query<{ id: string; kind: string }[]>(
      `SELECT id, kind FROM registration_documents
        WHERE id = ANY($1::uuid[]) AND organization_id = $2
          AND (registration_id IS NULL OR registration_id = $3)
        FOR UPDATE`,
      [wanted, organizationId, registrationId],
    );
    if (rows.length !== wanted.length) {
      throw badInput('documentIds', 'A document was kept for a day only: add it again');
    }
    if (new Set(rows.map((row) => row.kind)).size !== rows.length) {
      throw badInput('documentIds', 'Send one file of each kind');
    }
    await deleteDocuments(manager, 'registration_id = $1 AND NOT (id = ANY($2::uuid[]))', [
      registrationId,
      wanted,
    ]);
    await manager.query('UPDATE registration_documents SET registration_id = $1 WHERE id = ANY($2::uuid[])', [
      registrationId,
      wanted,
    ]);
  }

  /**
   * The documents of each registration the viewer may read them of: the admins who decide it and the
   * guardians it names. A coach, who reads whether their athletes were registered, reads none of them.
   */
  async forRegistrations(viewer: Viewer, registrationIds: readonly string[]) {
    const params: unknown[] = [registrationIds];
    const rows = await this.dataSource.query<RegistrationDocumentNode[]>(
      `SELECT ${COLUMNS} FROM registration_documents d JOIN registrations r ON r.id = d.registration_id
        WHERE d.registration_id = ANY($1::uuid[]) AND ${documentsReadable(viewer, params)}
        ORDER BY d.kind, d.created_at`,
      params,
    );
    return registrationIds.map((id) => rows.filter((row) => row.registrationId === id));
  }

  /** A document's bytes for whoever reads the registration's documents; NOT_FOUND for anyone else. */
  async fileFor(viewer: Viewer | null, registrationId: string, documentId: string): Promise<FileAnswer> {
    const reader = requireViewer(viewer);
    if (!isUuid(registrationId) || !isUuid(documentId)) throw notFound('Document');
    const params: unknown[] = [documentId, registrationId];
    const [row] = await this.dataSource.query<
      { fileName: string; contentType: string; storageKey: string }[]
    >(
      `SELECT d.file_name AS "fileName", d.content_type AS "contentType", d.storage_key AS "storageKey"
         FROM registration_documents d JOIN registrations r ON r.id = d.registration_id
        WHERE d.id = $1 AND r.id = $2 AND ${documentsReadable(reader, params)}`,
      params,
    );
    const body = row ? await readStored(this.root, row.storageKey) : null;
    if (!row || !body) throw notFound('Document');
    return { fileName: row.fileName, contentType: row.contentType, size: body.length, body };
  }

  /**
   * The sweep (hourly): staged uploads never sent are forgotten after STAGED_DOCUMENT_HOURS, and a file no
   * row names (let go by a new submission, erased, or of an upload that failed half-way) is deleted once
   * it is an hour old — younger ones may belong to an upload still writing its row. Answers what went.
   */
  async sweep(now = new Date()): Promise<{ rows: number; files: number }> {
    const forgotten = await this.dataSource.transaction((manager) =>
      deleteDocuments(
        manager,
        'registration_id IS NULL AND created_at < $1::timestamptz - make_interval(hours => $2)',
        [now.toISOString(), STAGED_DOCUMENT_HOURS],
      ),
    );
    const folder = path.join(this.root, 'registrations');
    const files: string[] = [];
    for (const organization of await readdir(folder).catch(() => [] as string[])) {
      for (const name of await readdir(path.join(folder, organization)).catch(() => [] as string[])) {
        files.push(`registrations/${organization}/${name}`);
      }
    }
    const named = new Set(
      (
        await this.dataSource.query<{ key: string }[]>(
          'SELECT storage_key AS key FROM registration_documents WHERE storage_key = ANY($1::text[])',
          [files],
        )
      ).map((row) => row.key),
    );
    let deleted = 0;
    for (const key of files.filter((file) => !named.has(file))) {
      const file = path.join(this.root, key);
      const info = await stat(file).catch(() => null);
      if (!info || now.getTime() - info.mtimeMs < 60 * 60 * 1000) continue;
      await unlink(file).catch(() => undefined);
      deleted += 1;
    }
    return { rows: forgotten, files: deleted };
  }
}

/**
 * Deletes the registration documents `where` picks (SQL over the table, with `params`) and gives their
 * bytes back to their organizations' storage, in `manager`'s transaction; answers how many went. Their
 * files, named by no row any more, are swept.
 */
export async function deleteDocuments(
  manager: EntityManager,
  where: string,
  params: unknown[],
): Promise<number> {
  const gone = await manager.query<StoredBytes[]>(
    `WITH gone AS (DELETE FROM registration_documents WHERE ${where} RETURNING organization_id, size_bytes)
     SELECT organization_id AS "organizationId", size_bytes AS bytes FROM gone`,
    params,
  );
  await releaseStorage(manager, gone);
  return gone.length;
}

/** SQL over `registrations r`: the viewer reads the registration's documents. */
function documentsReadable(viewer: Viewer, params: unknown[]): string {
  const admins = registrationWritable(viewer, params);
  params.push(viewer.userId);
  return `(${admins} OR EXISTS (SELECT 1 FROM registration_guardians rgd
                                 WHERE rgd.registration_id = r.id AND rgd.user_id = $${params.length}::uuid))`;
}
