import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ChatView, ChatMessageEntity, ConversationMemberEntity } from '../features/chat/index.js';
import type { UserEntity, RoleEntity, UserRoleEntity } from '../features/users/index.js';
import type { ContactEntity, CountryEntity } from '../features/contacts/index.js';
import type { TagEntity } from '../features/tags/index.js';
import type { InboxItemEntity } from '../features/inbox/index.js';
import type { ShortcutEntity } from '../features/shortcuts/index.js';
import type { TaskEntity } from '../features/tasks/index.js';
import type { DocumentTypeEntity, NotificationTypeEntity, UserDocumentEntity, UserPaymentEntity, UserWalletEntity, UserNotificationDeliveryEntity, UserDeviceEntity, UserSurveyAnswerEntity, UserFeedbackEntity } from '../features/user-resources/index.js';
import type { SubscriptionPlanEntity } from '../features/subscriptions/index.js';
import type { Context } from '../app/context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An instant in time, serialised as an ISO-8601 string in UTC (for example `2026-11-22T09:30:00.000Z`). */
  DateTime: { input: string; output: Date | string; }
};

/** Whether an account may sign in (spec 001 §3 User administration). Not the presence shown in the shell. */
export type AccountStatus =
  /** The account may sign in. */
  | 'active'
  /** Not yet activated, for example created without a password. */
  | 'inactive'
  /** Blocked by an administrator. */
  | 'suspended';

/** Direction of a sort. */
export type AdminSortDirection =
  /** Smallest first. */
  | 'asc'
  /** Largest first. */
  | 'desc';

/** A user as the administration screens see them. */
export type AdminUser = {
  __typename?: 'AdminUser';
  /** URL or absolute path of the avatar image, or null. */
  avatar?: Maybe<Scalars['String']['output']>;
  /** When the account was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Sign-in email address, unique regardless of letter case. */
  email: Scalars['String']['output'];
  /** Full name, 1 to 100 characters. */
  fullName: Scalars['String']['output'];
  /** Stable identifier (UUID). */
  id: Scalars['ID']['output'];
  /** The tenant the user belongs to; null for a super admin who belongs to none. */
  organizationId?: Maybe<Scalars['ID']['output']>;
  /** Phone number, or null. */
  phone?: Maybe<Scalars['String']['output']>;
  /** Every role the user holds, with its scope. */
  roles: Array<UserRoleAssignment>;
  /** Whether the account may sign in. */
  status: AccountStatus;
  /** The subscription plan of the user, or null. */
  subscriptionId?: Maybe<Scalars['ID']['output']>;
  /** When the account was last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** A page of users and where it sits. */
export type AdminUserPage = {
  __typename?: 'AdminUserPage';
  /** The users of the page, in the requested order. */
  items: Array<AdminUser>;
  /** Position of the page. */
  pagination: AdminUserPagination;
};

/** Where a page of users sits in the whole filtered list. Page numbers start at 0. */
export type AdminUserPagination = {
  __typename?: 'AdminUserPagination';
  /** Index of the last user of the page within the whole list (startIndex - 1 when the page is empty). */
  endIndex: Scalars['Int']['output'];
  /** The last page's number, from 0 (0 when nothing matches). */
  lastPage: Scalars['Int']['output'];
  /** Number of users matching the filters. */
  length: Scalars['Int']['output'];
  /** This page's number, from 0. */
  page: Scalars['Int']['output'];
  /** Page size. */
  size: Scalars['Int']['output'];
  /** Index of the first user of the page within the whole list. */
  startIndex: Scalars['Int']['output'];
};

/** What the user administration list can be sorted by. */
export type AdminUserSortField =
  /** Creation instant. */
  | 'createdAt'
  /** Email address. */
  | 'email'
  /** Full name. */
  | 'name'
  /** Account status. */
  | 'status'
  /** Last change instant. */
  | 'updatedAt';

/** The answer to a successful sign-in: the user and a bearer token valid for 7 days. */
export type AuthPayload = {
  __typename?: 'AuthPayload';
  /** A JWT (HS256) to send as `Authorization: Bearer <token>`. */
  accessToken: Scalars['String']['output'];
  /** Always `bearer`. */
  tokenType: Scalars['String']['output'];
  /** The user who signed in. */
  user: User;
};

/**
 * A direct conversation between the signed-in user and one other user (the contact), as the signed-in
 * user sees it. Muted and unread are the viewer's own; the other member has theirs.
 */
export type Chat = {
  __typename?: 'Chat';
  /** The other member with their chat profile. */
  contact: ChatContact;
  /** The other member's user id. */
  contactId: Scalars['ID']['output'];
  /** The conversation id (UUID). */
  id: Scalars['ID']['output'];
  /** Text of the newest message, or null while the chat is empty. */
  lastMessage?: Maybe<Scalars['String']['output']>;
  /** When the newest message was sent, or null while the chat is empty. The client shows it as a relative time. */
  lastMessageAt?: Maybe<Scalars['DateTime']['output']>;
  /** The newest messages (at most 200), oldest first. */
  messages: Array<ChatMessage>;
  /** True when the viewer silenced this chat's notifications. */
  muted: Scalars['Boolean']['output'];
  /** Messages from the contact the viewer has not read yet. */
  unreadCount: Scalars['Int']['output'];
};

/**
 * Someone the signed-in user can chat with: a user of the same organization (for a super admin of no
 * organization, any user), with their chat profile.
 */
export type ChatContact = {
  __typename?: 'ChatContact';
  /** Status text; 'Hi there! I'm using Arena Chat.' unless the user wrote their own. */
  about: Scalars['String']['output'];
  /** Shared media, documents and links. */
  attachments: ChatContactAttachments;
  /** Avatar image URL or path, or null. */
  avatar?: Maybe<Scalars['String']['output']>;
  /** Cover image path shown when there is no avatar, or null. */
  background?: Maybe<Scalars['String']['output']>;
  /** The contact card. */
  details: ChatContactDetails;
  /** The user id. */
  id: Scalars['ID']['output'];
  /** Full name. */
  name: Scalars['String']['output'];
};

/** Files a chat contact shared. */
export type ChatContactAttachments = {
  __typename?: 'ChatContactAttachments';
  /** Document paths. */
  docs: Array<Scalars['String']['output']>;
  /** Web addresses. */
  links: Array<Scalars['String']['output']>;
  /** Image paths. */
  media: Array<Scalars['String']['output']>;
};

/** The contact card of a chat contact. */
export type ChatContactDetails = {
  __typename?: 'ChatContactDetails';
  /** Postal address, or null. */
  address?: Maybe<Scalars['String']['output']>;
  /** Birthday as an ISO date (YYYY-MM-DD), or null. */
  birthday?: Maybe<Scalars['String']['output']>;
  /** Company or club, or null. */
  company?: Maybe<Scalars['String']['output']>;
  /** Email addresses. */
  emails: Array<ChatContactEmail>;
  /** Phone numbers. */
  phoneNumbers: Array<ChatContactPhoneNumber>;
  /** Job title, or null. */
  title?: Maybe<Scalars['String']['output']>;
};

/** An email address on a chat contact's card. */
export type ChatContactEmail = {
  __typename?: 'ChatContactEmail';
  /** The address. */
  email: Scalars['String']['output'];
  /** What it is, e.g. 'Work'. */
  label: Scalars['String']['output'];
};

/** A phone number on a chat contact's card. */
export type ChatContactPhoneNumber = {
  __typename?: 'ChatContactPhoneNumber';
  /** ISO 3166 country code, lower case, e.g. 'tr'. */
  country: Scalars['String']['output'];
  /** What it is, e.g. 'Mobile'. */
  label: Scalars['String']['output'];
  /** The number without the country prefix. */
  phoneNumber: Scalars['String']['output'];
};

/** One message of a chat. Plain text: clients render it as text, never as HTML. */
export type ChatMessage = {
  __typename?: 'ChatMessage';
  /** The chat (conversation) it belongs to. */
  chatId: Scalars['ID']['output'];
  /** The sender's user id: the contact's id for theirs, the viewer's own id for the viewer's messages. */
  contactId: Scalars['ID']['output'];
  /** When it was sent. */
  createdAt: Scalars['DateTime']['output'];
  /** Stable identifier (UUID). */
  id: Scalars['ID']['output'];
  /** True when the viewer sent it. */
  isMine: Scalars['Boolean']['output'];
  /** The text, 1 to 4000 characters. */
  value: Scalars['String']['output'];
};

/** The signed-in user as chat shows them. */
export type ChatProfile = {
  __typename?: 'ChatProfile';
  /** Status text; 'Hi there! I'm using Arena Chat.' unless the user wrote their own. */
  about: Scalars['String']['output'];
  /** Avatar image URL or path, or null. */
  avatar?: Maybe<Scalars['String']['output']>;
  /** Sign-in email address. */
  email: Scalars['String']['output'];
  /** The user id. */
  id: Scalars['ID']['output'];
  /** Full name. */
  name: Scalars['String']['output'];
};

/**
 * A person in the organization's contact book (spec 001 Contacts). Every contact belongs to exactly one
 * organization and is visible only to its members.
 */
export type Contact = {
  __typename?: 'Contact';
  /** Postal address, or null. */
  address?: Maybe<Scalars['String']['output']>;
  /** Avatar as a `data:` URL or a same-site path, or null for the default icon. */
  avatar?: Maybe<Scalars['String']['output']>;
  /** Cover image path shown behind the avatar, or null. */
  background?: Maybe<Scalars['String']['output']>;
  /** Birthday as an ISO date (YYYY-MM-DD), or null. */
  birthday?: Maybe<Scalars['String']['output']>;
  /** Company, or null. */
  company?: Maybe<Scalars['String']['output']>;
  /** E-mail addresses in the order the user put them. */
  emails: Array<ContactEmail>;
  /** Stable identifier (UUID). */
  id: Scalars['ID']['output'];
  /** Full name; the list is sorted and searched by it. */
  name: Scalars['String']['output'];
  /** Notes as sanitised HTML, or null. */
  notes?: Maybe<Scalars['String']['output']>;
  /** Phone numbers in the order the user put them. */
  phoneNumbers: Array<ContactPhoneNumber>;
  /** Ids of the contact tags it carries. */
  tags: Array<Scalars['ID']['output']>;
  /** Job title, or null. */
  title?: Maybe<Scalars['String']['output']>;
};

/** One page of contacts sorted by name (then id). */
export type ContactConnection = {
  __typename?: 'ContactConnection';
  /** Cursor to pass as `after` for the next page, or null on the last page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** The contacts of this page. */
  nodes: Array<Contact>;
  /** How many contacts match in all pages. */
  totalCount: Scalars['Int']['output'];
};

/** An e-mail address of a contact with its label. */
export type ContactEmail = {
  __typename?: 'ContactEmail';
  /** The address. */
  email: Scalars['String']['output'];
  /** What kind of address it is; null when not said. */
  label?: Maybe<ContactLabel>;
};

/** An e-mail address to store. Fields are nullable so that a missing one is reported in `fieldErrors`. */
export type ContactEmailInput = {
  /** Required, a valid address of at most 254 characters. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** A `ContactLabel` value (Personal, Mobile, Work or Home); blank or null for none. Text rather than the enum so that REST clients may send a blank label, as the spec's forms do. */
  label?: InputMaybe<Scalars['String']['input']>;
};

/** What kind of address or number a contact's e-mail or phone entry is. */
export type ContactLabel =
  /** At home. */
  | 'Home'
  /** A mobile number. */
  | 'Mobile'
  /** A personal address or number. */
  | 'Personal'
  /** At work. */
  | 'Work';

/**
 * Changes to a contact; omitted fields stay as they are, null clears a nullable field. Lists replace the
 * whole list.
 */
export type ContactPatch = {
  /** At most 1000 characters. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** Null removes the avatar; otherwise a data URL as for uploadContactAvatar. */
  avatar?: InputMaybe<Scalars['String']['input']>;
  /** Same-site image path, or null. */
  background?: InputMaybe<Scalars['String']['input']>;
  /** ISO date YYYY-MM-DD, not in the future. */
  birthday?: InputMaybe<Scalars['String']['input']>;
  /** At most 200 characters. */
  company?: InputMaybe<Scalars['String']['input']>;
  /** At most 20 addresses. */
  emails?: InputMaybe<Array<ContactEmailInput>>;
  /** 1 to 200 characters; cannot be cleared. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** HTML, at most 20000 characters; sanitised on save. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** At most 20 numbers. */
  phoneNumbers?: InputMaybe<Array<ContactPhoneNumberInput>>;
  /** Ids of the organization's contact tags. */
  tags?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** At most 200 characters. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** A phone number of a contact with its country and label. */
export type ContactPhoneNumber = {
  __typename?: 'ContactPhoneNumber';
  /** ISO 3166-1 alpha-2 code of the country whose dial prefix applies (for example `tr`). */
  country: Scalars['String']['output'];
  /** What kind of number it is; null when not said. */
  label?: Maybe<ContactLabel>;
  /** The number without the country's dial prefix. */
  phoneNumber: Scalars['String']['output'];
};

/** A phone number to store. */
export type ContactPhoneNumberInput = {
  /** Required ISO code of a known country. */
  country?: InputMaybe<Scalars['String']['input']>;
  /** A `ContactLabel` value (Personal, Mobile, Work or Home); blank or null for none. Text rather than the enum so that REST clients may send a blank label, as the spec's forms do. */
  label?: InputMaybe<Scalars['String']['input']>;
  /** Required: digits, spaces, brackets and hyphens, 3 to 30 characters. */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
};

/** A person found by the search. */
export type ContactSearchResult = {
  __typename?: 'ContactSearchResult';
  /** URL or path of the avatar, or null for the default icon. */
  avatar?: Maybe<Scalars['String']['output']>;
  /** In-app route of the contact. */
  link: Scalars['String']['output'];
  /** The person's name. */
  name: Scalars['String']['output'];
  /** The text the search box shows when the result is chosen. */
  value: Scalars['String']['output'];
};

/** A label the organization puts on contacts. */
export type ContactTag = {
  __typename?: 'ContactTag';
  /** Stable identifier (UUID). */
  id: Scalars['ID']['output'];
  /** Display title, unique in the organization regardless of letter case. */
  title: Scalars['String']['output'];
};

/** A user's membership of a conversation (user administration's conversations sub-resource). */
export type ConversationMembership = {
  __typename?: 'ConversationMembership';
  /** The conversation. */
  conversationId: Scalars['ID']['output'];
  /** The membership id (UUID). */
  id: Scalars['ID']['output'];
  /** When the user joined the conversation. */
  joinedAt: Scalars['DateTime']['output'];
  /** The member. */
  userId: Scalars['ID']['output'];
};

/** A country a phone number can belong to. */
export type Country = {
  __typename?: 'Country';
  /** International dial prefix with a plus sign, for example `+90`. */
  code: Scalars['String']['output'];
  /** The flag as a Unicode emoji (regional indicator pair). */
  flag: Scalars['String']['output'];
  /** Same-site path of the flag image (an SVG, 3:2), for example `/images/flags/tr.svg`. */
  flagImagePos: Scalars['String']['output'];
  /** Stable identifier (UUID). */
  id: Scalars['ID']['output'];
  /** ISO 3166-1 alpha-2 code in lower case, for example `tr`. */
  iso: Scalars['String']['output'];
  /** English short name. */
  name: Scalars['String']['output'];
};

/** A new user. A non-super-admin creates only inside their own organization. */
export type CreateAdminUserInput = {
  /** Avatar URL (http, https) or absolute path. */
  avatar?: InputMaybe<Scalars['String']['input']>;
  /** Email address; must not belong to another account. */
  email: Scalars['String']['input'];
  /** Full name, 1 to 100 characters. */
  fullName: Scalars['String']['input'];
  /** The tenant; defaults to the creator's organization. */
  organizationId?: InputMaybe<Scalars['ID']['input']>;
  /** Initial password (8 to 256 characters). Without one the account is created inactive and cannot sign in. */
  password?: InputMaybe<Scalars['String']['input']>;
  /** Phone number: digits, spaces, +, -, parentheses; 5 to 32 characters. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Account status; inactive when no password is given. */
  status?: InputMaybe<AccountStatus>;
  /** A subscription plan id. */
  subscriptionId?: InputMaybe<Scalars['ID']['input']>;
};

/** A kind of document a user may upload (spec 001 §9). */
export type DocumentType = {
  __typename?: 'DocumentType';
  /** Accepted file extensions with their dot, e.g. .pdf. */
  allowedExtensions: Array<Scalars['String']['output']>;
  /** What the document is for. */
  description: Scalars['String']['output'];
  /** Stable identifier (UUID). */
  id: Scalars['ID']['output'];
  /** Display name, e.g. 'Identity document'. */
  name: Scalars['String']['output'];
};

/**
 * The machine-readable reason carried in `extensions.code` of every error the API returns.
 * The REST facade maps each code to one HTTP status.
 */
export type ErrorCode =
  /** The request itself is malformed: unparsable JSON or GraphQL, an unknown field, a limit exceeded. HTTP 400 (413 for bodies over the size limit). */
  | 'BAD_REQUEST'
  /** An input value failed validation; `extensions.fieldErrors` names the fields with an English message each, `extensions.fieldErrorCodes` with a `FieldErrorCode` each (clients translate those). HTTP 400. */
  | 'BAD_USER_INPUT'
  /** The change collides with existing data, such as a duplicate email. HTTP 409. */
  | 'CONFLICT'
  /** The viewer is signed in but may not do this. HTTP 403. */
  | 'FORBIDDEN'
  /** Something failed on the server. The details are logged, never sent. HTTP 500. */
  | 'INTERNAL'
  /** Sign-in or unlock with an unknown email or a wrong password. HTTP 404 with body `false` (spec). */
  | 'INVALID_CREDENTIALS'
  /** The thing asked for does not exist or is not visible to the viewer. HTTP 404. */
  | 'NOT_FOUND'
  /** Too many attempts; `extensions.retryAfterSeconds` says when to try again. HTTP 429. */
  | 'RATE_LIMITED'
  /** The request carries no valid access token, or the token has expired. HTTP 401. */
  | 'UNAUTHENTICATED'
  /** The service cannot answer right now (its database is unreachable); `extensions.retryAfterSeconds` says when to try again. HTTP 503 with `Retry-After`. */
  | 'UNAVAILABLE';

/**
 * Why one field of an input failed validation: the value of each entry of `extensions.fieldErrorCodes`
 * (field path such as `emails.0.email` → code) on a BAD_USER_INPUT error. Clients show their own text for a
 * code; `extensions.fieldErrors` carries the server's English message for the same paths.
 */
export type FieldErrorCode =
  /** The value is not acceptable for another reason; the message says which. */
  | 'invalid'
  /** The value does not have the expected form (an email, a phone number, a colour, a UUID…). */
  | 'invalid_format'
  /** Another record already uses this value (an email, a tag title). */
  | 'not_unique'
  /** A value is required and none was given (or only blanks). */
  | 'required'
  /** The text is longer than the field allows. */
  | 'too_long'
  /** The list has more entries than allowed. */
  | 'too_many'
  /** The text is shorter than the field allows. */
  | 'too_short';

/** Asks for a password reset link. */
export type ForgotPasswordInput = {
  /** The email address the link is sent to if an account uses it. */
  email: Scalars['String']['input'];
};

/**
 * A new message or notification for the signed-in user. Fields are nullable in the schema so that a
 * missing one is reported in `extensions.fieldErrors`; the rules are checked by the server.
 */
export type InboxItemInput = {
  /** HTML, at most 2000 characters, sanitised on write. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Icon name, at most 100 characters. */
  icon?: InputMaybe<Scalars['String']['input']>;
  /** http(s) address or path starting with `/`, at most 2048 characters. */
  image?: InputMaybe<Scalars['String']['input']>;
  /** http(s) address or in-app path starting with `/`, at most 2048 characters. */
  link?: InputMaybe<Scalars['String']['input']>;
  /** Default false. */
  read?: InputMaybe<Scalars['Boolean']['input']>;
  /** Default false. */
  seen?: InputMaybe<Scalars['Boolean']['input']>;
  /** When it happened; default now. */
  time?: InputMaybe<Scalars['DateTime']['input']>;
  /** Required; HTML, at most 300 characters, sanitised on write (scripts and event handlers removed). */
  title?: InputMaybe<Scalars['String']['input']>;
  /** Whether `link` is an in-app route; default false. */
  useRouter?: InputMaybe<Scalars['Boolean']['input']>;
};

/**
 * Changes to a message or notification; omitted fields stay as they are, null clears an optional one.
 * The same rules as InboxItemInput apply; the title cannot be cleared.
 */
export type InboxItemPatch = {
  /** HTML, at most 2000 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Icon name, at most 100 characters. */
  icon?: InputMaybe<Scalars['String']['input']>;
  /** http(s) address or path starting with `/`. */
  image?: InputMaybe<Scalars['String']['input']>;
  /** http(s) address or in-app path starting with `/`. */
  link?: InputMaybe<Scalars['String']['input']>;
  /** Read flag. */
  read?: InputMaybe<Scalars['Boolean']['input']>;
  /** Seen flag. */
  seen?: InputMaybe<Scalars['Boolean']['input']>;
  /** When it happened. */
  time?: InputMaybe<Scalars['DateTime']['input']>;
  /** HTML, 1 to 300 characters. */
  title?: InputMaybe<Scalars['String']['input']>;
  /** Whether `link` is an in-app route. */
  useRouter?: InputMaybe<Scalars['Boolean']['input']>;
};

/** An entry of the signed-in user's messages panel. Every user sees only their own. */
export type Message = {
  __typename?: 'Message';
  /** Body as sanitised HTML, or null. */
  description?: Maybe<Scalars['String']['output']>;
  /** Icon name shown when there is no image, or null. */
  icon?: Maybe<Scalars['String']['output']>;
  /** Stable identifier (UUID). */
  id: Scalars['ID']['output'];
  /** URL or path of an image (for example the sender's avatar), or null. */
  image?: Maybe<Scalars['String']['output']>;
  /** In-app route or external address the entry opens, or null. */
  link?: Maybe<Scalars['String']['output']>;
  /** True once the user marked it read. */
  read: Scalars['Boolean']['output'];
  /** True once the user has seen it (set by marking all read). */
  seen: Scalars['Boolean']['output'];
  /** When it happened. */
  time: Scalars['DateTime']['output'];
  /** Title as sanitised HTML (formatting and links only). */
  title: Scalars['String']['output'];
  /** True: `link` is an in-app route; false: an external address. */
  useRouter: Scalars['Boolean']['output'];
};

/** The entry point for changing. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Gives a user a role. The scope must match the role: org_admin → organization, branch_admin → branch, dept_admin → department, super_admin → none. */
  assignUserRole: UserRoleAssignment;
  /** Creates a user. FORBIDDEN without the right to; CONFLICT when the email is taken. */
  createAdminUser: AdminUser;
  /**
   * Creates an empty contact named 'New Contact' and answers it. Needs the write permission and an
   * organization (FORBIDDEN otherwise).
   */
  createContact: Contact;
  /** Creates a tag (title 1 to 50 characters, unique regardless of case: CONFLICT) and answers it. */
  createContactTag: ContactTag;
  /** Adds a message for the signed-in user. BAD_USER_INPUT with fieldErrors when a rule fails. */
  createMessage: Message;
  /** Adds a notification for the signed-in user. BAD_USER_INPUT with fieldErrors when a rule fails. */
  createNotification: Notification;
  /** Adds a shortcut at the end. BAD_USER_INPUT with fieldErrors when a rule fails. */
  createShortcut: Shortcut;
  /**
   * Creates an empty task (priority 1, no tags, not completed) or section, placed first, and answers it.
   * Needs the write permission and an organization (FORBIDDEN otherwise).
   */
  createTask: Task;
  /** Creates a tag (title 1 to 50 characters, unique regardless of case: CONFLICT) and answers it. */
  createTaskTag: TaskTag;
  /** Deletes a user (needs the delete permission); nobody deletes themselves. */
  deleteAdminUser: Scalars['Boolean']['output'];
  /** Deletes a contact and answers true. Needs the delete permission; NOT_FOUND as for contact. */
  deleteContact: Scalars['Boolean']['output'];
  /** Deletes a tag, removes it from every contact carrying it and answers true. */
  deleteContactTag: Scalars['Boolean']['output'];
  /** Deletes one of the signed-in user's messages and answers true. NOT_FOUND as for updateMessage. */
  deleteMessage: Scalars['Boolean']['output'];
  /** Deletes one of the signed-in user's notifications and answers true. NOT_FOUND as for updateNotification. */
  deleteNotification: Scalars['Boolean']['output'];
  /** Deletes one of the signed-in user's shortcuts and answers true. NOT_FOUND as for updateShortcut. */
  deleteShortcut: Scalars['Boolean']['output'];
  /** Deletes a task or section and answers true. NOT_FOUND as for task. */
  deleteTask: Scalars['Boolean']['output'];
  /** Deletes a tag, removes it from every task carrying it and answers true. */
  deleteTaskTag: Scalars['Boolean']['output'];
  /** Sends a reset link if an account uses the email. Always answers true, so it never reveals whether one does. */
  forgotPassword: Scalars['Boolean']['output'];
  /** Marks every message of the signed-in user read and seen; answers true. */
  markAllMessagesRead: Scalars['Boolean']['output'];
  /** Marks every notification of the signed-in user read and seen; answers true. */
  markAllNotificationsRead: Scalars['Boolean']['output'];
  /** Marks a chat read for the viewer and returns it with unreadCount 0. */
  markChatRead: Chat;
  /**
   * Puts the given tasks in the given sequence. They keep the set of order values they held between them,
   * so moving one row needs only the rows between its old and new place. Answers the changed tasks.
   * NOT_FOUND when an id is unknown; BAD_USER_INPUT for a repeated id.
   */
  reorderTasks: Array<Task>;
  /** Sets a new password with a reset token and answers true. BAD_USER_INPUT when the token is unknown, used or expired. */
  resetPassword: Scalars['Boolean']['output'];
  /** Sends a plain-text message (trimmed, 1 to 4000 characters) to a chat and returns it. */
  sendChatMessage: ChatMessage;
  /** Signs in. INVALID_CREDENTIALS for an unknown email or a wrong password; RATE_LIMITED after repeated failures. */
  signIn: AuthPayload;
  /** Exchanges a still valid token for a fresh one. UNAUTHENTICATED ('Invalid token') when it fails verification. */
  signInWithToken: AuthPayload;
  /** Creates an account and answers true. CONFLICT when the email is taken. */
  signUp: Scalars['Boolean']['output'];
  /** The viewer's direct chat with a contact, started if there is none. NOT_FOUND when the contact is not visible. */
  startChat: Chat;
  /** Sets the read flag to `read`, or flips it when `read` is omitted. NOT_FOUND as for updateMessage. */
  toggleMessageRead: Message;
  /** Sets the read flag to `read`, or flips it when `read` is omitted. NOT_FOUND as for updateNotification. */
  toggleNotificationRead: Notification;
  /** Takes a role (every scope of it the viewer manages) from a user. */
  unassignUserRole: Scalars['Boolean']['output'];
  /** Unlocks a locked session with the password; behaves exactly like signIn. */
  unlockSession: AuthPayload;
  /** Merges the changes into a user and sets updatedAt. */
  updateAdminUser: AdminUser;
  /** Changes the viewer's settings of a chat (muted; unreadCount 0) and returns the chat. */
  updateChat: Chat;
  /** Merges the patch into a contact. BAD_USER_INPUT with fieldErrors; NOT_FOUND as for contact. */
  updateContact: Contact;
  /** Renames a tag. NOT_FOUND for an unknown id; CONFLICT for a title in use. */
  updateContactTag: ContactTag;
  /** Changes the signed-in user's name, avatar or presence and returns the result. */
  updateMe: User;
  /** Changes one of the signed-in user's messages. NOT_FOUND for an unknown id or another user's. */
  updateMessage: Message;
  /** Changes one of the signed-in user's notifications. NOT_FOUND for an unknown id or another user's. */
  updateNotification: Notification;
  /** Changes one of the signed-in user's shortcuts. NOT_FOUND for an unknown id or another user's. */
  updateShortcut: Shortcut;
  /** Merges the patch into a task. BAD_USER_INPUT with fieldErrors; NOT_FOUND as for task. */
  updateTask: Task;
  /** Renames a tag. NOT_FOUND for an unknown id; CONFLICT for a title in use. */
  updateTaskTag: TaskTag;
  /**
   * Stores an avatar given as a `data:` URL of a PNG, JPEG or WebP image of at most 1 MB (checked by
   * its content, not only its declared type) and answers the contact. BAD_USER_INPUT otherwise.
   */
  uploadContactAvatar: Contact;
};


/** The entry point for changing. */
export type MutationAssignUserRoleArgs = {
  roleId: Scalars['ID']['input'];
  scopeId?: InputMaybe<Scalars['ID']['input']>;
  scopeType?: InputMaybe<ScopeType>;
  userId: Scalars['ID']['input'];
};


/** The entry point for changing. */
export type MutationCreateAdminUserArgs = {
  input: CreateAdminUserInput;
};


/** The entry point for changing. */
export type MutationCreateContactTagArgs = {
  title: Scalars['String']['input'];
};


/** The entry point for changing. */
export type MutationCreateMessageArgs = {
  input: InboxItemInput;
};


/** The entry point for changing. */
export type MutationCreateNotificationArgs = {
  input: InboxItemInput;
};


/** The entry point for changing. */
export type MutationCreateShortcutArgs = {
  input: ShortcutInput;
};


/** The entry point for changing. */
export type MutationCreateTaskArgs = {
  type: TaskType;
};


/** The entry point for changing. */
export type MutationCreateTaskTagArgs = {
  title: Scalars['String']['input'];
};


/** The entry point for changing. */
export type MutationDeleteAdminUserArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for changing. */
export type MutationDeleteContactArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for changing. */
export type MutationDeleteContactTagArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for changing. */
export type MutationDeleteMessageArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for changing. */
export type MutationDeleteNotificationArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for changing. */
export type MutationDeleteShortcutArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for changing. */
export type MutationDeleteTaskArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for changing. */
export type MutationDeleteTaskTagArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for changing. */
export type MutationForgotPasswordArgs = {
  input: ForgotPasswordInput;
};


/** The entry point for changing. */
export type MutationMarkChatReadArgs = {
  chatId: Scalars['ID']['input'];
};


/** The entry point for changing. */
export type MutationReorderTasksArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** The entry point for changing. */
export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


/** The entry point for changing. */
export type MutationSendChatMessageArgs = {
  chatId: Scalars['ID']['input'];
  value: Scalars['String']['input'];
};


/** The entry point for changing. */
export type MutationSignInArgs = {
  input: SignInInput;
};


/** The entry point for changing. */
export type MutationSignInWithTokenArgs = {
  accessToken: Scalars['String']['input'];
};


/** The entry point for changing. */
export type MutationSignUpArgs = {
  input: SignUpInput;
};


/** The entry point for changing. */
export type MutationStartChatArgs = {
  contactId: Scalars['ID']['input'];
};


/** The entry point for changing. */
export type MutationToggleMessageReadArgs = {
  id: Scalars['ID']['input'];
  read?: InputMaybe<Scalars['Boolean']['input']>;
};


/** The entry point for changing. */
export type MutationToggleNotificationReadArgs = {
  id: Scalars['ID']['input'];
  read?: InputMaybe<Scalars['Boolean']['input']>;
};


/** The entry point for changing. */
export type MutationUnassignUserRoleArgs = {
  roleId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


/** The entry point for changing. */
export type MutationUnlockSessionArgs = {
  input: SignInInput;
};


/** The entry point for changing. */
export type MutationUpdateAdminUserArgs = {
  id: Scalars['ID']['input'];
  input: UpdateAdminUserInput;
};


/** The entry point for changing. */
export type MutationUpdateChatArgs = {
  id: Scalars['ID']['input'];
  input: UpdateChatInput;
};


/** The entry point for changing. */
export type MutationUpdateContactArgs = {
  id: Scalars['ID']['input'];
  input: ContactPatch;
};


/** The entry point for changing. */
export type MutationUpdateContactTagArgs = {
  id: Scalars['ID']['input'];
  title: Scalars['String']['input'];
};


/** The entry point for changing. */
export type MutationUpdateMeArgs = {
  input: UpdateMeInput;
};


/** The entry point for changing. */
export type MutationUpdateMessageArgs = {
  id: Scalars['ID']['input'];
  input: InboxItemPatch;
};


/** The entry point for changing. */
export type MutationUpdateNotificationArgs = {
  id: Scalars['ID']['input'];
  input: InboxItemPatch;
};


/** The entry point for changing. */
export type MutationUpdateShortcutArgs = {
  id: Scalars['ID']['input'];
  input: ShortcutPatch;
};


/** The entry point for changing. */
export type MutationUpdateTaskArgs = {
  id: Scalars['ID']['input'];
  input: TaskPatch;
};


/** The entry point for changing. */
export type MutationUpdateTaskTagArgs = {
  id: Scalars['ID']['input'];
  title: Scalars['String']['input'];
};


/** The entry point for changing. */
export type MutationUploadContactAvatarArgs = {
  avatar: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};

/**
 * The menu in the four variants the layouts use (spec 000 §2). Every variant has the same sections;
 * compact, futuristic and horizontal reuse the children of the default variant. Entries the viewer may
 * not use are left out.
 */
export type Navigation = {
  __typename?: 'Navigation';
  /** The narrow icon-only menu: one side-panel entry per section. */
  compact: Array<NavigationItem>;
  /** The full menu: sections with their entries. */
  default: Array<NavigationItem>;
  /** The futuristic layout's menu. */
  futuristic: Array<NavigationItem>;
  /** The top-bar menu of horizontal layouts. */
  horizontal: Array<NavigationItem>;
};

/** A small counter or label shown beside a menu entry. */
export type NavigationBadge = {
  __typename?: 'NavigationBadge';
  /** Styling hint for the badge (utility classes), or null for the default look. */
  classes?: Maybe<Scalars['String']['output']>;
  /** The text of the badge, for example `27`. */
  title: Scalars['String']['output'];
};

/**
 * One entry of the menu. The tree is at most three levels deep (section → entry → sub-entry); since
 * GraphQL cannot select recursively, select `children { … children { … } }` three levels down to get
 * the whole tree.
 */
export type NavigationItem = {
  __typename?: 'NavigationItem';
  /** A badge shown beside the entry, or null. */
  badge?: Maybe<NavigationBadge>;
  /** Child entries, or null for leaves. */
  children?: Maybe<Array<NavigationItem>>;
  /** True when `link` is an external address to open outside the application. */
  externalLink: Scalars['Boolean']['output'];
  /** Icon name (for example `heroicons_outline:users`), or null. */
  icon?: Maybe<Scalars['String']['output']>;
  /** Stable identifier such as `dashboards.project` or `fbiad-pages.users`. */
  id: Scalars['ID']['output'];
  /** In-app route (starting with `/`) or external address the entry opens, or null for sections. */
  link?: Maybe<Scalars['String']['output']>;
  /** Second line under the title in the requested language, or null. */
  subtitle?: Maybe<Scalars['String']['output']>;
  /** Title in the requested language; null only for dividers. */
  title?: Maybe<Scalars['String']['output']>;
  /** How the entry behaves. */
  type: NavigationItemType;
};

/** What a menu entry is: a link, a folding entry, a titled section, a side panel or a separator. */
export type NavigationItemType =
  /** A top-level entry whose children open in a side panel (compact and futuristic menus). */
  | 'aside'
  /** A plain entry that opens its link. */
  | 'basic'
  /** An entry that folds its children open and closed. */
  | 'collapsable'
  /** A separating line; carries no title or link. */
  | 'divider'
  /** A titled section that always shows its children. */
  | 'group';

/** An entry of the signed-in user's notifications panel; the same fields as Message. */
export type Notification = {
  __typename?: 'Notification';
  /** Body as sanitised HTML, or null. */
  description?: Maybe<Scalars['String']['output']>;
  /** Icon name shown when there is no image, or null. */
  icon?: Maybe<Scalars['String']['output']>;
  /** Stable identifier (UUID). */
  id: Scalars['ID']['output'];
  /** URL or path of an image, or null. */
  image?: Maybe<Scalars['String']['output']>;
  /** In-app route or external address the entry opens, or null. */
  link?: Maybe<Scalars['String']['output']>;
  /** True once the user marked it read. */
  read: Scalars['Boolean']['output'];
  /** True once the user has seen it (set by marking all read). */
  seen: Scalars['Boolean']['output'];
  /** When it happened. */
  time: Scalars['DateTime']['output'];
  /** Title as sanitised HTML (formatting and links only). */
  title: Scalars['String']['output'];
  /** True: `link` is an in-app route; false: an external address. */
  useRouter: Scalars['Boolean']['output'];
};

/** A channel or category of notifications a user may switch on or off (spec 001 §9). */
export type NotificationType = {
  __typename?: 'NotificationType';
  /** Whether a user without a preference of their own receives them. */
  defaultEnabled: Scalars['Boolean']['output'];
  /** What the notifications of this type are. */
  description: Scalars['String']['output'];
  /** Stable identifier (UUID). */
  id: Scalars['ID']['output'];
  /** Display name, e.g. 'Email'. */
  name: Scalars['String']['output'];
};

/** A page of the menu found by the search. */
export type PageSearchResult = {
  __typename?: 'PageSearchResult';
  /** In-app route of the page. */
  link: Scalars['String']['output'];
  /** The page title in the requested language. */
  title: Scalars['String']['output'];
  /** The text the search box shows when the result is chosen. */
  value: Scalars['String']['output'];
};

/** The presence a user shows to others, chosen from the user menu. */
export type PresenceStatus =
  /** Shown amber. */
  | 'away'
  /** Shown red. */
  | 'busy'
  /** Shown grey and labelled 'Invisible'. The REST facade spells it `not-visible` (spec). */
  | 'not_visible'
  /** Shown green. */
  | 'online';

/** The entry point for reading. */
export type Query = {
  __typename?: 'Query';
  /** One user; NOT_FOUND when it does not exist or the viewer may not see it. */
  adminUser: AdminUser;
  /** A page of the users the viewer may see. size 1 to 200 (default 20); page from 0; search matches name or email (case-insensitive substring). */
  adminUsers: AdminUserPage;
  /** One of the viewer's chats. NOT_FOUND ('Could not found chat with id of {id}!') when unknown or not the viewer's. */
  chat: Chat;
  /** One contact. NOT_FOUND when unknown or outside the viewer's organization. */
  chatContact: ChatContact;
  /** The people the viewer can chat with, sorted by name. */
  chatContacts: Array<ChatContact>;
  /** The signed-in user as chat shows them. */
  chatProfile: ChatProfile;
  /** The viewer's chats, newest activity first. */
  chats: Array<Chat>;
  /** One contact of the viewer's organization. NOT_FOUND for an unknown id or another organization's. */
  contact: Contact;
  /** The organization's contact tags, newest first. */
  contactTags: Array<ContactTag>;
  /**
   * The organization's contacts sorted by name, a page at a time. `query` keeps those whose name contains
   * it regardless of letter case (blank means all). `first` is 1 to 10000 (default 50); `after` is the
   * `endCursor` of the previous page. Empty for a viewer without an organization.
   */
  contacts: ContactConnection;
  /** Every country, sorted by name. */
  countries: Array<Country>;
  /** The document types. Every signed-in user may read them. */
  documentTypes: Array<DocumentType>;
  /** The signed-in user. UNAUTHENTICATED when the request carries no valid token. */
  me: User;
  /** The signed-in user's messages, newest first. */
  messages: Array<Message>;
  /**
   * The menu for the signed-in viewer, titled in `language` (`en` or `tr`; anything else, or none, gives
   * English). UNAUTHENTICATED without a valid token.
   */
  navigation: Navigation;
  /** The notification types. Every signed-in user may read them. */
  notificationTypes: Array<NotificationType>;
  /** The signed-in user's notifications, newest first. */
  notifications: Array<Notification>;
  /** The users the viewer may see who hold the role. */
  roleUsers: Array<AdminUser>;
  /** The seven roles. Every signed-in user may read them. */
  roles: Array<Role>;
  /**
   * Searches contacts, pages and tasks for the signed-in viewer. Always answers the three groups in the
   * order contacts, pages, tasks; a query of fewer than 2 characters (after trimming) gives every group
   * empty results. Page titles are matched in `language` (`en` or `tr`, default English), without regard
   * to letter case, at most 10 per group. UNAUTHENTICATED without a valid token.
   */
  search: Array<SearchGroup>;
  /**
   * Tasks whose title or notes contain `query` regardless of letter case, in list order, at most 100.
   * Null when the query is blank.
   */
  searchTasks?: Maybe<Array<TaskSearchHit>>;
  /** The signed-in user's shortcuts, in the order they were added. */
  shortcuts: Array<Shortcut>;
  /** The subscription plans. Every signed-in user may read them. */
  subscriptionPlans: Array<SubscriptionPlan>;
  /** One task of the organization. NOT_FOUND for an unknown id or another organization's. */
  task: Task;
  /** Active members of the organization a task can be assigned to, sorted by name. */
  taskAssignees: Array<User>;
  /** Total and remaining tasks of the organization. */
  taskCounts: TaskCounts;
  /** The organization's task tags, newest first. */
  taskTags: Array<TaskTag>;
  /** The organization's tasks and sections in list order. Empty for a viewer without an organization. */
  tasks: Array<Task>;
  /** The conversations a user belongs to, newest first. NOT_FOUND when the user is not visible to the viewer. */
  userConversations: Array<ConversationMembership>;
  /** The devices of a user, most recently active first. */
  userDevices: Array<UserDevice>;
  /** A user's documents, newest first. */
  userDocuments: Array<UserDocument>;
  /** The feedback a user gave, newest first. */
  userFeedbacks: Array<UserFeedback>;
  /** The notifications delivered to a user, newest first. */
  userNotificationDeliveries: Array<UserNotificationDelivery>;
  /** A user's choice for every notification type (the type's default where the user never chose). */
  userNotificationPreferences: Array<UserNotificationPreference>;
  /** A user's payments, newest first. */
  userPayments: Array<UserPayment>;
  /** Every role assignment of the users the viewer may see. */
  userRoleAssignments: Array<UserRoleAssignment>;
  /** The role assignments of one user; NOT_FOUND when the viewer may not see the user. */
  userRoles: Array<UserRoleAssignment>;
  /** The survey options a user chose, newest first. */
  userSurveyAnswers: Array<UserSurveyAnswer>;
  /** A user's wallet, or null when the user has none. */
  userWallet?: Maybe<UserWallet>;
};


/** The entry point for reading. */
export type QueryAdminUserArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for reading. */
export type QueryAdminUsersArgs = {
  order?: InputMaybe<AdminSortDirection>;
  page?: InputMaybe<Scalars['Int']['input']>;
  roleId?: InputMaybe<Scalars['ID']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<AdminUserSortField>;
  status?: InputMaybe<AccountStatus>;
};


/** The entry point for reading. */
export type QueryChatArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for reading. */
export type QueryChatContactArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for reading. */
export type QueryContactArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for reading. */
export type QueryContactsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
};


/** The entry point for reading. */
export type QueryNavigationArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
};


/** The entry point for reading. */
export type QueryRoleUsersArgs = {
  roleId: Scalars['ID']['input'];
};


/** The entry point for reading. */
export type QuerySearchArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
  query: Scalars['String']['input'];
};


/** The entry point for reading. */
export type QuerySearchTasksArgs = {
  query: Scalars['String']['input'];
};


/** The entry point for reading. */
export type QueryTaskArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for reading. */
export type QueryUserConversationsArgs = {
  userId: Scalars['ID']['input'];
};


/** The entry point for reading. */
export type QueryUserDevicesArgs = {
  userId: Scalars['ID']['input'];
};


/** The entry point for reading. */
export type QueryUserDocumentsArgs = {
  userId: Scalars['ID']['input'];
};


/** The entry point for reading. */
export type QueryUserFeedbacksArgs = {
  userId: Scalars['ID']['input'];
};


/** The entry point for reading. */
export type QueryUserNotificationDeliveriesArgs = {
  userId: Scalars['ID']['input'];
};


/** The entry point for reading. */
export type QueryUserNotificationPreferencesArgs = {
  userId: Scalars['ID']['input'];
};


/** The entry point for reading. */
export type QueryUserPaymentsArgs = {
  userId: Scalars['ID']['input'];
};


/** The entry point for reading. */
export type QueryUserRolesArgs = {
  userId: Scalars['ID']['input'];
};


/** The entry point for reading. */
export type QueryUserSurveyAnswersArgs = {
  userId: Scalars['ID']['input'];
};


/** The entry point for reading. */
export type QueryUserWalletArgs = {
  userId: Scalars['ID']['input'];
};

/** Sets a new password with the token from a reset link. */
export type ResetPasswordInput = {
  /** The new password: at least 8 and at most 256 characters. */
  password: Scalars['String']['input'];
  /** The token from the reset link; single use, valid for one hour. */
  token: Scalars['String']['input'];
};

/** One of the seven roles, stored as data with its permission strings. */
export type Role = {
  __typename?: 'Role';
  /** When the role was created. */
  createdAt: Scalars['DateTime']['output'];
  /** What the role may do, in words. */
  description: Scalars['String']['output'];
  /** Stable identifier (UUID). */
  id: Scalars['ID']['output'];
  /** Stable key of the role. */
  key: RoleKey;
  /** Display name, e.g. 'Organization super admin'. */
  name: Scalars['String']['output'];
  /** Permission strings such as read, write, delete, all. */
  permissions: Array<Scalars['String']['output']>;
};

/** The stable key of each of the seven roles (spec 001 §3). */
export type RoleKey =
  /** Branch admin: read and write in one branch. */
  | 'branch_admin'
  /** A sponsor company: its company, sponsorships and ads. */
  | 'company'
  /** Department admin: read and write in one department. */
  | 'dept_admin'
  /** Organization super admin: read, write and delete in one organization. */
  | 'org_admin'
  /** A parent: their own children and what is addressed to them. */
  | 'parent'
  /** Everything, everywhere. */
  | 'super_admin'
  /** A regular user: the public content of their organization. */
  | 'user';

/** What a role assignment is limited to. */
export type ScopeType =
  /** One branch of an organization. */
  | 'branch'
  /** One department (sport) of an organization. */
  | 'department'
  /** One organization. */
  | 'organization';

/** The results of one kind. */
export type SearchGroup = {
  __typename?: 'SearchGroup';
  /** Which kind the group holds. */
  id: SearchGroupId;
  /** Display label: Contacts, Pages or Tasks. */
  label: Scalars['String']['output'];
  /** The matches, best first; empty when nothing matches. */
  results: Array<SearchResult>;
};

/** The kinds of things the top-bar search finds, one group each. */
export type SearchGroupId =
  /** People from the contacts application. */
  | 'contacts'
  /** Menu pages the viewer may open. */
  | 'pages'
  /** Tasks from the tasks application. */
  | 'tasks';

/** One result; its type follows the group it is in. */
export type SearchResult = ContactSearchResult | PageSearchResult | TaskSearchResult;

/** A link the signed-in user pinned to the shortcuts panel. Every user sees only their own. */
export type Shortcut = {
  __typename?: 'Shortcut';
  /** Second line, or null. */
  description?: Maybe<Scalars['String']['output']>;
  /** Icon name. */
  icon: Scalars['String']['output'];
  /** Stable identifier (UUID). */
  id: Scalars['ID']['output'];
  /** Label under the icon. */
  label: Scalars['String']['output'];
  /** In-app route (starting with `/`) or external http(s) address. */
  link: Scalars['String']['output'];
  /** True: `link` is an in-app route; false: an external address. */
  useRouter: Scalars['Boolean']['output'];
};

/**
 * A new shortcut. Fields are nullable in the schema so that a missing one is reported in
 * `extensions.fieldErrors`; label, icon, link and useRouter are required.
 */
export type ShortcutInput = {
  /** At most 300 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Required icon name, at most 100 characters. */
  icon?: InputMaybe<Scalars['String']['input']>;
  /** Required, 1 to 100 characters. */
  label?: InputMaybe<Scalars['String']['input']>;
  /** Required: in-app path starting with `/` or http(s) address, at most 2048 characters. */
  link?: InputMaybe<Scalars['String']['input']>;
  /** Required: true for an in-app route, false for an external address. */
  useRouter?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Changes to a shortcut; omitted fields stay as they are. Required fields cannot be cleared. */
export type ShortcutPatch = {
  /** At most 300 characters; null clears it. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Icon name, at most 100 characters. */
  icon?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 100 characters. */
  label?: InputMaybe<Scalars['String']['input']>;
  /** In-app path starting with `/` or http(s) address. */
  link?: InputMaybe<Scalars['String']['input']>;
  /** True for an in-app route, false for an external address. */
  useRouter?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Credentials for signing in or unlocking a locked session. */
export type SignInInput = {
  /** The account's email address (letter case is ignored). */
  email: Scalars['String']['input'];
  /** The account's password. */
  password: Scalars['String']['input'];
};

/** A new account. */
export type SignUpInput = {
  /** Optional name of the school or club the person works for. */
  company?: InputMaybe<Scalars['String']['input']>;
  /** Email address; must not belong to another account. */
  email: Scalars['String']['input'];
  /** Full name, 1 to 100 characters. */
  name: Scalars['String']['input'];
  /** At least 8 and at most 256 characters. */
  password: Scalars['String']['input'];
};

/** Live events over graphql-ws on the same `/graphql` path. */
export type Subscription = {
  __typename?: 'Subscription';
  /** Emits every new message of the viewer's chats: from the contact, and the viewer's own from other sessions. */
  chatMessageAdded: ChatMessage;
  /** Emits the signed-in user whenever it changes, from this or any other session. */
  meUpdated: User;
};

/** A subscription plan (spec 000 §9): Free, Basic, Premium, Enterprise. */
export type SubscriptionPlan = {
  __typename?: 'SubscriptionPlan';
  /** What the plan is for. */
  description: Scalars['String']['output'];
  /** What the plan includes, one line each. */
  features: Array<Scalars['String']['output']>;
  /** Stable identifier (UUID). */
  id: Scalars['ID']['output'];
  /** Plan name. */
  name: Scalars['String']['output'];
  /** Monthly price in USD. */
  price: Scalars['Float']['output'];
  /** Storage quota in bytes; null means unlimited. */
  storageQuotaBytes?: Maybe<Scalars['Float']['output']>;
};

/**
 * A task or a section of the organization's tasks list (spec 001 Tasks). Visible only inside the
 * organization.
 */
export type Task = {
  __typename?: 'Task';
  /** Id of the organization member it is assigned to, or null. */
  assignedTo?: Maybe<Scalars['ID']['output']>;
  /** The organization member it is assigned to, or null. */
  assignee?: Maybe<User>;
  /** True when done (always false for a section). */
  completed: Scalars['Boolean']['output'];
  /** Due date and time, or null. */
  dueDate?: Maybe<Scalars['DateTime']['output']>;
  /** Stable identifier (UUID). */
  id: Scalars['ID']['output'];
  /** Notes as sanitised HTML, or null. */
  notes?: Maybe<Scalars['String']['output']>;
  /** Place in the list: rows are listed by ascending order (then id). */
  order: Scalars['Int']['output'];
  /** 0 low, 1 normal, 2 high. */
  priority: Scalars['Int']['output'];
  /** Its steps in order. */
  subTasks: Array<TaskSubTask>;
  /** Ids of the task tags it carries. */
  tags: Array<Scalars['ID']['output']>;
  /** Title; empty for a task just created. */
  title: Scalars['String']['output'];
  /** Task or section. */
  type: TaskType;
};

/** How many tasks the organization has (sections not counted). */
export type TaskCounts = {
  __typename?: 'TaskCounts';
  /** Tasks not completed yet. */
  remaining: Scalars['Int']['output'];
  /** Every task. */
  total: Scalars['Int']['output'];
};

/**
 * Changes to a task; omitted fields stay as they are, null clears a nullable field. Lists replace the
 * whole list.
 */
export type TaskPatch = {
  /** Id of an active member of the organization. */
  assignedTo?: InputMaybe<Scalars['ID']['input']>;
  /** Ignored for a section. */
  completed?: InputMaybe<Scalars['Boolean']['input']>;
  /** ISO 8601 date-time; null clears it. */
  dueDate?: InputMaybe<Scalars['DateTime']['input']>;
  /** HTML, at most 20000 characters; sanitised on save. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** 0, 1 or 2; cannot be cleared. */
  priority?: InputMaybe<Scalars['Int']['input']>;
  /** At most 50 steps. */
  subTasks?: InputMaybe<Array<TaskSubTaskInput>>;
  /** Ids of the organization's task tags. */
  tags?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** At most 300 characters (may be empty). */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** A task found by searchTasks. */
export type TaskSearchHit = {
  __typename?: 'TaskSearchHit';
  /** Its title as HTML with every match wrapped in `<mark>`; the rest is escaped. */
  highlightedTitle: Scalars['String']['output'];
  /** The task as stored. */
  task: Task;
};

/** A task found by the search. */
export type TaskSearchResult = {
  __typename?: 'TaskSearchResult';
  /** True when the task is done. */
  completed: Scalars['Boolean']['output'];
  /** In-app route of the task. */
  link: Scalars['String']['output'];
  /** The task title. */
  title: Scalars['String']['output'];
  /** The text the search box shows when the result is chosen. */
  value: Scalars['String']['output'];
};

/** A step of a task, ticked off on its own. */
export type TaskSubTask = {
  __typename?: 'TaskSubTask';
  /** True when the step is done. */
  completed: Scalars['Boolean']['output'];
  /** Stable identifier (UUID). */
  id: Scalars['ID']['output'];
  /** What the step is. */
  title: Scalars['String']['output'];
};

/** A step to store. A missing id gets a new one. */
export type TaskSubTaskInput = {
  /** Defaults to false. */
  completed?: InputMaybe<Scalars['Boolean']['input']>;
  /** The step's id when it already exists. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Required, 1 to 200 characters. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** A label the organization puts on tasks. */
export type TaskTag = {
  __typename?: 'TaskTag';
  /** Stable identifier (UUID). */
  id: Scalars['ID']['output'];
  /** Display title, unique in the organization regardless of letter case. */
  title: Scalars['String']['output'];
};

/** What a row of the tasks list is. */
export type TaskType =
  /** A heading that groups the tasks below it. */
  | 'section'
  /** Something to do. */
  | 'task';

/** Changes to a user; omitted fields stay as they are. */
export type UpdateAdminUserInput = {
  /** Avatar URL or absolute path, or null to remove it. */
  avatar?: InputMaybe<Scalars['String']['input']>;
  /** Email address; must not belong to another account. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Full name, 1 to 100 characters. */
  fullName?: InputMaybe<Scalars['String']['input']>;
  /** Moves the user to another organization (super admin only, or between the viewer's own organizations). */
  organizationId?: InputMaybe<Scalars['ID']['input']>;
  /** Phone number, or null to remove it. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Account status. */
  status?: InputMaybe<AccountStatus>;
  /** A subscription plan id, or null. */
  subscriptionId?: InputMaybe<Scalars['ID']['input']>;
};

/** The viewer's settings of one chat; omitted fields stay as they are. */
export type UpdateChatInput = {
  /** Silence or unsilence the chat. */
  muted?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only 0 is accepted: marks the chat read. */
  unreadCount?: InputMaybe<Scalars['Int']['input']>;
};

/** Fields of the signed-in user that the user may change; omitted fields stay as they are. */
export type UpdateMeInput = {
  /** New avatar URL (http, https) or absolute path; null removes it. */
  avatar?: InputMaybe<Scalars['String']['input']>;
  /** New full name, 1 to 100 characters. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** New presence. */
  status?: InputMaybe<PresenceStatus>;
};

/** A person who can sign in to Arena, as the shell sees them. */
export type User = {
  __typename?: 'User';
  /** URL or absolute path of the avatar image, or null to show initials. */
  avatar?: Maybe<Scalars['String']['output']>;
  /** Sign-in email address, unique regardless of letter case. */
  email: Scalars['String']['output'];
  /** Stable identifier (UUID). */
  id: Scalars['ID']['output'];
  /** Full name shown in the shell. */
  name: Scalars['String']['output'];
  /** Presence shown to others. */
  status: PresenceStatus;
};

/** A device a user signed in from. */
export type UserDevice = {
  __typename?: 'UserDevice';
  /** Description of the device, e.g. 'iPhone 15, iOS 18'. */
  deviceInfo: Scalars['String']['output'];
  /** Push token of the device. */
  deviceToken: Scalars['String']['output'];
  /** Stable identifier (UUID). */
  id: Scalars['ID']['output'];
  /** When the device was last active. */
  lastActiveAt: Scalars['DateTime']['output'];
  /** The owner. */
  userId: Scalars['ID']['output'];
};

/** A document a user uploaded. */
export type UserDocument = {
  __typename?: 'UserDocument';
  /** The kind of document. */
  documentTypeId: Scalars['ID']['output'];
  /** Where the file is stored. */
  documentUrl: Scalars['String']['output'];
  /** Stable identifier (UUID). */
  id: Scalars['ID']['output'];
  /** When it was uploaded. */
  uploadedAt: Scalars['DateTime']['output'];
  /** The owner. */
  userId: Scalars['ID']['output'];
};

/** Feedback a user gave. */
export type UserFeedback = {
  __typename?: 'UserFeedback';
  /** What the user wrote. */
  content: Scalars['String']['output'];
  /** When it was given. */
  createdAt: Scalars['DateTime']['output'];
  /** Stable identifier (UUID). */
  id: Scalars['ID']['output'];
  /** Rating from 1 to 5. */
  rating: Scalars['Int']['output'];
  /** The author. */
  userId: Scalars['ID']['output'];
};

/** Title and message of a delivered notification. */
export type UserNotificationData = {
  __typename?: 'UserNotificationData';
  /** Message. */
  message: Scalars['String']['output'];
  /** Title. */
  title: Scalars['String']['output'];
};

/** One notification delivery to a user (the delivery log). */
export type UserNotificationDelivery = {
  __typename?: 'UserNotificationDelivery';
  /** Title and message. */
  additionalData: UserNotificationData;
  /** Stable identifier (UUID). */
  id: Scalars['ID']['output'];
  /** When delivery was last tried, or null. */
  lastTryAt?: Maybe<Scalars['DateTime']['output']>;
  /** The notification type, or null. */
  notificationTypeId?: Maybe<Scalars['ID']['output']>;
  /** When the user read it, or null. */
  readAt?: Maybe<Scalars['DateTime']['output']>;
  /** When it was delivered, or null. */
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  /** How many times delivery was tried. */
  tryCount: Scalars['Int']['output'];
  /** The recipient. */
  userId: Scalars['ID']['output'];
};

/** Whether a user receives one notification type; the type's default when the user never chose. */
export type UserNotificationPreference = {
  __typename?: 'UserNotificationPreference';
  /** Whether notifications of this type are sent to the user. */
  enabled: Scalars['Boolean']['output'];
  /** The notification type. */
  notificationTypeId: Scalars['ID']['output'];
  /** The user. */
  userId: Scalars['ID']['output'];
};

/** A payment a user made. */
export type UserPayment = {
  __typename?: 'UserPayment';
  /** Amount, exact to the cent. */
  amount: Scalars['Float']['output'];
  /** ISO 4217 currency code, e.g. TRY. */
  currency: Scalars['String']['output'];
  /** Stable identifier (UUID). */
  id: Scalars['ID']['output'];
  /** When the payment was made. */
  paymentAt: Scalars['DateTime']['output'];
  /** pending, completed, failed or refunded. */
  status: Scalars['String']['output'];
  /** The payer. */
  userId: Scalars['ID']['output'];
};

/** A role given to a user, optionally limited to one organization, branch or department. */
export type UserRoleAssignment = {
  __typename?: 'UserRoleAssignment';
  /** When the role was given. */
  assignedAt: Scalars['DateTime']['output'];
  /** Stable identifier (UUID) of the link. */
  id: Scalars['ID']['output'];
  /** The role held, in full. */
  role: Role;
  /** The role held. */
  roleId: Scalars['ID']['output'];
  /** The organization, branch or department id; null for a global grant. */
  scopeId?: Maybe<Scalars['ID']['output']>;
  /** What the grant is limited to; null for a global grant (super admin). */
  scopeType?: Maybe<ScopeType>;
  /** The user who holds the role. */
  userId: Scalars['ID']['output'];
};

/** An option a user chose in a survey. */
export type UserSurveyAnswer = {
  __typename?: 'UserSurveyAnswer';
  /** When the user answered. */
  answeredAt: Scalars['DateTime']['output'];
  /** Stable identifier (UUID). */
  id: Scalars['ID']['output'];
  /** The chosen answer option. */
  surveyQuestionAnswerId: Scalars['ID']['output'];
  /** The user who answered. */
  userId: Scalars['ID']['output'];
};

/** A user's wallet: one per user. */
export type UserWallet = {
  __typename?: 'UserWallet';
  /** Balance, exact to the cent. */
  balance: Scalars['Float']['output'];
  /** When the wallet was opened. */
  createdAt: Scalars['DateTime']['output'];
  /** Stable identifier (UUID). */
  id: Scalars['ID']['output'];
  /** Public wallet token. */
  token: Scalars['String']['output'];
  /** The owner. */
  userId: Scalars['ID']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = {
  SearchResult:
    | ( ContactSearchResult )
    | ( PageSearchResult )
    | ( TaskSearchResult )
  ;
};


/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccountStatus: AccountStatus;
  AdminSortDirection: AdminSortDirection;
  AdminUser: ResolverTypeWrapper<UserEntity>;
  AdminUserPage: ResolverTypeWrapper<Omit<AdminUserPage, 'items'> & { items: Array<ResolversTypes['AdminUser']> }>;
  AdminUserPagination: ResolverTypeWrapper<AdminUserPagination>;
  AdminUserSortField: AdminUserSortField;
  AuthPayload: ResolverTypeWrapper<Omit<AuthPayload, 'user'> & { user: ResolversTypes['User'] }>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Chat: ResolverTypeWrapper<ChatView>;
  ChatContact: ResolverTypeWrapper<UserEntity>;
  ChatContactAttachments: ResolverTypeWrapper<ChatContactAttachments>;
  ChatContactDetails: ResolverTypeWrapper<ChatContactDetails>;
  ChatContactEmail: ResolverTypeWrapper<ChatContactEmail>;
  ChatContactPhoneNumber: ResolverTypeWrapper<ChatContactPhoneNumber>;
  ChatMessage: ResolverTypeWrapper<ChatMessageEntity>;
  ChatProfile: ResolverTypeWrapper<UserEntity>;
  Contact: ResolverTypeWrapper<ContactEntity>;
  ContactConnection: ResolverTypeWrapper<Omit<ContactConnection, 'nodes'> & { nodes: Array<ResolversTypes['Contact']> }>;
  ContactEmail: ResolverTypeWrapper<ContactEmail>;
  ContactEmailInput: ContactEmailInput;
  ContactLabel: ContactLabel;
  ContactPatch: ContactPatch;
  ContactPhoneNumber: ResolverTypeWrapper<ContactPhoneNumber>;
  ContactPhoneNumberInput: ContactPhoneNumberInput;
  ContactSearchResult: ResolverTypeWrapper<ContactSearchResult>;
  ContactTag: ResolverTypeWrapper<TagEntity>;
  ConversationMembership: ResolverTypeWrapper<ConversationMemberEntity>;
  Country: ResolverTypeWrapper<CountryEntity>;
  CreateAdminUserInput: CreateAdminUserInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DocumentType: ResolverTypeWrapper<DocumentTypeEntity>;
  ErrorCode: ErrorCode;
  FieldErrorCode: FieldErrorCode;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ForgotPasswordInput: ForgotPasswordInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  InboxItemInput: InboxItemInput;
  InboxItemPatch: InboxItemPatch;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Message: ResolverTypeWrapper<InboxItemEntity>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Navigation: ResolverTypeWrapper<Navigation>;
  NavigationBadge: ResolverTypeWrapper<NavigationBadge>;
  NavigationItem: ResolverTypeWrapper<NavigationItem>;
  NavigationItemType: NavigationItemType;
  Notification: ResolverTypeWrapper<InboxItemEntity>;
  NotificationType: ResolverTypeWrapper<NotificationTypeEntity>;
  PageSearchResult: ResolverTypeWrapper<PageSearchResult>;
  PresenceStatus: PresenceStatus;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ResetPasswordInput: ResetPasswordInput;
  Role: ResolverTypeWrapper<RoleEntity>;
  RoleKey: RoleKey;
  ScopeType: ScopeType;
  SearchGroup: ResolverTypeWrapper<Omit<SearchGroup, 'results'> & { results: Array<ResolversTypes['SearchResult']> }>;
  SearchGroupId: SearchGroupId;
  SearchResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SearchResult']>;
  Shortcut: ResolverTypeWrapper<ShortcutEntity>;
  ShortcutInput: ShortcutInput;
  ShortcutPatch: ShortcutPatch;
  SignInInput: SignInInput;
  SignUpInput: SignUpInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SubscriptionPlan: ResolverTypeWrapper<SubscriptionPlanEntity>;
  Task: ResolverTypeWrapper<TaskEntity>;
  TaskCounts: ResolverTypeWrapper<TaskCounts>;
  TaskPatch: TaskPatch;
  TaskSearchHit: ResolverTypeWrapper<Omit<TaskSearchHit, 'task'> & { task: ResolversTypes['Task'] }>;
  TaskSearchResult: ResolverTypeWrapper<TaskSearchResult>;
  TaskSubTask: ResolverTypeWrapper<TaskSubTask>;
  TaskSubTaskInput: TaskSubTaskInput;
  TaskTag: ResolverTypeWrapper<TagEntity>;
  TaskType: TaskType;
  UpdateAdminUserInput: UpdateAdminUserInput;
  UpdateChatInput: UpdateChatInput;
  UpdateMeInput: UpdateMeInput;
  User: ResolverTypeWrapper<UserEntity>;
  UserDevice: ResolverTypeWrapper<UserDeviceEntity>;
  UserDocument: ResolverTypeWrapper<UserDocumentEntity>;
  UserFeedback: ResolverTypeWrapper<UserFeedbackEntity>;
  UserNotificationData: ResolverTypeWrapper<UserNotificationData>;
  UserNotificationDelivery: ResolverTypeWrapper<UserNotificationDeliveryEntity>;
  UserNotificationPreference: ResolverTypeWrapper<UserNotificationPreference>;
  UserPayment: ResolverTypeWrapper<UserPaymentEntity>;
  UserRoleAssignment: ResolverTypeWrapper<UserRoleEntity>;
  UserSurveyAnswer: ResolverTypeWrapper<UserSurveyAnswerEntity>;
  UserWallet: ResolverTypeWrapper<UserWalletEntity>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AdminUser: UserEntity;
  AdminUserPage: Omit<AdminUserPage, 'items'> & { items: Array<ResolversParentTypes['AdminUser']> };
  AdminUserPagination: AdminUserPagination;
  AuthPayload: Omit<AuthPayload, 'user'> & { user: ResolversParentTypes['User'] };
  Boolean: Scalars['Boolean']['output'];
  Chat: ChatView;
  ChatContact: UserEntity;
  ChatContactAttachments: ChatContactAttachments;
  ChatContactDetails: ChatContactDetails;
  ChatContactEmail: ChatContactEmail;
  ChatContactPhoneNumber: ChatContactPhoneNumber;
  ChatMessage: ChatMessageEntity;
  ChatProfile: UserEntity;
  Contact: ContactEntity;
  ContactConnection: Omit<ContactConnection, 'nodes'> & { nodes: Array<ResolversParentTypes['Contact']> };
  ContactEmail: ContactEmail;
  ContactEmailInput: ContactEmailInput;
  ContactPatch: ContactPatch;
  ContactPhoneNumber: ContactPhoneNumber;
  ContactPhoneNumberInput: ContactPhoneNumberInput;
  ContactSearchResult: ContactSearchResult;
  ContactTag: TagEntity;
  ConversationMembership: ConversationMemberEntity;
  Country: CountryEntity;
  CreateAdminUserInput: CreateAdminUserInput;
  DateTime: Scalars['DateTime']['output'];
  DocumentType: DocumentTypeEntity;
  Float: Scalars['Float']['output'];
  ForgotPasswordInput: ForgotPasswordInput;
  ID: Scalars['ID']['output'];
  InboxItemInput: InboxItemInput;
  InboxItemPatch: InboxItemPatch;
  Int: Scalars['Int']['output'];
  Message: InboxItemEntity;
  Mutation: Record<PropertyKey, never>;
  Navigation: Navigation;
  NavigationBadge: NavigationBadge;
  NavigationItem: NavigationItem;
  Notification: InboxItemEntity;
  NotificationType: NotificationTypeEntity;
  PageSearchResult: PageSearchResult;
  Query: Record<PropertyKey, never>;
  ResetPasswordInput: ResetPasswordInput;
  Role: RoleEntity;
  SearchGroup: Omit<SearchGroup, 'results'> & { results: Array<ResolversParentTypes['SearchResult']> };
  SearchResult: ResolversUnionTypes<ResolversParentTypes>['SearchResult'];
  Shortcut: ShortcutEntity;
  ShortcutInput: ShortcutInput;
  ShortcutPatch: ShortcutPatch;
  SignInInput: SignInInput;
  SignUpInput: SignUpInput;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  SubscriptionPlan: SubscriptionPlanEntity;
  Task: TaskEntity;
  TaskCounts: TaskCounts;
  TaskPatch: TaskPatch;
  TaskSearchHit: Omit<TaskSearchHit, 'task'> & { task: ResolversParentTypes['Task'] };
  TaskSearchResult: TaskSearchResult;
  TaskSubTask: TaskSubTask;
  TaskSubTaskInput: TaskSubTaskInput;
  TaskTag: TagEntity;
  UpdateAdminUserInput: UpdateAdminUserInput;
  UpdateChatInput: UpdateChatInput;
  UpdateMeInput: UpdateMeInput;
  User: UserEntity;
  UserDevice: UserDeviceEntity;
  UserDocument: UserDocumentEntity;
  UserFeedback: UserFeedbackEntity;
  UserNotificationData: UserNotificationData;
  UserNotificationDelivery: UserNotificationDeliveryEntity;
  UserNotificationPreference: UserNotificationPreference;
  UserPayment: UserPaymentEntity;
  UserRoleAssignment: UserRoleEntity;
  UserSurveyAnswer: UserSurveyAnswerEntity;
  UserWallet: UserWalletEntity;
};

export type AdminUserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdminUser'] = ResolversParentTypes['AdminUser']> = {
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  organizationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['UserRoleAssignment']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AccountStatus'], ParentType, ContextType>;
  subscriptionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type AdminUserPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdminUserPage'] = ResolversParentTypes['AdminUserPage']> = {
  items?: Resolver<Array<ResolversTypes['AdminUser']>, ParentType, ContextType>;
  pagination?: Resolver<ResolversTypes['AdminUserPagination'], ParentType, ContextType>;
};

export type AdminUserPaginationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdminUserPagination'] = ResolversParentTypes['AdminUserPagination']> = {
  endIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  length?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AuthPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = {
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tokenType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type ChatResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Chat'] = ResolversParentTypes['Chat']> = {
  contact?: Resolver<ResolversTypes['ChatContact'], ParentType, ContextType>;
  contactId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastMessageAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['ChatMessage']>, ParentType, ContextType>;
  muted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ChatContactResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChatContact'] = ResolversParentTypes['ChatContact']> = {
  about?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  attachments?: Resolver<ResolversTypes['ChatContactAttachments'], ParentType, ContextType>;
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  background?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  details?: Resolver<ResolversTypes['ChatContactDetails'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChatContactAttachmentsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChatContactAttachments'] = ResolversParentTypes['ChatContactAttachments']> = {
  docs?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  links?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  media?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ChatContactDetailsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChatContactDetails'] = ResolversParentTypes['ChatContactDetails']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  birthday?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emails?: Resolver<Array<ResolversTypes['ChatContactEmail']>, ParentType, ContextType>;
  phoneNumbers?: Resolver<Array<ResolversTypes['ChatContactPhoneNumber']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ChatContactEmailResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChatContactEmail'] = ResolversParentTypes['ChatContactEmail']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChatContactPhoneNumberResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChatContactPhoneNumber'] = ResolversParentTypes['ChatContactPhoneNumber']> = {
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChatMessageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChatMessage'] = ResolversParentTypes['ChatMessage']> = {
  chatId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  contactId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isMine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChatProfileResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChatProfile'] = ResolversParentTypes['ChatProfile']> = {
  about?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContactResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Contact'] = ResolversParentTypes['Contact']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  background?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  birthday?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emails?: Resolver<Array<ResolversTypes['ContactEmail']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumbers?: Resolver<Array<ResolversTypes['ContactPhoneNumber']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ContactConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ContactConnection'] = ResolversParentTypes['ContactConnection']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Contact']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContactEmailResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ContactEmail'] = ResolversParentTypes['ContactEmail']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['ContactLabel']>, ParentType, ContextType>;
};

export type ContactPhoneNumberResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ContactPhoneNumber'] = ResolversParentTypes['ContactPhoneNumber']> = {
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['ContactLabel']>, ParentType, ContextType>;
  phoneNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContactSearchResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ContactSearchResult'] = ResolversParentTypes['ContactSearchResult']> = {
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ContactTagResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ContactTag'] = ResolversParentTypes['ContactTag']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConversationMembershipResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ConversationMembership'] = ResolversParentTypes['ConversationMembership']> = {
  conversationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  joinedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CountryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Country'] = ResolversParentTypes['Country']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  flag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  flagImagePos?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  iso?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DocumentTypeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DocumentType'] = ResolversParentTypes['DocumentType']> = {
  allowedExtensions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MessageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Message'] = ResolversParentTypes['Message']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  seen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  useRouter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  assignUserRole?: Resolver<ResolversTypes['UserRoleAssignment'], ParentType, ContextType, RequireFields<MutationAssignUserRoleArgs, 'roleId' | 'userId'>>;
  createAdminUser?: Resolver<ResolversTypes['AdminUser'], ParentType, ContextType, RequireFields<MutationCreateAdminUserArgs, 'input'>>;
  createContact?: Resolver<ResolversTypes['Contact'], ParentType, ContextType>;
  createContactTag?: Resolver<ResolversTypes['ContactTag'], ParentType, ContextType, RequireFields<MutationCreateContactTagArgs, 'title'>>;
  createMessage?: Resolver<ResolversTypes['Message'], ParentType, ContextType, RequireFields<MutationCreateMessageArgs, 'input'>>;
  createNotification?: Resolver<ResolversTypes['Notification'], ParentType, ContextType, RequireFields<MutationCreateNotificationArgs, 'input'>>;
  createShortcut?: Resolver<ResolversTypes['Shortcut'], ParentType, ContextType, RequireFields<MutationCreateShortcutArgs, 'input'>>;
  createTask?: Resolver<ResolversTypes['Task'], ParentType, ContextType, RequireFields<MutationCreateTaskArgs, 'type'>>;
  createTaskTag?: Resolver<ResolversTypes['TaskTag'], ParentType, ContextType, RequireFields<MutationCreateTaskTagArgs, 'title'>>;
  deleteAdminUser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteAdminUserArgs, 'id'>>;
  deleteContact?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteContactArgs, 'id'>>;
  deleteContactTag?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteContactTagArgs, 'id'>>;
  deleteMessage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteMessageArgs, 'id'>>;
  deleteNotification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteNotificationArgs, 'id'>>;
  deleteShortcut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteShortcutArgs, 'id'>>;
  deleteTask?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteTaskArgs, 'id'>>;
  deleteTaskTag?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteTaskTagArgs, 'id'>>;
  forgotPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationForgotPasswordArgs, 'input'>>;
  markAllMessagesRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  markAllNotificationsRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  markChatRead?: Resolver<ResolversTypes['Chat'], ParentType, ContextType, RequireFields<MutationMarkChatReadArgs, 'chatId'>>;
  reorderTasks?: Resolver<Array<ResolversTypes['Task']>, ParentType, ContextType, RequireFields<MutationReorderTasksArgs, 'ids'>>;
  resetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  sendChatMessage?: Resolver<ResolversTypes['ChatMessage'], ParentType, ContextType, RequireFields<MutationSendChatMessageArgs, 'chatId' | 'value'>>;
  signIn?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'input'>>;
  signInWithToken?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationSignInWithTokenArgs, 'accessToken'>>;
  signUp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSignUpArgs, 'input'>>;
  startChat?: Resolver<ResolversTypes['Chat'], ParentType, ContextType, RequireFields<MutationStartChatArgs, 'contactId'>>;
  toggleMessageRead?: Resolver<ResolversTypes['Message'], ParentType, ContextType, RequireFields<MutationToggleMessageReadArgs, 'id'>>;
  toggleNotificationRead?: Resolver<ResolversTypes['Notification'], ParentType, ContextType, RequireFields<MutationToggleNotificationReadArgs, 'id'>>;
  unassignUserRole?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUnassignUserRoleArgs, 'roleId' | 'userId'>>;
  unlockSession?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationUnlockSessionArgs, 'input'>>;
  updateAdminUser?: Resolver<ResolversTypes['AdminUser'], ParentType, ContextType, RequireFields<MutationUpdateAdminUserArgs, 'id' | 'input'>>;
  updateChat?: Resolver<ResolversTypes['Chat'], ParentType, ContextType, RequireFields<MutationUpdateChatArgs, 'id' | 'input'>>;
  updateContact?: Resolver<ResolversTypes['Contact'], ParentType, ContextType, RequireFields<MutationUpdateContactArgs, 'id' | 'input'>>;
  updateContactTag?: Resolver<ResolversTypes['ContactTag'], ParentType, ContextType, RequireFields<MutationUpdateContactTagArgs, 'id' | 'title'>>;
  updateMe?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateMeArgs, 'input'>>;
  updateMessage?: Resolver<ResolversTypes['Message'], ParentType, ContextType, RequireFields<MutationUpdateMessageArgs, 'id' | 'input'>>;
  updateNotification?: Resolver<ResolversTypes['Notification'], ParentType, ContextType, RequireFields<MutationUpdateNotificationArgs, 'id' | 'input'>>;
  updateShortcut?: Resolver<ResolversTypes['Shortcut'], ParentType, ContextType, RequireFields<MutationUpdateShortcutArgs, 'id' | 'input'>>;
  updateTask?: Resolver<ResolversTypes['Task'], ParentType, ContextType, RequireFields<MutationUpdateTaskArgs, 'id' | 'input'>>;
  updateTaskTag?: Resolver<ResolversTypes['TaskTag'], ParentType, ContextType, RequireFields<MutationUpdateTaskTagArgs, 'id' | 'title'>>;
  uploadContactAvatar?: Resolver<ResolversTypes['Contact'], ParentType, ContextType, RequireFields<MutationUploadContactAvatarArgs, 'avatar' | 'id'>>;
};

export type NavigationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Navigation'] = ResolversParentTypes['Navigation']> = {
  compact?: Resolver<Array<ResolversTypes['NavigationItem']>, ParentType, ContextType>;
  default?: Resolver<Array<ResolversTypes['NavigationItem']>, ParentType, ContextType>;
  futuristic?: Resolver<Array<ResolversTypes['NavigationItem']>, ParentType, ContextType>;
  horizontal?: Resolver<Array<ResolversTypes['NavigationItem']>, ParentType, ContextType>;
};

export type NavigationBadgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NavigationBadge'] = ResolversParentTypes['NavigationBadge']> = {
  classes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NavigationItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NavigationItem'] = ResolversParentTypes['NavigationItem']> = {
  badge?: Resolver<Maybe<ResolversTypes['NavigationBadge']>, ParentType, ContextType>;
  children?: Resolver<Maybe<Array<ResolversTypes['NavigationItem']>>, ParentType, ContextType>;
  externalLink?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subtitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['NavigationItemType'], ParentType, ContextType>;
};

export type NotificationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  seen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  useRouter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type NotificationTypeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NotificationType'] = ResolversParentTypes['NotificationType']> = {
  defaultEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PageSearchResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PageSearchResult'] = ResolversParentTypes['PageSearchResult']> = {
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  adminUser?: Resolver<ResolversTypes['AdminUser'], ParentType, ContextType, RequireFields<QueryAdminUserArgs, 'id'>>;
  adminUsers?: Resolver<ResolversTypes['AdminUserPage'], ParentType, ContextType, RequireFields<QueryAdminUsersArgs, 'order' | 'page' | 'size' | 'sort'>>;
  chat?: Resolver<ResolversTypes['Chat'], ParentType, ContextType, RequireFields<QueryChatArgs, 'id'>>;
  chatContact?: Resolver<ResolversTypes['ChatContact'], ParentType, ContextType, RequireFields<QueryChatContactArgs, 'id'>>;
  chatContacts?: Resolver<Array<ResolversTypes['ChatContact']>, ParentType, ContextType>;
  chatProfile?: Resolver<ResolversTypes['ChatProfile'], ParentType, ContextType>;
  chats?: Resolver<Array<ResolversTypes['Chat']>, ParentType, ContextType>;
  contact?: Resolver<ResolversTypes['Contact'], ParentType, ContextType, RequireFields<QueryContactArgs, 'id'>>;
  contactTags?: Resolver<Array<ResolversTypes['ContactTag']>, ParentType, ContextType>;
  contacts?: Resolver<ResolversTypes['ContactConnection'], ParentType, ContextType, Partial<QueryContactsArgs>>;
  countries?: Resolver<Array<ResolversTypes['Country']>, ParentType, ContextType>;
  documentTypes?: Resolver<Array<ResolversTypes['DocumentType']>, ParentType, ContextType>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['Message']>, ParentType, ContextType>;
  navigation?: Resolver<ResolversTypes['Navigation'], ParentType, ContextType, Partial<QueryNavigationArgs>>;
  notificationTypes?: Resolver<Array<ResolversTypes['NotificationType']>, ParentType, ContextType>;
  notifications?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  roleUsers?: Resolver<Array<ResolversTypes['AdminUser']>, ParentType, ContextType, RequireFields<QueryRoleUsersArgs, 'roleId'>>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  search?: Resolver<Array<ResolversTypes['SearchGroup']>, ParentType, ContextType, RequireFields<QuerySearchArgs, 'query'>>;
  searchTasks?: Resolver<Maybe<Array<ResolversTypes['TaskSearchHit']>>, ParentType, ContextType, RequireFields<QuerySearchTasksArgs, 'query'>>;
  shortcuts?: Resolver<Array<ResolversTypes['Shortcut']>, ParentType, ContextType>;
  subscriptionPlans?: Resolver<Array<ResolversTypes['SubscriptionPlan']>, ParentType, ContextType>;
  task?: Resolver<ResolversTypes['Task'], ParentType, ContextType, RequireFields<QueryTaskArgs, 'id'>>;
  taskAssignees?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  taskCounts?: Resolver<ResolversTypes['TaskCounts'], ParentType, ContextType>;
  taskTags?: Resolver<Array<ResolversTypes['TaskTag']>, ParentType, ContextType>;
  tasks?: Resolver<Array<ResolversTypes['Task']>, ParentType, ContextType>;
  userConversations?: Resolver<Array<ResolversTypes['ConversationMembership']>, ParentType, ContextType, RequireFields<QueryUserConversationsArgs, 'userId'>>;
  userDevices?: Resolver<Array<ResolversTypes['UserDevice']>, ParentType, ContextType, RequireFields<QueryUserDevicesArgs, 'userId'>>;
  userDocuments?: Resolver<Array<ResolversTypes['UserDocument']>, ParentType, ContextType, RequireFields<QueryUserDocumentsArgs, 'userId'>>;
  userFeedbacks?: Resolver<Array<ResolversTypes['UserFeedback']>, ParentType, ContextType, RequireFields<QueryUserFeedbacksArgs, 'userId'>>;
  userNotificationDeliveries?: Resolver<Array<ResolversTypes['UserNotificationDelivery']>, ParentType, ContextType, RequireFields<QueryUserNotificationDeliveriesArgs, 'userId'>>;
  userNotificationPreferences?: Resolver<Array<ResolversTypes['UserNotificationPreference']>, ParentType, ContextType, RequireFields<QueryUserNotificationPreferencesArgs, 'userId'>>;
  userPayments?: Resolver<Array<ResolversTypes['UserPayment']>, ParentType, ContextType, RequireFields<QueryUserPaymentsArgs, 'userId'>>;
  userRoleAssignments?: Resolver<Array<ResolversTypes['UserRoleAssignment']>, ParentType, ContextType>;
  userRoles?: Resolver<Array<ResolversTypes['UserRoleAssignment']>, ParentType, ContextType, RequireFields<QueryUserRolesArgs, 'userId'>>;
  userSurveyAnswers?: Resolver<Array<ResolversTypes['UserSurveyAnswer']>, ParentType, ContextType, RequireFields<QueryUserSurveyAnswersArgs, 'userId'>>;
  userWallet?: Resolver<Maybe<ResolversTypes['UserWallet']>, ParentType, ContextType, RequireFields<QueryUserWalletArgs, 'userId'>>;
};

export type RoleResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Role'] = ResolversParentTypes['Role']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['RoleKey'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SearchGroupResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SearchGroup'] = ResolversParentTypes['SearchGroup']> = {
  id?: Resolver<ResolversTypes['SearchGroupId'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['SearchResult']>, ParentType, ContextType>;
};

export type SearchResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SearchResult'] = ResolversParentTypes['SearchResult']> = {
  __resolveType: TypeResolveFn<'ContactSearchResult' | 'PageSearchResult' | 'TaskSearchResult', ParentType, ContextType>;
};

export type ShortcutResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Shortcut'] = ResolversParentTypes['Shortcut']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  useRouter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  chatMessageAdded?: SubscriptionResolver<ResolversTypes['ChatMessage'], "chatMessageAdded", ParentType, ContextType>;
  meUpdated?: SubscriptionResolver<ResolversTypes['User'], "meUpdated", ParentType, ContextType>;
};

export type SubscriptionPlanResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SubscriptionPlan'] = ResolversParentTypes['SubscriptionPlan']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  features?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  storageQuotaBytes?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type TaskResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Task'] = ResolversParentTypes['Task']> = {
  assignedTo?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  assignee?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  completed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priority?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subTasks?: Resolver<Array<ResolversTypes['TaskSubTask']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['TaskType'], ParentType, ContextType>;
};

export type TaskCountsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TaskCounts'] = ResolversParentTypes['TaskCounts']> = {
  remaining?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TaskSearchHitResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TaskSearchHit'] = ResolversParentTypes['TaskSearchHit']> = {
  highlightedTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  task?: Resolver<ResolversTypes['Task'], ParentType, ContextType>;
};

export type TaskSearchResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TaskSearchResult'] = ResolversParentTypes['TaskSearchResult']> = {
  completed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TaskSubTaskResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TaskSubTask'] = ResolversParentTypes['TaskSubTask']> = {
  completed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TaskTagResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TaskTag'] = ResolversParentTypes['TaskTag']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PresenceStatus'], ParentType, ContextType>;
};

export type UserDeviceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserDevice'] = ResolversParentTypes['UserDevice']> = {
  deviceInfo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deviceToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastActiveAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type UserDocumentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserDocument'] = ResolversParentTypes['UserDocument']> = {
  documentTypeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  documentUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  uploadedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type UserFeedbackResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserFeedback'] = ResolversParentTypes['UserFeedback']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type UserNotificationDataResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserNotificationData'] = ResolversParentTypes['UserNotificationData']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserNotificationDeliveryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserNotificationDelivery'] = ResolversParentTypes['UserNotificationDelivery']> = {
  additionalData?: Resolver<ResolversTypes['UserNotificationData'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastTryAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  notificationTypeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  readAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  tryCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type UserNotificationPreferenceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserNotificationPreference'] = ResolversParentTypes['UserNotificationPreference']> = {
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  notificationTypeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type UserPaymentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserPayment'] = ResolversParentTypes['UserPayment']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paymentAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type UserRoleAssignmentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserRoleAssignment'] = ResolversParentTypes['UserRoleAssignment']> = {
  assignedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  roleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  scopeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  scopeType?: Resolver<Maybe<ResolversTypes['ScopeType']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type UserSurveyAnswerResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserSurveyAnswer'] = ResolversParentTypes['UserSurveyAnswer']> = {
  answeredAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  surveyQuestionAnswerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type UserWalletResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserWallet'] = ResolversParentTypes['UserWallet']> = {
  balance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type Resolvers<ContextType = Context> = {
  AdminUser?: AdminUserResolvers<ContextType>;
  AdminUserPage?: AdminUserPageResolvers<ContextType>;
  AdminUserPagination?: AdminUserPaginationResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  Chat?: ChatResolvers<ContextType>;
  ChatContact?: ChatContactResolvers<ContextType>;
  ChatContactAttachments?: ChatContactAttachmentsResolvers<ContextType>;
  ChatContactDetails?: ChatContactDetailsResolvers<ContextType>;
  ChatContactEmail?: ChatContactEmailResolvers<ContextType>;
  ChatContactPhoneNumber?: ChatContactPhoneNumberResolvers<ContextType>;
  ChatMessage?: ChatMessageResolvers<ContextType>;
  ChatProfile?: ChatProfileResolvers<ContextType>;
  Contact?: ContactResolvers<ContextType>;
  ContactConnection?: ContactConnectionResolvers<ContextType>;
  ContactEmail?: ContactEmailResolvers<ContextType>;
  ContactPhoneNumber?: ContactPhoneNumberResolvers<ContextType>;
  ContactSearchResult?: ContactSearchResultResolvers<ContextType>;
  ContactTag?: ContactTagResolvers<ContextType>;
  ConversationMembership?: ConversationMembershipResolvers<ContextType>;
  Country?: CountryResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DocumentType?: DocumentTypeResolvers<ContextType>;
  Message?: MessageResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Navigation?: NavigationResolvers<ContextType>;
  NavigationBadge?: NavigationBadgeResolvers<ContextType>;
  NavigationItem?: NavigationItemResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationType?: NotificationTypeResolvers<ContextType>;
  PageSearchResult?: PageSearchResultResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Role?: RoleResolvers<ContextType>;
  SearchGroup?: SearchGroupResolvers<ContextType>;
  SearchResult?: SearchResultResolvers<ContextType>;
  Shortcut?: ShortcutResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  SubscriptionPlan?: SubscriptionPlanResolvers<ContextType>;
  Task?: TaskResolvers<ContextType>;
  TaskCounts?: TaskCountsResolvers<ContextType>;
  TaskSearchHit?: TaskSearchHitResolvers<ContextType>;
  TaskSearchResult?: TaskSearchResultResolvers<ContextType>;
  TaskSubTask?: TaskSubTaskResolvers<ContextType>;
  TaskTag?: TaskTagResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserDevice?: UserDeviceResolvers<ContextType>;
  UserDocument?: UserDocumentResolvers<ContextType>;
  UserFeedback?: UserFeedbackResolvers<ContextType>;
  UserNotificationData?: UserNotificationDataResolvers<ContextType>;
  UserNotificationDelivery?: UserNotificationDeliveryResolvers<ContextType>;
  UserNotificationPreference?: UserNotificationPreferenceResolvers<ContextType>;
  UserPayment?: UserPaymentResolvers<ContextType>;
  UserRoleAssignment?: UserRoleAssignmentResolvers<ContextType>;
  UserSurveyAnswer?: UserSurveyAnswerResolvers<ContextType>;
  UserWallet?: UserWalletResolvers<ContextType>;
};

