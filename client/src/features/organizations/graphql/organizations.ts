import { graphql } from '../../../generated';

export const OrganizationRowFragment = graphql(`
  fragment OrganizationRow on Organization {
    id
    name
    slug
    type
    logo
    email
    phone
    address
    locale
    timeZone
    plan {
      id
      name
    }
    storageUsedBytes
    storageQuotaBytes
    archivedAt
    createdAt
  }
`);

/** One page of the organizations list. */
export const OrganizationsPageDocument = graphql(`
  query OrganizationsPage(
    $query: String
    $type: OrganizationType
    $sort: OrganizationListSort
    $first: Int
    $after: String
    $includeArchived: Boolean
  ) {
    organizations(
      query: $query
      type: $type
      sort: $sort
      first: $first
      after: $after
      includeArchived: $includeArchived
    ) {
      nodes {
        ...OrganizationRow
      }
      totalCount
      endCursor
    }
  }
`);

/** An organization's page: its details, structure and seasons. */
export const OrganizationProfileDocument = graphql(`
  query OrganizationProfile($id: ID!) {
    organization(id: $id) {
      ...OrganizationRow
      branches {
        id
        name
        address
        active
      }
      departments {
        id
        name
        sport
      }
      currentSeason {
        id
        name
        startsOn
        endsOn
        current
      }
    }
    seasons(organizationId: $id, first: 100) {
      nodes {
        id
        name
        startsOn
        endsOn
        current
      }
    }
  }
`);

/** The plans a super admin picks from. */
export const OrganizationPlansDocument = graphql(`
  query OrganizationPlans {
    subscriptionPlans {
      id
      name
      storageQuotaBytes
    }
  }
`);

export const CreateOrganizationDocument = graphql(`
  mutation CreateOrganization($input: CreateOrganizationInput!) {
    createOrganization(input: $input) {
      ...OrganizationRow
    }
  }
`);

export const UpdateOrganizationDocument = graphql(`
  mutation UpdateOrganization($id: ID!, $input: OrganizationPatch!) {
    updateOrganization(id: $id, input: $input) {
      ...OrganizationRow
    }
  }
`);

export const ArchiveOrganizationDocument = graphql(`
  mutation ArchiveOrganization($id: ID!) {
    archiveOrganization(id: $id) {
      ...OrganizationRow
    }
  }
`);

export const RestoreOrganizationDocument = graphql(`
  mutation RestoreOrganization($id: ID!) {
    restoreOrganization(id: $id) {
      ...OrganizationRow
    }
  }
`);
