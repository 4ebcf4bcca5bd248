import { graphql } from '../../../generated';

// Every field of a mail: the list, the reader, the composer's drafts, the live feed and every mutation
// answer select the same fields, so an answer (or an optimistic one) always updates the normalised Mail
// entity completely.
export const MailAddressFieldsFragment = graphql(`
  fragment MailAddressFields on MailAddress {
    email
    name
    userId
    avatar
  }
`);

export const MailFieldsFragment = graphql(`
  fragment MailFields on Mail {
    id
    type
    conversationId
    from {
      ...MailAddressFields
    }
    to {
      ...MailAddressFields
    }
    cc {
      ...MailAddressFields
    }
    bcc {
      ...MailAddressFields
    }
    ccCount
    bccCount
    date
    subject
    content
    snippet
    attachments {
      id
      type
      name
      size
      preview
      downloadUrl
    }
    starred
    important
    unread
    folder
    folderSlug
    labels
    inReplyTo
  }
`);

export const MailLabelFieldsFragment = graphql(`
  fragment MailLabelFields on MailLabel {
    id
    title
    slug
    color
  }
`);

export const MailFolderFieldsFragment = graphql(`
  fragment MailFolderFields on MailFolder {
    id
    title
    slug
    icon
    count
  }
`);

/** The sidebar: folders with their counts, the filters, the labels, and where a mail opens. */
export const MailboxDocument = graphql(`
  query Mailbox {
    mailFolders {
      ...MailFolderFields
    }
    mailFilters {
      id
      title
      slug
      icon
    }
    mailLabels {
      ...MailLabelFields
    }
    mailSettings {
      messageLayout
    }
  }
`);

/** One folder's, filter's or label's mails, a page at a time (one cache entry per list, pages merged). */
export const MailsDocument = graphql(`
  query Mails($folder: String, $filter: String, $label: String, $query: String, $first: Int, $after: String) {
    mails(folder: $folder, filter: $filter, label: $label, query: $query, first: $first, after: $after) {
      nodes {
        ...MailFields
      }
      totalCount
      endCursor
    }
  }
`);

export const MailDocument = graphql(`
  query Mail($id: ID!) {
    mail(id: $id) {
      ...MailFields
    }
  }
`);

export const MailRecipientsDocument = graphql(`
  query MailRecipients($query: String!) {
    mailRecipients(query: $query) {
      ...MailAddressFields
    }
  }
`);

export const SendMailDocument = graphql(`
  mutation SendMail($input: MailInput!, $draftId: ID) {
    sendMail(input: $input, draftId: $draftId) {
      ...MailFields
    }
  }
`);

export const SaveDraftDocument = graphql(`
  mutation SaveDraft($id: ID, $input: MailInput!) {
    saveDraft(id: $id, input: $input) {
      ...MailFields
    }
  }
`);

export const MoveMailsDocument = graphql(`
  mutation MoveMails($ids: [ID!]!, $folder: String!) {
    moveMails(ids: $ids, folder: $folder) {
      ...MailFields
    }
  }
`);

export const SetMailFlagsDocument = graphql(`
  mutation SetMailFlags($ids: [ID!]!, $flags: MailFlagsInput!) {
    setMailFlags(ids: $ids, flags: $flags) {
      ...MailFields
    }
  }
`);

export const LabelMailsDocument = graphql(`
  mutation LabelMails($ids: [ID!]!, $labelId: ID!, $on: Boolean!) {
    labelMails(ids: $ids, labelId: $labelId, on: $on) {
      ...MailFields
    }
  }
`);

export const DeleteMailsDocument = graphql(`
  mutation DeleteMails($ids: [ID!]!) {
    deleteMails(ids: $ids)
  }
`);

export const CreateMailLabelDocument = graphql(`
  mutation CreateMailLabel($input: MailLabelInput!) {
    createMailLabel(input: $input) {
      ...MailLabelFields
    }
  }
`);

export const UpdateMailLabelDocument = graphql(`
  mutation UpdateMailLabel($id: ID!, $input: MailLabelInput!) {
    updateMailLabel(id: $id, input: $input) {
      ...MailLabelFields
    }
  }
`);

export const DeleteMailLabelDocument = graphql(`
  mutation DeleteMailLabel($id: ID!) {
    deleteMailLabel(id: $id)
  }
`);

export const UpdateMailSettingsDocument = graphql(`
  mutation UpdateMailSettings($input: MailSettingsInput!) {
    updateMailSettings(input: $input) {
      messageLayout
    }
  }
`);

/** Each mail delivered to the viewer's Inbox while the mailbox is open. */
export const MailReceivedDocument = graphql(`
  subscription MailReceived {
    mailReceived {
      ...MailFields
    }
  }
`);
