import { graphql } from '../../../generated';

export const CertificationRowFragment = graphql(`
  fragment CertificationRow on Certification {
    id
    professionalId
    kind
    name
    issuer
    number
    issuedOn
    expiresOn
    status
    daysToExpiry
    documentUrl
    archivedAt
  }
`);

export const ProfessionalRowFragment = graphql(`
  fragment ProfessionalRow on Professional {
    id
    name
    avatar
    email
    title
    specialties
    archivedAt
    certifications {
      id
      status
      daysToExpiry
    }
    staffAssignments {
      id
      role
      team {
        id
        name
      }
    }
  }
`);

export const ProfessionalsPageDocument = graphql(`
  query ProfessionalsPage(
    $query: String
    $sort: ProfessionalSort
    $first: Int
    $after: String
    $includeArchived: Boolean
  ) {
    professionals(
      query: $query
      sort: $sort
      first: $first
      after: $after
      includeArchived: $includeArchived
    ) {
      nodes {
        ...ProfessionalRow
      }
      totalCount
      endCursor
    }
  }
`);

export const ProfessionalProfileDocument = graphql(`
  query ProfessionalProfile($id: ID!) {
    professional(id: $id) {
      ...ProfessionalRow
      userId
      bio
      certifications {
        ...CertificationRow
      }
    }
  }
`);

export const CreateCertificationDocument = graphql(`
  mutation CreateCertification($professionalId: ID!, $input: CertificationInput!) {
    createCertification(professionalId: $professionalId, input: $input) {
      ...CertificationRow
    }
  }
`);

export const UpdateCertificationDocument = graphql(`
  mutation UpdateCertification($id: ID!, $input: CertificationInput!) {
    updateCertification(id: $id, input: $input) {
      ...CertificationRow
    }
  }
`);

export const ArchiveCertificationDocument = graphql(`
  mutation ArchiveCertification($id: ID!) {
    archiveCertification(id: $id) {
      ...CertificationRow
    }
  }
`);

/** The users an organization admin may make a professional: searched by name or e-mail. */
export const ProfessionalUserCandidatesDocument = graphql(`
  query ProfessionalUserCandidates($search: String) {
    adminUsers(search: $search, size: 20, status: active) {
      items {
        id
        fullName
        email
      }
    }
    professionals(first: 500, includeArchived: true) {
      nodes {
        id
        userId
      }
    }
  }
`);

export const CreateProfessionalDocument = graphql(`
  mutation CreateProfessional($input: CreateProfessionalInput!) {
    createProfessional(input: $input) {
      ...ProfessionalRow
      userId
      bio
    }
  }
`);

export const UpdateProfessionalDocument = graphql(`
  mutation UpdateProfessional($id: ID!, $input: ProfessionalPatch!) {
    updateProfessional(id: $id, input: $input) {
      ...ProfessionalRow
      userId
      bio
    }
  }
`);
