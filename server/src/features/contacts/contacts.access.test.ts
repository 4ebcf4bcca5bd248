// Who may do what in the contact book, by example: another organization's admin, a branch admin
// (write, no delete), and a viewer without an organization. Every operation as every persona is in
// contacts.permissions.test.ts. Shared set-up: contacts.test-kit.ts.
import { describe, expect, it } from 'vitest';
import type { RestErrorBody as ErrorBody } from '../../app/rest.js';
import type { ContactTag as Tag } from '../../generated/graphql.js';
import { announceAccessChange } from '../../shared/auth/viewer-cache.js';
import { DEMO_ORGANIZATIONS } from '../organizations/index.js';
import { DEMO_PERSONAS } from '../users/index.js';
import { contactsSuite, dataUrl, seeded, tinyPng, type Contact } from './contacts.test-kit.js';

const { tokens, gql, query, rest, all, tags, createContact, patch } = contactsSuite();

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
    await query('UPDATE users SET organization_id = NULL WHERE id = $1', [DEMO_PERSONAS.superAdmin.id]);
    // Written straight to the database: announced the way the users-admin feature's update announces.
    announceAccessChange(DEMO_PERSONAS.superAdmin.id);
    try {
      const token = tokens.superAdmin;
      expect(await all(token)).toEqual([]);
      expect(await tags(token)).toEqual([]);
      const page = await gql<{ contacts: { totalCount: number; nodes: unknown[] } }>(
        { token },
        '{ contacts { totalCount nodes { id } endCursor } }',
      );
      expect(page.data?.contacts).toEqual({ totalCount: 0, nodes: [], endCursor: null });
      expect((await rest('GET', `contact?id=${seeded('Mehmet Öztürk').id}`, token)).status).toBe(404);
      const create = await rest<ErrorBody>('POST', 'contact', token);
      expect(create.status).toBe(403);
      expect((await rest('GET', 'countries', token)).status).toBe(200);
    } finally {
      await query('UPDATE users SET organization_id = $2 WHERE id = $1', [
        DEMO_PERSONAS.superAdmin.id,
        DEMO_ORGANIZATIONS.kartal.id,
      ]);
      announceAccessChange(DEMO_PERSONAS.superAdmin.id);
    }
  });
});
