import { bodyObject, pickKeys, type RestInput, type RestRow } from '../../shared/rest.js';

export const ADMIN_USER_FIELDS = 'id subscriptionId fullName email phone avatar createdAt updatedAt status';
const ASSIGNMENT_FIELDS = 'id userId roleId assignedAt scopeType scopeId';
const ROLE_FIELDS = 'id key name description permissions createdAt';

type Row = Record<string, unknown>;
const asRow = (value: unknown): Row => (typeof value === 'object' && value !== null ? (value as Row) : {});

/** The spec's user: id, subscription_id, full_name, email, phone, avatar, created_at, updated_at, status. */
export function restAdminUser(value: unknown): unknown {
  const user = asRow(value);
  return {
    id: user.id,
    subscription_id: user.subscriptionId ?? null,
    full_name: user.fullName,
    email: user.email,
    phone: user.phone ?? null,
    avatar: user.avatar ?? null,
    created_at: user.createdAt,
    updated_at: user.updatedAt,
    status: user.status,
  };
}

/** The spec's user-role link (with the scope Arena adds). */
export function restAssignment(value: unknown): unknown {
  const link = asRow(value);
  return {
    id: link.id,
    user_id: link.userId,
    role_id: link.roleId,
    assigned_at: link.assignedAt,
    scope_type: link.scopeType ?? null,
    scope_id: link.scopeId ?? null,
  };
}

function restRole(value: unknown): unknown {
  const role = asRow(value);
  return {
    id: role.id,
    key: role.key,
    name: role.name,
    description: role.description,
    permissions: role.permissions,
    created_at: role.createdAt,
  };
}

const list = (value: unknown, shape: (item: unknown) => unknown) =>
  Array.isArray(value) ? value.map(shape) : [];

// Numbers in a query string arrive as text; anything that is not an integer goes through unchanged so
// GraphQL refuses it (BAD_USER_INPUT) instead of it being silently ignored.
const integer = (value: string | undefined) =>
  value !== undefined && /^-?\d+$/.test(value) ? Number(value) : value;
const SORT_ALIASES: Record<string, string> = {
  full_name: 'name',
  created_at: 'createdAt',
  updated_at: 'updatedAt',
};

/** The user in the body (flat, or wrapped as `{ user }`), translated to the GraphQL input. */
function userInput({ body }: RestInput): Record<string, unknown> {
  const outer = bodyObject(body);
  const user = typeof outer.user === 'object' && outer.user !== null ? bodyObject(outer.user) : outer;
  const picked = pickKeys(user, [
    'full_name',
    'email',
    'phone',
    'avatar',
    'password',
    'subscription_id',
    'status',
    'organization_id',
  ]);
  const renamed: Record<string, unknown> = {};
  const names: Record<string, string> = {
    full_name: 'fullName',
    subscription_id: 'subscriptionId',
    organization_id: 'organizationId',
  };
  for (const [key, value] of Object.entries(picked)) renamed[names[key] ?? key] = value;
  return renamed;
}

export const usersAdminRestRows: RestRow[] = [
  {
    method: 'GET',
    path: 'api/users',
    document: `query RestAdminUsers($page: Int, $size: Int, $sort: AdminUserSortField, $order: AdminSortDirection,
      $search: String, $status: AccountStatus, $roleId: ID) {
      adminUsers(page: $page, size: $size, sort: $sort, order: $order, search: $search, status: $status, roleId: $roleId) {
        items { ${ADMIN_USER_FIELDS} }
      }
    }`,
    variables: ({ query }) => {
      const variables: Record<string, unknown> = {};
      if (query.page !== undefined) variables.page = integer(query.page);
      if (query.size !== undefined) variables.size = integer(query.size);
      if (query.sort) variables.sort = SORT_ALIASES[query.sort] ?? query.sort;
      if (query.order) variables.order = query.order.toLowerCase();
      if (query.search) variables.search = query.search;
      if (query.status) variables.status = query.status;
      if (query.role) variables.roleId = query.role;
      return variables;
    },
    pick: (data) => list(asRow(data.adminUsers).items, restAdminUser),
  },
  {
    method: 'GET',
    path: 'api/users/:id',
    document: `query RestAdminUser($id: ID!) { adminUser(id: $id) { ${ADMIN_USER_FIELDS} } }`,
    variables: ({ params }) => ({ id: params.id }),
    pick: (data) => restAdminUser(data.adminUser),
  },
  {
    method: 'POST',
    path: 'api/users',
    document: `mutation RestCreateAdminUser($input: CreateAdminUserInput!) {
      createAdminUser(input: $input) { ${ADMIN_USER_FIELDS} }
    }`,
    variables: (input) => ({ input: userInput(input) }),
    pick: (data) => restAdminUser(data.createAdminUser),
  },
  {
    method: 'PATCH',
    path: 'api/users/:id',
    document: `mutation RestUpdateAdminUser($id: ID!, $input: UpdateAdminUserInput!) {
      updateAdminUser(id: $id, input: $input) { ${ADMIN_USER_FIELDS} }
    }`,
    variables: (input) => {
      const changes = userInput(input);
      delete changes.password;
      return { id: input.params.id, input: changes };
    },
    pick: (data) => restAdminUser(data.updateAdminUser),
  },
  {
    method: 'DELETE',
    path: 'api/users/:id',
    document: `mutation RestDeleteAdminUser($id: ID!) { deleteAdminUser(id: $id) }`,
    variables: ({ params }) => ({ id: params.id }),
    pick: (data) => data.deleteAdminUser,
  },
  {
    method: 'GET',
    path: 'api/user-roles',
    document: `query RestUserRoleAssignments { userRoleAssignments { ${ASSIGNMENT_FIELDS} } }`,
    pick: (data) => list(data.userRoleAssignments, restAssignment),
  },
  {
    method: 'GET',
    path: 'api/roles/:id/users',
    document: `query RestRoleUsers($roleId: ID!) { roleUsers(roleId: $roleId) { ${ADMIN_USER_FIELDS} } }`,
    variables: ({ params }) => ({ roleId: params.id }),
    pick: (data) => list(data.roleUsers, restAdminUser),
  },
  {
    method: 'GET',
    path: 'api/users/:id/roles',
    document: `query RestUserRoles($userId: ID!) { userRoles(userId: $userId) { ${ASSIGNMENT_FIELDS} } }`,
    variables: ({ params }) => ({ userId: params.id }),
    pick: (data) => list(data.userRoles, restAssignment),
  },
  {
    method: 'POST',
    path: 'api/users/:id/roles',
    document: `mutation RestAssignUserRole($userId: ID!, $roleId: ID!, $scopeType: ScopeType, $scopeId: ID) {
      assignUserRole(userId: $userId, roleId: $roleId, scopeType: $scopeType, scopeId: $scopeId) { ${ASSIGNMENT_FIELDS} }
    }`,
    variables: ({ params, body }) => {
      const link = bodyObject(body);
      return {
        userId: params.id,
        ...pickKeys(link, ['roleId', 'scopeType', 'scopeId']),
        ...(link.role_id !== undefined && link.roleId === undefined ? { roleId: link.role_id } : {}),
        ...(link.scope_type !== undefined && link.scopeType === undefined
          ? { scopeType: link.scope_type }
          : {}),
        ...(link.scope_id !== undefined && link.scopeId === undefined ? { scopeId: link.scope_id } : {}),
      };
    },
    pick: (data) => restAssignment(data.assignUserRole),
  },
  {
    method: 'DELETE',
    path: 'api/users/:id/roles/:roleId',
    document: `mutation RestUnassignUserRole($userId: ID!, $roleId: ID!) { unassignUserRole(userId: $userId, roleId: $roleId) }`,
    variables: ({ params }) => ({ userId: params.id, roleId: params.roleId }),
    pick: (data) => data.unassignUserRole,
  },
  {
    method: 'GET',
    path: 'api/roles',
    document: `query RestRoles { roles { ${ROLE_FIELDS} } }`,
    pick: (data) => list(data.roles, restRole),
  },
];
