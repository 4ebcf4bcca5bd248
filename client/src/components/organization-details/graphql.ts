import { graphql } from '../../generated';

/** The organizations a super admin picks one from (by name). */
export const OrganizationChoicesDocument = graphql(`
  query OrganizationChoices {
    organizations(first: 500, sort: NAME_ASC) {
      nodes {
        id
        name
      }
    }
  }
`);
