import { graphql } from '../../../generated';

/** The schools with a public registration page (read signed out). */
export const RegistrationSchoolsDocument = graphql(`
  query RegistrationSchools {
    registrationSchools {
      name
      slug
    }
  }
`);
