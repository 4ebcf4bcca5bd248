import { bodyObject, pickKeys, requiredId, type RestRow } from '../../shared/rest.js';

export const INBOX_ITEM_FIELDS = 'id read title description icon image link useRouter time seen';

const INPUT_KEYS = ['title', 'description', 'icon', 'image', 'link', 'useRouter', 'time', 'read', 'seen'];

/**
 * The spec's set of calls for messages (body field `message`) or notifications (`notification`):
 * list, create, update, delete, mark all read, toggle read. `type` is the GraphQL type, `plural` the path.
 */
function inboxRows(options: { type: 'Message' | 'Notification'; field: string; plural: string }): RestRow[] {
  const { type, field, plural } = options;
  const base = `api/common/${plural}`;
  const item = (body: unknown) => bodyObject(bodyObject(body)[field] ?? {});
  return [
    {
      method: 'GET',
      path: base,
      document: `query Rest${type}s { ${plural} { ${INBOX_ITEM_FIELDS} } }`,
      pick: (data) => data[plural],
    },
    {
      method: 'POST',
      path: base,
      document: `mutation RestCreate${type}($input: InboxItemInput!) { create${type}(input: $input) { ${INBOX_ITEM_FIELDS} } }`,
      variables: ({ body }) => ({ input: pickKeys(item(body), INPUT_KEYS) }),
      pick: (data) => data[`create${type}`],
    },
    {
      method: 'PATCH',
      path: base,
      document: `mutation RestUpdate${type}($id: ID!, $input: InboxItemPatch!) { update${type}(id: $id, input: $input) { ${INBOX_ITEM_FIELDS} } }`,
      variables: ({ body }) => ({
        id: requiredId(bodyObject(body).id, 'id'),
        input: pickKeys(item(body), INPUT_KEYS),
      }),
      pick: (data) => data[`update${type}`],
    },
    {
      method: 'DELETE',
      path: base,
      document: `mutation RestDelete${type}($id: ID!) { delete${type}(id: $id) }`,
      variables: ({ query }) => ({ id: requiredId(query.id, 'Query parameter id') }),
      pick: (data) => data[`delete${type}`],
    },
    {
      method: 'GET',
      path: `${base}/mark-all-as-read`,
      document: `mutation RestMarkAll${type}sRead { markAll${type}sRead }`,
      pick: (data) => data[`markAll${type}sRead`],
    },
    {
      method: 'POST',
      path: `${base}/toggle-read-status`,
      document: `mutation RestToggle${type}Read($id: ID!, $read: Boolean) { toggle${type}Read(id: $id, read: $read) { ${INBOX_ITEM_FIELDS} } }`,
      variables: ({ body }) => {
        const entry = item(body);
        return {
          id: requiredId(entry.id, `${field}.id`),
          read: typeof entry.read === 'boolean' ? entry.read : null,
        };
      },
      pick: (data) => data[`toggle${type}Read`],
    },
  ];
}

export const inboxRestRows: RestRow[] = [
  ...inboxRows({ type: 'Message', field: 'message', plural: 'messages' }),
  ...inboxRows({ type: 'Notification', field: 'notification', plural: 'notifications' }),
];
