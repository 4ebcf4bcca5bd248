import { graphql } from '../../../generated';

/** The organizations the viewer may pick (a super admin: every one; anyone else: their own). */
export const DashboardOrganizationsDocument = graphql(`
  query DashboardOrganizations {
    myOrganization {
      id
      name
    }
    organizations(first: 100) {
      nodes {
        id
        name
      }
    }
  }
`);

/** Every number and list of the school dashboard, for one organization. */
export const SchoolDashboardDocument = graphql(`
  query SchoolDashboard($organizationId: ID!) {
    schoolDashboard(organizationId: $organizationId) {
      organizationId
      organizationName
      wholeOrganization
      currentSeason {
        id
        name
        startsOn
        endsOn
      }
      athleteCount
      athletesByStatus {
        status
        count
      }
      athletesByTeam {
        teamId
        name
        branchName
        departmentName
        capacity
        athleteCount
      }
      athletesByAgeGroup {
        birthYear
        age
        count
      }
      newAthletesThisSeason
      teamsOverCapacity {
        teamId
        name
        capacity
        athleteCount
      }
      expiringCertifications {
        id
        professionalId
        professionalName
        kind
        name
        expiresOn
        daysLeft
      }
      missingConsents {
        athleteId
        name
        missingRegistration
        missingHealthData
      }
      missingConsentCount
      attendance {
        month
        sessions
        sessionsWithRoll
        rate {
          marked
          present
          late
          excused
          absent
          rate
        }
        withoutRoll {
          occurrenceId
          eventId
          title
          startsAt
        }
      }
    }
  }
`);
