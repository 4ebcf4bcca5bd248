import { graphql } from '../../../generated';

export const BranchRowFragment = graphql(`
  fragment BranchRow on Branch {
    id
    name
    address
    phone
    active
    archivedAt
    teamCount
  }
`);

export const BranchesPageDocument = graphql(`
  query BranchesPage(
    $query: String
    $active: Boolean
    $sort: OrganizationListSort
    $first: Int
    $after: String
    $includeArchived: Boolean
  ) {
    branches(
      query: $query
      active: $active
      sort: $sort
      first: $first
      after: $after
      includeArchived: $includeArchived
    ) {
      nodes {
        ...BranchRow
      }
      totalCount
      endCursor
    }
  }
`);

export const CreateBranchDocument = graphql(`
  mutation CreateBranch($input: BranchInput!) {
    createBranch(input: $input) {
      ...BranchRow
    }
  }
`);

export const UpdateBranchDocument = graphql(`
  mutation UpdateBranch($id: ID!, $input: BranchInput!) {
    updateBranch(id: $id, input: $input) {
      ...BranchRow
    }
  }
`);

export const ArchiveBranchDocument = graphql(`
  mutation ArchiveBranch($id: ID!) {
    archiveBranch(id: $id) {
      ...BranchRow
    }
  }
`);

export const RestoreBranchDocument = graphql(`
  mutation RestoreBranch($id: ID!) {
    restoreBranch(id: $id) {
      ...BranchRow
    }
  }
`);
