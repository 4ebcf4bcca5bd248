import { graphql } from '../../../generated';

// What a row of the list shows.
export const ContactListItemFragment = graphql(`
  fragment ContactListItem on Contact {
    id
    name
    avatar
    title
    company
    emails {
      email
      label
    }
  }
`);

// Everything the detail view and the form need.
export const ContactDetailFragment = graphql(`
  fragment ContactDetail on Contact {
    id
    name
    avatar
    background
    title
    company
    emails {
      email
      label
    }
    phoneNumbers {
      country
      phoneNumber
      label
    }
    birthday
    address
    notes
    tags
  }
`);

export const ContactsPageDocument = graphql(`
  query ContactsPage($query: String, $first: Int, $after: String) {
    contacts(query: $query, first: $first, after: $after) {
      nodes {
        ...ContactListItem
      }
      totalCount
      endCursor
    }
  }
`);

export const ContactDetailDocument = graphql(`
  query ContactDetail($id: ID!) {
    contact(id: $id) {
      ...ContactDetail
    }
  }
`);

// Countries and tags change rarely: loaded once and shared by the view and the form.
export const ContactsReferenceDocument = graphql(`
  query ContactsReference {
    countries {
      id
      iso
      name
      code
      flagImagePos
    }
    contactTags {
      id
      title
    }
  }
`);

export const CreateContactDocument = graphql(`
  mutation CreateContact {
    createContact {
      ...ContactListItem
      ...ContactDetail
    }
  }
`);

export const UpdateContactDocument = graphql(`
  mutation UpdateContact($id: ID!, $input: ContactPatch!) {
    updateContact(id: $id, input: $input) {
      ...ContactListItem
      ...ContactDetail
    }
  }
`);

export const DeleteContactDocument = graphql(`
  mutation DeleteContact($id: ID!) {
    deleteContact(id: $id)
  }
`);

export const UploadContactAvatarDocument = graphql(`
  mutation UploadContactAvatar($id: ID!, $avatar: String!) {
    uploadContactAvatar(id: $id, avatar: $avatar) {
      id
      avatar
    }
  }
`);

export const CreateContactTagDocument = graphql(`
  mutation CreateContactTag($title: String!) {
    createContactTag(title: $title) {
      id
      title
    }
  }
`);

export const UpdateContactTagDocument = graphql(`
  mutation UpdateContactTag($id: ID!, $title: String!) {
    updateContactTag(id: $id, title: $title) {
      id
      title
    }
  }
`);

export const DeleteContactTagDocument = graphql(`
  mutation DeleteContactTag($id: ID!) {
    deleteContactTag(id: $id)
  }
`);
