import { sessionStore } from './session/session-store';
import { saveBlob } from './save-blob';

// A stored file (a user's document, a registration's) is downloaded from its `downloadUrl`, which answers
// only with the session's access token (the owner's or an administrator's): a plain link would go without
// it. So the file is fetched with the token and handed to the browser as a download.

/** Why a download failed, for the message shown: refused or missing, the session ended, or no answer. */
export type DocumentDownloadFailure = 'notFound' | 'unauthenticated' | 'network' | 'failed';

export class DocumentDownloadError extends Error {
  constructor(readonly reason: DocumentDownloadFailure) {
    super(`Document download failed: ${reason}`);
  }
}

export interface DownloadDeps {
  fetch: typeof fetch;
  token: () => string | null;
  /** Hands the bytes to the browser under `fileName`. */
  save: (blob: Blob, fileName: string) => void;
  /** Spec 000 §8: a 401 to a request that carried a token ends the session. */
  onUnauthorized: () => void;
}

const browserDeps: DownloadDeps = {
  fetch: (...args) => window.fetch(...args),
  token: () => sessionStore.getToken(),
  save: saveBlob,
  onUnauthorized: () => {
    sessionStore.clear();
    window.location.reload();
  },
};

/** Downloads a document's file as `fileName`; rejects with a DocumentDownloadError. */
export async function downloadDocument(
  url: string,
  fileName: string,
  deps: DownloadDeps = browserDeps,
): Promise<void> {
  const token = deps.token();
  let response: Response;
  try {
    response = await deps.fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new DocumentDownloadError('network');
  }
  if (response.status === 401) {
    if (token) deps.onUnauthorized();
    throw new DocumentDownloadError('unauthenticated');
  }
  if (response.status === 404) throw new DocumentDownloadError('notFound');
  if (!response.ok) throw new DocumentDownloadError('failed');
  deps.save(await response.blob(), fileName);
}
