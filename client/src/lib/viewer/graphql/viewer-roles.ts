import { graphql } from '../../../generated';

// The signed-in user's own role grants: what the screens may offer them (one cache entry for all).
export const ViewerRolesDocument = graphql(`
  query ViewerRoles($userId: ID!) {
    userRoles(userId: $userId) {
      id
      scopeType
      scopeId
      role {
        id
        key
        permissions
      }
    }
  }
`);
