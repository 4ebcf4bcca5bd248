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
