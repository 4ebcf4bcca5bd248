// The contact book's tags over REST (api/apps/contacts/tags, tag): listing, creating, renaming and
// deleting them. Shared set-up: contacts.test-kit.ts.
import { describe, expect, it } from 'vitest';
import type { RestErrorBody as ErrorBody } from '../../app/rest.js';
import type { ContactTag as Tag } from '../../generated/graphql.js';
import { DEMO_CONTACT_TAGS } from './contacts.seed.js';
import { contactsSuite, UNKNOWN } from './contacts.test-kit.js';

const { tokens, rest, all, tags } = contactsSuite();

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
