import { graphql } from '../../../generated';

/** The public page: the school, its current teams with places left, the consent texts in force. */
export const RegistrationFormDocument = graphql(`
  query RegistrationForm($slug: String!) {
    registrationForm(organizationSlug: $slug) {
      organizationId
      organizationName
      organizationSlug
      teams {
        id
        name
        ageCategory
        gender
        birthYearMin
        birthYearMax
        placesLeft
        departmentName
        branchName
      }
      consentTexts {
        id
        purpose
        version
        required
        textEn
        textTr
      }
    }
  }
`);

export const SubmitRegistrationDocument = graphql(`
  mutation SubmitRegistration($input: SubmitRegistrationInput!) {
    submitRegistration(input: $input) {
      received
      organizationName
    }
  }
`);

export const RegistrationRowFragment = graphql(`
  fragment RegistrationRow on Registration {
    id
    status
    teamId
    team {
      id
      name
      ageCategory
    }
    firstName
    lastName
    birthDate
    gender
    language
    submittedAt
    decidedAt
    reason
    athleteId
    waitlistPosition
    offerExpiresAt
    guardians {
      id
      position
      firstName
      lastName
      email
      phone
      relationship
      userId
    }
  }
`);

export const RegistrationDetailFragment = graphql(`
  fragment RegistrationDetail on Registration {
    ...RegistrationRow
    note
    documents {
      id
      kind
      fileName
      sizeBytes
      downloadUrl
    }
    consents {
      purpose
      version
      text {
        id
        required
        textEn
        textTr
      }
    }
  }
`);

/** One page of the queue, filtered by status and team and searched. */
export const RegistrationsPageDocument = graphql(`
  query RegistrationsPage(
    $status: RegistrationStatus
    $teamId: ID
    $query: String
    $first: Int
    $after: String
  ) {
    registrations(status: $status, teamId: $teamId, query: $query, first: $first, after: $after) {
      nodes {
        ...RegistrationRow
      }
      totalCount
      endCursor
    }
  }
`);

/** How many registrations wait in each status (the queue's tabs). */
export const RegistrationCountsDocument = graphql(`
  query RegistrationCounts($teamId: ID) {
    registrationCounts(teamId: $teamId) {
      pending
      approved
      rejected
      waitlisted
    }
  }
`);

export const RegistrationDocument = graphql(`
  query Registration($id: ID!) {
    registration(id: $id) {
      ...RegistrationDetail
    }
  }
`);

export const ApproveRegistrationDocument = graphql(`
  mutation ApproveRegistration($id: ID!) {
    approveRegistration(id: $id) {
      ...RegistrationDetail
    }
  }
`);

export const RejectRegistrationDocument = graphql(`
  mutation RejectRegistration($id: ID!, $reason: String!) {
    rejectRegistration(id: $id, reason: $reason) {
      ...RegistrationDetail
    }
  }
`);

/** The queue's surroundings: the viewer's public page and the teams they decide for (the team filter). */
export const RegistrationQueueContextDocument = graphql(`
  query RegistrationQueueContext {
    me {
      id
      organization {
        id
        slug
      }
    }
    teams(currentSeason: true, managedByMe: true, first: 200, sort: AGE_ASC) {
      nodes {
        id
        name
      }
    }
  }
`);

/** The erasure requests the viewer decides, oldest first. */
export const OpenErasureRequestsDocument = graphql(`
  query OpenErasureRequests {
    openErasureRequests {
      id
      athleteId
      athleteName
      status
      requestedAt
      requestedBy
    }
  }
`);
