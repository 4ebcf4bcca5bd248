// How a user's stored documents are offered: a download link where the address is one to open.

/** Where a stored document can be fetched from: an http(s) address or a same-site path; else null. */
export function documentHref(url: string): string | null {
  const trimmed = url.trim();
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  if (trimmed.startsWith('/') && !trimmed.startsWith('//') && !trimmed.includes('\\')) return trimmed;
  return null;
}

/** The file name at the end of a document's address: "/files/users/1/document-1.pdf" → "document-1.pdf". */
export function documentFileName(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const name = path.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}
