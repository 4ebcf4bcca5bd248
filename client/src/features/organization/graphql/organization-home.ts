import { graphql } from '../../../generated';

// What the signed-in home shows. The home picks its page by the viewer's roles (lib/viewer/viewer-home.ts);
// each page asks only for what it shows.

/** The viewer, for the welcome and the account card (the shell has loaded it: read from the cache). */
export const OrganizationHomeDocument = graphql(`
  query OrganizationHome {
    me {
      id
      name
      email
      avatar
      status
    }
  }
`);

/**
 * The admin's summary: how many users they administer and the organization's open tasks. The numbers
 * only (a page of one user): the users screen keeps its own pages.
 */
export const AdminHomeSummaryDocument = graphql(`
  query AdminHomeSummary {
    adminUsers(size: 1) {
      pagination {
        length
      }
    }
    taskCounts {
      total
      remaining
    }
  }
`);

/**
 * How many contacts the organization has. Asked without the cache (fetchPolicy no-cache): the cache
 * keeps one contacts list per search text, and a page of one would stand in for the contacts screen's.
 */
export const AdminHomeContactsDocument = graphql(`
  query AdminHomeContacts {
    contacts(first: 1) {
      totalCount
    }
  }
`);

/**
 * The viewer's own notifications and messages, newest first: the same entries (and fields) as the top
 * bar's panels, so marking one read there shows here too.
 */
export const HomeInboxDocument = graphql(`
  query HomeInbox {
    notifications {
      ...NotificationFields
    }
    messages {
      ...MessageFields
    }
  }
`);

/**
 * The viewer's organization: its name, kind and how to reach it (the personal homes' card). Asked apart
 * from OrganizationHome, which the shell's cache answers at once.
 */
export const HomeOrganizationDocument = graphql(`
  query HomeOrganization {
    me {
      id
      organization {
        id
        name
        type
        email
        phone
        address
      }
    }
  }
`);

/** Since when the viewer has their account (everyone may read their own user). */
export const HomeAccountDocument = graphql(`
  query HomeAccount($id: ID!) {
    adminUser(id: $id) {
      id
      createdAt
    }
  }
`);

/**
 * The admin's organization as its page shows it (issue 12): details, logo, contact, branches,
 * departments, the current season, and the plan and storage use its administrators read.
 */
export const AdminHomeOrganizationDocument = graphql(`
  query AdminHomeOrganization {
    myOrganization {
      id
      name
      slug
      type
      logo
      email
      phone
      address
      locale
      archivedAt
      plan {
        id
        name
      }
      storageUsedBytes
      storageQuotaBytes
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
  }
`);

/**
 * A parent's children (the athletes in their charge: their own children only, see schema/athletes.graphql)
 * with their current teams, for the parent's home. The parents page lists them all.
 */
export const HomeChildrenDocument = graphql(`
  query HomeChildren {
    athletes(first: 12) {
      totalCount
      nodes {
        id
        fullName
        status
        photo
        memberships {
          id
          team {
            id
            name
          }
        }
      }
    }
  }
`);

/**
 * The school's numbers for an admin's home: the dashboard's (schema/school-dashboard.graphql), of the
 * admin's organization and limited to their scope. Anyone who may not read it gets FORBIDDEN, and the
 * home leaves the section out.
 */
export const HomeSchoolDocument = graphql(`
  query HomeSchool($organizationId: ID!) {
    schoolDashboard(organizationId: $organizationId) {
      organizationId
      athleteCount
      missingConsentCount
      teamsOverCapacity {
        teamId
      }
      expiringCertifications {
        id
      }
    }
  }
`);

/** The teams a coach (or other staff) works for, with their own role in each: a staff member's home. */
export const HomeCoachTeamsDocument = graphql(`
  query HomeCoachTeams {
    teams(staffedByMe: true, first: 50) {
      nodes {
        id
        name
        capacity
        memberCount
        season {
          id
          name
        }
        staff {
          id
          role
          professional {
            id
            userId
          }
        }
      }
    }
  }
`);

/** A company user's companies (those they are a contact of): the home links straight to theirs. */
export const HomeCompaniesDocument = graphql(`
  query HomeCompanies {
    companies(first: 2) {
      nodes {
        id
        name
      }
    }
  }
`);
