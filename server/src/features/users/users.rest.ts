import { bodyObject, pickKeys, type RestRow } from '../../shared/rest.js';

// GraphQL enum values cannot contain '-'; the spec's shell spells the invisible presence 'not-visible'.
const toRestStatus = (status: unknown) => (status === 'not_visible' ? 'not-visible' : status);
const fromRestStatus = (status: unknown) => (status === 'not-visible' ? 'not_visible' : status);

export const USER_FIELDS = 'id name email avatar status';

/** The spec's User shape: id, name, email, avatar, status. */
export function restUser(user: unknown): unknown {
  if (typeof user !== 'object' || user === null) return user;
  const record = user as Record<string, unknown>;
  return { ...record, status: toRestStatus(record.status) };
}

export const usersRestRows: RestRow[] = [
  {
    method: 'GET',
    path: 'api/common/user',
    document: `query RestCurrentUser { me { ${USER_FIELDS} } }`,
    pick: (data) => restUser(data.me),
  },
  {
    method: 'PATCH',
    path: 'api/common/user',
    document: `mutation RestUpdateCurrentUser($input: UpdateMeInput!) { updateMe(input: $input) { ${USER_FIELDS} } }`,
    variables: ({ body }) => {
      const user = bodyObject(bodyObject(body).user ?? {});
      const input = pickKeys(user, ['name', 'avatar', 'status']);
      if ('status' in input) input.status = fromRestStatus(input.status);
      return { input };
    },
    pick: (data) => restUser(data.updateMe),
  },
];
