import { graphql } from '../../../generated';

export const AuditEntryFieldsFragment = graphql(`
  fragment AuditEntryFields on AuditLogEntry {
    id
    organizationId
    actor {
      id
      name
    }
    action
    entityType
    entityId
    summary
    before
    after
    createdAt
  }
`);

/** One page of the audit log with the list's filters. */
export const AuditLogPageDocument = graphql(`
  query AuditLogPage(
    $first: Int
    $after: String
    $query: String
    $sort: AuditLogSort
    $actorId: ID
    $entityType: String
    $actions: [AuditAction!]
    $from: DateTime
    $to: DateTime
    $withCount: Boolean! = true
  ) {
    auditLog(
      first: $first
      after: $after
      query: $query
      sort: $sort
      actorId: $actorId
      entityType: $entityType
      actions: $actions
      from: $from
      to: $to
    ) {
      totalCount @include(if: $withCount)
      endCursor
      nodes {
        ...AuditEntryFields
      }
    }
  }
`);

/** The people who may appear as actors: the users the admin sees. */
export const AuditActorsDocument = graphql(`
  query AuditActors {
    adminUsers(size: 200) {
      items {
        id
        fullName
      }
    }
  }
`);

/** One entry, for the details dialog opened from the address. */
export const AuditLogEntryDocument = graphql(`
  query AuditLogEntry($id: ID!) {
    auditLogEntry(id: $id) {
      ...AuditEntryFields
    }
  }
`);
