// Every link the server makes into the client (search results, shortcuts, notifications, the menu, mail)
// comes from here, so a route the client moves is changed in one place. Paths follow spec 000 §2.

/** The client's route sections: every in-app page lives under one of them. */
export const CLIENT_SECTIONS = ['apps', 'fbiad-pages', 'pages', 'dashboards', 'ui', 'docs'] as const;
export type ClientSection = (typeof CLIENT_SECTIONS)[number];

/** An in-app path: `clientPath('apps', 'help-center', 'faqs')` is `/apps/help-center/faqs`. */
export function clientPath(section: ClientSection, ...segments: string[]): string {
  return ['', section, ...segments].join('/');
}

/** The client pages the server links to by name. */
export const CLIENT_PATHS = {
  signIn: '/sign-in',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  chat: clientPath('apps', 'chat'),
  contacts: clientPath('apps', 'contacts'),
  users: clientPath('fbiad-pages', 'users'),
  mailbox: clientPath('apps', 'mailbox'),
  tasks: clientPath('apps', 'tasks'),
  events: clientPath('fbiad-pages', 'events'),
  announcements: clientPath('fbiad-pages', 'announcements'),
  signUpRequests: clientPath('fbiad-pages', 'sign-up'),
  professionalsProfile: clientPath('fbiad-pages', 'professionals-profile'),
} as const satisfies Record<string, string>;

/** A path with a query string (values encoded). */
const withQuery = (path: string, params: Record<string, string>) =>
  `${path}?${new URLSearchParams(params).toString()}`;

/** Links to one item, or with a value the page needs. */
export const links = {
  contact: (id: string) => `${CLIENT_PATHS.contacts}/${id}`,
  task: (id: string) => `${CLIENT_PATHS.tasks}/${id}`,
  /** A mail open in its folder (the client's mailboxFolderMail route: apps/mailbox/:folder/:mailId). */
  mail: (folder: string, id: string) => `${CLIENT_PATHS.mailbox}/${folder}/${id}`,
  /** The users screen with the user's details open (the page reads `user`). */
  user: (id: string) => withQuery(CLIENT_PATHS.users, { user: id }),
  /** The contacts list searching for the text (the page reads `query`). */
  contactsSearch: (query: string) => withQuery(CLIENT_PATHS.contacts, { query }),
  /** The users list searching for the text (the page reads `q`, users-query-state.ts). */
  usersSearch: (query: string) => withQuery(CLIENT_PATHS.users, { q: query }),
  /** Absolute, for a mail: the client's base URL, the reset page and the single-use token. */
  resetPassword: (publicUrl: string, token: string) =>
    `${publicUrl}${CLIENT_PATHS.resetPassword}?token=${token}`,
  /** A country's flag among the client's static images (an SVG, 3:2). */
  flagImage: (iso: string) => `/images/flags/${iso}.svg`,
};

/** Sites outside Arena that the demo data and the menu link to. */
export const EXTERNAL_LINKS = {
  federation: 'https://www.tff.org',
} as const;
