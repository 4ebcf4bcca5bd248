import { InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import {
  addContactTag,
  contactsQueryFields,
  contactsQueryOf,
  evictContact,
  patchedContact,
  placeByName,
  placeContact,
  removeContact,
  removeContactFromLists,
  removeContactTag,
} from './contacts-cache';
import {
  ContactDetailDocument,
  ContactDetailFragment,
  ContactsPageDocument,
  ContactsReferenceDocument,
} from './graphql/contacts';
import { parse } from 'graphql';

// A created tag's entity, as createContactTag's answer writes it (a plain string: not a codegen document).
const ContactTagFragment = parse('fragment CreatedContactTag on ContactTag { id title }');

const node = (id: string, name: string) => ({
  __typename: 'Contact' as const,
  id,
  name,
  avatar: null,
  title: null,
  company: null,
  emails: [],
});

const page = (nodes: ReturnType<typeof node>[], totalCount: number, endCursor: string | null) => ({
  contacts: { __typename: 'ContactConnection' as const, nodes, totalCount, endCursor },
});

function newCache() {
  return new InMemoryCache({ typePolicies: { Query: { fields: { ...contactsQueryFields } } } });
}

const read = (cache: InMemoryCache, query: string | null = null) =>
  cache.readQuery({ query: ContactsPageDocument, variables: { query, first: 2 } })?.contacts;
const names = (cache: InMemoryCache, query: string | null = null) =>
  read(cache, query)?.nodes.map((contact) => contact.name);

function seeded() {
  const cache = newCache();
  cache.writeQuery({
    query: ContactsPageDocument,
    variables: { query: null, first: 2 },
    data: page([node('a', 'Ahmet'), node('c', 'Cem')], 4, 'cursor-1'),
  });
  return cache;
}

describe('the contacts list in the cache', () => {
  it('appends later pages to the first, once each, with the latest count and cursor', () => {
    const cache = seeded();
    cache.writeQuery({
      query: ContactsPageDocument,
      variables: { query: null, first: 2, after: 'cursor-1' },
      data: page([node('c', 'Cem'), node('e', 'Elif')], 5, null),
    });
    expect(names(cache)).toEqual(['Ahmet', 'Cem', 'Elif']);
    expect(read(cache)).toMatchObject({ totalCount: 5, endCursor: null });
    // A first page again starts afresh.
    cache.writeQuery({
      query: ContactsPageDocument,
      variables: { query: null, first: 2 },
      data: page([node('a', 'Ahmet')], 1, null),
    });
    expect(names(cache)).toEqual(['Ahmet']);
  });

  it('keys the entry by the trimmed search text alone', () => {
    const cache = seeded();
    expect(names(cache, '')).toEqual(['Ahmet', 'Cem']);
    expect(names(cache, '   ')).toEqual(['Ahmet', 'Cem']);
    cache.writeQuery({
      query: ContactsPageDocument,
      variables: { query: ' cem ', first: 2 },
      data: page([node('c', 'Cem')], 1, null),
    });
    expect(names(cache, 'cem')).toEqual(['Cem']);
    expect(contactsQueryOf('contacts:{"query":"cem"}')).toBe('cem');
    expect(contactsQueryOf('contacts')).toBe('');
  });

  it('places a created contact by its name in the lists it matches and counts it, once', () => {
    const cache = seeded();
    cache.writeQuery({
      query: ContactsPageDocument,
      variables: { query: 'cem', first: 2 },
      data: page([node('c', 'Cem')], 1, null),
    });
    cache.writeFragment({ fragment: ContactDetailFragment, data: { ...detail('n', 'Bora') } });
    placeContact(cache, { id: 'n', name: 'Bora' });
    placeContact(cache, { id: 'n', name: 'Bora' });
    expect(names(cache)).toEqual(['Ahmet', 'Bora', 'Cem']);
    expect(read(cache)?.totalCount).toBe(5);
    expect(names(cache, 'cem')).toEqual(['Cem']);
    expect(read(cache, 'cem')?.totalCount).toBe(1);
  });

  it('moves a renamed contact to its place by name, or out of a search it no longer matches', () => {
    const cache = seeded();
    cache.writeQuery({
      query: ContactsPageDocument,
      variables: { query: 'new', first: 2 },
      data: page([node('n', 'New Contact')], 1, null),
    });
    placeContact(cache, { id: 'n', name: 'Aaa New Contact' });
    cache.modify({ id: cache.identify({ __typename: 'Contact', id: 'n' }), fields: { name: () => 'Bora' } });
    placeContact(cache, { id: 'n', name: 'Bora' });
    expect(names(cache)).toEqual(['Ahmet', 'Bora', 'Cem']);
    expect(read(cache)?.totalCount).toBe(5);
    expect(names(cache, 'new')).toEqual([]);
    expect(read(cache, 'new')?.totalCount).toBe(0);
    // Past the last loaded contact while more pages exist: it waits for its page.
    placeContact(cache, { id: 'n', name: 'Zeynep' });
    expect(names(cache)).toEqual(['Ahmet', 'Cem']);
  });

  it('drops a deleted contact from every list and the cache', () => {
    const cache = seeded();
    removeContact(cache, 'a');
    expect(names(cache)).toEqual(['Cem']);
    expect(read(cache)?.totalCount).toBe(3);
    expect(cache.extract()['Contact:a']).toBeUndefined();
  });

  it('drops a deleted tag from the tag list and from every cached contact carrying it', () => {
    const cache = seeded();
    cache.writeQuery({
      query: ContactsReferenceDocument,
      data: { countries: [], contactTags: [tag('t1', 'Work'), tag('t2', 'Band')] },
    });
    // Two open details (the `contact` field) and one list page (the `contacts` field).
    for (const [id, name, tags] of [
      ['a', 'Ahmet', ['t1', 't2']],
      ['c', 'Cem', ['t1']],
    ] as const) {
      cache.writeQuery({
        query: ContactDetailDocument,
        variables: { id },
        data: { contact: { ...detail(id, name), tags: [...tags] } },
      });
    }
    const tagsOf = (id: string) =>
      cache.readQuery({ query: ContactDetailDocument, variables: { id } }, true)?.contact.tags;

    // Inside an optimistic layer (the delete in flight) and dropped with it (the server refused).
    cache.recordOptimisticTransaction((layer) => removeContactTag(layer, 't1'), 'delete-tag');
    expect(tagsOf('a')).toEqual(['t2']);
    expect(tagsOf('c')).toEqual([]);
    cache.removeOptimistic('delete-tag');
    expect(tagsOf('a')).toEqual(['t1', 't2']);

    removeContactTag(cache, 't1');
    expect(cache.readQuery({ query: ContactsReferenceDocument })?.contactTags.map((tag) => tag.id)).toEqual([
      't2',
    ]);
    expect(tagsOf('a')).toEqual(['t2']);
    expect(tagsOf('c')).toEqual([]);
    expect(cache.extract()['ContactTag:t1']).toBeUndefined();
    expect(names(cache)).toEqual(['Ahmet', 'Cem']);
  });

  it('adds a created tag first, once', () => {
    const cache = newCache();
    cache.writeQuery({
      query: ContactsReferenceDocument,
      data: { countries: [], contactTags: [tag('t1', 'Work')] },
    });
    cache.writeFragment({ fragment: ContactTagFragment, data: tag('t2', 'Band') });
    addContactTag(cache, 't2');
    addContactTag(cache, 't2');
    expect(cache.readQuery({ query: ContactsReferenceDocument })?.contactTags.map((tag) => tag.id)).toEqual([
      't2',
      't1',
    ]);
  });

  it('takes a deleted contact out of the lists first and out of the cache once the server agreed', () => {
    const cache = seeded();
    removeContactFromLists(cache, 'a');
    expect(names(cache)).toEqual(['Cem']);
    expect(read(cache)?.totalCount).toBe(3);
    expect(cache.extract()['Contact:a']).toBeDefined();
    evictContact(cache, 'a');
    expect(cache.extract()['Contact:a']).toBeUndefined();
  });
});

describe('patchedContact', () => {
  it('answers the contact as the server will: trimmed, blanks as null, lists replaced, typed for the cache', () => {
    const contact = { ...detail('a', 'Ahmet'), title: 'Coach', tags: ['t1'] };
    const next = patchedContact(contact, {
      name: '  Ahmet Yılmaz ',
      title: '  ',
      company: ' Kartal ',
      emails: [{ email: ' a@b.co ', label: 'Work' }],
      phoneNumbers: [{ country: ' TR', phoneNumber: ' 532 ', label: '' }],
      tags: ['t2'],
    });
    expect(next).toMatchObject({
      __typename: 'Contact',
      id: 'a',
      name: 'Ahmet Yılmaz',
      title: null,
      company: 'Kartal',
      emails: [{ __typename: 'ContactEmail', email: 'a@b.co', label: 'Work' }],
      phoneNumbers: [{ __typename: 'ContactPhoneNumber', country: 'tr', phoneNumber: '532', label: null }],
      tags: ['t2'],
    });
    // What the patch leaves out stays.
    expect(patchedContact(contact, { avatar: null })).toMatchObject({
      name: 'Ahmet',
      title: 'Coach',
      tags: ['t1'],
    });
  });
});

describe('placeByName', () => {
  const key = (name: string) => ({ name, id: name });
  it('inserts before the first that sorts after, in the server’s alphabet order', () => {
    expect(placeByName(['Ahmet', 'Cem'], 'Bora', key, false)).toEqual(['Ahmet', 'Bora', 'Cem']);
    expect(placeByName(['Ahmet', 'Cem'], 'Zeynep', key, false)).toEqual(['Ahmet', 'Cem', 'Zeynep']);
    expect(placeByName(['Ahmet', 'Cem'], 'Zeynep', key, true)).toEqual(['Ahmet', 'Cem']);
    expect(placeByName(['Zeynep'], 'Çağla', key, false)).toEqual(['Çağla', 'Zeynep']);
    expect(placeByName(['Cem', 'Deniz'], 'Çağla', key, false)).toEqual(['Cem', 'Çağla', 'Deniz']);
  });
});

function tag(id: string, title: string) {
  return { __typename: 'ContactTag' as const, id, title };
}

function detail(id: string, name: string) {
  return {
    __typename: 'Contact' as const,
    id,
    name,
    avatar: null,
    background: null,
    title: null,
    company: null,
    emails: [],
    phoneNumbers: [],
    birthday: null,
    address: null,
    notes: null,
    tags: [],
  };
}
