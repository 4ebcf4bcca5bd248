import type { GraphQLEnumType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as clientRules from '../../client/src/features/contacts/contact-rules.js';
import { isGuardianSearch } from '../../client/src/features/athletes/components/guardian-search.js';
import { PATHS, SIGNED_IN_PATHS, SIGNED_OUT_PATHS } from '../../client/src/lib/paths.js';
import { buildSchema } from '../../server/src/app/schema.js';
import { guardianCandidatesSchema } from '../../server/src/features/athletes/athletes.validation.js';
import * as serverRules from '../../server/src/features/contacts/contacts.validation.js';
import {
  DEFAULT_NAVIGATION,
  type NavigationNode,
} from '../../server/src/features/navigation/navigation.data.js';
import { ROLE_KEYS, SCOPE_TYPES } from '../../server/src/shared/auth/roles.js';
import { CLIENT_PATHS, links } from '../../server/src/shared/links.js';
import { compareCodePoints, contactSortKey } from '../../client/src/features/contacts/contact-sort-key.js';
import { loadConfig } from '../../server/src/config/config.js';
import { openDatabase, type Database } from '../../server/src/db/database.js';
import { provideTestDatabase, type TestDatabase } from '../support/database.js';

// Rules both sides apply (docs/architecture.md): where the client cannot share the server's source, these
// feed both implementations the same cases and fail when they differ.
const NAMES = [
  'Çağla Öztürk',
  'cem yılmaz',
  'Ceren Işık',
  'İrem Şimşek',
  'ılgaz',
  'Irmak',
  'Özge Koç',
  'Oğuz',
  'Şule',
  'Selin',
  'Ümit',
  'Uğur',
  'Zeynep',
  'Ğ',
  'Gökhan',
  'André Müller',
  'Ångström',
  'Zoë',
  'Ñandú',
  'Hélène',
  'ÂLİ',
  '42 Club',
  '',
  'emoji 🎉 name',
];

describe('the alphabet sort key: client contact-sort-key.ts and the arena_sort_key SQL function', () => {
  let testDatabase: TestDatabase;
  let database: Database;
  beforeAll(async () => {
    testDatabase = await provideTestDatabase();
    database = await openDatabase(
      loadConfig({ DATABASE_URL: testDatabase.url, DB_MIGRATE_ON_START: 'true', LOG_LEVEL: 'silent' }),
    );
  });
  afterAll(async () => {
    await database?.close();
    await testDatabase?.dispose();
  });

  it('gives every name the same key', async () => {
    const rows: { name: string; key: string }[] = await database.dataSource.query(
      'SELECT name, arena_sort_key(name) AS key FROM unnest($1::text[]) AS name',
      [NAMES],
    );
    expect(rows.map((row) => [row.name, contactSortKey(row.name)])).toEqual(
      rows.map((row) => [row.name, row.key]),
    );
  });

  it('puts the names in the same order', async () => {
    const rows: { name: string }[] = await database.dataSource.query(
      'SELECT name FROM unnest($1::text[]) AS name ORDER BY arena_sort_key(name) COLLATE "C", name COLLATE "C"',
      [NAMES],
    );
    const client = [...NAMES].sort(
      (a, b) => compareCodePoints(contactSortKey(a), contactSortKey(b)) || compareCodePoints(a, b),
    );
    expect(client).toEqual(rows.map((row) => row.name));
  });
});

describe('contact rules: client contact-rules.ts and the server’s contacts.validation.ts', () => {
  it('have the same limits, labels and earliest birthday', () => {
    for (const key of ['name', 'title', 'company', 'address', 'notes', 'emails', 'phoneNumbers'] as const) {
      expect(clientRules.CONTACT_LIMITS[key], key).toBe(serverRules.CONTACT_LIMITS[key]);
    }
    expect([...clientRules.CONTACT_LABELS].sort()).toEqual([...serverRules.CONTACT_LABELS].sort());
    expect(clientRules.EARLIEST_BIRTHDAY).toBe(serverRules.EARLIEST_BIRTHDAY);
  });

  it('agree on which phone numbers and lengths are valid', () => {
    const serverAccepts = (patch: Record<string, unknown>) =>
      serverRules.contactPatchSchema.safeParse(patch).success;
    for (const phoneNumber of [
      '532 100 00 01',
      '(0212) 555-12-12',
      '12',
      '123',
      'abc',
      '1'.repeat(30),
      '1'.repeat(31),
      '---',
      '+90 532',
      '5 5',
    ]) {
      const client = clientRules.PHONE_PATTERN.test(phoneNumber);
      expect(serverAccepts({ phoneNumbers: [{ country: 'tr', phoneNumber }] }), phoneNumber).toBe(client);
    }
    for (const key of ['name', 'title', 'company', 'address'] as const) {
      const max = clientRules.CONTACT_LIMITS[key];
      expect(serverAccepts({ [key]: 'a'.repeat(max) }), `${key} at the limit`).toBe(true);
      expect(serverAccepts({ [key]: 'a'.repeat(max + 1) }), `${key} over the limit`).toBe(false);
    }
    const tooManyEmails = Array.from({ length: clientRules.CONTACT_LIMITS.emails + 1 }, (_, i) => ({
      email: `a${i}@b.co`,
    }));
    expect(serverAccepts({ emails: tooManyEmails.slice(1) })).toBe(true);
    expect(serverAccepts({ emails: tooManyEmails })).toBe(false);
  });
});

describe('closed sets: the schema’s enums and the server’s runtime lists', () => {
  const schema = buildSchema();
  const enumValues = (name: string) =>
    (schema.getType(name) as GraphQLEnumType).getValues().map((v) => v.value as string);

  it('match value for value', () => {
    expect(enumValues('RoleKey').sort()).toEqual([...ROLE_KEYS].sort());
    expect(enumValues('ScopeType').sort()).toEqual([...SCOPE_TYPES].sort());
    expect(enumValues('ContactLabel').sort()).toEqual([...serverRules.CONTACT_LABELS].sort());
  });
});

describe('links the server makes (shared/links.ts, the menu) and the client’s route table (lib/paths.ts)', () => {
  const patterns = [...SIGNED_IN_PATHS, ...SIGNED_OUT_PATHS, ...Object.values(PATHS)].map(
    (path) => new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/]+')}$`),
  );
  const routes = (link: string) => patterns.some((pattern) => pattern.test(link.split('?')[0]!));

  it('every named client path and item link is a client route', () => {
    for (const [name, path] of Object.entries(CLIENT_PATHS)) expect(routes(path), name).toBe(true);
    expect(routes(links.contact('00000000-0000-4000-8000-000000000001'))).toBe(true);
    expect(routes(links.task('00000000-0000-4000-8000-000000000001'))).toBe(true);
    expect(routes(links.mail('sent', '00000000-0000-4000-8000-000000000001'))).toBe(true);
  });

  it('every in-app menu link is a client route', () => {
    const menuLinks: string[] = [];
    const walk = (nodes: readonly NavigationNode[]) => {
      for (const node of nodes) {
        if (node.link && !node.externalLink) menuLinks.push(node.link);
        walk(node.children ?? []);
      }
    };
    walk(DEFAULT_NAVIGATION);
    expect(menuLinks.length).toBeGreaterThan(50);
    expect(menuLinks.filter((link) => !routes(link))).toEqual([]);
  });
});

describe('the guardian search: client guardian-search.ts and the server’s guardianCandidates rule', () => {
  it('agree on which searches the server answers', () => {
    for (const text of [
      'Yıl',
      'Ayşe Demir',
      'ayse@veli.example',
      'AYSE@VELI.EXAMPLE',
      'Yı',
      'a',
      '',
      'ay@',
      '@veli',
      'ayse@veli',
    ]) {
      expect(isGuardianSearch(text), text).toBe(guardianCandidatesSchema.safeParse({ query: text }).success);
    }
  });
});
