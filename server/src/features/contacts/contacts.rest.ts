import { AppError } from '../../shared/errors.js';
import { bodyObject, pickEach, pickKeys, requiredId, type RestRow } from '../../shared/rest.js';
import { tagRestRows } from '../../shared/tag-rest-rows.js';
import { CONTACT_LIMITS } from './contacts.validation.js';

export const CONTACT_FIELDS = `id avatar background name emails { email label }
  phoneNumbers { country phoneNumber label } title company birthday address notes tags`;
const COUNTRY_FIELDS = 'id iso name code flag flagImagePos';

const PATCH_KEYS = [
  'avatar',
  'background',
  'name',
  'emails',
  'phoneNumbers',
  'title',
  'company',
  'birthday',
  'address',
  'notes',
  'tags',
];

/** The `contact` of a PATCH body as a ContactPatch; the whole contact as read may be sent back. */
function contactPatch(body: unknown): Record<string, unknown> {
  const patch = pickKeys(bodyObject(bodyObject(body).contact ?? {}), PATCH_KEYS);
  if ('emails' in patch) patch.emails = pickEach(patch.emails, ['email', 'label']);
  if ('phoneNumbers' in patch)
    patch.phoneNumbers = pickEach(patch.phoneNumbers, ['country', 'phoneNumber', 'label']);
  return patch;
}

/** Spec 001 §7, Contacts: the same answers as the GraphQL operations, in the spec's shapes. */
export const contactsRestRows: RestRow[] = [
  {
    method: 'GET',
    path: 'api/apps/contacts/all',
    document: `query RestContacts($first: Int) { contacts(first: $first) { nodes { ${CONTACT_FIELDS} } } }`,
    variables: () => ({ first: CONTACT_LIMITS.pageSize }),
    pick: (data) => (data.contacts as { nodes: unknown[] }).nodes,
  },
  {
    method: 'GET',
    path: 'api/apps/contacts/search',
    document: `query RestSearchContacts($query: String, $first: Int) { contacts(query: $query, first: $first) { nodes { ${CONTACT_FIELDS} } } }`,
    variables: ({ query }) => ({ query: query.query ?? '', first: CONTACT_LIMITS.pageSize }),
    pick: (data) => (data.contacts as { nodes: unknown[] }).nodes,
  },
  {
    method: 'GET',
    path: 'api/apps/contacts/contact',
    document: `query RestContact($id: ID!) { contact(id: $id) { ${CONTACT_FIELDS} } }`,
    variables: ({ query }) => ({ id: requiredId(query.id, 'Query parameter id') }),
    pick: (data) => data.contact,
  },
  {
    method: 'POST',
    path: 'api/apps/contacts/contact',
    document: `mutation RestCreateContact { createContact { ${CONTACT_FIELDS} } }`,
    pick: (data) => data.createContact,
  },
  {
    method: 'PATCH',
    path: 'api/apps/contacts/contact',
    document: `mutation RestUpdateContact($id: ID!, $input: ContactPatch!) { updateContact(id: $id, input: $input) { ${CONTACT_FIELDS} } }`,
    variables: ({ body }) => ({ id: requiredId(bodyObject(body).id, 'id'), input: contactPatch(body) }),
    pick: (data) => data.updateContact,
  },
  {
    method: 'DELETE',
    path: 'api/apps/contacts/contact',
    document: `mutation RestDeleteContact($id: ID!) { deleteContact(id: $id) }`,
    variables: ({ query }) => ({ id: requiredId(query.id, 'Query parameter id') }),
    pick: (data) => data.deleteContact,
  },
  {
    method: 'POST',
    path: 'api/apps/contacts/avatar',
    document: `mutation RestUploadContactAvatar($id: ID!, $avatar: String!) { uploadContactAvatar(id: $id, avatar: $avatar) { ${CONTACT_FIELDS} } }`,
    variables: ({ body }) => {
      const { id, avatar } = bodyObject(body);
      if (typeof avatar !== 'string') throw new AppError('BAD_REQUEST', 'avatar (a data URL) is required.');
      return { id: requiredId(id, 'id'), avatar };
    },
    pick: (data) => data.uploadContactAvatar,
  },
  {
    method: 'GET',
    path: 'api/apps/contacts/countries',
    document: `query RestCountries { countries { ${COUNTRY_FIELDS} } }`,
    pick: (data) => data.countries,
  },
  ...tagRestRows('api/apps/contacts', 'Contact'),
];
