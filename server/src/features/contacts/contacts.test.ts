import { encodeCursor } from './contacts.service.js';
import { announceAccessChange } from '../../shared/auth/viewer-cache.js';
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToken } from '../../../../tests/support/auth.js';
import { createHttp } from '../../../../tests/support/http.js';
import {
  permissionMatrix,
  type AllowedCall,
  type MatrixCall,
  type Outcome,
} from '../../../../tests/support/permission-matrix.js';
import { startTestServer, type TestServer } from '../../../../tests/support/server.js';
import type { RestErrorBody as ErrorBody } from '../../app/rest.js';
import { seedDatabase } from '../../db/seed/seed.js';
import type { ContactTag as Tag } from '../../generated/graphql.js';
import { DEMO_ORGANIZATIONS } from '../organizations/index.js';
import { DEMO_PERSONAS } from '../users/index.js';
import { DEMO_CONTACT_TAGS, demoContacts } from './contacts.seed.js';

// A zone 14 hours ahead of UTC: a birthday that were read as a JavaScript Date at local midnight and
// written out in UTC would come back a day early.
process.env.TZ = 'Pacific/Kiritimati';

interface Contact {
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

const UNKNOWN = '00000000-0000-4000-8fff-000000000999';
const CONTACT_KEYS = [
  'address',
  'avatar',
  'background',
  'birthday',
  'company',
  'emails',
  'id',
  'name',
  'notes',
  'phoneNumbers',
  'tags',
  'title',
];
const GQL_CONTACT = `id avatar background name emails { email label } phoneNumbers { country phoneNumber label }
  title company birthday address notes tags`;

let t: TestServer;
let http: ReturnType<typeof createHttp>;
type Persona = keyof typeof DEMO_PERSONAS;
const PERSONAS = Object.keys(DEMO_PERSONAS) as Persona[];
const tokens = Object.fromEntries(PERSONAS.map((persona) => [persona, ''])) as Record<Persona, string>;

beforeAll(async () => {
  t = await startTestServer();
  http = createHttp(t.url);
  for (const key of PERSONAS) tokens[key] = await signInToken(t.url, DEMO_PERSONAS[key]);
});
afterAll(async () => {
  await t?.close();
});

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
function tinyPng(): Buffer {
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
function tinyJpeg(): Buffer {
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
function tinyWebp(): Buffer {
  const bitstream = Buffer.from([0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0]);
  const chunk = Buffer.concat([Buffer.from('VP8L'), Buffer.from([13, 0, 0, 0]), bitstream]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(4 + chunk.length);
  return Buffer.concat([Buffer.from('RIFF'), size, Buffer.from('WEBP'), chunk]);
}

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

// ——— helpers ———

const rest = <T>(method: string, path: string, token?: string, body?: unknown) =>
  http.request<T>(method, `api/apps/contacts/${path}`, { token, body });

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

async function upload(id: string, avatar: string, token = tokens.orgAdmin) {
  return rest<Contact & ErrorBody>('POST', 'avatar', token, { id, avatar });
}

/** The contacts as the database orders them (name, then id) for one organization. */
async function databaseOrder(organizationId: string): Promise<string[]> {
  const rows: { id: string }[] = await t.dataSource.query(
    'SELECT id FROM contacts WHERE organization_id = $1 ORDER BY arena_sort_key(name), id',
    [organizationId],
  );
  return rows.map((row) => row.id);
}

const KARTAL_SEEDED = demoContacts().filter((c) => c.organizationId === DEMO_ORGANIZATIONS.kartal.id);
const ANADOLU_SEEDED = demoContacts().filter((c) => c.organizationId === DEMO_ORGANIZATIONS.anadolu.id);
const seeded = (name: string) => KARTAL_SEEDED.find((contact) => contact.name === name)!;

describe('seeded data', () => {
  it('has about 60 Kartal contacts, a few Anadolu ones and the seven tags each; seeding again changes nothing', async () => {
    expect(KARTAL_SEEDED.length).toBeGreaterThanOrEqual(55);
    expect(ANADOLU_SEEDED.length).toBeGreaterThanOrEqual(5);
    expect(ANADOLU_SEEDED.length).toBeLessThanOrEqual(8);
    const count = async () =>
      (
        await t.dataSource.query<{ contacts: number; tags: number; countries: number }[]>(
          `SELECT (SELECT count(*) FROM contacts)::int AS contacts,
                  (SELECT count(*) FROM tags WHERE kind = 'contact')::int AS tags,
                  (SELECT count(*) FROM countries)::int AS countries`,
        )
      )[0];
    const before = await count();
    expect(before).toEqual({
      contacts: KARTAL_SEEDED.length + ANADOLU_SEEDED.length,
      tags: 14,
      countries: 252,
    });
    await seedDatabase(t.dataSource, { demo: true });
    expect(await count()).toEqual(before);
  });
});

describe('REST api/apps/contacts', () => {
  it('answers 401 on every row without a token', async () => {
    const rows: [string, string, unknown?][] = [
      ['GET', 'all'],
      ['GET', 'search?query=a'],
      ['GET', `contact?id=${UNKNOWN}`],
      ['POST', 'contact'],
      ['PATCH', 'contact', { id: UNKNOWN, contact: { name: 'x' } }],
      ['DELETE', `contact?id=${UNKNOWN}`],
      ['GET', 'countries'],
      ['GET', 'tags'],
      ['POST', 'tag', { tag: { title: 'x' } }],
      ['PATCH', 'tag', { id: UNKNOWN, tag: { title: 'x' } }],
      ['DELETE', `tag?id=${UNKNOWN}`],
      ['POST', 'avatar', { id: UNKNOWN, avatar: dataUrl('image/png', tinyPng()) }],
    ];
    for (const [method, path, body] of rows) {
      const response = await rest<ErrorBody>(method, path, undefined, body);
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.body.code).toBe('UNAUTHENTICATED');
    }
  });

  it('GET all: the organization’s contacts sorted by name, in the spec shape', async () => {
    const kartal = await all();
    expect(kartal).toHaveLength(KARTAL_SEEDED.length);
    expect(Object.keys(kartal[0] as Contact).sort()).toEqual(CONTACT_KEYS);
    expect(kartal.map((contact) => contact.id)).toEqual(await databaseOrder(DEMO_ORGANIZATIONS.kartal.id));
    const names = kartal.map((contact) => contact.name);
    expect(names.indexOf('Ahmet Yılmaz')).toBeLessThan(names.indexOf('Burak Doğan'));
    expect(names.indexOf('Burak Doğan')).toBeLessThan(names.indexOf('Yuki Tanaka'));
    // Alphabet order whatever the database collation: Turkish letters right after their base letter.
    expect(names.indexOf('Orhan Kurt')).toBeLessThan(names.indexOf('Özge Yüksel'));
    expect(names.indexOf('Özge Yüksel')).toBeLessThan(names.indexOf('Pınar Acar'));
    expect(names.indexOf('Hülya Aslan')).toBeLessThan(names.indexOf('İrem Korkmaz'));
    expect(names.indexOf('İrem Korkmaz')).toBeLessThan(names.indexOf('James Carter'));

    const ahmet = kartal.find((contact) => contact.name === 'Ahmet Yılmaz');
    expect(ahmet).toMatchObject({
      avatar: '/images/avatars/male-01.svg',
      birthday: '1984-03-12',
      emails: [
        { email: 'ahmet.yilmaz@kartal.example', label: 'Work' },
        { email: 'ahmetyilmaz84@example.com', label: 'Personal' },
      ],
      phoneNumbers: [
        { country: 'tr', phoneNumber: '532 412 18 90', label: 'Mobile' },
        { country: 'tr', phoneNumber: '216 555 01 11', label: 'Work' },
      ],
    });
    expect(ahmet?.tags).toHaveLength(1);
    expect(kartal.some((contact) => contact.avatar === null)).toBe(true);

    const anadolu = await all(tokens.otherOrgAdmin);
    expect(anadolu.map((contact) => contact.name).sort()).toEqual(
      ANADOLU_SEEDED.map((contact) => contact.name).sort(),
    );
    expect(anadolu.some((contact) => kartal.some((k) => k.id === contact.id))).toBe(false);
  });

  it('GET search: case-insensitive substring on the name, sorted; % and _ match themselves', async () => {
    const search = async (query: string, token = tokens.orgAdmin) => {
      const response = await rest<Contact[]>('GET', `search?query=${encodeURIComponent(query)}`, token);
      expect(response.status).toBe(200);
      return response.body.map((contact) => contact.name);
    };
    expect(await search('AHMET')).toEqual(['Ahmet Yılmaz']);
    expect(await search('  ahmet ')).toEqual(['Ahmet Yılmaz']);
    const an = await search('an');
    expect(an.length).toBeGreaterThan(3);
    expect(an.every((name) => name.toLowerCase().includes('an'))).toBe(true);
    expect(an).toEqual((await all()).map((c) => c.name).filter((name) => name.toLowerCase().includes('an')));
    expect(await search('')).toHaveLength(KARTAL_SEEDED.length);
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    expect(await search('zzz-nobody')).toEqual([]);
    // Another organization's names are not found.
    expect(await search('Aslı')).toEqual([]);
    expect(await search('Aslı', tokens.otherOrgAdmin)).toEqual(['Aslı Tunç']);

    const percent = await createContact();
    await patch(percent.id, { name: '100% Effort_Club' });
    expect(await search('%')).toEqual(['100% Effort_Club']);
    expect(await search('0% e')).toEqual(['100% Effort_Club']);
    expect(await search('_c')).toEqual(['100% Effort_Club']);
    await rest('DELETE', `contact?id=${percent.id}`, tokens.orgAdmin);
  });

  it('GET contact: one contact; missing id 400; malformed, unknown and other organization’s ids 404 alike', async () => {
    const target = seeded('Zeynep Çelik');
    const response = await rest<Contact>('GET', `contact?id=${target.id}`, tokens.orgAdmin);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: target.id, name: 'Zeynep Çelik', birthday: '1990-07-21' });

    const missing = await rest<ErrorBody>('GET', 'contact', tokens.orgAdmin);
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ code: 'BAD_REQUEST', message: 'Query parameter id is required.' });

    const bodies = [];
    for (const [id, token] of [
      ['nope', tokens.orgAdmin],
      [UNKNOWN, tokens.orgAdmin],
      [target.id, tokens.otherOrgAdmin],
    ] as const) {
      const notFound = await rest<ErrorBody>('GET', `contact?id=${id}`, token);
      expect(notFound.status).toBe(404);
      bodies.push(notFound.body);
    }
    expect(bodies[0]).toEqual({ code: 'NOT_FOUND', message: 'Contact not found.' });
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
  });

  it('POST contact: a new empty contact named New Contact', async () => {
    const before = await all();
    const created = await createContact();
    expect(created).toEqual({
      id: expect.any(String),
      name: 'New Contact',
      avatar: null,
      background: null,
      emails: [],
      phoneNumbers: [],
      title: null,
      company: null,
      birthday: null,
      address: null,
      notes: null,
      tags: [],
    });
    const after = await all();
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((contact) => contact.id === created.id)).toEqual(created);
    expect((await all(tokens.otherOrgAdmin)).some((contact) => contact.id === created.id)).toBe(false);
    await rest('DELETE', `contact?id=${created.id}`, tokens.orgAdmin);
  });

  it('PATCH contact: merges the given fields, keeps the others; lists replace; nulls clear', async () => {
    const created = await createContact();
    const [work, friend] = await tags();
    const full = {
      name: '  Selim Aras  ',
      title: 'U10 Coach',
      company: 'Kartal',
      emails: [
        { email: 'selim@kartal.example', label: 'Work' },
        { email: 'selim@example.com', label: null },
      ],
      phoneNumbers: [{ country: 'TR', phoneNumber: '532 000 11 22', label: 'Mobile' }],
      birthday: '1990-01-01',
      address: 'Moda, Kadıköy',
      notes: '<p>Hello <strong>there</strong></p>',
      tags: [work?.id, friend?.id, work?.id],
      background: '/images/cards/03-320x200.svg',
    };
    const response = await patch(created.id, full);
    expect(response.status).toBe(200);
    const merged = {
      ...created,
      ...full,
      name: 'Selim Aras',
      phoneNumbers: [{ country: 'tr', phoneNumber: '532 000 11 22', label: 'Mobile' }],
      tags: [work?.id, friend?.id],
    };
    expect(response.body).toEqual(merged);

    // Only the title: every other field stays.
    const small = await patch(created.id, { title: 'Head Coach' });
    expect(small.body).toEqual({ ...merged, title: 'Head Coach' });
    // Null and blank clear nullable fields; an empty list clears a list.
    const cleared = await patch(created.id, { title: null, company: '  ', emails: [], birthday: null });
    expect(cleared.body).toEqual({ ...merged, title: null, company: null, emails: [], birthday: null });
    // An empty patch changes nothing.
    expect((await patch(created.id, {})).body).toEqual(cleared.body);
    expect((await rest('GET', `contact?id=${created.id}`, tokens.orgAdmin)).body).toEqual(cleared.body);
    await rest('DELETE', `contact?id=${created.id}`, tokens.orgAdmin);
  });

  it('PATCH contact: the whole contact as read can be sent back, seeded avatar path included', async () => {
    const target = seeded('Ahmet Yılmaz');
    const read = (await rest<Contact>('GET', `contact?id=${target.id}`, tokens.orgAdmin)).body;
    const echoed = {
      ...read,
      title: 'U13 Football Coach',
      emails: read.emails.map((email) => ({ ...email, extra: 'ignored' })),
    };
    const response = await patch(target.id, echoed);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...read, title: 'U13 Football Coach' });

    // A path that is not the current avatar is refused, and nothing changes.
    const other = await patch(target.id, { avatar: '/images/avatars/female-01.svg', title: 'X' });
    expect(other.status).toBe(400);
    expect(other.body.fieldErrors).toEqual({ avatar: 'Avatar must be a PNG, JPEG or WebP image' });
    expect((await rest('GET', `contact?id=${target.id}`, tokens.orgAdmin)).body).toEqual(response.body);
    await patch(target.id, { title: read.title });
  });

  it('PATCH contact: a birthday is a plain date, never shifted by time zones', async () => {
    const created = await createContact();
    for (const birthday of ['2000-01-01', '1999-12-31', '1900-01-01', '2012-02-29']) {
      const response = await patch(created.id, { birthday });
      expect(response.body.birthday).toBe(birthday);
      const read = await rest<Contact>('GET', `contact?id=${created.id}`, tokens.orgAdmin);
      expect(read.body.birthday).toBe(birthday);
      expect((await all()).find((contact) => contact.id === created.id)?.birthday).toBe(birthday);
    }
    const today = new Date().toISOString().slice(0, 10);
    expect((await patch(created.id, { birthday: today })).status).toBe(200);
    await rest('DELETE', `contact?id=${created.id}`, tokens.orgAdmin);
  });

  it('PATCH contact: notes are sanitised', async () => {
    const created = await createContact();
    const response = await patch(created.id, {
      notes: '<p onclick="steal()">Call <a href="javascript:alert(1)">him</a></p><script>alert(1)</script>',
    });
    expect(response.status).toBe(200);
    expect(response.body.notes).not.toContain('<script');
    expect(response.body.notes).not.toContain('alert');
    expect(response.body.notes).not.toContain('onclick');
    expect(response.body.notes).toContain('Call');
    expect((await patch(created.id, { notes: '<p> </p>' })).body.notes).toBeNull();
    await rest('DELETE', `contact?id=${created.id}`, tokens.orgAdmin);
  });

  it('PATCH contact: invalid input answers fieldErrors naming the field path and changes nothing', async () => {
    const target = seeded('Emre Aydın');
    const before = (await rest<Contact>('GET', `contact?id=${target.id}`, tokens.orgAdmin)).body;
    const anadoluTag = (await tags(tokens.otherOrgAdmin))[0]?.id;
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const email = (address: unknown, label: unknown = null) => ({ email: address, label });
    const phone = (country: unknown, phoneNumber: unknown, label: unknown = null) => ({
      country,
      phoneNumber,
      label,
    });
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ name: null }, { name: 'Name is required' }],
      [{ name: '   ' }, { name: 'Name is required' }],
      [{ name: 'x'.repeat(201) }, { name: 'Name must be at most 200 characters' }],
      [
        { emails: [email('ok@example.com'), email('not-an-address')] },
        { 'emails.1.email': 'Enter a valid email address' },
      ],
      [{ emails: [email(null)] }, { 'emails.0.email': 'Email is required' }],
      [
        { emails: [email('ok@example.com', 'Office')] },
        { 'emails.0.label': 'Label must be Personal, Mobile, Work or Home' },
      ],
      [
        { emails: Array.from({ length: 21 }, (_, i) => email(`a${i}@example.com`)) },
        { emails: 'At most 20 email addresses' },
      ],
      [
        { phoneNumbers: [phone('xx', '532 000 00 00')] },
        { 'phoneNumbers.0.country': 'Choose a known country' },
      ],
      [{ phoneNumbers: [phone(null, '532 000 00 00')] }, { 'phoneNumbers.0.country': 'Country is required' }],
      [
        { phoneNumbers: [phone('tr', '532 000 00 00'), phone('tr', 'call me')] },
        { 'phoneNumbers.1.phoneNumber': 'Phone number must be 3 to 30 digits, spaces, brackets or hyphens' },
      ],
      [
        { phoneNumbers: [phone('tr', '532', 'Fax')] },
        { 'phoneNumbers.0.label': 'Label must be Personal, Mobile, Work or Home' },
      ],
      [{ birthday: future }, { birthday: 'Birthday cannot be in the future' }],
      [{ birthday: '1899-12-31' }, { birthday: 'Birthday cannot be before 1900' }],
      [{ birthday: '2021-02-29' }, { birthday: 'Birthday must be a date (YYYY-MM-DD)' }],
      [{ birthday: '12/03/1990' }, { birthday: 'Birthday must be a date (YYYY-MM-DD)' }],
      [{ title: 'x'.repeat(201) }, { title: 'Title must be at most 200 characters' }],
      [{ company: 'x'.repeat(201) }, { company: 'Company must be at most 200 characters' }],
      [{ address: 'x'.repeat(1001) }, { address: 'Address must be at most 1000 characters' }],
      [{ notes: 'x'.repeat(20001) }, { notes: 'Notes must be at most 20000 characters' }],
      [
        { background: 'https://evil.example/x.png' },
        { background: 'Background must be a path starting with /' },
      ],
      [{ background: '//evil.example/x.png' }, { background: 'Background must be a path starting with /' }],
      [
        { avatar: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' },
        { avatar: 'Avatar must be a PNG, JPEG or WebP image' },
      ],
      [{ tags: [UNKNOWN] }, { tags: 'Some tags do not exist' }],
      [{ tags: ['not-a-uuid'] }, { tags: 'Some tags do not exist' }],
      [{ tags: [anadoluTag] }, { tags: 'Some tags do not exist' }],
      // Refused at the edge for every request (app/input-guard.ts), named by its place in the body.
      [{ title: 'a\u0000b' }, { 'contact.title': 'Text must not contain the NUL character (\\u0000).' }],
      [
        { name: '', birthday: 'soon', emails: [email('bad')] },
        {
          name: 'Name is required',
          birthday: 'Birthday must be a date (YYYY-MM-DD)',
          'emails.0.email': 'Enter a valid email address',
        },
      ],
    ];
    for (const [contact, fieldErrors] of cases) {
      const response = await patch(target.id, contact);
      expect(response.status, JSON.stringify(contact).slice(0, 80)).toBe(400);
      expect(response.body.code).toBe('BAD_USER_INPUT');
      expect(response.body.fieldErrors).toEqual(fieldErrors);
    }
    expect((await rest('GET', `contact?id=${target.id}`, tokens.orgAdmin)).body).toEqual(before);

    const noId = await rest<ErrorBody>('PATCH', 'contact', tokens.orgAdmin, { contact: { name: 'x' } });
    expect(noId.status).toBe(400);
    expect(noId.body).toEqual({ code: 'BAD_REQUEST', message: 'id is required.' });
    const notObject = await rest<ErrorBody>('PATCH', 'contact', tokens.orgAdmin, [1]);
    expect(notObject.status).toBe(400);
    for (const id of ['nope', UNKNOWN]) {
      const response = await patch(id, { name: 'Ghost' });
      expect(response.status).toBe(404);
    }
  });

  it('DELETE contact: answers true and the contact is gone; again, malformed or missing id fail', async () => {
    const created = await createContact();
    const response = await rest('DELETE', `contact?id=${created.id}`, tokens.orgAdmin);
    expect(response.status).toBe(200);
    expect(response.body).toBe(true);
    expect((await all()).some((contact) => contact.id === created.id)).toBe(false);
    for (const id of [created.id, 'nope']) {
      const again = await rest<ErrorBody>('DELETE', `contact?id=${id}`, tokens.orgAdmin);
      expect(again.status).toBe(404);
      expect(again.body.code).toBe('NOT_FOUND');
    }
    const missing = await rest<ErrorBody>('DELETE', 'contact', tokens.orgAdmin);
    expect(missing.status).toBe(400);
  });

  it('GET countries: every country sorted by name with dial code, emoji and flag image', async () => {
    const response = await rest<Record<string, string>[]>('GET', 'countries', tokens.regular);
    expect(response.status).toBe(200);
    const countries = response.body;
    expect(countries).toHaveLength(252);
    expect(Object.keys(countries[0] as object).sort()).toEqual([
      'code',
      'flag',
      'flagImagePos',
      'id',
      'iso',
      'name',
    ]);
    const names = countries.map((country) => country.name as string);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(countries.find((country) => country.iso === 'tr')).toEqual({
      id: expect.any(String),
      iso: 'tr',
      name: 'Türkiye',
      code: '+90',
      flag: '🇹🇷',
      flagImagePos: '/images/flags/tr.svg',
    });
  });

  it('GET countries in Turkish: Turkish names in the Turkish alphabet, the same countries and codes', async () => {
    const english = await rest<Record<string, string>[]>('GET', 'countries', tokens.regular);
    const response = await http.request<Record<string, string>[]>('GET', 'api/apps/contacts/countries', {
      token: tokens.regular,
      headers: { 'accept-language': 'tr' },
    });
    expect(response.status).toBe(200);
    const countries = response.body;
    const byIso = new Map(countries.map((country) => [country.iso, country]));
    expect(byIso.get('de')?.name).toBe('Almanya');
    expect(byIso.get('gb')?.name).toBe('Birleşik Krallık');
    expect(byIso.get('tr')).toEqual(english.body.find((country) => country.iso === 'tr'));
    expect(new Set(countries.map((country) => `${country.iso}${country.code}`))).toEqual(
      new Set(english.body.map((country) => `${country.iso}${country.code}`)),
    );
    const names = countries.map((country) => country.name as string);
    expect(names).toEqual([...names].sort(new Intl.Collator('tr').compare));
    // "Çad" sorts after "Cezayir" and before "Danimarka" in Turkish, not after "Z" as code points would.
    expect(names.indexOf('Çad')).toBeGreaterThan(names.indexOf('Cezayir'));
    expect(names.indexOf('Çad')).toBeLessThan(names.indexOf('Danimarka'));
  });

  it('POST avatar: PNG, JPEG and WebP are stored as data URLs; the type is checked by content', async () => {
    const created = await createContact();
    for (const [type, bytes] of [
      ['image/png', tinyPng()],
      ['image/jpeg', tinyJpeg()],
      ['image/webp', tinyWebp()],
    ] as const) {
      const response = await upload(created.id, dataUrl(type, bytes));
      expect(response.status, type).toBe(200);
      expect(response.body.avatar).toBe(dataUrl(type, bytes));
      expect((await rest<Contact>('GET', `contact?id=${created.id}`, tokens.orgAdmin)).body.avatar).toBe(
        dataUrl(type, bytes),
      );
    }
    // The declared type is normalised; the content is what counts.
    const upper = await upload(created.id, dataUrl('IMAGE/PNG', tinyPng()));
    expect(upper.body.avatar).toBe(dataUrl('image/png', tinyPng()));

    const typeMessage = { avatar: 'Avatar must be a PNG, JPEG or WebP image' };
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    const refused: [string, Record<string, string>][] = [
      [dataUrl('image/gif', gif), typeMessage],
      [dataUrl('image/png', tinyJpeg()), typeMessage],
      [dataUrl('image/jpeg', tinyPng()), typeMessage],
      [dataUrl('image/webp', Buffer.from('RIFF\x00\x00\x00\x00WAVE', 'latin1')), typeMessage],
      [dataUrl('image/png', Buffer.from('hello')), typeMessage],
      ['data:image/png,not-base64', typeMessage],
      ['data:image/png;base64,@@@@', typeMessage],
      ['https://example.com/me.png', typeMessage],
      ['', typeMessage],
      [
        dataUrl('image/png', Buffer.concat([tinyPng(), Buffer.alloc(1_000_001 - tinyPng().length)])),
        { avatar: 'Avatar must be at most 1 MB' },
      ],
    ];
    for (const [avatar, fieldErrors] of refused) {
      const response = await upload(created.id, avatar);
      expect(response.status, avatar.slice(0, 40)).toBe(400);
      expect(response.body.code).toBe('BAD_USER_INPUT');
      expect(response.body.fieldErrors).toEqual(fieldErrors);
    }
    expect((await rest<Contact>('GET', `contact?id=${created.id}`, tokens.orgAdmin)).body.avatar).toBe(
      dataUrl('image/png', tinyPng()),
    );

    // Exactly 1 MB is accepted; then the avatar is removed with null.
    const limit = Buffer.concat([tinyPng(), Buffer.alloc(1_000_000 - tinyPng().length)]);
    expect((await upload(created.id, dataUrl('image/png', limit))).status).toBe(200);
    expect((await patch(created.id, { avatar: null })).body.avatar).toBeNull();
    // A patch may carry a data URL too, checked the same way.
    expect((await patch(created.id, { avatar: dataUrl('image/webp', tinyWebp()) })).body.avatar).toBe(
      dataUrl('image/webp', tinyWebp()),
    );
    expect((await patch(created.id, { avatar: dataUrl('image/gif', gif) })).body.fieldErrors).toEqual(
      typeMessage,
    );

    const missing = await rest<ErrorBody>('POST', 'avatar', tokens.orgAdmin, { id: created.id });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('BAD_REQUEST');
    const noId = await rest<ErrorBody>('POST', 'avatar', tokens.orgAdmin, {
      avatar: dataUrl('image/png', tinyPng()),
    });
    expect(noId.status).toBe(400);
    for (const id of ['nope', UNKNOWN]) {
      expect((await upload(id, dataUrl('image/png', tinyPng()))).status).toBe(404);
    }
    await rest('DELETE', `contact?id=${created.id}`, tokens.orgAdmin);
  });
});

describe('REST contact tags', () => {
  it('GET tags: the seven seeded tags, newest first, for each organization', async () => {
    const kartal = await tags();
    expect(kartal.map((tag) => tag.title)).toEqual([...DEMO_CONTACT_TAGS]);
    expect(Object.keys(kartal[0] as Tag).sort()).toEqual(['id', 'title']);
    const anadolu = await tags(tokens.otherOrgAdmin);
    expect(anadolu.map((tag) => tag.title)).toEqual([...DEMO_CONTACT_TAGS]);
    expect(anadolu.some((tag) => kartal.some((k) => k.id === tag.id))).toBe(false);
  });

  it('POST, PATCH tag: created first; titles unique regardless of case; validation', async () => {
    const created = await rest<Tag>('POST', 'tag', tokens.orgAdmin, { tag: { title: '  Sponsors  ' } });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ id: expect.any(String), title: 'Sponsors' });
    expect((await tags())[0]).toEqual(created.body);

    const taken = await rest<ErrorBody>('POST', 'tag', tokens.orgAdmin, { tag: { title: 'WORK' } });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('CONFLICT');
    expect(taken.body.fieldErrors).toEqual({ title: 'A tag with this title already exists' });
    // Another organization may use the same title.
    const elsewhere = await rest<Tag>('POST', 'tag', tokens.otherOrgAdmin, { tag: { title: 'Sponsors' } });
    expect(elsewhere.status).toBe(200);

    for (const body of [{ tag: { title: '' } }, { tag: {} }, {}, { tag: { title: 'x'.repeat(51) } }]) {
      const invalid = await rest<ErrorBody>('POST', 'tag', tokens.orgAdmin, body);
      expect(invalid.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(invalid.body.fieldErrors ?? {})).toEqual(['title']);
    }

    const renamed = await rest<Tag>('PATCH', 'tag', tokens.orgAdmin, {
      id: created.body.id,
      tag: { title: 'Main Sponsors' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({ id: created.body.id, title: 'Main Sponsors' });
    const clash = await rest<ErrorBody>('PATCH', 'tag', tokens.orgAdmin, {
      id: created.body.id,
      tag: { title: 'friend' },
    });
    expect(clash.status).toBe(409);
    // Changing only the letter case of its own title is allowed.
    const recased = await rest<Tag>('PATCH', 'tag', tokens.orgAdmin, {
      id: created.body.id,
      tag: { title: 'MAIN SPONSORS' },
    });
    expect(recased.body.title).toBe('MAIN SPONSORS');
    for (const id of ['nope', UNKNOWN, elsewhere.body.id]) {
      const response = await rest<ErrorBody>('PATCH', 'tag', tokens.orgAdmin, { id, tag: { title: 'x' } });
      expect(response.status).toBe(404);
    }
    const noId = await rest<ErrorBody>('PATCH', 'tag', tokens.orgAdmin, { tag: { title: 'x' } });
    expect(noId.status).toBe(400);
  });

  it('DELETE tag: answers true and removes the tag from every contact carrying it', async () => {
    const work = (await tags()).find((tag) => tag.title === 'Work') as Tag;
    const carrying = (await all()).filter((contact) => contact.tags.includes(work.id));
    expect(carrying.length).toBeGreaterThan(5);
    const otherTags = new Map(
      carrying.map((contact) => [contact.id, contact.tags.filter((id) => id !== work.id)]),
    );

    const response = await rest('DELETE', `tag?id=${work.id}`, tokens.orgAdmin);
    expect(response.status).toBe(200);
    expect(response.body).toBe(true);
    expect((await tags()).some((tag) => tag.id === work.id)).toBe(false);
    const after = await all();
    expect(after.some((contact) => contact.tags.includes(work.id))).toBe(false);
    for (const contact of after.filter((c) => otherTags.has(c.id))) {
      expect(contact.tags).toEqual(otherTags.get(contact.id));
    }
    // Anadolu's Work tag and contacts are untouched.
    const anadoluWork = (await tags(tokens.otherOrgAdmin)).find((tag) => tag.title === 'Work') as Tag;
    expect((await all(tokens.otherOrgAdmin)).some((contact) => contact.tags.includes(anadoluWork.id))).toBe(
      true,
    );

    for (const id of [work.id, 'nope']) {
      expect((await rest('DELETE', `tag?id=${id}`, tokens.orgAdmin)).status).toBe(404);
    }
    expect((await rest('DELETE', 'tag', tokens.orgAdmin)).status).toBe(400);
  });
});

describe('who may do what', () => {
  it('another organization’s admin sees none of Kartal’s contacts or tags and changes none', async () => {
    const kartalContact = seeded('Mehmet Öztürk');
    const kartalTag = (await tags())[0] as Tag;
    const before = { contacts: await all(), tags: await tags() };
    const other = tokens.otherOrgAdmin;
    const attempts: [string, string, unknown?][] = [
      ['GET', `contact?id=${kartalContact.id}`],
      ['PATCH', 'contact', { id: kartalContact.id, contact: { name: 'Hijacked' } }],
      ['DELETE', `contact?id=${kartalContact.id}`],
      ['POST', 'avatar', { id: kartalContact.id, avatar: dataUrl('image/png', tinyPng()) }],
      ['PATCH', 'tag', { id: kartalTag.id, tag: { title: 'Hijacked' } }],
      ['DELETE', `tag?id=${kartalTag.id}`],
    ];
    for (const [method, path, body] of attempts) {
      const response = await rest<ErrorBody>(method, path, other, body);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.body.code).toBe('NOT_FOUND');
    }
    const theirs = await all(other);
    expect(theirs.some((contact) => before.contacts.some((k) => k.id === contact.id))).toBe(false);
    const found = await rest<Contact[]>('GET', 'search?query=Mehmet', other);
    expect(found.body).toEqual([]);
    // Tagging with another organization's tag is refused.
    const mine = theirs[0] as Contact;
    const tagged = await patch(mine.id, { tags: [kartalTag.id] }, other);
    expect(tagged.status).toBe(400);
    expect({ contacts: await all(), tags: await tags() }).toEqual(before);
  });

  it('a branch admin (write, no delete) creates and edits but cannot delete', async () => {
    const token = tokens.branchAdmin;
    const created = await createContact(token);
    expect((await patch(created.id, { name: 'Branch Contact' }, token)).status).toBe(200);
    const tag = await rest<Tag>('POST', 'tag', token, { tag: { title: 'Branch' } });
    expect(tag.status).toBe(200);
    const deleteContact = await rest<ErrorBody>('DELETE', `contact?id=${created.id}`, token);
    expect(deleteContact.status).toBe(403);
    expect(deleteContact.body).toEqual({ code: 'FORBIDDEN', message: 'Your role does not allow deleting.' });
    expect((await rest<ErrorBody>('DELETE', `tag?id=${tag.body.id}`, token)).status).toBe(403);
    expect((await all()).some((contact) => contact.id === created.id)).toBe(true);
    await rest('DELETE', `contact?id=${created.id}`, tokens.orgAdmin);
    await rest('DELETE', `tag?id=${tag.body.id}`, tokens.orgAdmin);
  });

  it('a viewer without an organization reads an empty book and cannot create', async () => {
    await t.dataSource.query('UPDATE users SET organization_id = NULL WHERE id = $1', [
      DEMO_PERSONAS.superAdmin.id,
    ]);
    // Written straight to the database: announced the way the users-admin feature's update announces.
    announceAccessChange(DEMO_PERSONAS.superAdmin.id);
    try {
      const token = tokens.superAdmin;
      expect(await all(token)).toEqual([]);
      expect(await tags(token)).toEqual([]);
      const page = await http.graphql<{ contacts: { totalCount: number; nodes: unknown[] } }>(
        '{ contacts { totalCount nodes { id } endCursor } }',
        {},
        token,
      );
      expect(page.data?.contacts).toEqual({ totalCount: 0, nodes: [], endCursor: null });
      expect((await rest('GET', `contact?id=${seeded('Mehmet Öztürk').id}`, token)).status).toBe(404);
      const create = await rest<ErrorBody>('POST', 'contact', token);
      expect(create.status).toBe(403);
      expect((await rest('GET', 'countries', token)).status).toBe(200);
    } finally {
      await t.dataSource.query('UPDATE users SET organization_id = $2 WHERE id = $1', [
        DEMO_PERSONAS.superAdmin.id,
        DEMO_ORGANIZATIONS.kartal.id,
      ]);
      announceAccessChange(DEMO_PERSONAS.superAdmin.id);
    }
  });
});

describe('contacts over GraphQL', () => {
  const PAGE = `query ($query: String, $first: Int, $after: String) {
    contacts(query: $query, first: $first, after: $after) { totalCount endCursor nodes { id name } } }`;
  type Page = {
    contacts: { totalCount: number; endCursor: string | null; nodes: { id: string; name: string }[] };
  };

  it('pages through every contact exactly once, in name order, with the total', async () => {
    const token = tokens.otherOrgAdmin;
    await t.dataSource.query(
      `INSERT INTO contacts (organization_id, name)
       SELECT $1, 'Bulk ' || lpad(g::text, 3, '0') FROM generate_series(1, 230) g`,
      [DEMO_ORGANIZATIONS.anadolu.id],
    );
    // Equal names: the id breaks the tie, so none is skipped or repeated at a page boundary.
    await t.dataSource.query(
      `INSERT INTO contacts (organization_id, name) SELECT $1, 'Same Name' FROM generate_series(1, 12) g`,
      [DEMO_ORGANIZATIONS.anadolu.id],
    );
    const expected = await databaseOrder(DEMO_ORGANIZATIONS.anadolu.id);
    expect(expected.length).toBe(ANADOLU_SEEDED.length + 242);
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const response: { data?: Page | null } = await http.graphql<Page>(PAGE, { first: 7, after }, token);
      const page = response.data?.contacts as Page['contacts'];
      expect(page.totalCount).toBe(expected.length);
      expect(page.nodes.length).toBeLessThanOrEqual(7);
      seen.push(...page.nodes.map((node) => node.id));
      after = page.endCursor;
      pages++;
    } while (after && pages < 100);
    expect(seen).toEqual(expected);
    expect(new Set(seen).size).toBe(seen.length);

    const defaults = await http.graphql<Page>(
      '{ contacts { totalCount endCursor nodes { id } } }',
      {},
      token,
    );
    expect(defaults.data?.contacts.nodes).toHaveLength(50);
    expect(defaults.data?.contacts.endCursor).toEqual(expect.any(String));

    // A search's count comes with its rows; an empty page still answers the right count.
    const none = await http.graphql<Page>(PAGE, { query: 'no such name', first: 5 }, token);
    expect(none.data?.contacts).toEqual({ totalCount: 0, endCursor: null, nodes: [] });
    const lastPage = await http.graphql<Page>(PAGE, { query: 'bulk 23', first: 1 }, token);
    expect(lastPage.data?.contacts.totalCount).toBe(1);
    const pastEnd = await http.graphql<Page>(
      PAGE,
      {
        query: 'bulk 2',
        first: 5,
        after: encodeCursor({ name: 'Bulk 230', id: lastPage.data?.contacts.nodes[0]?.id ?? '' }),
      },
      token,
    );
    expect(pastEnd.data?.contacts).toMatchObject({ totalCount: 31, endCursor: null, nodes: [] });

    const filtered = await http.graphql<Page>(PAGE, { query: 'bulk 01', first: 5 }, token);
    expect(filtered.data?.contacts.totalCount).toBe(10);
    expect(filtered.data?.contacts.nodes.map((node) => node.name)).toEqual([
      'Bulk 010',
      'Bulk 011',
      'Bulk 012',
      'Bulk 013',
      'Bulk 014',
    ]);
    const rest2 = await http.graphql<Page>(
      PAGE,
      { query: 'bulk 01', first: 10, after: filtered.data?.contacts.endCursor },
      token,
    );
    expect(rest2.data?.contacts.nodes.map((node) => node.name)).toEqual([
      'Bulk 015',
      'Bulk 016',
      'Bulk 017',
      'Bulk 018',
      'Bulk 019',
    ]);
    expect(rest2.data?.contacts.endCursor).toBeNull();
  });

  it('costs the same few statements for 10 or 200 contacts', async () => {
    const token = tokens.otherOrgAdmin;
    const baseline = await t.queries.during(() => http.graphql('{ __typename }', {}, token));
    const ten = await t.queries.during(() => http.graphql(PAGE, { first: 10 }, token));
    let nodes = 0;
    const twoHundred = await t.queries.during(async () => {
      const response = await http.graphql<Page>(
        `query ($first: Int) { contacts(first: $first) { totalCount nodes { ${GQL_CONTACT} } } }`,
        { first: 200 },
        token,
      );
      nodes = response.data?.contacts.nodes.length ?? 0;
    });
    expect(nodes).toBe(200);
    expect(twoHundred.length).toBe(ten.length);
    expect(ten.length - baseline.length).toBeLessThanOrEqual(3);
    expect(ten.length - baseline.length).toBeGreaterThan(0);
  });

  it('refuses a page size outside 1…10000 and a cursor it did not make', async () => {
    for (const variables of [{ first: 0 }, { first: 10001 }, { first: -5 }]) {
      const response = await http.graphql(PAGE, variables, tokens.orgAdmin);
      expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(Object.keys(response.errors?.[0]?.extensions?.fieldErrors ?? {})).toEqual(['first']);
    }
    const big = await http.graphql<Page>(PAGE, { first: 10000 }, tokens.orgAdmin);
    expect(big.data?.contacts.endCursor).toBeNull();
    for (const after of [
      'garbage',
      Buffer.from('["x","y"]').toString('base64url'),
      Buffer.from('{}').toString('base64url'),
    ]) {
      const response = await http.graphql(PAGE, { after }, tokens.orgAdmin);
      expect(response.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { after: expect.any(String) },
      });
    }
    const tooLong = await http.graphql(PAGE, { query: 'x'.repeat(201) }, tokens.orgAdmin);
    expect(tooLong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const anonymous = await http.graphql(PAGE, {});
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('runs every query and mutation of the contract', async () => {
    const token = tokens.orgAdmin;
    const created = await http.graphql<{ createContact: Contact }>(
      `mutation { createContact { ${GQL_CONTACT} } }`,
      {},
      token,
    );
    const contact = created.data?.createContact as Contact;
    expect(contact).toMatchObject({ name: 'New Contact', emails: [], tags: [], birthday: null });

    const tag = await http.graphql<{ createContactTag: Tag }>(
      'mutation ($title: String!) { createContactTag(title: $title) { id title } }',
      { title: 'Volunteers' },
      token,
    );
    const tagId = tag.data?.createContactTag.id as string;
    expect(tag.data?.createContactTag.title).toBe('Volunteers');

    const updated = await http.graphql<{ updateContact: Contact }>(
      `mutation ($id: ID!, $input: ContactPatch!) { updateContact(id: $id, input: $input) { ${GQL_CONTACT} } }`,
      {
        id: contact.id,
        input: {
          name: 'Gül Aydemir',
          birthday: '1985-06-30',
          tags: [tagId],
          phoneNumbers: [{ country: 'de', phoneNumber: '151 1111 2222', label: 'Work' }],
        },
      },
      token,
    );
    expect(updated.data?.updateContact).toMatchObject({
      id: contact.id,
      name: 'Gül Aydemir',
      birthday: '1985-06-30',
      tags: [tagId],
      phoneNumbers: [{ country: 'de', phoneNumber: '151 1111 2222', label: 'Work' }],
    });
    const invalid = await http.graphql(
      'mutation ($id: ID!) { updateContact(id: $id, input: { emails: [{ email: "x" }] }) { id } }',
      { id: contact.id },
      token,
    );
    expect(invalid.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { 'emails.0.email': 'Enter a valid email address' },
    });

    const read = await http.graphql<{ contact: Contact }>(
      `query ($id: ID!) { contact(id: $id) { ${GQL_CONTACT} } }`,
      { id: contact.id },
      token,
    );
    expect(read.data?.contact).toEqual(updated.data?.updateContact);
    const foreign = await http.graphql(
      'query ($id: ID!) { contact(id: $id) { id } }',
      { id: contact.id },
      tokens.otherOrgAdmin,
    );
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const avatar = await http.graphql<{ uploadContactAvatar: Contact }>(
      'mutation ($id: ID!, $avatar: String!) { uploadContactAvatar(id: $id, avatar: $avatar) { id avatar } }',
      { id: contact.id, avatar: dataUrl('image/jpeg', tinyJpeg()) },
      token,
    );
    expect(avatar.data?.uploadContactAvatar.avatar).toBe(dataUrl('image/jpeg', tinyJpeg()));
    const tooBig = await http.graphql(
      'mutation ($id: ID!, $avatar: String!) { uploadContactAvatar(id: $id, avatar: $avatar) { id } }',
      { id: contact.id, avatar: dataUrl('image/jpeg', Buffer.concat([tinyJpeg(), Buffer.alloc(1_000_000)])) },
      token,
    );
    expect(tooBig.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { avatar: 'Avatar must be at most 1 MB' },
    });

    const listed = await http.graphql<{ contactTags: Tag[] }>('{ contactTags { id title } }', {}, token);
    expect(listed.data?.contactTags[0]).toEqual({ id: tagId, title: 'Volunteers' });
    const renamed = await http.graphql<{ updateContactTag: Tag }>(
      'mutation ($id: ID!) { updateContactTag(id: $id, title: "Helpers") { id title } }',
      { id: tagId },
      token,
    );
    expect(renamed.data?.updateContactTag).toEqual({ id: tagId, title: 'Helpers' });
    const conflict = await http.graphql('mutation { createContactTag(title: "helpers") { id } }', {}, token);
    expect(conflict.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const removedTag = await http.graphql<{ deleteContactTag: boolean }>(
      'mutation ($id: ID!) { deleteContactTag(id: $id) }',
      { id: tagId },
      token,
    );
    expect(removedTag.data?.deleteContactTag).toBe(true);
    const untagged = await http.graphql<{ contact: Contact }>(
      'query ($id: ID!) { contact(id: $id) { tags } }',
      { id: contact.id },
      token,
    );
    expect(untagged.data?.contact.tags).toEqual([]);

    const countries = await http.graphql<{ countries: Record<string, string>[] }>(
      '{ countries { id iso name code flag flagImagePos } }',
      {},
      token,
    );
    expect(countries.data?.countries).toHaveLength(252);
    expect(countries.data?.countries.find((country) => country.iso === 'de')).toMatchObject({
      name: 'Germany',
      code: '+49',
      flagImagePos: '/images/flags/de.svg',
    });

    const forbidden = await http.graphql(
      'mutation ($id: ID!) { deleteContact(id: $id) }',
      { id: contact.id },
      tokens.branchAdmin,
    );
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const deleted = await http.graphql<{ deleteContact: boolean }>(
      'mutation ($id: ID!) { deleteContact(id: $id) }',
      { id: contact.id },
      token,
    );
    expect(deleted.data?.deleteContact).toBe(true);
    const gone = await http.graphql(
      'query ($id: ID!) { contact(id: $id) { id } }',
      { id: contact.id },
      token,
    );
    expect(gone.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    for (const document of [
      '{ contacts { totalCount } }',
      '{ contact(id: "x") { id } }',
      '{ countries { id } }',
      '{ contactTags { id } }',
      'mutation { createContact { id } }',
      'mutation { createContactTag(title: "x") { id } }',
    ]) {
      const anonymous = await http.graphql(document);
      expect(anonymous.errors?.[0]?.extensions?.code, document).toBe('UNAUTHENTICATED');
    }
  });
});

// ——— the permission matrix ———
//
// Every operation of the contact book, over REST and GraphQL, as each demo persona. The book is for the
// school's staff (contacts.policy.ts): parents, companies and regular users read an empty book and
// NOT_FOUND for a contact, and every change is FORBIDDEN; another organization's admin works on their
// own book and gets NOT_FOUND for Kartal's rows. A refused call changes no row. The countries list is
// reference data (names and dial codes), the same for everyone signed in.

type Op =
  | 'list'
  | 'search'
  | 'read'
  | 'create'
  | 'update'
  | 'avatar'
  | 'delete'
  | 'countries'
  | 'tags'
  | 'createTag'
  | 'updateTag'
  | 'deleteTag';

const STAFF: Record<Op, Outcome> = {
  list: 'ok',
  search: 'ok',
  read: 'ok',
  create: 'ok',
  update: 'ok',
  avatar: 'ok',
  delete: 'ok',
  countries: 'ok',
  tags: 'ok',
  createTag: 'ok',
  updateTag: 'ok',
  deleteTag: 'ok',
};
const NOT_STAFF: Record<Op, Outcome> = {
  list: 'empty',
  search: 'empty',
  read: 'NOT_FOUND',
  create: 'FORBIDDEN',
  update: 'FORBIDDEN',
  avatar: 'FORBIDDEN',
  delete: 'FORBIDDEN',
  countries: 'ok',
  tags: 'empty',
  createTag: 'FORBIDDEN',
  updateTag: 'FORBIDDEN',
  deleteTag: 'FORBIDDEN',
};
const EXPECTED: Record<Persona, Record<Op, Outcome>> = {
  superAdmin: STAFF,
  orgAdmin: STAFF,
  // Branch and department admins have `write` but not `delete`.
  branchAdmin: { ...STAFF, delete: 'FORBIDDEN', deleteTag: 'FORBIDDEN' },
  deptAdmin: { ...STAFF, delete: 'FORBIDDEN', deleteTag: 'FORBIDDEN' },
  parent: NOT_STAFF,
  company: NOT_STAFF,
  regular: NOT_STAFF,
  // Anadolu's admin: their own book answers; Kartal's rows (the targets) are NOT_FOUND.
  otherOrgAdmin: {
    ...STAFF,
    read: 'NOT_FOUND',
    update: 'NOT_FOUND',
    avatar: 'NOT_FOUND',
    delete: 'NOT_FOUND',
    updateTag: 'NOT_FOUND',
    deleteTag: 'NOT_FOUND',
  },
};

/** A fresh Kartal contact and contact tag per call, made by Kartal's organization admin. */
interface Target {
  contactId: string;
  tagId: string;
}

const PNG = dataUrl('image/png', tinyPng());
const CALLS: Record<Op, (target: Target, label: string) => MatrixCall> = {
  list: () => ({
    rest: ['GET', 'all'],
    graphql: [
      'query ($first: Int) { contacts(first: $first) { totalCount nodes { id } } }',
      { first: 10000 },
    ],
    field: 'contacts',
    empty: { totalCount: 0, nodes: [] },
    restEmpty: [],
  }),
  search: () => ({
    rest: ['GET', 'search?query=er'],
    graphql: ['{ contacts(query: "er", first: 100) { totalCount nodes { id } } }'],
    field: 'contacts',
    empty: { totalCount: 0, nodes: [] },
    restEmpty: [],
  }),
  read: ({ contactId }) => ({
    rest: ['GET', `contact?id=${contactId}`],
    graphql: ['query ($id: ID!) { contact(id: $id) { id name } }', { id: contactId }],
    field: 'contact',
  }),
  create: () => ({
    rest: ['POST', 'contact'],
    graphql: ['mutation { createContact { id name } }'],
    field: 'createContact',
  }),
  update: ({ contactId }) => ({
    rest: ['PATCH', 'contact', { id: contactId, contact: { notes: 'Matrix' } }],
    graphql: [
      'mutation ($id: ID!) { updateContact(id: $id, input: { notes: "Matrix" }) { id notes } }',
      { id: contactId },
    ],
    field: 'updateContact',
  }),
  avatar: ({ contactId }) => ({
    rest: ['POST', 'avatar', { id: contactId, avatar: PNG }],
    graphql: [
      'mutation ($id: ID!, $avatar: String!) { uploadContactAvatar(id: $id, avatar: $avatar) { id avatar } }',
      { id: contactId, avatar: PNG },
    ],
    field: 'uploadContactAvatar',
  }),
  delete: ({ contactId }) => ({
    rest: ['DELETE', `contact?id=${contactId}`],
    graphql: ['mutation ($id: ID!) { deleteContact(id: $id) }', { id: contactId }],
    field: 'deleteContact',
  }),
  countries: () => ({ rest: ['GET', 'countries'], graphql: ['{ countries { id } }'], field: 'countries' }),
  tags: () => ({
    rest: ['GET', 'tags'],
    graphql: ['{ contactTags { id title } }'],
    field: 'contactTags',
    empty: [],
  }),
  createTag: (_target, label) => ({
    rest: ['POST', 'tag', { tag: { title: label } }],
    graphql: [
      'mutation ($title: String!) { createContactTag(title: $title) { id title } }',
      { title: `${label} gql` },
    ],
    field: 'createContactTag',
  }),
  updateTag: ({ tagId }, label) => ({
    rest: ['PATCH', 'tag', { id: tagId, tag: { title: label } }],
    graphql: [
      'mutation ($id: ID!, $title: String!) { updateContactTag(id: $id, title: $title) { id title } }',
      { id: tagId, title: `${label} gql` },
    ],
    field: 'updateContactTag',
  }),
  deleteTag: ({ tagId }) => ({
    rest: ['DELETE', `tag?id=${tagId}`],
    graphql: ['mutation ($id: ID!) { deleteContactTag(id: $id) }', { id: tagId }],
    field: 'deleteContactTag',
  }),
};

describe('the permission matrix: every operation as each persona', () => {
  let made = 0;
  const madeContacts: string[] = [];
  const madeTags: string[] = [];

  afterAll(async () => {
    await t.dataSource.query('DELETE FROM contacts WHERE id = ANY($1::uuid[])', [madeContacts]);
    await t.dataSource.query('DELETE FROM tags WHERE id = ANY($1::uuid[])', [madeTags]);
  });

  async function freshTarget(): Promise<Target> {
    const contact = await createContact(tokens.orgAdmin);
    const tag = await rest<Tag>('POST', 'tag', tokens.orgAdmin, { tag: { title: `Target ${++made}` } });
    expect(tag.status).toBe(200);
    madeContacts.push(contact.id);
    madeTags.push(tag.body.id);
    return { contactId: contact.id, tagId: tag.body.id };
  }

  /** Every row of both tables, so a refused call can be shown to have changed nothing. */
  async function digest(): Promise<string> {
    const [row] = await t.dataSource.query<{ digest: string }[]>(
      `SELECT md5(coalesce((SELECT string_agg(c::text, '|' ORDER BY c.id) FROM contacts c), '')
               || coalesce((SELECT string_agg(g::text, '|' ORDER BY g.id) FROM tags g), '')) AS digest`,
    );
    return row?.digest ?? '';
  }

  async function ownContactIds(organizationId: string): Promise<string[]> {
    return databaseOrder(organizationId);
  }

  async function ownTagIds(organizationId: string): Promise<string[]> {
    const rows = await t.dataSource.query<{ id: string }[]>(
      `SELECT id FROM tags WHERE organization_id = $1 AND kind = 'contact' ORDER BY created_at DESC, id DESC`,
      [organizationId],
    );
    return rows.map((row) => row.id);
  }

  /** The checks of an allowed call's answer (REST body, or the GraphQL field's value). */
  async function expectAllowed({ op, persona, target, answer, where }: AllowedCall<Persona, Op, Target>) {
    const organizationId = DEMO_PERSONAS[persona].organizationId;
    const nodes = (value: unknown) =>
      (Array.isArray(value) ? value : (value as { nodes: { id: string }[] }).nodes) as { id: string }[];
    switch (op) {
      case 'list': {
        const own = await ownContactIds(organizationId);
        expect(own.length, where).toBeGreaterThan(0);
        expect(
          nodes(answer).map((contact) => contact.id),
          where,
        ).toEqual(own);
        return;
      }
      case 'search': {
        const own = new Set(await ownContactIds(organizationId));
        const found = nodes(answer);
        expect(found.length, where).toBeGreaterThan(0);
        expect(
          found.every((contact) => own.has(contact.id)),
          where,
        ).toBe(true);
        return;
      }
      case 'read':
        expect(answer, where).toMatchObject({ id: target.contactId });
        return;
      case 'create': {
        const created = answer as Contact;
        madeContacts.push(created.id);
        expect(created.name, where).toBe('New Contact');
        const [row] = await t.dataSource.query<{ organization_id: string }[]>(
          'SELECT organization_id FROM contacts WHERE id = $1',
          [created.id],
        );
        expect(row?.organization_id, where).toBe(organizationId);
        return;
      }
      case 'update':
        expect(answer, where).toMatchObject({ id: target.contactId, notes: 'Matrix' });
        return;
      case 'avatar':
        expect(answer, where).toMatchObject({ id: target.contactId, avatar: PNG });
        return;
      case 'delete':
      case 'deleteTag':
        expect(answer, where).toBe(true);
        return;
      case 'countries':
        expect(answer, where).toHaveLength(252);
        return;
      case 'tags': {
        const own = await ownTagIds(organizationId);
        expect(own.length, where).toBeGreaterThan(0);
        expect(
          (answer as Tag[]).map((tag) => tag.id),
          where,
        ).toEqual(own);
        return;
      }
      case 'createTag':
        madeTags.push((answer as Tag).id);
        expect((await ownTagIds(organizationId))[0], where).toBe((answer as Tag).id);
        return;
      case 'updateTag':
        expect(answer, where).toMatchObject({ id: target.tagId });
        return;
    }
  }

  permissionMatrix({
    personas: PERSONAS,
    token: (persona) => tokens[persona],
    http: () => http,
    expected: EXPECTED,
    calls: CALLS,
    target: freshTarget,
    digest,
    expectAllowed,
    restPrefix: 'api/apps/contacts/',
  });
});

describe('seeded contacts in the viewer’s language (Accept-Language)', () => {
  const inTurkish = <T>(method: string, path: string, body?: unknown) =>
    http.request<T>(method, `api/apps/contacts/${path}`, {
      token: tokens.orgAdmin,
      body,
      headers: { 'accept-language': 'tr' },
    });

  it('reads job titles, notes, English-named institutions and tags in Turkish; names stay', async () => {
    const gizem = seeded('Gizem Yıldırım');
    const read = (await inTurkish<Contact>('GET', `contact?id=${gizem.id}`)).body;
    expect(read).toMatchObject({
      name: 'Gizem Yıldırım',
      title: 'Spor Psikoloğu',
      company: 'Denge Danışmanlık',
      notes: '<p>U14 ve U16 oyuncularıyla her ay maç günü heyecanı üzerine atölye çalışması yapıyor.</p>',
      address: 'Fenerbahçe Mahallesi, Fener Kalamış Caddesi 41, Kadıköy, İstanbul',
    });
    const baris = (await inTurkish<Contact[]>('GET', 'search?query=bar')).body.find(
      (contact) => contact.name === 'Barış Uçar',
    );
    expect(baris).toMatchObject({ title: 'Bölge Temsilcisi', company: 'Türkiye Futbol Federasyonu' });
    expect((await rest<Contact>('GET', `contact?id=${gizem.id}`, tokens.orgAdmin)).body.title).toBe(
      'Sports Psychologist',
    );
    const turkishTags = new Map(
      (await inTurkish<Tag[]>('GET', 'tags')).body.map((tag) => [tag.id, tag.title]),
    );
    const family = (await tags()).find((tag) => tag.title === 'Family');
    expect(turkishTags.get(family?.id ?? '')).toBe('Aile');
  });

  it('a contact saved whole in Turkish keeps the text it did not change, in both languages', async () => {
    const gizem = seeded('Gizem Yıldırım');
    const read = (await inTurkish<Contact>('GET', `contact?id=${gizem.id}`)).body;
    // The editor sends every field back; only the phone number and the job title were changed.
    const saved = await inTurkish<Contact>('PATCH', 'contact', {
      id: gizem.id,
      contact: {
        ...read,
        title: 'Sporcu Psikoloğu',
        phoneNumbers: [{ country: 'tr', phoneNumber: '532 740 52 62', label: 'Mobile' }],
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ title: 'Sporcu Psikoloğu', notes: read.notes });
    const english = (await rest<Contact>('GET', `contact?id=${gizem.id}`, tokens.orgAdmin)).body;
    expect(english).toMatchObject({
      title: 'Sporcu Psikoloğu',
      company: 'Denge Danışmanlık',
      notes: '<p>Monthly workshop for U14 and U16 players on match-day nerves.</p>',
    });
  });

  it('renaming a contact tag as read keeps its translation', async () => {
    const family = (await tags()).find((tag) => tag.title === 'Family');
    const same = await inTurkish<Tag>('PATCH', 'tag', { id: family?.id, tag: { title: 'Aile' } });
    expect(same.body).toMatchObject({ id: family?.id, title: 'Aile' });
    expect((await tags()).find((tag) => tag.id === family?.id)?.title).toBe('Family');
  });
});
