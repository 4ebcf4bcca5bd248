import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FileAnswer } from '../../shared/file-route.js';
import { seedId } from '../../shared/seed-ids.js';
import { DEMO_EXTENSIONS, demoDocumentBytes } from './user-resources.demo-files.js';

// Where a user's document is kept and how it is read back. A document row names its file by a storage
// path, `/files/<path under DATA_DIR/files>`; anything else (or a path leaving that folder) names no
// file this server keeps, and such a document reads as missing.

const STORAGE_PREFIX = '/files/';

/** Media types of the extensions the document types accept (spec 001 §9). */
const CONTENT_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.csv': 'text/csv; charset=utf-8',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

// Every demo seed row's id starts so (shared/seed-ids.ts); random UUIDs never do.
const SEEDED_ROW = seedId('userResource', 0).slice(0, 24);

/** What the storage needs to know of a document. */
export interface StoredDocument {
  id: string;
  userId: string;
  documentUrl: string;
  uploadedAt: Date;
  typeName: string;
}

/** One decoded path segment; null for one that is empty, a dot segment or hides a separator. */
function decodeSegment(segment: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return null;
  }
  if (decoded === '' || decoded === '.' || decoded === '..' || /[/\\\0]/.test(decoded)) return null;
  return decoded;
}

/** The file name at the end of a storage path: "/files/users/1/document-1.pdf" → "document-1.pdf". */
export function documentFileName(documentUrl: string): string {
  const last = documentUrl.split(/[?#]/)[0]?.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(last) || 'document';
  } catch {
    return last || 'document';
  }
}

/** Where the owner and their administrators download a document (the route in user-resources.rest.ts). */
export function documentDownloadPath(document: { id: string; userId: string }): string {
  return `/api/users/${document.userId}/documents/${document.id}/file`;
}

export class DocumentFiles {
  private readonly root: string;

  constructor(filesDir: string) {
    this.root = path.resolve(filesDir);
  }

  /** Whether the document's bytes can be answered. */
  async available(document: Omit<StoredDocument, 'typeName'>): Promise<boolean> {
    if ((await this.onDisk(document.documentUrl)) !== null) return true;
    const extension = path.extname(documentFileName(document.documentUrl)).toLowerCase();
    return this.isSeeded(document) && DEMO_EXTENSIONS.includes(extension);
  }

  /** The document's file, or null when its bytes are missing from storage. */
  async read(document: StoredDocument): Promise<FileAnswer | null> {
    const fileName = documentFileName(document.documentUrl);
    const extension = path.extname(fileName).toLowerCase();
    const contentType = CONTENT_TYPES[extension] ?? 'application/octet-stream';
    const found = await this.onDisk(document.documentUrl);
    if (found) {
      return { fileName, contentType, size: found.size, body: createReadStream(found.file) };
    }
    const demo = this.isSeeded(document)
      ? demoDocumentBytes(extension, {
          typeName: document.typeName,
          fileName,
          uploadedAt: document.uploadedAt,
        })
      : null;
    return demo ? { fileName, contentType, size: demo.length, body: demo } : null;
  }

  /** The file a storage path names inside the files folder, if it is there. */
  private async onDisk(documentUrl: string): Promise<{ file: string; size: number } | null> {
    if (!documentUrl.startsWith(STORAGE_PREFIX)) return null;
    // The path is a URL path: its segments are percent-encoded, and none may step out of the folder.
    const segments = documentUrl.slice(STORAGE_PREFIX.length).split('/').map(decodeSegment);
    if (segments.some((segment) => segment === null)) return null;
    const file = path.resolve(this.root, ...(segments as string[]));
    if (!file.startsWith(this.root + path.sep)) return null;
    try {
      const info = await stat(file);
      return info.isFile() ? { file, size: info.size } : null;
    } catch {
      return null;
    }
  }

  private isSeeded(document: { id: string }): boolean {
    return document.id.startsWith(SEEDED_ROW);
  }
}
