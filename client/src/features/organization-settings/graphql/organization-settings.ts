import { graphql } from '../../../generated';

export const OrganizationSettingsFieldsFragment = graphql(`
  fragment OrganizationSettingsFields on Organization {
    id
    name
    logo
    email
    phone
    address
    locale
    updatedAt
  }
`);

/** The viewer's own organization, as the settings form edits it. */
export const OrganizationSettingsDocument = graphql(`
  query OrganizationSettings {
    myOrganization {
      ...OrganizationSettingsFields
    }
  }
`);

export const UpdateOrganizationSettingsDocument = graphql(`
  mutation UpdateOrganizationSettings($id: ID!, $input: OrganizationPatch!) {
    updateOrganization(id: $id, input: $input) {
      ...OrganizationSettingsFields
    }
  }
`);
