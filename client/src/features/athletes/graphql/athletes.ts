import { graphql } from '../../../generated';

export const AthleteRowFragment = graphql(`
  fragment AthleteRow on Athlete {
    id
    fullName
    firstName
    lastName
    gender
    status
    licenceNumber
    photo
    access
    archivedAt
    createdAt
    private {
      birthDate
    }
    memberships {
      id
      teamId
      current
      team {
        id
        name
        ageCategory
      }
    }
  }
`);

export const AthletesListDocument = graphql(`
  query AthletesList(
    $query: String
    $first: Int
    $after: String
    $sort: AthleteSort
    $status: AthleteStatus
    $teamId: ID
    $birthYearFrom: Int
    $birthYearTo: Int
    $newThisSeason: Boolean
    $missingConsent: Boolean
    $includeArchived: Boolean
    $withCount: Boolean! = true
  ) {
    athletes(
      query: $query
      first: $first
      after: $after
      sort: $sort
      status: $status
      teamId: $teamId
      birthYearFrom: $birthYearFrom
      birthYearTo: $birthYearTo
      newThisSeason: $newThisSeason
      missingConsent: $missingConsent
      includeArchived: $includeArchived
    ) {
      nodes {
        ...AthleteRow
      }
      totalCount @include(if: $withCount)
      endCursor
    }
  }
`);

export const AthleteTeamOptionsDocument = graphql(`
  query AthleteTeamOptions($query: String) {
    teams(first: 200, query: $query, sort: NAME_ASC) {
      nodes {
        id
        name
        ageCategory
        birthYearMin
        birthYearMax
        gender
        capacity
        memberCount
        branch {
          id
          name
        }
        season {
          id
          name
          startsOn
          endsOn
          current
          archivedAt
        }
      }
    }
  }
`);

export const AthleteDuplicatesDocument = graphql(`
  query AthleteDuplicates(
    $organizationId: ID
    $firstName: String!
    $lastName: String!
    $birthDate: String!
    $excludeId: ID
  ) {
    athleteDuplicates(
      organizationId: $organizationId
      firstName: $firstName
      lastName: $lastName
      birthDate: $birthDate
      excludeId: $excludeId
    ) {
      id
      fullName
      private {
        birthDate
      }
    }
  }
`);

export const AthleteProfileFragment = graphql(`
  fragment AthleteProfile on Athlete {
    ...AthleteRow
    organizationId
    updatedAt
    private {
      birthDate
      email
      phone
      address
      emergencyContactName
      emergencyContactPhone
      documents {
        title
        url
      }
    }
    history: memberships(includeEnded: true) {
      id
      teamId
      team {
        id
        name
        ageCategory
      }
      jerseyNumber
      position
      status
      fromOn
      toOn
      current
    }
    guardians {
      id
      relationship
      legalGuardian
      isPrimary
      mayPickUp
      guardian {
        id
        name
        email
      }
    }
    consents(includeWithdrawn: true) {
      id
      purpose
      active
      grantedAt
      withdrawnAt
      grantedBy {
        id
        name
      }
      withdrawnBy {
        id
        name
      }
    }
  }
`);

export const AthleteProfileDocument = graphql(`
  query AthleteProfile($id: ID!) {
    athlete(id: $id) {
      ...AthleteProfile
    }
  }
`);

// The attendance section's own read (the page's first paint stays light): the last six months and
// the last marks, both empty for a viewer without full access.
export const AthleteAttendanceDocument = graphql(`
  query AthleteAttendance($id: ID!) {
    athlete(id: $id) {
      id
      attendanceByMonth {
        ...AttendanceMonthFields
      }
      attendanceHistory {
        occurrenceId
        eventId
        title
        type
        startsAt
        timeZone
        attendance
      }
    }
  }
`);

export const AthleteHealthDocument = graphql(`
  query AthleteHealth($athleteId: ID!) {
    athleteHealth(athleteId: $athleteId) {
      athleteId
      medicalNotes
      healthDataConsent
    }
  }
`);

export const CreateAthleteDocument = graphql(`
  mutation CreateAthlete($input: CreateAthleteInput!) {
    createAthlete(input: $input) {
      ...AthleteProfile
    }
  }
`);

export const UpdateAthleteDocument = graphql(`
  mutation UpdateAthlete($id: ID!, $input: UpdateAthleteInput!) {
    updateAthlete(id: $id, input: $input) {
      ...AthleteProfile
    }
  }
`);

export const ArchiveAthleteDocument = graphql(`
  mutation ArchiveAthlete($id: ID!) {
    archiveAthlete(id: $id) {
      id
      archivedAt
    }
  }
`);

export const RestoreAthleteDocument = graphql(`
  mutation RestoreAthlete($id: ID!) {
    restoreAthlete(id: $id) {
      id
      archivedAt
    }
  }
`);

export const MoveAthleteDocument = graphql(`
  mutation MoveAthlete($input: MoveAthleteInput!) {
    moveAthlete(input: $input) {
      ended {
        id
        toOn
        current
      }
      started {
        id
      }
    }
  }
`);

export const LinkGuardianDocument = graphql(`
  mutation LinkGuardian($input: LinkGuardianInput!) {
    linkGuardian(input: $input) {
      id
    }
  }
`);

export const InviteGuardianDocument = graphql(`
  mutation InviteGuardian($input: InviteGuardianInput!) {
    inviteGuardian(input: $input) {
      athleteId
      email
    }
  }
`);

export const UpdateGuardianLinkDocument = graphql(`
  mutation UpdateGuardianLink($id: ID!, $input: UpdateGuardianLinkInput!) {
    updateGuardianLink(id: $id, input: $input) {
      id
      relationship
      legalGuardian
      isPrimary
      mayPickUp
    }
  }
`);

export const UnlinkGuardianDocument = graphql(`
  mutation UnlinkGuardian($id: ID!) {
    unlinkGuardian(id: $id) {
      id
      archivedAt
    }
  }
`);

export const UpdateTeamMembershipDocument = graphql(`
  mutation UpdateTeamMembership($id: ID!, $input: UpdateTeamMembershipInput!) {
    updateTeamMembership(id: $id, input: $input) {
      id
      jerseyNumber
      position
      status
    }
  }
`);

export const GrantConsentDocument = graphql(`
  mutation GrantConsent($input: GrantConsentInput!) {
    grantConsent(input: $input) {
      id
      purpose
      active
    }
  }
`);

export const WithdrawConsentDocument = graphql(`
  mutation WithdrawConsent($id: ID!) {
    withdrawConsent(id: $id) {
      id
      active
      withdrawnAt
    }
  }
`);

/** Parent accounts of the viewer's organization to link as guardians, by name or e-mail. */
export const GuardianCandidatesDocument = graphql(`
  query GuardianCandidates($query: String) {
    guardianCandidates(query: $query, first: 20) {
      id
      name
      email
    }
  }
`);

// The guardians page: athletes with their guardian links, a page at a time.
export const GuardiansListDocument = graphql(`
  query GuardiansList($query: String, $first: Int, $after: String, $withCount: Boolean! = true) {
    athletes(query: $query, first: $first, after: $after) {
      nodes {
        id
        fullName
        status
        guardians {
          id
          relationship
          legalGuardian
          isPrimary
          mayPickUp
          guardian {
            id
            name
            email
          }
        }
      }
      totalCount @include(if: $withCount)
      endCursor
    }
  }
`);

/** Everything held about the athlete, for a legal guardian or an admin (a data request). */
export const AthleteDataExportDocument = graphql(`
  query AthleteDataExport($athleteId: ID!) {
    athleteDataExport(athleteId: $athleteId) {
      fileName
      json
    }
  }
`);
