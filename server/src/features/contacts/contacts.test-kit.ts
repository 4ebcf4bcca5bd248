// The shared set-up of the contact book's API suites (contacts.*.test.ts): the contact as the API
// answers it, the seeded rows, tiny real images for avatars, and `contactsSuite`, which each test file
// calls once at its top for its own server, database and REST helpers.
import { crc32, deflateSync } from 'node:zlib';
import { expect } from 'vitest';
import { suiteCalls, useTestServer } from '../../../../tests/support/suite.js';
import type { RestErrorBody as ErrorBody } from '../../app/rest.js';
import type { ContactTag as Tag } from '../../generated/graphql.js';
import { DEMO_ORGANIZATIONS } from '../organizations/index.js';
import { DEMO_PERSONAS } from '../users/index.js';
import { demoContacts } from './contacts.seed.js';

export interface Contact {
  id: string;
  avatar: string | null;
  background: string | null;
  name: string;
  emails: { email: string; label: string | null }[];
  phoneNumbers: { country: string; phoneNumber: string; label: string | null }[];
  title: string | null;
  company: string | null;
  birthday: string | null;
  address: string | null;
  notes: string | null;
  tags: string[];
}

export const UNKNOWN = '00000000-0000-4000-8fff-000000000999';

export type Persona = keyof typeof DEMO_PERSONAS;
export const PERSONAS = Object.keys(DEMO_PERSONAS) as Persona[];

export const KARTAL_SEEDED = demoContacts().filter((c) => c.organizationId === DEMO_ORGANIZATIONS.kartal.id);
export const ANADOLU_SEEDED = demoContacts().filter(
  (c) => c.organizationId === DEMO_ORGANIZATIONS.anadolu.id,
);
export const seeded = (name: string) => KARTAL_SEEDED.find((contact) => contact.name === name)!;

// ——— tiny real images ———

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 1×1 RGB PNG. */
export function tinyPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 0xe3, 0x0a, 0x17]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 1×1 grey baseline JPEG with one-symbol Huffman tables. */
export function tinyJpeg(): Buffer {
  const segment = (marker: number, data: number[]) => [
    0xff,
    marker,
    (data.length + 2) >> 8,
    (data.length + 2) & 0xff,
    ...data,
  ];
  const oneSymbolTable = (tableClass: number) => [tableClass, 1, ...Array<number>(15).fill(0), 0];
  return Buffer.from([
    0xff,
    0xd8,
    ...segment(0xdb, [0, ...Array<number>(64).fill(1)]),
    ...segment(0xc0, [8, 0, 1, 0, 1, 1, 1, 0x11, 0]),
    ...segment(0xc4, oneSymbolTable(0x00)),
    ...segment(0xc4, oneSymbolTable(0x10)),
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    0x3f,
    0xff,
    0xd9,
  ]);
}

/** A 1×1 lossless WebP. */
export function tinyWebp(): Buffer {
  const bitstream = Buffer.from([0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0]);
  const chunk = Buffer.concat([Buffer.from('VP8L'), Buffer.from([13, 0, 0, 0]), bitstream]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(4 + chunk.length);
  return Buffer.concat([Buffer.from('RIFF'), size, Buffer.from('WEBP'), chunk]);
}

export const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

// ——— one server per test file, and the helpers bound to it ———

/**
 * Starts the file's server (every demo persona signed in) and answers the calls the contact suites
 * share. Call it once at the top of a test file: it registers that file's `beforeAll` and `afterAll`.
 */
export function contactsSuite() {
  // A zone 14 hours ahead of UTC: a birthday that were read as a JavaScript Date at local midnight and
  // written out in UTC would come back a day early.
  process.env.TZ = 'Pacific/Kiritimati';

  const t = useTestServer(DEMO_PERSONAS);
  const calls = suiteCalls(t);
  // Filled in by the `beforeAll` above; the object is the same one.
  const { tokens } = t;

  const rest = <T>(method: string, path: string, token?: string, body?: unknown) =>
    t.http.request<T>(method, `api/apps/contacts/${path}`, { token, body });

  async function all(token = tokens.orgAdmin): Promise<Contact[]> {
    const response = await rest<Contact[]>('GET', 'all', token);
    expect(response.status).toBe(200);
    return response.body;
  }

  async function tags(token = tokens.orgAdmin): Promise<Tag[]> {
    const response = await rest<Tag[]>('GET', 'tags', token);
    expect(response.status).toBe(200);
    return response.body;
  }

  async function createContact(token = tokens.orgAdmin): Promise<Contact> {
    const response = await rest<Contact>('POST', 'contact', token);
    expect(response.status).toBe(200);
    return response.body;
  }

  async function patch(id: string, contact: Record<string, unknown>, token = tokens.orgAdmin) {
    return rest<Contact & ErrorBody>('PATCH', 'contact', token, { id, contact });
  }

  /** The contacts as the database orders them (name, then id) for one organization. */
  async function databaseOrder(organizationId: string): Promise<string[]> {
    const rows = await calls.query<{ id: string }>(
      'SELECT id FROM contacts WHERE organization_id = $1 ORDER BY arena_sort_key(name), id',
      [organizationId],
    );
    return rows.map((row) => row.id);
  }

  return { t, tokens, ...calls, rest, all, tags, createContact, patch, databaseOrder };
}
