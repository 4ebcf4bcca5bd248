// The contact book's reads over REST (api/apps/contacts): the seeded data, the list and the search,
// one contact, the countries in English and in Turkish, and the 401 every route answers without a
// token. Shared set-up: contacts.test-kit.ts.
import { describe, expect, it } from 'vitest';
import type { RestErrorBody as ErrorBody } from '../../app/rest.js';
import { seedDatabase } from '../../db/seed/seed.js';
import { DEMO_ORGANIZATIONS } from '../organizations/index.js';
import {
  ANADOLU_SEEDED,
  contactsSuite,
  dataUrl,
  KARTAL_SEEDED,
  seeded,
  tinyPng,
  UNKNOWN,
  type Contact,
} from './contacts.test-kit.js';

const { t, tokens, query, rest, all, createContact, patch, databaseOrder } = contactsSuite();

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

describe('seeded data', () => {
  it('has about 60 Kartal contacts, a few Anadolu ones and the seven tags each; seeding again changes nothing', async () => {
    expect(KARTAL_SEEDED.length).toBeGreaterThanOrEqual(55);
    expect(ANADOLU_SEEDED.length).toBeGreaterThanOrEqual(5);
    expect(ANADOLU_SEEDED.length).toBeLessThanOrEqual(8);
    const count = async () =>
      (
        await query<{ contacts: number; tags: number; countries: number }>(
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
    await seedDatabase(t.server.dataSource, { demo: true, filesDir: t.server.filesDir });
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
    const response = await t.http.request<Record<string, string>[]>('GET', 'api/apps/contacts/countries', {
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
});
