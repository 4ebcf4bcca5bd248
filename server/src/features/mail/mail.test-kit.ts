// The shared set-up of the mailbox's API suites (mail.*.test.ts): the personas (every demo persona and
// the coach Gökhan Tekin, a professional: staff without an admin role), the mail as the API answers it,
// and `mailSuite`, which each test file calls once at its top for its own server and database.
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { expect } from 'vitest';
import { suiteCalls, useTestServer } from '../../../../tests/support/suite.js';
import { DEMO_PROFESSIONALS } from '../professionals/index.js';
import { DEMO_PERSONAS } from '../users/index.js';

export const MAIL_PERSONAS = {
  ...DEMO_PERSONAS,
  coach: {
    ...DEMO_PROFESSIONALS.gokhanTekin,
    id: DEMO_PROFESSIONALS.gokhanTekin.userId,
    password: 'Arena-Member-2026',
  },
};
export type Persona = keyof typeof MAIL_PERSONAS;
export const PERSONAS = Object.keys(MAIL_PERSONAS) as Persona[];
/** Who holds a mailbox: the staff (admins of every level, the super admin, the coach). */
export const HOLDERS: Persona[] = [
  'superAdmin',
  'orgAdmin',
  'branchAdmin',
  'deptAdmin',
  'otherOrgAdmin',
  'coach',
];
/** Who does not: parents, companies, regular users. */
export const NON_HOLDERS: Persona[] = ['parent', 'company', 'regular'];

export interface Address {
  email: string;
  name: string;
  userId: string | null;
  avatar: string | null;
}
export interface Mail {
  id: string;
  conversationId: string;
  from: Address;
  to: Address[];
  cc: Address[];
  bcc: Address[];
  ccCount: number;
  bccCount: number;
  date: string;
  subject: string;
  content: string;
  snippet: string;
  attachments: {
    id: string;
    type: string;
    name: string;
    size: number;
    preview: string | null;
    downloadUrl: string;
  }[];
  starred: boolean;
  important: boolean;
  unread: boolean;
  folder: string;
  folderSlug: string;
  labels: string[];
  inReplyTo: string | null;
}
export interface Label {
  id: string;
  title: string;
  slug: string;
  color: string;
}

const ADDRESS = 'email name userId avatar';
export const MAIL = `id conversationId from { ${ADDRESS} } to { ${ADDRESS} } cc { ${ADDRESS} } bcc { ${ADDRESS} }
  ccCount bccCount date subject content snippet attachments { id type name size preview downloadUrl }
  starred important unread folder folderSlug labels inReplyTo`;

export const SEND = `mutation ($input: MailInput!, $draftId: ID) { sendMail(input: $input, draftId: $draftId) { ${MAIL} } }`;
export const DRAFT = `mutation ($id: ID, $input: MailInput!) { saveDraft(id: $id, input: $input) { ${MAIL} } }`;
export const LIST = `query ($folder: String, $filter: String, $label: String, $query: String, $first: Int, $after: String) {
  mails(folder: $folder, filter: $filter, label: $label, query: $query, first: $first, after: $after) {
    totalCount endCursor nodes { ${MAIL} } } }`;

/** Starts the file's server with every persona signed in; answers the calls the mail suites share. */
export function mailSuite(env: Record<string, string> = {}) {
  const t = useTestServer(MAIL_PERSONAS, env);
  const calls = suiteCalls(t);

  const rest = <T = unknown>(method: string, path: string, who?: Persona, body?: unknown) =>
    t.http.request<T>(method, path, { token: who === undefined ? undefined : t.tokens[who], body });

  /** Runs a document that must succeed and answers its data. */
  async function ok<T = Record<string, unknown>>(
    who: Persona,
    document: string,
    variables: Record<string, unknown> = {},
  ) {
    const answer = await calls.gql<T>(who, document, variables);
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    return answer.data!;
  }

  const send = async (who: Persona, input: Record<string, unknown>, draftId?: string) =>
    (await ok<{ sendMail: Mail }>(who, SEND, { input, draftId })).sendMail;

  const list = async (who: Persona, args: Record<string, unknown>) =>
    (await ok<{ mails: { totalCount: number; endCursor: string | null; nodes: Mail[] } }>(who, LIST, args))
      .mails;

  /** The owner's copies of a conversation, by folder. */
  const copiesOf = (conversationId: string) =>
    calls.query<{ owner: string; folder: string; bcc: number }>(
      `SELECT owner_user_id AS owner, folder::text, jsonb_array_length(bcc_addresses) AS bcc
         FROM mails WHERE conversation_id = $1 ORDER BY owner_user_id`,
      [conversationId],
    );

  /** A graphql-ws client of the file's server, signed in as `who`. */
  const socket = (who: Persona) =>
    createClient({
      url: `${t.server.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${t.tokens[who]}` },
      lazy: false,
    });

  return { t, ...calls, rest, ok, send, list, copiesOf, socket };
}

export const emailOf = (persona: Persona) => MAIL_PERSONAS[persona].email;
export const idOf = (persona: Persona) => MAIL_PERSONAS[persona].id;
