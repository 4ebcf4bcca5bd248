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

/** The kinds of things the top-bar search finds, one group each. */
export type SearchGroupId =
  /** People from the contacts application. */
  | 'contacts'
  /** Menu pages the viewer may open. */
  | 'pages'
  /** Tasks from the tasks application. */
  | 'tasks';

/** What a row of the tasks list is. */
export type TaskType =
  /** A heading that groups the tasks below it. */
  | 'section'
  /** Something to do. */
  | 'task';
