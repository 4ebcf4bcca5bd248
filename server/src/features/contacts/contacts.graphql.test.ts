// The contact book over GraphQL: paging through the contacts, the statements a page costs, the
// arguments refused, and every query and mutation of the contract. Shared set-up: contacts.test-kit.ts.
import { describe, expect, it } from 'vitest';
import type { ContactTag as Tag } from '../../generated/graphql.js';
import { DEMO_ORGANIZATIONS } from '../organizations/index.js';
import { encodeCursor } from './contacts.service.js';
import { ANADOLU_SEEDED, contactsSuite, dataUrl, tinyJpeg, type Contact } from './contacts.test-kit.js';

const { t, gql, codeOf, query, databaseOrder } = contactsSuite();

const GQL_CONTACT = `id avatar background name emails { email label } phoneNumbers { country phoneNumber label }
  title company birthday address notes tags`;

describe('contacts over GraphQL', () => {
  const PAGE = `query ($query: String, $first: Int, $after: String) {
    contacts(query: $query, first: $first, after: $after) { totalCount endCursor nodes { id name } } }`;
  type Page = {
    contacts: { totalCount: number; endCursor: string | null; nodes: { id: string; name: string }[] };
  };

  it('pages through every contact exactly once, in name order, with the total', async () => {
    const who = 'otherOrgAdmin';
    await query(
      `INSERT INTO contacts (organization_id, name)
       SELECT $1, 'Bulk ' || lpad(g::text, 3, '0') FROM generate_series(1, 230) g`,
      [DEMO_ORGANIZATIONS.anadolu.id],
    );
    // Equal names: the id breaks the tie, so none is skipped or repeated at a page boundary.
    await query(
      `INSERT INTO contacts (organization_id, name) SELECT $1, 'Same Name' FROM generate_series(1, 12) g`,
      [DEMO_ORGANIZATIONS.anadolu.id],
    );
    const expected = await databaseOrder(DEMO_ORGANIZATIONS.anadolu.id);
    expect(expected.length).toBe(ANADOLU_SEEDED.length + 242);
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const response: { data?: Page | null } = await gql<Page>(who, PAGE, { first: 7, after });
      const page = response.data?.contacts as Page['contacts'];
      expect(page.totalCount).toBe(expected.length);
      expect(page.nodes.length).toBeLessThanOrEqual(7);
      seen.push(...page.nodes.map((node) => node.id));
      after = page.endCursor;
      pages++;
    } while (after && pages < 100);
    expect(seen).toEqual(expected);
    expect(new Set(seen).size).toBe(seen.length);

    const defaults = await gql<Page>(who, '{ contacts { totalCount endCursor nodes { id } } }');
    expect(defaults.data?.contacts.nodes).toHaveLength(50);
    expect(defaults.data?.contacts.endCursor).toEqual(expect.any(String));

    // A search's count comes with its rows; an empty page still answers the right count.
    const none = await gql<Page>(who, PAGE, { query: 'no such name', first: 5 });
    expect(none.data?.contacts).toEqual({ totalCount: 0, endCursor: null, nodes: [] });
    const lastPage = await gql<Page>(who, PAGE, { query: 'bulk 23', first: 1 });
    expect(lastPage.data?.contacts.totalCount).toBe(1);
    const pastEnd = await gql<Page>(who, PAGE, {
      query: 'bulk 2',
      first: 5,
      after: encodeCursor({ name: 'Bulk 230', id: lastPage.data?.contacts.nodes[0]?.id ?? '' }),
    });
    expect(pastEnd.data?.contacts).toMatchObject({ totalCount: 31, endCursor: null, nodes: [] });

    const filtered = await gql<Page>(who, PAGE, { query: 'bulk 01', first: 5 });
    expect(filtered.data?.contacts.totalCount).toBe(10);
    expect(filtered.data?.contacts.nodes.map((node) => node.name)).toEqual([
      'Bulk 010',
      'Bulk 011',
      'Bulk 012',
      'Bulk 013',
      'Bulk 014',
    ]);
    const rest2 = await gql<Page>(who, PAGE, {
      query: 'bulk 01',
      first: 10,
      after: filtered.data?.contacts.endCursor,
    });
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
    const who = 'otherOrgAdmin';
    const baseline = await t.server.queries.during(() => gql(who, '{ __typename }'));
    const ten = await t.server.queries.during(() => gql(who, PAGE, { first: 10 }));
    let nodes = 0;
    const twoHundred = await t.server.queries.during(async () => {
      const response = await gql<Page>(
        who,
        `query ($first: Int) { contacts(first: $first) { totalCount nodes { ${GQL_CONTACT} } } }`,
        { first: 200 },
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
      const response = await gql('orgAdmin', PAGE, variables);
      expect(codeOf(response)).toBe('BAD_USER_INPUT');
      expect(Object.keys(response.errors?.[0]?.extensions?.fieldErrors ?? {})).toEqual(['first']);
    }
    const big = await gql<Page>('orgAdmin', PAGE, { first: 10000 });
    expect(big.data?.contacts.endCursor).toBeNull();
    for (const after of [
      'garbage',
      Buffer.from('["x","y"]').toString('base64url'),
      Buffer.from('{}').toString('base64url'),
    ]) {
      const response = await gql('orgAdmin', PAGE, { after });
      expect(response.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { after: expect.any(String) },
      });
    }
    const tooLong = await gql('orgAdmin', PAGE, { query: 'x'.repeat(201) });
    expect(codeOf(tooLong)).toBe('BAD_USER_INPUT');
    const anonymous = await gql(null, PAGE);
    expect(codeOf(anonymous)).toBe('UNAUTHENTICATED');
  });

  it('runs every query and mutation of the contract', async () => {
    const who = 'orgAdmin';
    const created = await gql<{ createContact: Contact }>(
      who,
      `mutation { createContact { ${GQL_CONTACT} } }`,
    );
    const contact = created.data?.createContact as Contact;
    expect(contact).toMatchObject({ name: 'New Contact', emails: [], tags: [], birthday: null });

    const tag = await gql<{ createContactTag: Tag }>(
      who,
      'mutation ($title: String!) { createContactTag(title: $title) { id title } }',
      { title: 'Volunteers' },
    );
    const tagId = tag.data?.createContactTag.id as string;
    expect(tag.data?.createContactTag.title).toBe('Volunteers');

    const updated = await gql<{ updateContact: Contact }>(
      who,
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
    );
    expect(updated.data?.updateContact).toMatchObject({
      id: contact.id,
      name: 'Gül Aydemir',
      birthday: '1985-06-30',
      tags: [tagId],
      phoneNumbers: [{ country: 'de', phoneNumber: '151 1111 2222', label: 'Work' }],
    });
    const invalid = await gql(
      who,
      'mutation ($id: ID!) { updateContact(id: $id, input: { emails: [{ email: "x" }] }) { id } }',
      { id: contact.id },
    );
    expect(invalid.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { 'emails.0.email': 'Enter a valid email address' },
    });

    const read = await gql<{ contact: Contact }>(
      who,
      `query ($id: ID!) { contact(id: $id) { ${GQL_CONTACT} } }`,
      { id: contact.id },
    );
    expect(read.data?.contact).toEqual(updated.data?.updateContact);
    const foreign = await gql('otherOrgAdmin', 'query ($id: ID!) { contact(id: $id) { id } }', {
      id: contact.id,
    });
    expect(codeOf(foreign)).toBe('NOT_FOUND');

    const avatar = await gql<{ uploadContactAvatar: Contact }>(
      who,
      'mutation ($id: ID!, $avatar: String!) { uploadContactAvatar(id: $id, avatar: $avatar) { id avatar } }',
      { id: contact.id, avatar: dataUrl('image/jpeg', tinyJpeg()) },
    );
    expect(avatar.data?.uploadContactAvatar.avatar).toBe(dataUrl('image/jpeg', tinyJpeg()));
    const tooBig = await gql(
      who,
      'mutation ($id: ID!, $avatar: String!) { uploadContactAvatar(id: $id, avatar: $avatar) { id } }',
      { id: contact.id, avatar: dataUrl('image/jpeg', Buffer.concat([tinyJpeg(), Buffer.alloc(1_000_000)])) },
    );
    expect(tooBig.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { avatar: 'Avatar must be at most 1 MB' },
    });

    const listed = await gql<{ contactTags: Tag[] }>(who, '{ contactTags { id title } }');
    expect(listed.data?.contactTags[0]).toEqual({ id: tagId, title: 'Volunteers' });
    const renamed = await gql<{ updateContactTag: Tag }>(
      who,
      'mutation ($id: ID!) { updateContactTag(id: $id, title: "Helpers") { id title } }',
      { id: tagId },
    );
    expect(renamed.data?.updateContactTag).toEqual({ id: tagId, title: 'Helpers' });
    const conflict = await gql(who, 'mutation { createContactTag(title: "helpers") { id } }');
    expect(codeOf(conflict)).toBe('CONFLICT');
    const removedTag = await gql<{ deleteContactTag: boolean }>(
      who,
      'mutation ($id: ID!) { deleteContactTag(id: $id) }',
      { id: tagId },
    );
    expect(removedTag.data?.deleteContactTag).toBe(true);
    const untagged = await gql<{ contact: Contact }>(who, 'query ($id: ID!) { contact(id: $id) { tags } }', {
      id: contact.id,
    });
    expect(untagged.data?.contact.tags).toEqual([]);

    const countries = await gql<{ countries: Record<string, string>[] }>(
      who,
      '{ countries { id iso name code flag flagImagePos } }',
    );
    expect(countries.data?.countries).toHaveLength(252);
    expect(countries.data?.countries.find((country) => country.iso === 'de')).toMatchObject({
      name: 'Germany',
      code: '+49',
      flagImagePos: '/images/flags/de.svg',
    });

    const forbidden = await gql('branchAdmin', 'mutation ($id: ID!) { deleteContact(id: $id) }', {
      id: contact.id,
    });
    expect(codeOf(forbidden)).toBe('FORBIDDEN');
    const deleted = await gql<{ deleteContact: boolean }>(
      who,
      'mutation ($id: ID!) { deleteContact(id: $id) }',
      { id: contact.id },
    );
    expect(deleted.data?.deleteContact).toBe(true);
    const gone = await gql(who, 'query ($id: ID!) { contact(id: $id) { id } }', { id: contact.id });
    expect(codeOf(gone)).toBe('NOT_FOUND');

    for (const document of [
      '{ contacts { totalCount } }',
      '{ contact(id: "x") { id } }',
      '{ countries { id } }',
      '{ contactTags { id } }',
      'mutation { createContact { id } }',
      'mutation { createContactTag(title: "x") { id } }',
    ]) {
      const anonymous = await gql(null, document);
      expect(codeOf(anonymous), document).toBe('UNAUTHENTICATED');
    }
  });
});
