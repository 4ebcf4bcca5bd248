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

/**
 * The machine-readable reason carried in `extensions.code` of every error the API returns.
 * The REST facade maps each code to one HTTP status.
 */
export type ErrorCode =
  /** The request itself is malformed: unparsable JSON or GraphQL, an unknown field, a limit exceeded. HTTP 400 (413 for bodies over the size limit). */
  | 'BAD_REQUEST'
  /** An input value failed validation; `extensions.fieldErrors` names the fields. HTTP 400. */
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
  | 'UNAUTHENTICATED';

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
