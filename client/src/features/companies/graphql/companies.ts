import { graphql } from '../../../generated';

export const CompanyRowFragment = graphql(`
  fragment CompanyRow on Company {
    id
    organizationId
    name
    taxNumber
    taxOffice
    logo
    email
    phone
    website
    archivedAt
    createdAt
    updatedAt
  }
`);

export const SponsorshipRowFragment = graphql(`
  fragment SponsorshipRow on Sponsorship {
    id
    companyId
    organizationId
    scopeType
    scopeId
    scopeName
    tier
    amount
    currency
    startsOn
    endsOn
    notes
    current
    archivedAt
  }
`);

export const CompanyContactRowFragment = graphql(`
  fragment CompanyContactRow on CompanyContact {
    id
    companyId
    createdAt
    user {
      id
      name
      email
      avatar
    }
  }
`);

/** One page of the companies list. */
export const CompaniesPageDocument = graphql(`
  query CompaniesPage(
    $query: String
    $sort: CompanySort
    $first: Int
    $after: String
    $includeArchived: Boolean
    $organizationId: ID
  ) {
    companies(
      query: $query
      sort: $sort
      first: $first
      after: $after
      includeArchived: $includeArchived
      organizationId: $organizationId
    ) {
      nodes {
        ...CompanyRow
      }
      totalCount
      endCursor
    }
  }
`);

/** The organizations a super admin narrows the companies list to and creates a company in. */
export const CompanyOrganizationsDocument = graphql(`
  query CompanyOrganizations {
    organizations(first: 500) {
      nodes {
        id
        name
      }
    }
  }
`);

/** A company's page: details, contact users and sponsorships. */
export const CompanyProfileDocument = graphql(`
  query CompanyProfile($id: ID!) {
    company(id: $id) {
      ...CompanyRow
      contacts {
        ...CompanyContactRow
      }
      sponsorships {
        ...SponsorshipRow
      }
    }
  }
`);

/** What a sponsorship may support: the company's organization, its branches and its teams. */
export const SponsorshipScopesDocument = graphql(`
  query SponsorshipScopes($organizationId: ID!) {
    organization(id: $organizationId) {
      id
      name
    }
    branches(organizationId: $organizationId, first: 500) {
      nodes {
        id
        name
      }
    }
    teams(organizationId: $organizationId, first: 500) {
      nodes {
        id
        name
      }
    }
  }
`);

/** The company users who may be linked to a company. */
export const CompanyContactCandidatesDocument = graphql(`
  query CompanyContactCandidates($roleId: ID!, $search: String) {
    adminUsers(roleId: $roleId, search: $search, size: 50) {
      items {
        id
        fullName
        email
        organizationId
      }
    }
  }
`);

export const CompanyRolesDocument = graphql(`
  query CompanyRoles {
    roles {
      id
      key
    }
  }
`);

export const CreateCompanyDocument = graphql(`
  mutation CreateCompany($input: CompanyInput!) {
    createCompany(input: $input) {
      ...CompanyRow
    }
  }
`);

export const UpdateCompanyDocument = graphql(`
  mutation UpdateCompany($id: ID!, $input: CompanyPatch!) {
    updateCompany(id: $id, input: $input) {
      ...CompanyRow
    }
  }
`);

export const ArchiveCompanyDocument = graphql(`
  mutation ArchiveCompany($id: ID!) {
    archiveCompany(id: $id) {
      ...CompanyRow
    }
  }
`);

export const RestoreCompanyDocument = graphql(`
  mutation RestoreCompany($id: ID!) {
    restoreCompany(id: $id) {
      ...CompanyRow
    }
  }
`);

export const AddCompanyContactDocument = graphql(`
  mutation AddCompanyContact($companyId: ID!, $userId: ID!) {
    addCompanyContact(companyId: $companyId, userId: $userId) {
      id
      contacts {
        ...CompanyContactRow
      }
    }
  }
`);

export const RemoveCompanyContactDocument = graphql(`
  mutation RemoveCompanyContact($companyId: ID!, $userId: ID!) {
    removeCompanyContact(companyId: $companyId, userId: $userId) {
      id
      contacts {
        ...CompanyContactRow
      }
    }
  }
`);

export const CreateSponsorshipDocument = graphql(`
  mutation CreateSponsorship($input: SponsorshipInput!) {
    createSponsorship(input: $input) {
      ...SponsorshipRow
      company {
        id
        sponsorships {
          ...SponsorshipRow
        }
      }
    }
  }
`);

export const UpdateSponsorshipDocument = graphql(`
  mutation UpdateSponsorship($id: ID!, $input: SponsorshipPatch!) {
    updateSponsorship(id: $id, input: $input) {
      ...SponsorshipRow
    }
  }
`);
