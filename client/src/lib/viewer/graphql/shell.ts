import { graphql } from '../../../generated';

// What the signed-in shell shows about the user; loaded before the signed-in area first renders.
export const ShellDocument = graphql(`
  query Shell {
    me {
      id
      name
      email
      avatar
      status
    }
  }
`);
