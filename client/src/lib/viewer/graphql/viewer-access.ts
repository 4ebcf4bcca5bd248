import { graphql } from '../../../generated';

// What the server says the signed-in user may use (staff: admins and the school's professionals).
export const ViewerAccessDocument = graphql(`
  query ViewerAccess {
    viewerAccess {
      staff
    }
  }
`);
