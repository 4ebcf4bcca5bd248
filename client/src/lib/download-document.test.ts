import { describe, expect, it, vi } from 'vitest';
import { DocumentDownloadError, downloadDocument, type DownloadDeps } from './download-document';

function deps(answer: Response | Error, token: string | null = 'token-1') {
  const calls: { url: string; init?: RequestInit }[] = [];
  const saved: { blob: Blob; fileName: string }[] = [];
  const onUnauthorized = vi.fn();
  const fetch = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    if (answer instanceof Error) throw answer;
    return answer;
  }) as DownloadDeps['fetch'];
  return {
    calls,
    saved,
    onUnauthorized,
    deps: {
      fetch,
      token: () => token,
      save: (blob, fileName) => saved.push({ blob, fileName }),
      onUnauthorized,
    } satisfies DownloadDeps,
  };
}

const URL_ = '/api/users/u1/documents/d1/file';

describe('downloading a document', () => {
  it('asks with the session token and saves the bytes under the file name', async () => {
    const setup = deps(
      new Response('%PDF-1.4', { status: 200, headers: { 'content-type': 'application/pdf' } }),
    );
    await downloadDocument(URL_, 'document-1.pdf', setup.deps);
    expect(setup.calls).toEqual([{ url: URL_, init: { headers: { authorization: 'Bearer token-1' } } }]);
    expect(setup.saved[0]?.fileName).toBe('document-1.pdf');
    expect(await setup.saved[0]?.blob.text()).toBe('%PDF-1.4');
  });

  it('reports a refused or missing file, a lost connection and other failures', async () => {
    const reasons = [];
    for (const answer of [
      new Response('{}', { status: 404 }),
      new TypeError('offline'),
      new Response('', { status: 500 }),
    ]) {
      const setup = deps(answer);
      const failure = await downloadDocument(URL_, 'a.pdf', setup.deps).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(DocumentDownloadError);
      reasons.push((failure as DocumentDownloadError).reason);
      expect(setup.saved).toEqual([]);
    }
    expect(reasons).toEqual(['notFound', 'network', 'failed']);
  });

  it('ends the session on a 401 to a request that carried a token', async () => {
    const signedIn = deps(new Response('{}', { status: 401 }));
    await expect(downloadDocument(URL_, 'a.pdf', signedIn.deps)).rejects.toMatchObject({
      reason: 'unauthenticated',
    });
    expect(signedIn.onUnauthorized).toHaveBeenCalledOnce();
    const signedOut = deps(new Response('{}', { status: 401 }), null);
    await expect(downloadDocument(URL_, 'a.pdf', signedOut.deps)).rejects.toMatchObject({
      reason: 'unauthenticated',
    });
    expect(signedOut.onUnauthorized).not.toHaveBeenCalled();
    expect(signedOut.calls[0]?.init).toEqual({ headers: {} });
  });
});
