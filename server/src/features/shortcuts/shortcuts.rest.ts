import { bodyObject, pickKeys, requiredId, type RestRow } from '../../shared/rest.js';

export const SHORTCUT_FIELDS = 'id label description icon link useRouter';

const INPUT_KEYS = ['label', 'description', 'icon', 'link', 'useRouter'];

const shortcutBody = (body: unknown) => bodyObject(bodyObject(body).shortcut ?? {});

export const shortcutsRestRows: RestRow[] = [
  {
    method: 'GET',
    path: 'api/common/shortcuts',
    document: `query RestShortcuts { shortcuts { ${SHORTCUT_FIELDS} } }`,
    pick: (data) => data.shortcuts,
  },
  {
    method: 'POST',
    path: 'api/common/shortcuts',
    document: `mutation RestCreateShortcut($input: ShortcutInput!) { createShortcut(input: $input) { ${SHORTCUT_FIELDS} } }`,
    variables: ({ body }) => ({ input: pickKeys(shortcutBody(body), INPUT_KEYS) }),
    pick: (data) => data.createShortcut,
  },
  {
    method: 'PATCH',
    path: 'api/common/shortcuts',
    document: `mutation RestUpdateShortcut($id: ID!, $input: ShortcutPatch!) { updateShortcut(id: $id, input: $input) { ${SHORTCUT_FIELDS} } }`,
    variables: ({ body }) => ({
      id: requiredId(bodyObject(body).id, 'id'),
      input: pickKeys(shortcutBody(body), INPUT_KEYS),
    }),
    pick: (data) => data.updateShortcut,
  },
  {
    method: 'DELETE',
    path: 'api/common/shortcuts',
    document: `mutation RestDeleteShortcut($id: ID!) { deleteShortcut(id: $id) }`,
    variables: ({ query }) => ({ id: requiredId(query.id, 'Query parameter id') }),
    pick: (data) => data.deleteShortcut,
  },
];
