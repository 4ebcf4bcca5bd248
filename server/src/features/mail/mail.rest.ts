import { AppError } from '../../shared/errors.js';
import {
  bodyObject,
  objectOf,
  pickKeys,
  requiredId,
  type RestInput,
  type RestRow,
} from '../../shared/rest.js';

// The spec's paths under api/apps/mailbox (spec 001 Mailbox), each a GraphQL document run through the
// same schema. The spec's mail shape is made in `pick` from the contract's Mail.

const ADDRESS = 'email name userId avatar';
export const MAIL_FIELDS = `id type conversationId from { ${ADDRESS} } to { ${ADDRESS} } cc { ${ADDRESS} }
  bcc { ${ADDRESS} } ccCount bccCount date subject content snippet
  attachments { id type name size preview downloadUrl } starred important unread folder folderSlug labels inReplyTo`;
const LABEL_FIELDS = 'id title slug color';
const FOLDER_FIELDS = 'id title slug icon count';

interface Address {
  email: string;
  name: string;
  avatar: string | null;
}
type GraphMail = Record<string, unknown> & { from: Address; to: Address[]; cc: Address[]; bcc: Address[] };

const contact = (address: Address) => `${address.name} <${address.email}>`;

/** The spec's mail: `from` as {avatar, contact}, `to` one string, cc and bcc lists of "Name <email>". */
export function restMail(mail: GraphMail) {
  return {
    id: mail.id,
    type: mail.type,
    from: { avatar: mail.from.avatar, contact: contact(mail.from) },
    to: mail.to.map(contact).join(', '),
    cc: mail.cc.map(contact),
    bcc: mail.bcc.map(contact),
    date: mail.date,
    subject: mail.subject,
    content: mail.content,
    attachments: mail.attachments,
    starred: mail.starred,
    important: mail.important,
    unread: mail.unread,
    folder: mail.folder,
    labels: mail.labels,
    ccCount: mail.ccCount,
    bccCount: mail.bccCount,
  };
}

/** The list's selection from the query: folder, filter or label (exactly one; none is 400). */
function selection({ query }: RestInput) {
  const picked = pickKeys(query, ['folder', 'filter', 'label']);
  if (Object.keys(picked).length === 0) {
    throw new AppError('BAD_REQUEST', 'Query parameter folder, filter or label is required.');
  }
  let page: number | undefined;
  if (query.page !== undefined) {
    page = /^\d{1,7}$/.test(query.page) ? Number(query.page) : NaN;
    if (!Number.isInteger(page) || page < 1) {
      throw new AppError('BAD_USER_INPUT', 'Invalid input: page', {
        fieldErrors: { page: 'Page must be a whole number from 1' },
        fieldErrorCodes: { page: 'invalid' },
      });
    }
  }
  return { ...picked, page, query: query.query };
}

const labelBody = (body: unknown) =>
  pickKeys(objectOf(bodyObject(body).label ?? {}, 'label'), ['title', 'color']);

interface PageAnswer {
  mails: GraphMail[];
  pagination: Record<string, number> & { currentPage: number; lastPage: number };
}

export const mailRestRows: RestRow[] = [
  {
    method: 'GET',
    path: 'api/apps/mailbox/settings',
    document: 'query RestMailSettings { mailSettings { messageLayout } }',
    pick: (data) => data.mailSettings,
  },
  {
    method: 'PATCH',
    path: 'api/apps/mailbox/settings',
    document: `mutation RestUpdateMailSettings($input: MailSettingsInput!) { updateMailSettings(input: $input) { messageLayout } }`,
    variables: ({ body }) => ({
      input: pickKeys(objectOf(bodyObject(body).settings ?? {}, 'settings'), ['messageLayout']),
    }),
    pick: (data) => data.updateMailSettings,
  },
  {
    method: 'GET',
    path: 'api/apps/mailbox/folders',
    document: `query RestMailFolders { mailFolders { ${FOLDER_FIELDS} } }`,
    pick: (data) => data.mailFolders,
  },
  {
    method: 'GET',
    path: 'api/apps/mailbox/filters',
    document: 'query RestMailFilters { mailFilters { id title slug icon } }',
    pick: (data) => data.mailFilters,
  },
  {
    method: 'GET',
    path: 'api/apps/mailbox/labels',
    document: `query RestMailLabels { mailLabels { ${LABEL_FIELDS} } }`,
    pick: (data) => data.mailLabels,
  },
  {
    method: 'POST',
    path: 'api/apps/mailbox/label',
    document: `mutation RestCreateMailLabel($input: MailLabelInput!) { createMailLabel(input: $input) { ${LABEL_FIELDS} } }`,
    variables: ({ body }) => ({ input: labelBody(body) }),
    pick: (data) => data.createMailLabel,
  },
  {
    method: 'PATCH',
    path: 'api/apps/mailbox/label',
    document: `mutation RestUpdateMailLabel($id: ID!, $input: MailLabelInput!) { updateMailLabel(id: $id, input: $input) { ${LABEL_FIELDS} } }`,
    variables: ({ body }) => ({ id: requiredId(bodyObject(body).id, 'id'), input: labelBody(body) }),
    pick: (data) => data.updateMailLabel,
  },
  {
    method: 'DELETE',
    path: 'api/apps/mailbox/label',
    document: 'mutation RestDeleteMailLabel($id: ID!) { deleteMailLabel(id: $id) }',
    variables: ({ query }) => ({ id: requiredId(query.id, 'Query parameter id') }),
    pick: (data) => data.deleteMailLabel,
  },
  {
    // Past the last page, only the last page's number is meaningful (spec).
    method: 'GET',
    path: 'api/apps/mailbox/mails',
    document: `query RestMails($folder: String, $filter: String, $label: String, $page: Int) {
      mailPage(folder: $folder, filter: $filter, label: $label, page: $page) {
        mails { ${MAIL_FIELDS} }
        pagination { totalResults resultsPerPage currentPage lastPage startIndex endIndex }
      } }`,
    variables: (input) => {
      const { query: _query, ...rest } = selection(input);
      return rest;
    },
    pick: (data) => {
      const page = data.mailPage as PageAnswer;
      if (page.pagination.currentPage > page.pagination.lastPage) {
        return { mails: [], pagination: { lastPage: page.pagination.lastPage } };
      }
      return { mails: page.mails.map(restMail), pagination: page.pagination };
    },
  },
  {
    method: 'GET',
    path: 'api/apps/mailbox/mail',
    document: `query RestMail($id: ID!) { mail(id: $id) { ${MAIL_FIELDS} } }`,
    variables: ({ query }) => ({ id: requiredId(query.id, 'Query parameter id') }),
    pick: (data) => restMail(data.mail as GraphMail),
  },
  {
    method: 'PATCH',
    path: 'api/apps/mailbox/mail',
    document: `mutation RestUpdateMail($id: ID!, $input: MailPatch!) { updateMail(id: $id, input: $input) { ${MAIL_FIELDS} } }`,
    variables: ({ body }) => ({
      id: requiredId(bodyObject(body).id, 'id'),
      input: pickKeys(objectOf(bodyObject(body).mail ?? {}, 'mail'), [
        'starred',
        'important',
        'unread',
        'folder',
        'labels',
      ]),
    }),
    pick: (data) => restMail(data.updateMail as GraphMail),
  },
];
