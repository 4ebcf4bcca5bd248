import type { Readable } from 'node:stream';
import type { Viewer } from './auth/viewer.js';
import type { Language } from './language.js';

// GraphQL and the REST facade answer JSON; a file (a user's document) is answered by a route of its
// own, run with the same viewer as every other request and refusing with the same typed errors.

/** A file to send: its bytes and what they are. */
export interface FileAnswer {
  /** The name the browser saves it under. */
  fileName: string;
  /** Its media type, e.g. application/pdf. */
  contentType: string;
  /** Its length in bytes. */
  size: number;
  /** The bytes, whole or as a stream. */
  body: Buffer | Readable;
}

/**
 * A GET route that answers a file. `handle` gets the viewer of the request's bearer token (null without
 * one) and the path parameters; an AppError it throws is answered like any REST error (404 NOT_FOUND…).
 */
export interface FileRoute {
  /** Without the leading slash; `:name` marks a path parameter. */
  path: string;
  handle(input: { viewer: Viewer | null; params: Record<string, string | undefined> }): Promise<FileAnswer>;
}

/**
 * A POST route that takes a file's bytes as the raw request body (any content type: what the bytes are is
 * checked by their content, never by what the request declares) and answers JSON with 201. A body over
 * `maxBytes` is answered 413 before `handle` runs; an AppError it throws is a typed REST error.
 */
export interface UploadRoute {
  /** Without the leading slash; `:name` marks a path parameter. */
  path: string;
  /** The largest body taken, in bytes. */
  maxBytes: number;
  handle(input: {
    viewer: Viewer | null;
    params: Record<string, string | undefined>;
    query: Record<string, string | undefined>;
    /** The request's headers by lower-case name (a repeated one joined with `, `), e.g. a webhook's signature. */
    headers: Record<string, string | undefined>;
    bytes: Buffer;
    origin: { ip: string; language: Language };
  }): Promise<object>;
}

/**
 * `Content-Disposition: attachment` naming the file: an ASCII fallback for old clients and the exact
 * name in UTF-8 (RFC 6266, RFC 8187).
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const exact = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${exact}`;
}
