// The contact book's permission matrix: every operation, over REST and GraphQL, as each demo persona.
// The book is for the school's staff (contacts.policy.ts): parents, companies and regular users read an
// empty book and NOT_FOUND for a contact, and every change is FORBIDDEN; another organization's admin
// works on their own book and gets NOT_FOUND for Kartal's rows. A refused call changes no row. The
// countries list is reference data (names and dial codes), the same for everyone signed in. Shared
// set-up: contacts.test-kit.ts.
import { afterAll, describe, expect } from 'vitest';
import {
  permissionMatrix,
  type AllowedCall,
  type MatrixCall,
  type Outcome,
} from '../../../../tests/support/permission-matrix.js';
import type { ContactTag as Tag } from '../../generated/graphql.js';
import { DEMO_PERSONAS } from '../users/index.js';
import {
  contactsSuite,
  dataUrl,
  PERSONAS,
  tinyPng,
  type Contact,
  type Persona,
} from './contacts.test-kit.js';

const { t, tokens, query, rest, createContact, databaseOrder } = contactsSuite();

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
    await query('DELETE FROM contacts WHERE id = ANY($1::uuid[])', [madeContacts]);
    await query('DELETE FROM tags WHERE id = ANY($1::uuid[])', [madeTags]);
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
    const [row] = await query<{ digest: string }>(
      `SELECT md5(coalesce((SELECT string_agg(c::text, '|' ORDER BY c.id) FROM contacts c), '')
               || coalesce((SELECT string_agg(g::text, '|' ORDER BY g.id) FROM tags g), '')) AS digest`,
    );
    return row?.digest ?? '';
  }

  async function ownContactIds(organizationId: string): Promise<string[]> {
    return databaseOrder(organizationId);
  }

  async function ownTagIds(organizationId: string): Promise<string[]> {
    const rows = await query<{ id: string }>(
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
        const [row] = await query<{ organization_id: string }>(
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
    http: () => t.http,
    expected: EXPECTED,
    calls: CALLS,
    target: freshTarget,
    digest,
    expectAllowed,
    restPrefix: 'api/apps/contacts/',
  });
});
