import type { RegistrationDocumentKind } from '../../generated/graphql';

// A family's document goes up on its own as soon as it is chosen (POST /api/register/<slug>/documents,
// the bytes as the body), so a wrong file is said on its field while the family is still there; the
// form then names what was kept. The server decides what a file is by its bytes: `accept` only helps the
// picker.

/** The server's limit (registrations.documents.ts): larger files are refused before they are sent. */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

/** What the picker offers for each kind, as the document types allow (spec: certificate, profile photo). */
export const DOCUMENT_ACCEPT: Record<RegistrationDocumentKind, string> = {
  health_report: 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png',
  photo: 'image/jpeg,image/png,image/gif,.jpg,.jpeg,.png,.gif',
};

/** A file the server kept for the form. */
export interface UploadedDocument {
  id: string;
  kind: RegistrationDocumentKind;
  fileName: string;
  sizeBytes: number;
}

/** Why an upload failed, as the field says it. */
export type UploadFailure =
  'format' | 'tooLarge' | 'empty' | 'storageFull' | 'rateLimited' | 'network' | 'failed';

export class UploadError extends Error {
  constructor(readonly reason: UploadFailure) {
    super(`Upload failed: ${reason}`);
  }
}

/** Uploads `file` as the `kind` document of the organization `slug`'s form; rejects with an UploadError. */
export async function uploadRegistrationDocument(
  slug: string,
  kind: RegistrationDocumentKind,
  file: File,
  fetchImpl: typeof fetch = (...args) => window.fetch(...args),
): Promise<UploadedDocument> {
  if (file.size === 0) throw new UploadError('empty');
  if (file.size > DOCUMENT_MAX_BYTES) throw new UploadError('tooLarge');
  const search = new URLSearchParams({ kind, name: file.name });
  let response: Response;
  try {
    response = await fetchImpl(`/api/register/${encodeURIComponent(slug)}/documents?${search.toString()}`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: file,
    });
  } catch {
    throw new UploadError('network');
  }
  if (response.status === 201) return (await response.json()) as UploadedDocument;
  if (response.status === 429) throw new UploadError('rateLimited');
  const body = (await response.json().catch(() => ({}))) as {
    code?: string;
    fieldErrorCodes?: Record<string, string>;
  };
  // 413 is also the school's storage being full (its plan's quota), said apart from a file too large.
  if (body.code === 'QUOTA_EXCEEDED') throw new UploadError('storageFull');
  if (response.status === 413) throw new UploadError('tooLarge');
  const code = body.fieldErrorCodes?.file;
  if (code === 'invalid_format') throw new UploadError('format');
  if (code === 'too_long') throw new UploadError('tooLarge');
  if (code === 'required') throw new UploadError('empty');
  throw new UploadError('failed');
}
