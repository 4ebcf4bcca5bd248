import { graphql } from '../../../generated';

export const TeamRowFragment = graphql(`
  fragment TeamRow on Team {
    id
    name
    branchId
    branch {
      id
      name
    }
    departmentId
    department {
      id
      name
    }
    seasonId
    season {
      id
      name
      current
    }
    birthYearMin
    birthYearMax
    ageCategory
    gender
    capacity
    memberCount
    archivedAt
  }
`);

export const TeamStaffRowFragment = graphql(`
  fragment TeamStaffRow on TeamStaff {
    id
    teamId
    role
    professionalId
    professional {
      id
      name
      title
      avatar
    }
  }
`);

/** One page of the teams list, with the counts of members of the page's teams. */
export const TeamsPageDocument = graphql(`
  query TeamsPage(
    $query: String
    $branchId: ID
    $departmentId: ID
    $seasonId: ID
    $gender: TeamGender
    $managedByMe: Boolean
    $sort: TeamSort
    $first: Int
    $after: String
    $includeArchived: Boolean
  ) {
    teams(
      query: $query
      branchId: $branchId
      departmentId: $departmentId
      seasonId: $seasonId
      gender: $gender
      managedByMe: $managedByMe
      sort: $sort
      first: $first
      after: $after
      includeArchived: $includeArchived
    ) {
      nodes {
        ...TeamRow
      }
      totalCount
      endCursor
    }
  }
`);

/** The choices of the teams filters and the team dialog. */
export const TeamStructureDocument = graphql(`
  query TeamStructure {
    branches(first: 500) {
      nodes {
        id
        name
      }
    }
    departments(first: 500) {
      nodes {
        id
        name
      }
    }
    seasons(first: 500) {
      nodes {
        id
        name
        current
      }
    }
  }
`);

export const TeamProfileDocument = graphql(`
  query TeamProfile($id: ID!) {
    team(id: $id) {
      ...TeamRow
      season {
        id
        endsOn
      }
      staff {
        ...TeamStaffRow
      }
    }
    teamMemberships(teamId: $id) {
      ...TeamRosterRow
    }
  }
`);

/** The team's attendance by month (its admins and staff; empty for anyone else), read apart from the page. */
export const TeamAttendanceDocument = graphql(`
  query TeamAttendance($id: ID!) {
    team(id: $id) {
      id
      attendanceByMonth {
        ...AttendanceMonthFields
      }
    }
  }
`);

export const TeamRosterRowFragment = graphql(`
  fragment TeamRosterRow on TeamMembership {
    id
    teamId
    jerseyNumber
    position
    status
    fromOn
    athlete {
      id
      fullName
    }
  }
`);

/** The organization's athletes the viewer may put on a team, searched by name or licence number. */
export const TeamAthleteCandidatesDocument = graphql(`
  query TeamAthleteCandidates($query: String, $birthYearFrom: Int) {
    athletes(query: $query, birthYearFrom: $birthYearFrom, first: 20) {
      nodes {
        id
        fullName
        gender
        licenceNumber
      }
    }
  }
`);

export const AddTeamAthleteDocument = graphql(`
  mutation AddTeamAthlete($input: AddTeamMembershipInput!) {
    addTeamMembership(input: $input) {
      ...TeamRosterRow
    }
  }
`);

export const StaffCandidatesDocument = graphql(`
  query StaffCandidates($query: String) {
    professionals(query: $query, first: 50) {
      nodes {
        id
        name
        title
      }
    }
  }
`);

export const CreateTeamDocument = graphql(`
  mutation CreateTeam($input: TeamInput!) {
    createTeam(input: $input) {
      ...TeamRow
      staff {
        ...TeamStaffRow
      }
    }
  }
`);

export const UpdateTeamDocument = graphql(`
  mutation UpdateTeam($id: ID!, $input: TeamInput!) {
    updateTeam(id: $id, input: $input) {
      ...TeamRow
    }
  }
`);

export const ArchiveTeamDocument = graphql(`
  mutation ArchiveTeam($id: ID!) {
    archiveTeam(id: $id) {
      ...TeamRow
    }
  }
`);

export const RestoreTeamDocument = graphql(`
  mutation RestoreTeam($id: ID!) {
    restoreTeam(id: $id) {
      ...TeamRow
    }
  }
`);

export const AddTeamStaffDocument = graphql(`
  mutation AddTeamStaff($teamId: ID!, $professionalId: ID!, $role: TeamStaffRole!) {
    addTeamStaff(teamId: $teamId, professionalId: $professionalId, role: $role) {
      ...TeamStaffRow
    }
  }
`);

export const RemoveTeamStaffDocument = graphql(`
  mutation RemoveTeamStaff($id: ID!) {
    removeTeamStaff(id: $id) {
      id
      teamId
      archivedAt
    }
  }
`);
