import { graphql } from '../../../generated';

export const AdminUserRowFragment = graphql(`
  fragment AdminUserRow on AdminUser {
    id
    fullName
    email
    phone
    avatar
    status
    subscriptionId
    organizationId
    organization {
      id
      name
    }
    createdAt
    updatedAt
    roles {
      id
      roleId
      scopeType
      scopeId
      assignedAt
      role {
        id
        key
        name
      }
    }
  }
`);

// The role catalogue, for the filters and the roles panel (what the screen may offer comes from the
// signed-in user's own grants: lib/viewer/use-viewer-permissions.ts).
export const UsersRolesDocument = graphql(`
  query UsersRoles {
    roles {
      id
      key
      name
      description
      permissions
    }
  }
`);

export const UsersPageDocument = graphql(`
  query UsersPage(
    $page: Int!
    $size: Int!
    $sort: AdminUserSortField!
    $order: AdminSortDirection!
    $search: String
    $status: AccountStatus
    $roleId: ID
  ) {
    adminUsers(
      page: $page
      size: $size
      sort: $sort
      order: $order
      search: $search
      status: $status
      roleId: $roleId
    ) {
      items {
        ...AdminUserRow
      }
      pagination {
        length
        size
        page
        lastPage
        startIndex
        endIndex
      }
    }
  }
`);

export const UserDetailDocument = graphql(`
  query UserDetail($id: ID!) {
    adminUser(id: $id) {
      ...AdminUserRow
    }
  }
`);

export const SubscriptionPlansDocument = graphql(`
  query UserFormPlans {
    subscriptionPlans {
      id
      name
    }
  }
`);

export const CreateAdminUserDocument = graphql(`
  mutation CreateAdminUser($input: CreateAdminUserInput!) {
    createAdminUser(input: $input) {
      ...AdminUserRow
    }
  }
`);

export const UpdateAdminUserDocument = graphql(`
  mutation UpdateAdminUser($id: ID!, $input: UpdateAdminUserInput!) {
    updateAdminUser(id: $id, input: $input) {
      ...AdminUserRow
    }
  }
`);

export const DeleteAdminUserDocument = graphql(`
  mutation DeleteAdminUser($id: ID!) {
    deleteAdminUser(id: $id)
  }
`);

export const AssignUserRoleDocument = graphql(`
  mutation AssignUserRole($userId: ID!, $roleId: ID!, $scopeType: ScopeType, $scopeId: ID) {
    assignUserRole(userId: $userId, roleId: $roleId, scopeType: $scopeType, scopeId: $scopeId) {
      id
    }
  }
`);

export const UnassignUserRoleDocument = graphql(`
  mutation UnassignUserRole($userId: ID!, $roleId: ID!) {
    unassignUserRole(userId: $userId, roleId: $roleId)
  }
`);
