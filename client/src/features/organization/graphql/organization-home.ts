import { graphql } from '../../../generated';

export const OrganizationHomeDocument = graphql(`
  query OrganizationHome {
    me {
      id
      name
      avatar
    }
  }
`);
