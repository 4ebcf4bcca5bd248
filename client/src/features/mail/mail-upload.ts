// A composer's file goes up as soon as it is picked or dropped (POST /api/apps/mailbox/attachments),
// with the session's token; its progress is reported as it goes. The server's upload routes take the
// file's bytes as the raw request body and its name in `?name=` (server/src/shared/file-route.ts
// UploadRoute, server/src/features/mail/index.ts), as the registration documents do.
import { sessionStore } from '../../lib/session/session-store';

export const ATTACHMENTS_URL = '/api/apps/mailbox/attachments';

/** What the server kept. */
export interface UploadedAttachment {
  id: string;
  type: string;
  name: string;
  size: number;
  preview: string | null;
  downloadUrl: string;
}

/** Why an upload failed, as the composer says it. */
export type AttachmentFailure = 'quota' | 'tooLarge' | 'format' | 'unauthenticated' | 'network' | 'failed';

export class AttachmentUploadError extends Error {
  constructor(readonly reason: AttachmentFailure) {
    super(`Attachment upload failed: ${reason}`);
  }
}

/** Where a file named `name` is sent. */
export const attachmentUploadUrl = (name: string): string =>
  `${ATTACHMENTS_URL}?${new URLSearchParams({ name }).toString()}`;

/** The failure an answer means (status and body), for a refused upload. */
export function uploadFailure(status: number, body: unknown): AttachmentFailure {
  const answer =
    body && typeof body === 'object'
      ? (body as { code?: unknown; fieldErrorCodes?: { file?: unknown } })
      : {};
  if (answer.code === 'QUOTA_EXCEEDED') return 'quota';
  const fileCode = answer.fieldErrorCodes?.file;
  if (status === 413 || fileCode === 'too_long') return 'tooLarge';
  if (status === 415 || fileCode === 'invalid_format' || fileCode === 'required') return 'format';
  if (status === 401) return 'unauthenticated';
  if (status === 400 || answer.code === 'BAD_USER_INPUT') return 'format';
  return 'failed';
}

/**
 * Uploads `file`; `onProgress` gets the share sent (0 to 1). Answers the stored attachment or rejects
 * with an AttachmentUploadError. `signal` aborts it.
 */
export function uploadAttachment(
  file: File,
  onProgress: (share: number) => void,
  signal?: AbortSignal,
): Promise<UploadedAttachment> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', attachmentUploadUrl(file.name));
    request.setRequestHeader('content-type', 'application/octet-stream');
    const token = sessionStore.getToken();
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.responseType = 'text';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new AttachmentUploadError('network'));
    request.onabort = () => reject(new AttachmentUploadError('network'));
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      if (request.status >= 200 && request.status < 300 && body && typeof body === 'object') {
        onProgress(1);
        resolve(body as UploadedAttachment);
      } else reject(new AttachmentUploadError(uploadFailure(request.status, body)));
    };
    signal?.addEventListener('abort', () => request.abort());
    request.send(file);
  });
}
