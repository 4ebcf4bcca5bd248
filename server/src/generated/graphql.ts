import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { UserEntity, RoleEntity, UserRoleEntity } from '../features/users/index.js';
import type { AccountRoleRow, AccountNotificationPreferenceRow } from '../features/account/index.js';
import type { AthleteNode, MembershipNode, GuardianLinkNode, ConsentNode } from '../features/athletes/index.js';
import type { AuditLogEntity } from '../features/audit/index.js';
import type { ChatView, ChatMessageEntity, ConversationMemberEntity } from '../features/chat/index.js';
import type { CompanyEntity, CompanyContactEntity, SponsorshipRecord, SponsorRecord } from '../features/companies/index.js';
import type { ContactEntity, CountryEntity } from '../features/contacts/index.js';
import type { TagEntity } from '../features/tags/index.js';
import type { EventNode, OccurrenceNode, RecurrenceNode, AttendeeNode, RsvpCountsNode, AttendanceRecordNode, AttendanceRateNode, DashboardAttendanceNode, DashboardSessionNode } from '../features/events/index.js';
import type { InboxItemEntity } from '../features/inbox/index.js';
import type { OrganizationRecord, BranchEntity, DepartmentEntity, SeasonEntity } from '../features/organizations/index.js';
import type { ProfessionalRecord, CertificationEntity } from '../features/professionals/index.js';
import type { RegistrationNode, RegistrationGuardianNode, RegistrationConsentNode, ConsentTextNode, RegistrationFormNode, ErasureRequestNode, RegistrationDocumentNode, AthleteDataHandOver } from '../features/registrations/index.js';
import type { SchoolDashboardData } from '../features/school-dashboard/index.js';
import type { ShortcutEntity } from '../features/shortcuts/index.js';
import type { TaskEntity, SubTaskValue } from '../features/tasks/index.js';
import type { TeamEntity, TeamStaffEntity } from '../features/teams/index.js';
import type { DocumentTypeEntity, NotificationTypeEntity, UserDocumentEntity, UserNotificationDeliveryEntity, UserDeviceEntity, UserSurveyAnswerEntity, UserFeedbackEntity } from '../features/user-resources/index.js';
import type { SubscriptionPlanEntity } from '../features/subscriptions/index.js';
import type { RoleScopeOptionRecord } from '../features/users-admin/index.js';
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

/**
 * The signed-in person's own account, as their profile and settings pages show it. Only ever the viewer's
 * own: no operation here takes a user id.
 */
export type Account = {
  __typename?: 'Account';
  /** The user's id: one account per user. */
  id: Scalars['ID']['output'];
  /**
   * The interface language saved on the account, applied wherever the person signs in; null until they
   * choose one (the browser's own choice applies until then).
   */
  language?: Maybe<Language>;
  /** When the account was created. */
  memberSince: Scalars['DateTime']['output'];
  /** The person's choice for every notification type (the type's default where they never chose), by type name. */
  notificationPreferences: Array<AccountNotificationPreference>;
  /** When the password was last set (sign-up, a reset, an invitation accepted or a change). */
  passwordChangedAt: Scalars['DateTime']['output'];
  /** Every role the person holds with the scope it is limited to, named; the oldest grant first. */
  roles: Array<AccountRole>;
  /** The user as the shell shows them: name, email, avatar and presence. */
  user: User;
};

/** Whether the signed-in person receives one notification type. */
export type AccountNotificationPreference = {
  __typename?: 'AccountNotificationPreference';
  /** True when the person chose; false while the type's default applies. */
  chosen: Scalars['Boolean']['output'];
  /** Whether notifications of this type are sent to the person. */
  enabled: Scalars['Boolean']['output'];
  /** The notification type's id: one entry per type. */
  id: Scalars['ID']['output'];
  /** The notification type. */
  notificationType: NotificationType;
};

/** One role the signed-in person holds, with the organization, branch or department it is limited to. */
export type AccountRole = {
  __typename?: 'AccountRole';
  /** Stable identifier of the grant (UUID). */
  id: Scalars['ID']['output'];
  /** The role (clients show their own translated name for it). */
  key: RoleKey;
  /** The role's display name in English. */
  name: Scalars['String']['output'];
  /** The role's permission strings, such as `read` or `org_admin`. */
  permissions: Array<Scalars['String']['output']>;
  /** Name of the organization, branch or department of the scope; null without a scope. */
  scopeName?: Maybe<Scalars['String']['output']>;
  /** What the role is limited to; null for a role that holds everywhere (super admin). */
  scopeType?: Maybe<ScopeType>;
};

/** Whether an account may sign in (spec 001 §3 User administration). Not the presence shown in the shell. */
export type AccountStatus =
  /** The account may sign in. */
  | 'active'
  /** Not yet activated, for example created without a password. */
  | 'inactive'
  /** Blocked by an administrator. */
  | 'suspended';

/** A new team membership. */
export type AddTeamMembershipInput = {
  /** Required: the athlete. */
  athleteId?: InputMaybe<Scalars['ID']['input']>;
  /**
   * First day, ISO date, within the team's season (BAD_USER_INPUT otherwise); today when omitted, or the
   * season's first day when the season has not begun.
   */
  fromOn?: InputMaybe<Scalars['String']['input']>;
  /** 0 to 99, unique among the team's current members (CONFLICT). */
  jerseyNumber?: InputMaybe<Scalars['Int']['input']>;
  /** At most 60 characters. */
  position?: InputMaybe<Scalars['String']['input']>;
  /** Default `active`. */
  status?: InputMaybe<TeamMembershipStatus>;
  /**
   * Required: a team of the athlete's organization the viewer administers, of a season that has not ended
   * and is not archived (BAD_USER_INPUT naming the season otherwise).
   */
  teamId?: InputMaybe<Scalars['ID']['input']>;
};

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
  /** The tenant the user belongs to, with its name; null for a super admin who belongs to none. */
  organization?: Maybe<Organization>;
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

/** A young person who trains with the school (most are minors: see the policy at the top of this file). */
export type Athlete = {
  __typename?: 'Athlete';
  /** How much of the athlete the viewer sees. */
  access: AthleteAccess;
  /** When the athlete was archived (hidden from lists, kept for history), or null. */
  archivedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Their attendance by month for the last six months, oldest first (full access; empty otherwise). */
  attendanceByMonth: Array<AttendanceRate>;
  /**
   * The athlete's last marks (at most 50, newest first) — for those who read the athlete in full
   * (guardians, the team's staff, the admins of its scope); empty for roster access.
   */
  attendanceHistory: Array<AthleteAttendanceRecord>;
  /**
   * Consents, newest first; only the active ones unless `includeWithdrawn`. Null unless the viewer has
   * full access.
   */
  consents?: Maybe<Array<Consent>>;
  /** When the record was created. */
  createdAt: Scalars['DateTime']['output'];
  /**
   * The athlete's latest erasure request, for whoever may have their data handed over (their legal
   * guardians and the admins of their scope); null when none was made.
   */
  erasureRequest?: Maybe<ErasureRequest>;
  /** Where the athlete stands with their fees, without amounts: for whoever reads the athlete in full (their admins, their coaches, their guardians); null for anyone else. */
  feeStanding?: Maybe<AthleteFeeStanding>;
  /** Given name, 1 to 100 characters. */
  firstName: Scalars['String']['output'];
  /** Given and family name; the list is sorted and searched by it. */
  fullName: Scalars['String']['output'];
  /** Gender, for the teams' categories. */
  gender: AthleteGender;
  /** The linked guardians, primary first; null unless the viewer has full access. */
  guardians?: Maybe<Array<GuardianLink>>;
  /** Stable identifier (UUID). */
  id: Scalars['ID']['output'];
  /** Family name, 1 to 100 characters. */
  lastName: Scalars['String']['output'];
  /** Federation licence number, unique in the organization, or null. */
  licenceNumber?: Maybe<Scalars['String']['output']>;
  /**
   * Team memberships, newest first. With `includeEnded` the ended ones too (the athlete's history:
   * moving between teams ends one membership and starts another). Viewers with roster access get the
   * current ones only.
   */
  memberships: Array<TeamMembership>;
  /** The organization the athlete belongs to. */
  organizationId: Scalars['ID']['output'];
  /**
   * Photo as a same-site path or an https address. Null when there is none, and for viewers with roster
   * access unless a `photos` consent is active.
   */
  photo?: Maybe<Scalars['String']['output']>;
  /** The private part of the record; null unless the viewer has full access. */
  private?: Maybe<AthletePrivate>;
  /**
   * The registration the athlete came through, when they were registered online: readable by whoever reads
   * registrations of the athlete's teams (admins, the teams' coaches, the guardians who sent it); null
   * otherwise.
   */
  registration?: Maybe<Registration>;
  /** Where the athlete stands with the school. */
  status: AthleteStatus;
  /** When the record last changed. */
  updatedAt: Scalars['DateTime']['output'];
};


/** A young person who trains with the school (most are minors: see the policy at the top of this file). */
export type AthleteConsentsArgs = {
  includeWithdrawn?: InputMaybe<Scalars['Boolean']['input']>;
};


/** A young person who trains with the school (most are minors: see the policy at the top of this file). */
export type AthleteMembershipsArgs = {
  includeEnded?: InputMaybe<Scalars['Boolean']['input']>;
};

/** How much of an athlete the viewer sees (see the policy at the top of schema/athletes.graphql). */
export type AthleteAccess =
  /** Every field: admins of the athlete's scope, staff of the athlete's current teams, linked guardians. */
  | 'full'
  /** Public fields only: a guardian of a teammate. */
  | 'roster';

/** One occurrence of an athlete's history: the session and what the roll said. */
export type AthleteAttendanceRecord = {
  __typename?: 'AthleteAttendanceRecord';
  /** The mark. */
  attendance: AttendanceMark;
  /** The event. */
  eventId: Scalars['ID']['output'];
  /** The occurrence. */
  occurrenceId: Scalars['ID']['output'];
  /** When it started (the series' date). */
  startsAt: Scalars['DateTime']['output'];
  /** The event's time zone: the wall clock it is planned on (to show `startsAt` as the calendar does). */
  timeZone: Scalars['String']['output'];
  /** Its title (the occurrence's own, if changed). */
  title: Scalars['String']['output'];
  /** Training, match… */
  type: EventType;
};

/** One page of athletes in the order asked for (then id). */
export type AthleteConnection = {
  __typename?: 'AthleteConnection';
  /** Cursor to pass as `after` for the next page, or null on the last page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** The athletes of this page. */
  nodes: Array<Athlete>;
  /** How many athletes match in all pages; counted only when asked for. */
  totalCount: Scalars['Int']['output'];
};

/**
 * Everything Arena holds about a child, as one JSON document (the law on personal data: KVKK art. 11, GDPR
 * art. 15): the athlete's record with the health notes, team history, guardians, consents with the text
 * versions accepted, the registrations that brought them in, and their attendance.
 */
export type AthleteDataExport = {
  __typename?: 'AthleteDataExport';
  /** A file name for the download, e.g. 'ece-yurt-data.json'. */
  fileName: Scalars['String']['output'];
  /** The document, pretty-printed JSON. */
  json: Scalars['String']['output'];
  /**
   * The same content as a readable PDF document (A4), base64-encoded, its headings in `language` (English
   * when not given); drawn only when asked for.
   */
  pdf: Scalars['String']['output'];
  /** A file name for the PDF, e.g. 'ece-yurt-data.pdf'. */
  pdfFileName: Scalars['String']['output'];
};


/**
 * Everything Arena holds about a child, as one JSON document (the law on personal data: KVKK art. 11, GDPR
 * art. 15): the athlete's record with the health notes, team history, guardians, consents with the text
 * versions accepted, the registrations that brought them in, and their attendance.
 */
export type AthleteDataExportPdfArgs = {
  language?: InputMaybe<Language>;
};

/** A document kept with an athlete's record (a licence scan, a medical certificate, an ID copy). */
export type AthleteDocument = {
  __typename?: 'AthleteDocument';
  /** What the document is, 1 to 200 characters. */
  title: Scalars['String']['output'];
  /** Where it is stored: a same-site path or an https address. */
  url: Scalars['String']['output'];
};

/** A document to keep with an athlete. Fields are nullable so that a missing one is reported in `fieldErrors`. */
export type AthleteDocumentInput = {
  /** Required, 1 to 200 characters. */
  title?: InputMaybe<Scalars['String']['input']>;
  /** Required: a same-site path (`/files/…`) or an https address, at most 2048 characters. */
  url?: InputMaybe<Scalars['String']['input']>;
};

/** Where an athlete stands with their fees, without amounts (what a coach may know). */
export type AthleteFeeStanding =
  /** Something is still to pay, nothing past its due date. */
  | 'DUE'
  /** No invoice was ever issued to the athlete. */
  | 'NONE'
  /** Something is past its due date. */
  | 'OVERDUE'
  /** Every issued invoice is paid. */
  | 'PAID_UP';

/** An athlete's gender, as the sports' age and gender categories use it. */
export type AthleteGender =
  /** Girl or woman. */
  | 'female'
  /** Boy or man. */
  | 'male';

/** An athlete's health record, read through `athleteHealth` only. Every read writes a `read_health` audit row. */
export type AthleteHealth = {
  __typename?: 'AthleteHealth';
  /** The athlete. */
  athleteId: Scalars['ID']['output'];
  /** Whether a guardian's consent to keep health data is active. */
  healthDataConsent: Scalars['Boolean']['output'];
  /** Medical notes (allergies, conditions, medication) as plain text, or null. */
  medicalNotes?: Maybe<Scalars['String']['output']>;
};

/**
 * The private part of an athlete's record. Only viewers with full access read it; it is null for
 * everyone else (the database query does not even read these columns for them).
 */
export type AthletePrivate = {
  __typename?: 'AthletePrivate';
  /** Home address, or null. */
  address?: Maybe<Scalars['String']['output']>;
  /** Birth date as an ISO date (YYYY-MM-DD). */
  birthDate: Scalars['String']['output'];
  /** Documents kept with the record, in the order they were given. */
  documents: Array<AthleteDocument>;
  /** E-mail address of the athlete or the family, or null. */
  email?: Maybe<Scalars['String']['output']>;
  /** Whom to call in an emergency, or null. */
  emergencyContactName?: Maybe<Scalars['String']['output']>;
  /** The emergency contact's phone number, or null. */
  emergencyContactPhone?: Maybe<Scalars['String']['output']>;
  /** Phone number of the athlete or the family, or null. */
  phone?: Maybe<Scalars['String']['output']>;
};

/** An athlete found by the search: only one in the viewer's charge (full access). */
export type AthleteSearchResult = {
  __typename?: 'AthleteSearchResult';
  /** The athlete's id. */
  id: Scalars['ID']['output'];
  /** In-app route of the athlete's profile. */
  link: Scalars['String']['output'];
  /** Given and family name. */
  name: Scalars['String']['output'];
  /** The text the search box shows when the result is chosen. */
  value: Scalars['String']['output'];
};

/** The order of the athletes list; ties are broken by id. */
export type AthleteSort =
  /** By full name (first then last) in alphabet order: Turkish letters after their base letter, case ignored (the default). */
  | 'name_asc'
  /** By full name, reverse alphabet order. */
  | 'name_desc'
  /** Newest record first. */
  | 'newest'
  /** Oldest record first. */
  | 'oldest';

/** Where an athlete stands with the school. */
export type AthleteStatus =
  /** Trains and plays. */
  | 'active'
  /** Has left the school; the record and its history are kept. */
  | 'left'
  /** On a trial period before joining. */
  | 'trial'
  /** Waiting for a place in a team. */
  | 'waitlist';

/** One athlete's mark in a roll. */
export type AttendanceInput = {
  /** An athlete invited to the occurrence. */
  athleteId: Scalars['ID']['input'];
  /** The mark; null clears it. */
  mark?: InputMaybe<AttendanceMark>;
};

/** What the roll says of an athlete at an occurrence. */
export type AttendanceMark =
  /** Missed it. */
  | 'absent'
  /** Missed it with a reason given beforehand. */
  | 'excused'
  /** Came late. */
  | 'late'
  /** Was there on time. */
  | 'present';

/** An athlete's (or a team's) attendance over a period: marks counted, and the share present or late. */
export type AttendanceRate = {
  __typename?: 'AttendanceRate';
  /** Absent. */
  absent: Scalars['Int']['output'];
  /** Excused. */
  excused: Scalars['Int']['output'];
  /** The first day of the period (ISO date, the organization's zone). */
  from: Scalars['String']['output'];
  /** Late. */
  late: Scalars['Int']['output'];
  /** Sessions with a mark. */
  marked: Scalars['Int']['output'];
  /** Present. */
  present: Scalars['Int']['output'];
  /** (present + late) / marked, 0 to 1; null when nothing is marked. */
  rate?: Maybe<Scalars['Float']['output']>;
};

/** What an audit row records: a read of an athlete's health data, or the kind of change made to a row. */
export type AuditAction =
  /** A row was archived (hidden from lists, kept for history). */
  | 'archive'
  /** A row was created. */
  | 'create'
  /** A row was deleted (kept here as it was). */
  | 'delete'
  /** A consent was granted. */
  | 'grant'
  /** Two rows were linked, such as a guardian and an athlete or a user and a company. */
  | 'link'
  /** An athlete moved between teams (one membership ended, another started). */
  | 'move'
  /** Someone read an athlete's health data (medical notes, emergency contact). */
  | 'read_health'
  /** An archived row was brought back. */
  | 'restore'
  /** A link between two rows was removed. */
  | 'unlink'
  /** A row was changed. */
  | 'update'
  /** A consent was withdrawn. */
  | 'withdraw';

/** One page of audit rows in the order asked for (then id). */
export type AuditLogConnection = {
  __typename?: 'AuditLogConnection';
  /** Cursor to pass as `after` for the next page, or null on the last page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** The rows of this page. */
  nodes: Array<AuditLogEntry>;
  /** How many rows match in all pages; counted only when asked for. */
  totalCount: Scalars['Int']['output'];
};

/**
 * One row of an organization's audit log: who did what to which row, and when. Rows are written in the
 * same transaction as the change they record (a change that fails leaves no row) and are never edited.
 * Only the organization's admins and super admins read them.
 */
export type AuditLogEntry = {
  __typename?: 'AuditLogEntry';
  /** What happened. */
  action: AuditAction;
  /** Who acted, or null for the system (seeds, jobs) or an account deleted since. */
  actor?: Maybe<User>;
  /** The row (or the changed fields) after a change, as JSON text; null for a read or an archive of a removed link. */
  after?: Maybe<Scalars['String']['output']>;
  /** The row (or the changed fields) before a change, as JSON text; null for a read or a creation. */
  before?: Maybe<Scalars['String']['output']>;
  /** When it happened. */
  createdAt: Scalars['DateTime']['output'];
  /** The id of the row concerned. */
  entityId: Scalars['ID']['output'];
  /** The kind of row concerned, e.g. `athlete`, `guardian_link`, `consent`, `company`, `sponsorship`, `company_contact`. */
  entityType: Scalars['String']['output'];
  /** Stable identifier (UUID). */
  id: Scalars['ID']['output'];
  /** The organization whose log holds the row. */
  organizationId: Scalars['ID']['output'];
  /** A short human-readable description, or null. */
  summary?: Maybe<Scalars['String']['output']>;
};

/** The order of the audit log. */
export type AuditLogSort =
  /** Newest first (the default). */
  | 'newest'
  /** Oldest first. */
  | 'oldest';

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

/** A physical site of an organization. Every member of the organization reads its branches. */
export type Branch = {
  __typename?: 'Branch';
  /** False while the site is closed for a while (it stays listed; archive hides it). */
  active: Scalars['Boolean']['output'];
  /** Postal address, or null. */
  address?: Maybe<Scalars['String']['output']>;
  /** When it was archived; null while in use. */
  archivedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Stable identifier (UUID). */
  id: Scalars['ID']['output'];
  /** Latitude in degrees (-90 to 90), or null. */
  latitude?: Maybe<Scalars['Float']['output']>;
  /** Longitude in degrees (-180 to 180), or null. */
  longitude?: Maybe<Scalars['Float']['output']>;
  /** Display name, e.g. 'Kadıköy'. */
  name: Scalars['String']['output'];
  /** The organization it belongs to. */
  organization: Organization;
  /** The organization it belongs to. */
  organizationId: Scalars['ID']['output'];
  /** Phone number, or null. */
  phone?: Maybe<Scalars['String']['output']>;
  /** How many teams (not archived, any season) train at the branch. */
  teamCount: Scalars['Int']['output'];
};

/** One page of branches. */
export type BranchConnection = {
  __typename?: 'BranchConnection';
  /** Cursor to pass as `after` for the next page, or null on the last page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** The branches of this page. */
  nodes: Array<Branch>;
  /** How many match in all pages; counted only when asked for. */
  totalCount: Scalars['Int']['output'];
};

/** A new branch, or changes to one (omitted fields stay as they are; null clears a nullable field). */
export type BranchInput = {
  /** Whether the site is open (default true). */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** At most 500 characters, or null. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** -90 to 90, or null. */
  latitude?: InputMaybe<Scalars['Float']['input']>;
  /** -180 to 180, or null. */
  longitude?: InputMaybe<Scalars['Float']['input']>;
  /** Required on create: 1 to 200 characters, unique in the organization regardless of case (CONFLICT). */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Digits, spaces, +, brackets and hyphens, 3 to 32 characters, or null. */
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** One day of a calendar grid. */
export type CalendarDay = {
  __typename?: 'CalendarDay';
  /** The day: an ISO date in the organization's time zone. */
  date: Scalars['String']['output'];
  /** How many of them `occurrences` leaves out. */
  hidden: Scalars['Int']['output'];
  /** How many occurrences start that day (an occurrence that began before the window counts on its first day). */
  total: Scalars['Int']['output'];
};

/**
 * The signed-in user's private calendar feed: a secret address (`https://…/calendar/<token>.ics`) that a
 * calendar app (Google Calendar, Apple Calendar, Outlook) subscribes to without signing in. It holds the
 * events the user reads right now (docs/domain.md, "Calendar feeds"): their teams' and branch's events and
 * the organization-wide ones, from 60 days back to 400 days ahead, a series as one repeating event with its
 * changed and cancelled dates, in the event's time zone. It carries the events' own details only, never who
 * takes part. Anyone with the address reads the feed: it is shown once, when created; a lost or shared
 * address is replaced with `createCalendarFeed`. A password change or a suspension of the account ends it.
 */
export type CalendarFeed = {
  __typename?: 'CalendarFeed';
  /** When this address was created (a rotation makes a new one). */
  createdAt: Scalars['DateTime']['output'];
  /** When a calendar app last fetched it (to the minute); null before the first fetch. */
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  /**
   * The feed's address, with its secret token: only in the answer of `createCalendarFeed` (only a hash of
   * the token is kept, so it cannot be shown again); null when read through `calendarFeed`.
   */
  url?: Maybe<Scalars['String']['output']>;
};

/**
 * A month grid's window: a few occurrences a day and how many each day holds, so that a school with
 * hundreds of teams answers a month in the same size as a small one (the others open in the day view).
 */
export type CalendarGrid = {
  __typename?: 'CalendarGrid';
  /** Every day of the window on which an occurrence starts, in order. */
  days: Array<CalendarDay>;
  /** The first `perDay` occurrences that start on each day (in the organization's time zone), by start. */
  occurrences: Array<EventOccurrence>;
};

/** An online card payment begun at the provider: where the family pays. */
export type CardCheckout = {
  __typename?: 'CardCheckout';
  /** The provider's reference of this payment (a Stripe Checkout Session id). */
  providerReference: Scalars['String']['output'];
  /** The provider's payment page, to open in the browser. */
  url: Scalars['String']['output'];
};

/**
 * A qualification of a professional: a coaching licence, a first-aid certificate… Read as
 * `Professional.certifications` is.
 */
export type Certification = {
  __typename?: 'Certification';
  /** When it was archived; null while kept. */
  archivedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When it was recorded. */
  createdAt: Scalars['DateTime']['output'];
  /** Days from today to the expiry date (negative once expired); null without one. */
  daysToExpiry?: Maybe<Scalars['Int']['output']>;
  /** The scanned document as an https address or a same-site path, or null. */
  documentUrl?: Maybe<Scalars['String']['output']>;
  /** Expiry date (YYYY-MM-DD), or null when it does not expire. */
  expiresOn?: Maybe<Scalars['String']['output']>;
  /** Stable identifier (UUID). */
  id: Scalars['ID']['output'];
  /** Date of issue (YYYY-MM-DD), or null. */
  issuedOn?: Maybe<Scalars['String']['output']>;
  /** Who issued it, e.g. 'TFF'. */
  issuer: Scalars['String']['output'];
  /** What kind of qualification it is. */
  kind: CertificationKind;
  /** Its name, e.g. 'UEFA B Antrenör Lisansı'. */
  name: Scalars['String']['output'];
  /** The certificate number, or null. */
  number?: Maybe<Scalars['String']['output']>;
  /** The professional holding it. */
  professional: Professional;
  /** The professional holding it. */
  professionalId: Scalars['ID']['output'];
  /** Where it stands today. */
  status: CertificationStatus;
};

/** One page of certifications. */
export type CertificationConnection = {
  __typename?: 'CertificationConnection';
  /** Cursor to pass as `after` for the next page, or null on the last page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** The certifications of this page. */
  nodes: Array<Certification>;
  /** How many match in all pages; counted only when asked for. */
  totalCount: Scalars['Int']['output'];
};

/** A new certification, or changes to one (omitted fields stay as they are; null clears a nullable field). */
export type CertificationInput = {
  /** An https address or a same-site path of at most 2048 characters, or null. */
  documentUrl?: InputMaybe<Scalars['String']['input']>;
  /** An ISO date on or after issuedOn, or null when it does not expire. */
  expiresOn?: InputMaybe<Scalars['String']['input']>;
  /** An ISO date (YYYY-MM-DD) not in the future, or null. */
  issuedOn?: InputMaybe<Scalars['String']['input']>;
  /** Required on create, 1 to 200 characters. */
  issuer?: InputMaybe<Scalars['String']['input']>;
  /** Required on create. */
  kind?: InputMaybe<CertificationKind>;
  /** Required on create, 1 to 200 characters. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** At most 100 characters, or null. */
  number?: InputMaybe<Scalars['String']['input']>;
};

/** A kind of qualification a professional holds. */
export type CertificationKind =
  /** A coaching licence (UEFA, TFF, FIBA, federation levels…). */
  | 'coaching_licence'
  /** First aid or CPR. */
  | 'first_aid'
  /** A strength, conditioning or fitness qualification. */
  | 'fitness'
  /** A lifeguard or pool safety certificate. */
  | 'lifeguard'
  /** A physiotherapy, medical or sports science qualification. */
  | 'medical'
  /** Anything else. */
  | 'other'
  /** A refereeing licence. */
  | 'referee';

/** Where a certification stands today. */
export type CertificationStatus =
  /** Valid, expiring in more than 60 days. */
  | 'current'
  /** Past its expiry date. */
  | 'expired'
  /** Valid, expiring within 60 days. */
  | 'expiring_soon'
  /** Valid, with no expiry date. */
  | 'valid';

/** A new password for the signed-in person, confirmed with the current one. */
export type ChangeMyPasswordInput = {
  /** The password the account has now. */
  currentPassword: Scalars['String']['input'];
  /** The new password: 8 to 256 characters (the sign-up rule), different from the current one. */
  newPassword: Scalars['String']['input'];
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
  /** Text of the newest message (in the request's language (`Accept-Language`, en or tr) when it has a translation), or null while the chat is empty. */
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
  /** Status text, in the request's language (`Accept-Language`, en or tr) when it has a translation; 'Hi there! I'm using Arena Chat.' (or its Turkish) unless the user wrote their own. */
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
  /** Job title, or null; in the request's language (`Accept-Language`, en or tr) when it has a translation. */
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
  /** The text, 1 to 4000 characters; in the request's language (`Accept-Language`, en or tr) when it has a translation (over WebSocket: the connection's `language` parameter). */
  value: Scalars['String']['output'];
};

/** The signed-in user as chat shows them. */
export type ChatProfile = {
  __typename?: 'ChatProfile';
  /** Status text, in the request's language (`Accept-Language`, en or tr) when it has a translation; 'Hi there! I'm using Arena Chat.' (or its Turkish) unless the user wrote their own. */
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
 * A sponsor company of an organization, with its tax number and the company users who act for it.
 *
 * Who sees what: super admins every company; an organization's admins and its branch and department
 * admins the companies of that organization; a company user the companies they are a contact of (never an
 * archived one). Parents and regular users read no company (the public `sponsors` list shows them names
 * and logos only). Only super admins and organization admins change companies and their contacts.
 */
export type Company = {
  __typename?: 'Company';
  /** When the company was archived, or null while it is active. */
  archivedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The company users who act for the company, oldest link first. */
  contacts: Array<CompanyContact>;
  /** When the company was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Contact e-mail address, or null. */
  email?: Maybe<Scalars['String']['output']>;
  /** Stable identifier (UUID). */
  id: Scalars['ID']['output'];
  /** Logo as an http(s) address or a same-site path, or null. */
  logo?: Maybe<Scalars['String']['output']>;
  /** Trade name, 1 to 200 characters. */
  name: Scalars['String']['output'];
  /** The organization the company sponsors. */
  organizationId: Scalars['ID']['output'];
  /** Contact phone number, or null. */
  phone?: Maybe<Scalars['String']['output']>;
  /** The company's sponsorships that are not archived, newest start first. */
  sponsorships: Array<Sponsorship>;
  /** Turkish tax identification number (VKN): 10 digits with a valid check digit; null when not recorded. */
  taxNumber?: Maybe<Scalars['String']['output']>;
  /** The tax office (vergi dairesi) the number is registered with, or null. */
  taxOffice?: Maybe<Scalars['String']['output']>;
  /** When the company was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** Web site as an http(s) address, or null. */
  website?: Maybe<Scalars['String']['output']>;
};

/** One page of companies in the order asked for (then id). */
export type CompanyConnection = {
  __typename?: 'CompanyConnection';
  /** Cursor to pass as `after` for the next page, or null on the last page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** The companies of this page. */
  nodes: Array<Company>;
  /** How many companies match in all pages; counted only when asked for. */
  totalCount: Scalars['Int']['output'];
};

/** A company user who acts for a company: they read the company and its sponsorships. */
export type CompanyContact = {
  __typename?: 'CompanyContact';
  /** The company. */
  companyId: Scalars['ID']['output'];
  /** When the user was linked to the company. */
  createdAt: Scalars['DateTime']['output'];
  /** Stable identifier of the link (UUID). */
  id: Scalars['ID']['output'];
  /** The user (who holds the company role in the company's organization). */
  user: User;
};

/** A new company. Fields are nullable so that a missing one is reported in `fieldErrors`. */
export type CompanyInput = {
  /** A valid e-mail address. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** An http(s) address or a same-site path, at most 2048 characters. */
  logo?: InputMaybe<Scalars['String']['input']>;
  /** Required, 1 to 200 characters. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The organization; defaults to the viewer's. Only a super admin names another one. */
  organizationId?: InputMaybe<Scalars['ID']['input']>;
  /** Digits, spaces, brackets, hyphens and a leading +, 3 to 32 characters. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** 10 digits with a valid VKN check digit; unique among the organization's companies. Blank for none. */
  taxNumber?: InputMaybe<Scalars['String']['input']>;
  /** At most 100 characters. */
  taxOffice?: InputMaybe<Scalars['String']['input']>;
  /** An http(s) address. */
  website?: InputMaybe<Scalars['String']['input']>;
};

/** Changes to a company; omitted fields stay as they are, null (or blank) clears a nullable field. */
export type CompanyPatch = {
  /** As in CompanyInput. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** As in CompanyInput. */
  logo?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 200 characters; cannot be cleared. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** As in CompanyInput. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** As in CompanyInput. */
  taxNumber?: InputMaybe<Scalars['String']['input']>;
  /** As in CompanyInput. */
  taxOffice?: InputMaybe<Scalars['String']['input']>;
  /** As in CompanyInput. */
  website?: InputMaybe<Scalars['String']['input']>;
};

/** The order of the companies list. */
export type CompanySort =
  /** By name A to Z in alphabet order (the default). */
  | 'name_asc'
  /** By name Z to A. */
  | 'name_desc'
  /** Newest first. */
  | 'newest'
  /** Oldest first. */
  | 'oldest';

/**
 * A guardian's consent to one purpose for one athlete. Withdrawing keeps the row (who withdrew and when);
 * granting again adds a new one. At most one consent per athlete and purpose is active.
 */
export type Consent = {
  __typename?: 'Consent';
  /** Whether it holds (not withdrawn). */
  active: Scalars['Boolean']['output'];
  /** The athlete. */
  athleteId: Scalars['ID']['output'];
  /** When it was given. */
  grantedAt: Scalars['DateTime']['output'];
  /** The legal guardian who gave it; null if their account was deleted since. */
  grantedBy?: Maybe<User>;
  /** Stable identifier (UUID). */
  id: Scalars['ID']['output'];
  /** What is consented to. */
  purpose: ConsentPurpose;
  /** The version of the consent text accepted, when it was given on a registration; null otherwise. */
  textVersion?: Maybe<Scalars['Int']['output']>;
  /** When it was withdrawn, or null while active. */
  withdrawnAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who withdrew it (a guardian or an admin), or null. */
  withdrawnBy?: Maybe<User>;
};

/**
 * What a guardian consents to on an athlete's behalf. Features that publish photos or results read them:
 * a photo is shown beyond the athlete's own people only while a `photos` consent is active.
 */
export type ConsentPurpose =
  /** Keeping health data (medical notes) for the athlete's safety. */
  | 'health_data'
  /** Marketing messages from the school and its sponsors. */
  | 'marketing'
  /** Taking and showing photos of the athlete. */
  | 'photos'
  /** Publishing the athlete's name with match and tournament results. */
  | 'publishing_results'
  /** Registration with the school and processing of the athlete's personal data for it. */
  | 'registration';

/**
 * One version of the text a guardian accepts for a consent purpose. A published version never changes: a
 * new wording is a new version, and what each guardian accepted stays readable.
 */
export type ConsentText = {
  __typename?: 'ConsentText';
  /** Stable identifier (UUID). */
  id: Scalars['ID']['output'];
  /** When this version was published. */
  publishedAt: Scalars['DateTime']['output'];
  /** What the consent is for. */
  purpose: ConsentPurpose;
  /** Whether a registration is refused without it (registration and health data). */
  required: Scalars['Boolean']['output'];
  /** The text in English. */
  textEn: Scalars['String']['output'];
  /** The text in Turkish. */
  textTr: Scalars['String']['output'];
  /** 1 for the first text of the purpose, then 2, 3… */
  version: Scalars['Int']['output'];
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
  /** Company, or null; in the request's language (`Accept-Language`, en or tr) when it has a translation. */
  company?: Maybe<Scalars['String']['output']>;
  /** E-mail addresses in the order the user put them. */
  emails: Array<ContactEmail>;
  /** Stable identifier (UUID). */
  id: Scalars['ID']['output'];
  /** Full name; the list is sorted and searched by it. */
  name: Scalars['String']['output'];
  /** Notes as sanitised HTML, or null; in the request's language (`Accept-Language`, en or tr) when it has a translation. */
  notes?: Maybe<Scalars['String']['output']>;
  /** Phone numbers in the order the user put them. */
  phoneNumbers: Array<ContactPhoneNumber>;
  /** Ids of the contact tags it carries. */
  tags: Array<Scalars['ID']['output']>;
  /** Job title, or null; in the request's language (`Accept-Language`, en or tr) when it has a translation. */
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
 * whole list. Editing a translated text replaces it in every language; a value equal to the text as read in the request's language changes nothing, so a contact read and sent back whole keeps its other-language text.
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
  /** Display title, unique in the organization regardless of letter case; in the request's language (`Accept-Language`, en or tr) when it has a translation. */
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
  /** Short name in the request's language (English: the reference data's name; others: ICU region names). */
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

/** A new athlete. Fields are nullable so that a missing one is reported in `fieldErrors` (BAD_USER_INPUT). */
export type CreateAthleteInput = {
  /** At most 500 characters. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** Required: ISO date (YYYY-MM-DD), from 1900 and not in the future. */
  birthDate?: InputMaybe<Scalars['String']['input']>;
  /** At most 20 documents. */
  documents?: InputMaybe<Array<AthleteDocumentInput>>;
  /** A valid address, at most 254 characters. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** At most 200 characters. */
  emergencyContactName?: InputMaybe<Scalars['String']['input']>;
  /** As `phone`. */
  emergencyContactPhone?: InputMaybe<Scalars['String']['input']>;
  /** Required, 1 to 100 characters. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  gender?: InputMaybe<AthleteGender>;
  /** Jersey number in that team, 0 to 99. */
  jerseyNumber?: InputMaybe<Scalars['Int']['input']>;
  /** Required, 1 to 100 characters. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** At most 40 letters, digits, spaces, dots, slashes or hyphens; unique in the organization (CONFLICT). */
  licenceNumber?: InputMaybe<Scalars['String']['input']>;
  /**
   * The organization to add the athlete to: the viewer's own when omitted. Only a super admin names
   * another one.
   */
  organizationId?: InputMaybe<Scalars['ID']['input']>;
  /** Digits, spaces, brackets, hyphens and a leading +, 3 to 32 characters. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** A same-site path or an https address, at most 2048 characters. */
  photo?: InputMaybe<Scalars['String']['input']>;
  /** Position in that team, at most 60 characters. */
  position?: InputMaybe<Scalars['String']['input']>;
  /** Default `active`. */
  status?: InputMaybe<AthleteStatus>;
  /**
   * A team to join at once (its current member from today, or from its season's first day when the season
   * has not begun). Branch and department admins must name a team of their branch or department: the
   * athlete is in their sight through it. A team of a season that has ended or is archived takes no new
   * athlete (BAD_USER_INPUT on `teamId`, naming the season).
   */
  teamId?: InputMaybe<Scalars['ID']['input']>;
};

/** A new organization with its first administrator. */
export type CreateOrganizationInput = {
  /** At most 500 characters, or null. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** Required: the account that administers the organization. */
  admin?: InputMaybe<OrganizationAdminInput>;
  /** A valid e-mail address, or null. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** `en` or `tr` (default `tr`). */
  locale?: InputMaybe<Scalars['String']['input']>;
  /** An https address or a same-site path of at most 2048 characters, or null. */
  logo?: InputMaybe<Scalars['String']['input']>;
  /** Required, 1 to 200 characters. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Digits, spaces, +, brackets and hyphens, 3 to 32 characters, or null. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Id of a subscription plan, or null for none. */
  planId?: InputMaybe<Scalars['ID']['input']>;
  /** Required, 2 to 60 lower-case letters, digits and single hyphens; unique (CONFLICT otherwise). */
  slug?: InputMaybe<Scalars['String']['input']>;
  /** An IANA time zone such as `Europe/Istanbul` (the default), at most 64 characters. */
  timeZone?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  type?: InputMaybe<OrganizationType>;
};

/** A new professional record for an existing user of the organization. */
export type CreateProfessionalInput = {
  /** Plain text, at most 2000 characters, or null. */
  bio?: InputMaybe<Scalars['String']['input']>;
  /** At most 10, each 1 to 60 characters. */
  specialties?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Required, 1 to 100 characters. */
  title?: InputMaybe<Scalars['String']['input']>;
  /** Required: a user of the organization who is not a professional there yet (CONFLICT otherwise). */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** A sport or age section of an organization, across its branches. */
export type Department = {
  __typename?: 'Department';
  /** When it was archived; null while in use. */
  archivedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Stable identifier (UUID). */
  id: Scalars['ID']['output'];
  /** Display name, e.g. 'Futbol'. */
  name: Scalars['String']['output'];
  /** The organization it belongs to. */
  organization: Organization;
  /** The organization it belongs to. */
  organizationId: Scalars['ID']['output'];
  /** The sport it runs. */
  sport: Sport;
};

/** One page of departments. */
export type DepartmentConnection = {
  __typename?: 'DepartmentConnection';
  /** Cursor to pass as `after` for the next page, or null on the last page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** The departments of this page. */
  nodes: Array<Department>;
  /** How many match in all pages; counted only when asked for. */
  totalCount: Scalars['Int']['output'];
};

/** A new department, or changes to one (omitted fields stay as they are). */
export type DepartmentInput = {
  /** Required on create: 1 to 200 characters, unique in the organization regardless of case (CONFLICT). */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Required on create. */
  sport?: InputMaybe<Sport>;
};

/** Whether a discount is a share of the amount or a fixed amount. */
export type DiscountKind =
  /** A fixed amount off (never below zero). */
  | 'AMOUNT'
  /** A percentage of what is left before it (0.01 to 100). */
  | 'PERCENT';

/** A kind of document a user may upload (spec 001 §9). */
export type DocumentType = {
  __typename?: 'DocumentType';
  /** Accepted file extensions with their dot, e.g. .pdf. */
  allowedExtensions: Array<Scalars['String']['output']>;
  /** What the document is for, in the request's language (`Accept-Language`, en or tr) when it has a translation. */
  description: Scalars['String']['output'];
  /** Stable identifier (UUID). */
  id: Scalars['ID']['output'];
  /** Display name, e.g. 'Identity document', in the request's language (`Accept-Language`, en or tr) when it has a translation. */
  name: Scalars['String']['output'];
};

/**
 * A request to erase what is held about an athlete (the law on personal data: KVKK art. 7 and 11, GDPR
 * art. 17). Completing it keeps the athlete's row under a neutral name with the gender, birth year and
 * attendance (the school's accounts and statistics need them) and deletes the rest: details, health notes,
 * photo, documents, guardian links, consents, the registrations' guardians, consents and notes.
 */
export type ErasureRequest = {
  __typename?: 'ErasureRequest';
  /** The athlete it is about. */
  athleteId: Scalars['ID']['output'];
  /** The athlete's name now (the neutral name once the data is erased). */
  athleteName: Scalars['String']['output'];
  /** When it was completed or declined; null while open. */
  decidedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Stable identifier (UUID). */
  id: Scalars['ID']['output'];
  /** What the guardian wrote with the request. */
  note?: Maybe<Scalars['String']['output']>;
  /** Why the school declined. */
  reason?: Maybe<Scalars['String']['output']>;
  /** When it was asked for. */
  requestedAt: Scalars['DateTime']['output'];
  /** The name of whoever asked: a legal guardian, or the admin who recorded a request received in writing. */
  requestedBy?: Maybe<Scalars['String']['output']>;
  /** Requested, completed or declined. */
  status: ErasureStatus;
};

/** Where an erasure request stands. */
export type ErasureStatus =
  /** Done: the athlete's row anonymised, everything else about the child and the family deleted. */
  | 'completed'
  /** Declined by the school, with a reason mailed to whoever asked. */
  | 'declined'
  /** Asked for; an admin of the athlete's scope completes or declines it. */
  | 'requested';

/**
 * The machine-readable reason carried in `extensions.code` of every error the API returns.
 * The REST facade maps each code to one HTTP status.
 */
export type ErrorCode =
  /** The request itself is malformed: unparsable JSON or GraphQL, an unknown field, a limit exceeded. HTTP 400 (413 for bodies over the size limit). */
  | 'BAD_REQUEST'
  /** An input value failed validation; `extensions.fieldErrors` names the fields with an English message each, `extensions.fieldErrorCodes` with a `FieldErrorCode` each (clients translate those), and `extensions.fieldErrorLimits`, for a field refused for its length, count or range, the bounds (`{ min, max }`: numbers of characters or entries, or `YYYY-MM-DD` dates). HTTP 400. */
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
  /** The organization's storage is full: the file would take it past its subscription plan's quota, and nothing was stored. HTTP 413. */
  | 'QUOTA_EXCEEDED'
  /** Too many attempts; `extensions.retryAfterSeconds` says when to try again. HTTP 429. */
  | 'RATE_LIMITED'
  /** The request carries no valid access token, or the token has expired. HTTP 401. */
  | 'UNAUTHENTICATED'
  /** The service cannot answer right now (its database is unreachable); `extensions.retryAfterSeconds` says when to try again. HTTP 503 with `Retry-After`. */
  | 'UNAVAILABLE';

/**
 * An event of an organization: a single one or a series of occurrences (trainings every Tuesday and
 * Thursday). Times are instants; the series repeats in `timeZone`. Read through `calendar`, which expands
 * the occurrences of a window, and `event`.
 */
export type Event = {
  __typename?: 'Event';
  /** The branch of a branch-scoped event; null otherwise. */
  branch?: Maybe<Branch>;
  /** The branch of a branch-scoped event; null otherwise. */
  branchId?: Maybe<Scalars['ID']['output']>;
  /** Whether the viewer may change it. */
  canEdit: Scalars['Boolean']['output'];
  /** How many may take part; null for no limit. */
  capacity?: Maybe<Scalars['Int']['output']>;
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** When the (first) occurrence ends. */
  endsAt: Scalars['DateTime']['output'];
  /** The fee in minor units of the organization's currency (kuruş); null when free. */
  feeMinor?: Maybe<Scalars['Int']['output']>;
  /** Stable identifier (UUID). */
  id: Scalars['ID']['output'];
  /** Notes for those invited. */
  notes?: Maybe<Scalars['String']['output']>;
  /** The organization it belongs to. */
  organizationId: Scalars['ID']['output'];
  /** How it repeats; null for a single event. */
  recurrence?: Maybe<Recurrence>;
  /** Who it is for. */
  scope: EventScope;
  /** The series this one was split from by a 'this and following' change; null otherwise. */
  splitFromId?: Maybe<Scalars['ID']['output']>;
  /** When the (first) occurrence starts. */
  startsAt: Scalars['DateTime']['output'];
  /** Scheduled, cancelled or done (for the whole series; an occurrence may differ). */
  status: EventStatus;
  /** The teams of a team-scoped event (empty otherwise). */
  teamIds: Array<Scalars['ID']['output']>;
  /** The teams of a team-scoped event (empty otherwise). */
  teams: Array<Team>;
  /** The IANA time zone its series repeats in (the organization's, e.g. Europe/Istanbul). */
  timeZone: Scalars['String']['output'];
  /** Its title. */
  title: Scalars['String']['output'];
  /** Training, match, camp, tryout, meeting or social. */
  type: EventType;
  /** When it was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** Where it takes place, in words (a pitch, an address); null when only a branch is named. */
  venue?: Maybe<Scalars['String']['output']>;
  /** The branch it takes place at, if at one of the organization's branches. */
  venueBranch?: Maybe<Branch>;
  /** The branch it takes place at, if at one of the organization's branches. */
  venueBranchId?: Maybe<Scalars['ID']['output']>;
};

/** Which occurrences of a series a change applies to. */
export type EventEditMode =
  /** The whole series (also the answer for an event that does not repeat). */
  | 'ALL'
  /**
   * The occurrence named by `occurrenceStart` and every later one: the series ends before it and a new
   * series, with the change, starts with it.
   */
  | 'FOLLOWING'
  /** Only the occurrence named by `occurrenceStart`: it gets its own stored row; the series is unchanged. */
  | 'THIS';

/** A new event, or changes to one (omitted fields stay as they are). */
export type EventInput = {
  /** Required with scope `branch`: a branch of the organization that is not archived. */
  branchId?: InputMaybe<Scalars['ID']['input']>;
  /** 1 to 10000; null for no limit. */
  capacity?: InputMaybe<Scalars['Int']['input']>;
  /** Required on create: after `startsAt`, at most 14 days later. */
  endsAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** 0 to 100000000 minor units; null when free. */
  feeMinor?: InputMaybe<Scalars['Int']['input']>;
  /** At most 2000 characters; empty or null for none. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** How it repeats; null makes it a single event. */
  recurrence?: InputMaybe<RecurrenceInput>;
  /** Required on create. */
  scope?: InputMaybe<EventScope>;
  /** Required on create. */
  startsAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** Scheduled, cancelled or done. */
  status?: InputMaybe<EventStatus>;
  /** Required with scope `teams`: 1 to 50 teams of the organization that are not archived. */
  teamIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Required on create: 1 to 200 characters. */
  title?: InputMaybe<Scalars['String']['input']>;
  /** Required on create. */
  type?: InputMaybe<EventType>;
  /** Where, in words: at most 200 characters; empty or null for none. */
  venue?: InputMaybe<Scalars['String']['input']>;
  /** A branch of the organization it takes place at; null for none. */
  venueBranchId?: InputMaybe<Scalars['ID']['input']>;
};

/**
 * One occurrence of an event on the calendar: the event's own times for a single event, or one date of a
 * series, with the changes made to that date alone.
 */
export type EventOccurrence = {
  __typename?: 'EventOccurrence';
  /**
   * The athletes invited (team events only; empty for branch and organization events) as the viewer may
   * see them: staff and admins of the event see all, a guardian their own children, anyone else none.
   */
  attendees: Array<OccurrenceAttendee>;
  /** Whether this date was changed on its own (moved, renamed, cancelled). */
  changed: Scalars['Boolean']['output'];
  /** When it ends. */
  endsAt: Scalars['DateTime']['output'];
  /** The event (series) it belongs to. */
  event: Event;
  /** The event (series) it belongs to. */
  eventId: Scalars['ID']['output'];
  /** Stable identifier: the event's id and the occurrence's original start, e.g. `<uuid>@2026-12-01T14:00:00.000Z`. */
  id: Scalars['ID']['output'];
  /** Notes for this date, or the event's. */
  notes?: Maybe<Scalars['String']['output']>;
  /** When the series put it originally; names the occurrence in changes (`occurrenceStart`). */
  originalStart: Scalars['DateTime']['output'];
  /** The answers of everyone invited, counted (staff and admins of the event; null for anyone else). */
  rsvpCounts?: Maybe<RsvpCounts>;
  /** When it starts (moved if it was changed alone). */
  startsAt: Scalars['DateTime']['output'];
  /** Its status (the event's, unless changed for this date). */
  status: EventStatus;
  /** Its title (the event's, unless changed for this date). */
  title: Scalars['String']['output'];
  /** Where it takes place, in words, if set for this date or the event. */
  venue?: Maybe<Scalars['String']['output']>;
};

/** Who an event is for, which decides who sees it and who may change it (docs/domain.md, "Activity"). */
export type EventScope =
  /**
   * One branch: its admins, the staff of its teams and the guardians of their athletes read it. Changed by
   * the admins of the organization and of the branch.
   */
  | 'branch'
  /**
   * The whole organization: every member reads it (companies and regular users included). Changed by the
   * organization's admins.
   */
  | 'organization'
  /**
   * One or more teams: the admins of their scope, their staff and the guardians of their athletes read it.
   * Changed by the admins of every team's scope and by a coach who is staff of every team.
   */
  | 'teams';

/** Whether an event (or one occurrence of it) takes place. */
export type EventStatus =
  /** Called off; it stays on the calendar, marked as cancelled. */
  | 'cancelled'
  /** Took place and is closed. */
  | 'done'
  /** Planned and taking place. */
  | 'scheduled';

/** What kind of activity an event is. */
export type EventType =
  /** A camp (usually several days). */
  | 'camp'
  /** A match. */
  | 'match'
  /** A meeting (for example with the parents). */
  | 'meeting'
  /** A social event. */
  | 'social'
  /** A training session. */
  | 'training'
  /** A tryout for new athletes. */
  | 'tryout';

/** What assigning a plan did: the invoices made, and how many already existed. */
export type FeeAssignment = {
  __typename?: 'FeeAssignment';
  /** How many athletes the plan was assigned to. */
  athletes: Scalars['Int']['output'];
  /** The invoices made now, by due date then athlete. */
  invoices: Array<Invoice>;
  /** The plan as it is now (its newcomer teams included). */
  plan: FeePlan;
  /** How many invoices were there already for the same athlete, plan and period (an assignment never bills twice). */
  skipped: Scalars['Int']['output'];
};

/** A discount of a fee plan or of one assignment (sibling, scholarship…). */
export type FeeDiscount = {
  __typename?: 'FeeDiscount';
  /** A percentage or an amount. */
  kind: DiscountKind;
  /** What the family reads on the invoice, e.g. 'Kardeş indirimi'. */
  label: Scalars['String']['output'];
  /** The percentage ('10', '12.5') or the amount ('150.00') as decimal text. */
  value: Scalars['String']['output'];
};

/** A discount to apply, in the order given: each on what the ones before left. */
export type FeeDiscountInput = {
  /** A percentage or an amount. */
  kind: DiscountKind;
  /** What the family reads on the invoice, 1 to 100 characters. */
  label: Scalars['String']['input'];
  /** The percentage (0.01 to 100, at most two decimals) or the amount (at most two decimals) as decimal text. */
  value: Scalars['String']['input'];
};

/**
 * How a fee plan bills: a season fee in instalments, monthly dues, or a one-off fee (camp, kit,
 * tournament entry).
 */
export type FeeKind =
  /** The same amount every month, for as many months as the plan says. */
  | 'MONTHLY'
  /** One invoice of the whole amount. */
  | 'ONE_OFF'
  /** A season fee split into equal instalments (the larger ones first), one a month. */
  | 'SEASON';

/**
 * A fee plan of an organization: what it bills, how much, in how many parts and when. Read and changed by
 * the organization's admins; a branch admin reads them to assign them to their branch's teams.
 */
export type FeePlan = {
  __typename?: 'FeePlan';
  /** The season fee's total, each month's dues or the one-off amount, as decimal text. */
  amount: Scalars['String']['output'];
  /** When it was archived (no new assignments), or null. */
  archivedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When it was made. */
  createdAt: Scalars['DateTime']['output'];
  /** The ISO 4217 code of the currency, e.g. 'TRY'. */
  currency: Scalars['String']['output'];
  /** The discounts every assignment of the plan gets, in order. */
  discounts: Array<FeeDiscount>;
  /** The due date of the first invoice (YYYY-MM-DD); each next one falls a month later. */
  firstDueOn: Scalars['String']['output'];
  /** Stable identifier (UUID). */
  id: Scalars['ID']['output'];
  /** How many invoices an assignment makes: instalments of a season fee, months of dues; 1 for a one-off fee. */
  instalments: Scalars['Int']['output'];
  /** Season fee, monthly dues or one-off. */
  kind: FeeKind;
  /** The name on every invoice line, e.g. 'Sezon aidatı 2026–2027'. */
  name: Scalars['String']['output'];
  /**
   * The teams whose newcomers the plan bills: a child admitted to one of them from an approved registration
   * gets the plan's invoices that are not due yet, in the same transaction as the approval.
   */
  newcomerTeams: Array<FeePlanTeam>;
  /** The organization it belongs to. */
  organizationId: Scalars['ID']['output'];
  /** The tax rate in percent ('0' for a receipt of an association, '20' for VAT). */
  taxRate: Scalars['String']['output'];
};

/** A new fee plan. */
export type FeePlanInput = {
  /** More than zero, at most two decimals, e.g. '1000.00'. */
  amount: Scalars['String']['input'];
  /** An ISO 4217 code; TRY when left out. */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** At most 5 discounts every assignment gets, in order. */
  discounts?: InputMaybe<Array<FeeDiscountInput>>;
  /** The first due date (YYYY-MM-DD). */
  firstDueOn: Scalars['String']['input'];
  /** 1 to 24; must be 1 for a one-off fee. */
  instalments: Scalars['Int']['input'];
  /** Season fee, monthly dues or one-off. */
  kind: FeeKind;
  /** 1 to 120 characters. */
  name: Scalars['String']['input'];
  /** 0 to 100 percent with at most two decimals; 0 when left out. */
  taxRate?: InputMaybe<Scalars['String']['input']>;
};

/** A team a fee plan bills the newcomers of. */
export type FeePlanTeam = {
  __typename?: 'FeePlanTeam';
  /** The team's name. */
  name: Scalars['String']['output'];
  /** The team's id. */
  teamId: Scalars['ID']['output'];
};

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
  /** The value lies outside its allowed range, such as a birth date in the future; `extensions.fieldErrorLimits` names the bounds. */
  | 'out_of_range'
  /** A value is required and none was given (or only blanks). */
  | 'required'
  /** The text is longer than the field allows. */
  | 'too_long'
  /** The list has more entries than allowed. */
  | 'too_many'
  /** The text is shorter than the field allows. */
  | 'too_short';

/** What is still to pay in one team or branch. */
export type FinanceGroup = {
  __typename?: 'FinanceGroup';
  /** The team's or branch's id, or null for invoices billed without one. */
  id?: Maybe<Scalars['ID']['output']>;
  /** Its name, or null for invoices billed without one. */
  name?: Maybe<Scalars['String']['output']>;
  /** What is still to pay on its invoices. */
  outstanding: Scalars['String']['output'];
  /** The part of it past its due date. */
  overdue: Scalars['String']['output'];
};

/** Money of one month: what fell due and what came in. */
export type FinanceMonth = {
  __typename?: 'FinanceMonth';
  /** The total of the invoices due in the month (the plan), void ones left out. */
  billed: Scalars['String']['output'];
  /** The payments received in the month. */
  collected: Scalars['String']['output'];
  /** The month, YYYY-MM. */
  month: Scalars['String']['output'];
};

/**
 * An organization's money in one currency, read from its invoices and payments: for the admins who handle
 * it (a branch admin: their branch's invoices). Anyone else reads zeros.
 */
export type FinanceSummary = {
  __typename?: 'FinanceSummary';
  /** Every issued invoice's total. */
  billed: Scalars['String']['output'];
  /** Outstanding and overdue by branch, most outstanding first. */
  branches: Array<FinanceGroup>;
  /** Every payment allocated to an invoice. */
  collected: Scalars['String']['output'];
  /** Of what fell due until today, the share paid (0 to 1); null when nothing fell due yet. */
  collectionRate?: Maybe<Scalars['Float']['output']>;
  /** The ISO 4217 code every amount is in. */
  currency: Scalars['String']['output'];
  /** The last twelve months, oldest first: billed (due in the month) against collected. */
  months: Array<FinanceMonth>;
  /** What is still to pay. */
  outstanding: Scalars['String']['output'];
  /** What is still to pay past its due date. */
  overdue: Scalars['String']['output'];
  /** How many invoices are overdue. */
  overdueCount: Scalars['Int']['output'];
  /** The ten latest payments. */
  recentPayments: Array<Payment>;
  /** Outstanding and overdue by team, most outstanding first. */
  teams: Array<FinanceGroup>;
};

/** Asks for a password reset link. */
export type ForgotPasswordInput = {
  /** The email address the link is sent to if an account uses it. */
  email: Scalars['String']['input'];
};

/** A consent to record. */
export type GrantConsentInput = {
  /** Required: the athlete. */
  athleteId?: InputMaybe<Scalars['ID']['input']>;
  /**
   * The legal guardian who consents. A guardian granting for themselves leaves it out; an admin recording
   * a consent given on paper names the guardian (a linked legal guardian of the athlete).
   */
  guardianUserId?: InputMaybe<Scalars['ID']['input']>;
  /** Required. */
  purpose?: InputMaybe<ConsentPurpose>;
};

/**
 * What `inviteGuardian` answers: the same whether the address was new (an account was made, linked and
 * invited) or already had an account (its owner was told by mail, nothing was made).
 */
export type GuardianInvitation = {
  __typename?: 'GuardianInvitation';
  /** The athlete the guardian was invited for. */
  athleteId: Scalars['ID']['output'];
  /** The address the invitation was sent to, as given (blanks around it removed). */
  email: Scalars['String']['output'];
};

/**
 * A parent or other adult who looks after an athlete. A child may have several guardians and a guardian
 * several children (siblings); at most one link of a child is primary.
 */
export type GuardianLink = {
  __typename?: 'GuardianLink';
  /** When the link was removed (kept for history), or null while it holds. */
  archivedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The athlete. */
  athleteId: Scalars['ID']['output'];
  /** When the link was made. */
  createdAt: Scalars['DateTime']['output'];
  /** The guardian's account. */
  guardian: User;
  /** Stable identifier (UUID). */
  id: Scalars['ID']['output'];
  /** Whether this is the first guardian to contact; at most one per athlete. */
  isPrimary: Scalars['Boolean']['output'];
  /** Whether the guardian has legal custody: only legal guardians give and withdraw consents. */
  legalGuardian: Scalars['Boolean']['output'];
  /** Whether the guardian may pick the athlete up after training. */
  mayPickUp: Scalars['Boolean']['output'];
  /** How the guardian is related to the athlete. */
  relationship: GuardianRelationship;
};

/** How a guardian is related to the athlete. */
export type GuardianRelationship =
  /** Father. */
  | 'father'
  /** Foster or step parent. */
  | 'foster_parent'
  /** Grandmother or grandfather. */
  | 'grandparent'
  /** Mother. */
  | 'mother'
  /** Anyone else the family names. */
  | 'other'
  /** Another relative (aunt, uncle…). */
  | 'relative'
  /** An adult brother or sister. */
  | 'sibling';

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
 * The same rules as InboxItemInput apply; the title cannot be cleared. Editing a translated text replaces it in every language; a value equal to the text as read in the request's language changes nothing.
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

/**
 * A guardian without an Arena account yet: the account is made with the parent role in the athlete's
 * organization, linked, and sent an invitation mail with a link to choose a password (single use, 7 days).
 */
export type InviteGuardianInput = {
  /** Required: the athlete. */
  athleteId?: InputMaybe<Scalars['ID']['input']>;
  /**
   * Required: the guardian's e-mail address. An address that already has an account gets a mail saying
   * so instead of an account (see `inviteGuardian`).
   */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Required: the guardian's full name, 1 to 100 characters. */
  fullName?: InputMaybe<Scalars['String']['input']>;
  /** Default false. Making a link primary makes the athlete's other links not primary. */
  isPrimary?: InputMaybe<Scalars['Boolean']['input']>;
  /** Default true. */
  legalGuardian?: InputMaybe<Scalars['Boolean']['input']>;
  /** Default true. */
  mayPickUp?: InputMaybe<Scalars['Boolean']['input']>;
  /** The guardian's phone number, or null. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  relationship?: InputMaybe<GuardianRelationship>;
};

/**
 * An invoice to a family for one athlete. Issued invoices never change: a mistake is voided and billed
 * again. Read by the money admins of its organization or branch and the athlete's guardians.
 */
export type Invoice = {
  __typename?: 'Invoice';
  /** The athlete it bills for. */
  athleteId: Scalars['ID']['output'];
  /** The athlete's full name. */
  athleteName: Scalars['String']['output'];
  /** When it was made. */
  createdAt: Scalars['DateTime']['output'];
  /** The ISO 4217 code of its currency. */
  currency: Scalars['String']['output'];
  /** The discounts together (positive). */
  discount: Scalars['String']['output'];
  /** When it is due (YYYY-MM-DD). */
  dueOn: Scalars['String']['output'];
  /** Stable identifier (UUID). */
  id: Scalars['ID']['output'];
  /** When it was issued (YYYY-MM-DD), or null while a draft. */
  issuedOn?: Maybe<Scalars['String']['output']>;
  /** Its lines in order: the fee, then each discount. */
  lines: Array<InvoiceLine>;
  /** Its number in the organization's series ('2026-000042'), or null while a draft. */
  number?: Maybe<Scalars['String']['output']>;
  /** The organization that bills. */
  organizationId: Scalars['ID']['output'];
  /** What is still to pay (0 when paid or void). */
  outstanding: Scalars['String']['output'];
  /** What has been paid towards it. */
  paid: Scalars['String']['output'];
  /** Which instalment or month of the plan it is (1 for the first). */
  period: Scalars['Int']['output'];
  /** How many the plan makes in all. */
  periods: Scalars['Int']['output'];
  /** The fee plan that made it, or null. */
  planId?: Maybe<Scalars['ID']['output']>;
  /** Whether an admin paused the reminders of this athlete's invoices. */
  remindersPaused: Scalars['Boolean']['output'];
  /** Where it stands. */
  status: InvoiceStatus;
  /** The fee before discounts and tax. */
  subtotal: Scalars['String']['output'];
  /** The tax on what is left after discounts. */
  tax: Scalars['String']['output'];
  /** The team it was billed through, or null. */
  teamId?: Maybe<Scalars['ID']['output']>;
  /** What the family owes: subtotal − discount + tax. */
  total: Scalars['String']['output'];
  /** Why it was voided, or null. */
  voidReason?: Maybe<Scalars['String']['output']>;
  /** When it was voided, or null. */
  voidedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** One page of invoices. */
export type InvoiceConnection = {
  __typename?: 'InvoiceConnection';
  /** Cursor to pass as `after` for the next page, or null on the last page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** The invoices of this page. */
  nodes: Array<Invoice>;
  /** How many match in all pages; counted only when asked for. */
  totalCount: Scalars['Int']['output'];
};

/** One line of an invoice: what is billed (positive) or taken off (negative). */
export type InvoiceLine = {
  __typename?: 'InvoiceLine';
  /** The amount as decimal text, negative for a discount. */
  amount: Scalars['String']['output'];
  /** What the family reads, e.g. 'Sezon aidatı 2026–2027 (1/3)' or 'Kardeş indirimi'. */
  description: Scalars['String']['output'];
};

/** Where an invoice stands. Partly paid, paid and overdue are read from its payments and its due date. */
export type InvoiceStatus =
  /** Being prepared: no number yet, may change. */
  | 'DRAFT'
  /** Issued with its number, nothing paid yet, not past its due date. */
  | 'ISSUED'
  /** Past its due date with something still to pay. */
  | 'OVERDUE'
  /** Paid in full. */
  | 'PAID'
  /** Some of it paid, not past its due date. */
  | 'PARTLY_PAID'
  /** Cancelled by an admin, with a reason; it keeps its number and is never paid. */
  | 'VOID';

/** An interface language (spec 000 §1): English is the default and the fallback. */
export type Language =
  /** English. */
  | 'en'
  /** Turkish. */
  | 'tr';

/** A guardian to link to an athlete. */
export type LinkGuardianInput = {
  /** Required: the athlete. */
  athleteId?: InputMaybe<Scalars['ID']['input']>;
  /** Default false. Making a link primary makes the athlete's other links not primary. */
  isPrimary?: InputMaybe<Scalars['Boolean']['input']>;
  /** Default true. */
  legalGuardian?: InputMaybe<Scalars['Boolean']['input']>;
  /** Default true. */
  mayPickUp?: InputMaybe<Scalars['Boolean']['input']>;
  /** Required. */
  relationship?: InputMaybe<GuardianRelationship>;
  /**
   * Required: a parent of the athlete's organization (an active account holding the parent role there),
   * who is neither an admin of the athlete's scope nor staff of one of the athlete's current teams
   * (BAD_USER_INPUT otherwise).
   */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/**
 * A mail of the viewer's mailbox. Every copy belongs to one mailbox: the sender's copy in Sent, each
 * recipient's in their Inbox; flags, folder and labels are the owner's own.
 */
export type Mail = {
  __typename?: 'Mail';
  /** Its files. */
  attachments: Array<MailAttachment>;
  /** Blind copies: only on the sender's copy and drafts; recipients never see them. */
  bcc: Array<MailAddress>;
  /** How many bcc recipients (0 on a recipient's copy). */
  bccCount: Scalars['Int']['output'];
  /** Copies. */
  cc: Array<MailAddress>;
  /** How many cc recipients. */
  ccCount: Scalars['Int']['output'];
  /** The body as sanitised HTML. */
  content: Scalars['String']['output'];
  /** The thread it belongs to: a reply shares its original's. */
  conversationId: Scalars['ID']['output'];
  /** When it was sent, or last saved for a draft. */
  date: Scalars['DateTime']['output'];
  /** Id of the folder it sits in. */
  folder: Scalars['ID']['output'];
  /** Slug of that folder. */
  folderSlug: Scalars['String']['output'];
  /** The sender. */
  from: MailAddress;
  /** Stable identifier (UUID) of this copy. */
  id: Scalars['ID']['output'];
  /** Marked important by the owner. */
  important: Scalars['Boolean']['output'];
  /** For a reply or forward: id of the viewer's copy it answers, when the viewer still has it. */
  inReplyTo?: Maybe<Scalars['ID']['output']>;
  /** Ids of the owner's labels it carries. */
  labels: Array<Scalars['ID']['output']>;
  /** The start of the body as plain text, at most 200 characters. */
  snippet: Scalars['String']['output'];
  /** Starred by the owner. */
  starred: Scalars['Boolean']['output'];
  /** Subject, at most 300 characters, may be empty. */
  subject: Scalars['String']['output'];
  /** Recipients. */
  to: Array<MailAddress>;
  /** Always `mail` (spec). */
  type: Scalars['String']['output'];
  /** Not read yet by the owner. */
  unread: Scalars['Boolean']['output'];
};

/** A sender or recipient. */
export type MailAddress = {
  __typename?: 'MailAddress';
  /** That user's avatar URL, or null. */
  avatar?: Maybe<Scalars['String']['output']>;
  /** The address, lower case. */
  email: Scalars['String']['output'];
  /** The name to show; the address's local part when none is known. */
  name: Scalars['String']['output'];
  /** The Arena user with this address in the viewer's organization, or null. */
  userId?: Maybe<Scalars['ID']['output']>;
};

/** A file attached to a mail. */
export type MailAttachment = {
  __typename?: 'MailAttachment';
  /** URL that downloads the file; answers only for the mail's owner. */
  downloadUrl: Scalars['String']['output'];
  /** Stable identifier (UUID). */
  id: Scalars['ID']['output'];
  /** File name as uploaded. */
  name: Scalars['String']['output'];
  /** URL of the image itself for images (the viewer's own download URL), else null. */
  preview?: Maybe<Scalars['String']['output']>;
  /** Size in bytes. */
  size: Scalars['Int']['output'];
  /** MIME type, as read from the file's first bytes. */
  type: Scalars['String']['output'];
};

/** One page of mails, newest first. */
export type MailConnection = {
  __typename?: 'MailConnection';
  /** Cursor to pass as `after` for the next page, or null on the last page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** The mails of this page. */
  nodes: Array<Mail>;
  /** How many match in all pages. */
  totalCount: Scalars['Int']['output'];
};

/** One of the two filters over every folder but Trash and Spam: starred and important mails. */
export type MailFilter = {
  __typename?: 'MailFilter';
  /** Icon name the client draws. */
  icon: Scalars['String']['output'];
  /** Stable identifier, the same in every mailbox. */
  id: Scalars['ID']['output'];
  /** starred or important. */
  slug: Scalars['String']['output'];
  /** Name in the request's language (`Accept-Language`, en or tr). */
  title: Scalars['String']['output'];
};

/** Flags to set on mails; omitted ones stay as they are. */
export type MailFlagsInput = {
  /** Important. */
  important?: InputMaybe<Scalars['Boolean']['input']>;
  /** Starred. */
  starred?: InputMaybe<Scalars['Boolean']['input']>;
  /** Unread. */
  unread?: InputMaybe<Scalars['Boolean']['input']>;
};

/** One of the five folders every mailbox has (spec 001 Mailbox). A mail sits in exactly one of them. */
export type MailFolder = {
  __typename?: 'MailFolder';
  /** Spec rule: 0 for sent and trash, every mail for drafts and spam, unread mails for inbox. */
  count: Scalars['Int']['output'];
  /** Icon name the client draws. */
  icon: Scalars['String']['output'];
  /** Stable identifier, the same in every mailbox. */
  id: Scalars['ID']['output'];
  /** inbox, sent, drafts, spam or trash. */
  slug: Scalars['String']['output'];
  /** Name in the request's language (`Accept-Language`, en or tr). */
  title: Scalars['String']['output'];
};

/**
 * A mail to send or a draft to keep. Addresses are emails; those of users of the viewer's organization are
 * delivered to their mailboxes, the others go out by email.
 */
export type MailInput = {
  /** Ids of attachments the viewer uploaded or that the answered mail carries, at most 10. */
  attachmentIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Blind copies. */
  bcc?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Copies. */
  cc?: InputMaybe<Array<Scalars['String']['input']>>;
  /** HTML, at most 100000 characters; sanitised on save. */
  content?: InputMaybe<Scalars['String']['input']>;
  /** Id of the viewer's mail this one replies to or forwards: it joins that mail's thread. */
  inReplyTo?: InputMaybe<Scalars['ID']['input']>;
  /** At most 300 characters. */
  subject?: InputMaybe<Scalars['String']['input']>;
  /** Recipients: at most 50 addresses in to, cc and bcc together; sending needs at least one. */
  to?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** A label of the viewer's mailbox; a mail carries any number of them. */
export type MailLabel = {
  __typename?: 'MailLabel';
  /** Its colour. */
  color: MailLabelColor;
  /** Stable identifier (UUID). */
  id: Scalars['ID']['output'];
  /** From the title by the spec's rule (lower case, spaces to hyphens, other signs dropped), -1, -2… on a clash. */
  slug: Scalars['String']['output'];
  /** 1 to 40 characters, unique in the mailbox regardless of case. */
  title: Scalars['String']['output'];
};

/** The colours a mail label can take. */
export type MailLabelColor =
  /** Blue. */
  | 'blue'
  /** Gray. */
  | 'gray'
  /** Green. */
  | 'green'
  /** Indigo. */
  | 'indigo'
  /** Orange. */
  | 'orange'
  /** Pink. */
  | 'pink'
  /** Purple. */
  | 'purple'
  /** Red. */
  | 'red'
  /** Teal. */
  | 'teal';

/** A new label, or changes to one (omitted fields stay as they are). */
export type MailLabelInput = {
  /** Required on create. */
  color?: InputMaybe<MailLabelColor>;
  /** Required on create: 1 to 40 characters, unique regardless of case (CONFLICT). */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** Where the reader of a mail opens. */
export type MailMessageLayout =
  /** Instead of the list. */
  | 'full'
  /** Beside the list. */
  | 'right';

/** A numbered page of mails; past the last page, no mails and only `pagination.lastPage` is meaningful. */
export type MailPage = {
  __typename?: 'MailPage';
  /** The page's mails, newest first. */
  mails: Array<Mail>;
  /** Where the page sits. */
  pagination: MailPagination;
};

/** The spec's paging of a mails list (REST `GET api/apps/mailbox/mails`). */
export type MailPagination = {
  __typename?: 'MailPagination';
  /** The page asked for. */
  currentPage: Scalars['Int']['output'];
  /** Index of the page's last mail. */
  endIndex: Scalars['Int']['output'];
  /** The last page, at least 1. */
  lastPage: Scalars['Int']['output'];
  /** Page size: 10. */
  resultsPerPage: Scalars['Int']['output'];
  /** Index (from 0) of the page's first mail in the whole list. */
  startIndex: Scalars['Int']['output'];
  /** Mails in all pages. */
  totalResults: Scalars['Int']['output'];
};

/** Changes to one mail (REST PATCH `mail`): flags, folder, labels; omitted fields stay as they are. */
export type MailPatch = {
  /** Slug or id of the folder to move it to; a sent mail cannot become a draft nor a draft leave Drafts but for Trash. */
  folder?: InputMaybe<Scalars['String']['input']>;
  /** Important. */
  important?: InputMaybe<Scalars['Boolean']['input']>;
  /** Ids of the viewer's labels; replaces the list. */
  labels?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Starred. */
  starred?: InputMaybe<Scalars['Boolean']['input']>;
  /** Unread. */
  unread?: InputMaybe<Scalars['Boolean']['input']>;
};

/** One of the viewer's own mails found by the search (Trash and Spam left out). */
export type MailSearchResult = {
  __typename?: 'MailSearchResult';
  /** When it was sent (last saved, for a draft). */
  date: Scalars['DateTime']['output'];
  /** The mail's id. */
  id: Scalars['ID']['output'];
  /** In-app route of the mail open in its folder: `/apps/mailbox/<folder>/<id>`. */
  link: Scalars['String']['output'];
  /** The sender's name, or their address when the name is empty. */
  senderName: Scalars['String']['output'];
  /** The subject; empty when the mail has none. */
  subject: Scalars['String']['output'];
  /** True while the viewer has not read it. */
  unread: Scalars['Boolean']['output'];
  /** The text the search box shows when the result is chosen. */
  value: Scalars['String']['output'];
};

/** The viewer's mailbox settings. */
export type MailSettings = {
  __typename?: 'MailSettings';
  /** Where a mail opens; right by default. */
  messageLayout: MailMessageLayout;
};

/** Changes to the mailbox settings. */
export type MailSettingsInput = {
  /** Where a mail opens. */
  messageLayout?: InputMaybe<MailMessageLayout>;
};

/** An entry of the signed-in user's messages panel. Every user sees only their own. */
export type Message = {
  __typename?: 'Message';
  /** Body as sanitised HTML, or null; in the request's language (`Accept-Language`, en or tr) when it has a translation. */
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
  /** Title as sanitised HTML (formatting and links only), in the request's language (`Accept-Language`, en or tr) when it has a translation. */
  title: Scalars['String']['output'];
  /** True: `link` is an in-app route; false: an external address. */
  useRouter: Scalars['Boolean']['output'];
};

/**
 * What the viewer may do with the school's money, so that a screen offers only that; the server still
 * decides every call.
 */
export type MoneyAccess = {
  __typename?: 'MoneyAccess';
  /**
   * Handles invoices and payments: the organization's admins, branch admins and super admins; where the
   * organization keeps its money to named admins, only those.
   */
  manage: Scalars['Boolean']['output'];
  /** Adds and archives fee plans: the organization's admins (the named ones where it names some) and super admins. */
  plans: Scalars['Boolean']['output'];
};

/** An admin who may be named to handle an organization's money: one of its organization or branch admins. */
export type MoneyAdminCandidate = {
  __typename?: 'MoneyAdminCandidate';
  /** Where they are an admin: null for the whole organization, else the branch's name. */
  branchName?: Maybe<Scalars['String']['output']>;
  /** The admin's email. */
  email: Scalars['String']['output'];
  /** The admin's name. */
  name: Scalars['String']['output'];
  /** Whether the organization keeps its money to this admin. */
  named: Scalars['Boolean']['output'];
  /** The admin's user id. */
  userId: Scalars['ID']['output'];
};

/**
 * Who handles an organization's money. Without named admins every organization and branch admin does;
 * with them, only the named ones (and super admins): the others see no invoice, payment or plan of it.
 */
export type MoneyAdmins = {
  __typename?: 'MoneyAdmins';
  /** The organization's and its branches' admins, named ones first. */
  candidates: Array<MoneyAdminCandidate>;
  /**
   * Whether the viewer may change who is named: a super admin; an organization admin who handles the money
   * (named, or no one is); anyone of its organization admins when none of the named ones is an admin any more.
   */
  editable: Scalars['Boolean']['output'];
  /** The organization. */
  organizationId: Scalars['ID']['output'];
  /** Whether the organization keeps its money to named admins. */
  restricted: Scalars['Boolean']['output'];
};

/** Moves an athlete from one team to another: the current membership ends and a new one starts on the same day. */
export type MoveAthleteInput = {
  /** Jersey number in the new team, 0 to 99. */
  jerseyNumber?: InputMaybe<Scalars['Int']['input']>;
  /** Required: the current membership to end. */
  membershipId?: InputMaybe<Scalars['ID']['input']>;
  /**
   * The day of the move, ISO date, not before the ended membership's first day and within the new team's
   * season (BAD_USER_INPUT otherwise); today when omitted.
   */
  on?: InputMaybe<Scalars['String']['input']>;
  /** Position in the new team, at most 60 characters. */
  position?: InputMaybe<Scalars['String']['input']>;
  /**
   * Required: the team to join, of the same organization, administered by the viewer, of a season that has
   * not ended and is not archived (BAD_USER_INPUT naming the season otherwise).
   */
  toTeamId?: InputMaybe<Scalars['ID']['input']>;
};

/** Both sides of a move between teams, written in one transaction. */
export type MoveAthletePayload = {
  __typename?: 'MoveAthletePayload';
  /** The membership that ended. */
  ended: TeamMembership;
  /** The membership that started. */
  started: TeamMembership;
};

/** The entry point for changing. */
export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Links a company user to the company and answers the company. The user must hold the company role in
   * the company's organization (BAD_USER_INPUT on `userId` otherwise); CONFLICT when already linked.
   */
  addCompanyContact: Company;
  /**
   * Adds the athlete to a team (audited). Admins of both the athlete's and the team's scope; CONFLICT when
   * the athlete is already a current member or the jersey number is taken; BAD_USER_INPUT for a team whose
   * season has ended or is archived, or a first day outside the team's season.
   */
  addTeamMembership: TeamMembership;
  /**
   * Adds a professional of the team's organization to its staff in a role (the admins of the team's
   * scope). CONFLICT when they already hold that role there.
   */
  addTeamStaff: TeamStaff;
  /**
   * Answers for a child (a guardian of theirs, or the event's staff and admins on the family's behalf):
   * going, not going or maybe, with an optional note (at most 500 characters). Only before the occurrence
   * ends and not for a cancelled one (BAD_USER_INPUT). Answers the attendee.
   */
  answerRsvp: OccurrenceAttendee;
  /**
   * Approves a pending or waitlisted registration (the admins of its team's scope), in one transaction:
   * the guardians' accounts (made, or an existing parent account of the organization linked), the athlete,
   * the guardian links, the consents with their text versions and the team membership, with their audit
   * rows; the set-password mails go out once it committed. When the team is full the registration is
   * waitlisted instead and nothing else is made. CONFLICT when it was decided already.
   */
  approveRegistration: Registration;
  /** Archives an athlete (hidden from lists, memberships and history kept). Admins of the athlete's scope. */
  archiveAthlete: Athlete;
  /** Archives a branch (its organization admin or a super admin). Answers it. */
  archiveBranch: Branch;
  /** Archives a certification, as for createCertification. Answers it. */
  archiveCertification: Certification;
  /** Archives a company (hidden from lists, kept with its history) and answers it. */
  archiveCompany: Company;
  /** Archives a department (its organization admin or a super admin). Answers it. */
  archiveDepartment: Department;
  /** Archives a fee plan: no new assignments; its invoices stay. */
  archiveFeePlan: FeePlan;
  /** Archives an organization (super admin only): hidden from lists, nothing is deleted. Answers it. */
  archiveOrganization: Organization;
  /** Archives a professional (organization admin or super admin); their team staff rows stay as history. */
  archiveProfessional: Professional;
  /** Archives a season that is not current (BAD_USER_INPUT for the current one). Answers it. */
  archiveSeason: Season;
  /** Archives a sponsorship and answers it. */
  archiveSponsorship: Sponsorship;
  /** Archives a team (the admins of its scope); its staff and history stay. Answers it. */
  archiveTeam: Team;
  /**
   * Assigns a plan to a team's current athletes or to the athletes named, issuing the plan's invoices at
   * once with the next numbers of the organization's series, in one transaction. `discounts` (a sibling or
   * scholarship discount) apply after the plan's own, to these athletes only. Assigning again bills only
   * the periods not billed yet. The admins of the team's or the athletes' organization or branch.
   */
  assignFeePlan: FeeAssignment;
  /** Gives a user a role. The scope must match the role: org_admin → organization, branch_admin → branch, dept_admin → department, super_admin → none. */
  assignUserRole: UserRoleAssignment;
  /**
   * Cancels (or with `cancelled: false` reinstates) an event, one occurrence (THIS), it and the later ones
   * (FOLLOWING) or the whole series (ALL, default). Cancelled occurrences stay on the calendar, marked.
   */
  cancelEvent: Event;
  /**
   * Changes the signed-in person's password. The current password must be right (else BAD_USER_INPUT on
   * `currentPassword`, nothing changed; RATE_LIMITED after repeated wrong ones). Every token issued before,
   * in any session, stops working at once, as do unused reset links; the answer carries a fresh token for
   * this session, which keeps working.
   */
  changeMyPassword: AuthPayload;
  /**
   * Completes an open erasure request in one transaction (an admin of the athlete's scope with the write
   * permission; FORBIDDEN for a guardian, CONFLICT when it was decided already): see `ErasureRequest` for
   * what is kept and what is deleted. Whoever asked is mailed in their language.
   */
  completeAthleteErasure: ErasureRequest;
  /** Creates a user. FORBIDDEN without the right to; CONFLICT when the email is taken. */
  createAdminUser: AdminUser;
  /**
   * Adds an athlete (audited). Needs an admin of the organization, or a branch or department admin naming
   * a `teamId` in their scope (FORBIDDEN otherwise); BAD_USER_INPUT with fieldErrors; CONFLICT for a
   * licence number or jersey number in use, and for a duplicate: an athlete of the organization (archived
   * ones too) with the same first and last names, folded as `athleteDuplicates` folds them, and the same
   * birth date. There is no override: twins never share a first name, and siblings who do are not born
   * on the same day, so such a match is the same child registered twice. The CONFLICT names the fields
   * `firstName`, `lastName` and `birthDate` (code `not_unique`) and never the other record.
   */
  createAthlete: Athlete;
  /**
   * Adds a branch to an organization (default: the viewer's). Needs its organization admin or a super
   * admin (FORBIDDEN otherwise). CONFLICT for a name in use.
   */
  createBranch: Branch;
  /**
   * Creates the signed-in user's calendar feed, or rotates it: a new secret address replaces the one they
   * had, which answers 404 from now on. The only answer that carries `url`.
   */
  createCalendarFeed: CalendarFeed;
  /** Adds a certification: the organization admin, a super admin, or the professional themself. */
  createCertification: Certification;
  /**
   * Creates a company and answers it. Super admins and organization admins only (FORBIDDEN otherwise);
   * BAD_USER_INPUT with fieldErrors for bad values; CONFLICT when the tax number is taken in the organization.
   */
  createCompany: Company;
  /**
   * Creates an empty contact named 'New Contact' and answers it. Needs the write permission and an
   * organization (FORBIDDEN otherwise).
   */
  createContact: Contact;
  /** Creates a tag (title 1 to 50 characters, unique regardless of case: CONFLICT) and answers it. */
  createContactTag: ContactTag;
  /** Adds a department, as for createBranch. */
  createDepartment: Department;
  /**
   * Creates an event (default organization: the viewer's). Organization-wide: the organization's admins;
   * branch: also the branch's admins; teams: the admins of every team's scope, or a coach who is staff of
   * every team (FORBIDDEN otherwise). BAD_USER_INPUT with fieldErrors.
   */
  createEvent: Event;
  /** Adds a fee plan to an organization (its admins; a super admin names it). */
  createFeePlan: FeePlan;
  /** Creates a label. */
  createMailLabel: MailLabel;
  /** Adds a message for the signed-in user. BAD_USER_INPUT with fieldErrors when a rule fails. */
  createMessage: Message;
  /** Adds a notification for the signed-in user. BAD_USER_INPUT with fieldErrors when a rule fails. */
  createNotification: Notification;
  /**
   * Creates an organization with its first administrator in one transaction (super admin only,
   * FORBIDDEN otherwise). BAD_USER_INPUT with fieldErrors (`admin.email`…); CONFLICT for a slug or an
   * admin e-mail in use. Without `admin.password` the admin is invited by mail.
   */
  createOrganization: Organization;
  /** Makes a user of the organization a professional (its organization admin or a super admin; FORBIDDEN otherwise). */
  createProfessional: Professional;
  /** Adds a season (not current), as for createBranch. BAD_USER_INPUT when it ends before it starts. */
  createSeason: Season;
  /** Adds a shortcut at the end. BAD_USER_INPUT with fieldErrors when a rule fails. */
  createShortcut: Shortcut;
  /**
   * Creates a sponsorship and answers it. FORBIDDEN unless the viewer administers its scope (see
   * `Sponsorship`); BAD_USER_INPUT with fieldErrors for bad values or a company or scope that is unknown or
   * of another organization.
   */
  createSponsorship: Sponsorship;
  /**
   * Creates an empty task (priority 1, no tags, not completed) or section, placed first, and answers it.
   * Needs the write permission and an organization (FORBIDDEN otherwise).
   */
  createTask: Task;
  /** Creates a tag (title 1 to 50 characters, unique regardless of case: CONFLICT) and answers it. */
  createTaskTag: TaskTag;
  /**
   * Creates a team (default organization: the viewer's). Needs an admin of the organization, of the
   * team's branch or of its department (FORBIDDEN otherwise). BAD_USER_INPUT with fieldErrors; CONFLICT
   * for a name in use in the season.
   */
  createTeam: Team;
  /**
   * Declines an open erasure request with a reason (1 to 1,000 characters) mailed to whoever asked. The
   * same admins as `completeAthleteErasure`; CONFLICT when it was decided already.
   */
  declineAthleteErasure: ErasureRequest;
  /** Deletes a user (needs the delete permission); nobody deletes themselves. */
  deleteAdminUser: Scalars['Boolean']['output'];
  /**
   * Ends the signed-in user's calendar feed: its address answers 404 from now on. True when there was one,
   * false when there was none.
   */
  deleteCalendarFeed: Scalars['Boolean']['output'];
  /** Deletes a contact and answers true. Needs the delete permission; NOT_FOUND as for contact. */
  deleteContact: Scalars['Boolean']['output'];
  /** Deletes a tag, removes it from every contact carrying it and answers true. */
  deleteContactTag: Scalars['Boolean']['output'];
  /** Deletes an event made by mistake, with all its occurrences (the admins of its scope). Answers its id. */
  deleteEvent: Scalars['ID']['output'];
  /** Deletes a label and takes it off every mail; answers true. */
  deleteMailLabel: Scalars['Boolean']['output'];
  /** Deletes mails forever; only mails in Trash or drafts (BAD_USER_INPUT otherwise). Answers their ids. */
  deleteMails: Array<Scalars['ID']['output']>;
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
  /**
   * Ends a current membership on `toOn` (ISO date, not before its first day nor in the future; today
   * when omitted). Admins of the team's scope; audited. The answer carries the athlete as the viewer saw
   * them before: a branch or department admin who ends the athlete's last membership in their teams no
   * longer sees the athlete afterwards.
   */
  endTeamMembership: TeamMembership;
  /** Sends a reset link if an account uses the email. Always answers true, so it never reveals whether one does. */
  forgotPassword: Scalars['Boolean']['output'];
  /**
   * Records a consent (audited). A legal guardian of the athlete for themselves, or an admin of the
   * athlete's scope naming the legal guardian who gave it; CONFLICT while the same purpose is active.
   */
  grantConsent: Consent;
  /**
   * Invites a guardian by e-mail (the athlete's admins, as for `linkGuardian`). For an address without
   * an account: makes the parent account in the athlete's organization, links it and mails the
   * invitation (a set-password link) once both are saved. For an address that already has an account —
   * of any organization, of any role — nothing is created or linked and the owner is told by mail that
   * someone tried (a parent of the organization is linked through `guardianCandidates` with their whole
   * e-mail address and `linkGuardian`). The answer is the same either way, so it never tells whether an
   * address has an account here or at another school. Limited to 10 invitations an hour per inviter
   * and 5 a day per athlete: RATE_LIMITED with `retryAfterSeconds` beyond that. CONFLICT when the
   * athlete is archived.
   */
  inviteGuardian: GuardianInvitation;
  /** Puts a label on mails (`on` true) or takes it off; answers them. */
  labelMails: Array<Mail>;
  /**
   * Links a guardian to an athlete, or brings back a removed link (audited). Admins of the athlete's
   * scope; CONFLICT when the link exists. Only a parent of the athlete's organization who does not
   * manage the athlete may be linked (see the header of this file): anyone else is BAD_USER_INPUT on
   * `userId`, so no staff, company or regular account ever reaches a child's private data this way.
   */
  linkGuardian: GuardianLink;
  /** Marks every message of the signed-in user read and seen; answers true. */
  markAllMessagesRead: Scalars['Boolean']['output'];
  /** Marks every notification of the signed-in user read and seen; answers true. */
  markAllNotificationsRead: Scalars['Boolean']['output'];
  /** Marks a chat read for the viewer and returns it with unreadCount 0. */
  markChatRead: Chat;
  /**
   * Moves an athlete between teams in one transaction: the current membership ends on `on` and a new one
   * starts that day, so the history is kept (one `move` audit row). Admins of both teams' scope. A team
   * whose season has ended or is archived takes no one (BAD_USER_INPUT on `toTeamId`); nothing changes then.
   */
  moveAthlete: MoveAthletePayload;
  /** Moves mails to a folder (slug or id); answers them. NOT_FOUND when one is not the viewer's. */
  moveMails: Array<Mail>;
  /**
   * Records a payment and allocates it to the athlete's open invoices (named ones in their order, else oldest
   * due first); what is left stays as the family's credit on the payment. The invoices' money admins.
   */
  recordPayment: Payment;
  /**
   * Gives money back from a payment (1 to 500 characters of reason): a refund is a payment of a negative
   * amount that takes its amount back from the invoices the payment paid, the latest due first, so they
   * read partly paid or issued again. At most what the payment still holds (its amount less earlier
   * refunds); CONFLICT beyond. The money admins of the athlete's invoices.
   */
  refundPayment: Payment;
  /**
   * Refuses a pending or waitlisted registration with a reason (1 to 1,000 characters) mailed to the family
   * in its language. The admins of its team's scope; CONFLICT when it was decided already.
   */
  rejectRegistration: Registration;
  /** Removes a user's link to the company and answers the company. NOT_FOUND when there is no such link. */
  removeCompanyContact: Company;
  /** Removes a staff member from the team: the row is archived and kept as history. Answers it. */
  removeTeamStaff: TeamStaff;
  /**
   * Puts the given tasks in the given sequence. They keep the set of order values they held between them,
   * so moving one row needs only the rows between its old and new place. Answers the changed tasks.
   * NOT_FOUND when an id is unknown; BAD_USER_INPUT for a repeated id.
   */
  reorderTasks: Array<Task>;
  /**
   * Asks for everything held about an athlete to be erased: one of their legal guardians, or an admin of
   * their scope recording a request received in writing (NOT_FOUND for anyone else, as for an unknown id).
   * An optional note of at most 1,000 characters. An open request already there is the answer; the
   * school is mailed at its address.
   */
  requestAthleteErasure: ErasureRequest;
  /** Sets a new password with a reset token and answers true. BAD_USER_INPUT when the token is unknown, used or expired. */
  resetPassword: Scalars['Boolean']['output'];
  /** Brings an archived athlete back. Admins of the athlete's scope. */
  restoreAthlete: Athlete;
  /** Brings an archived branch back. Answers it. */
  restoreBranch: Branch;
  /** Brings an archived certification back. Answers it. */
  restoreCertification: Certification;
  /** Brings an archived company back and answers it. */
  restoreCompany: Company;
  /** Brings an archived department back. Answers it. */
  restoreDepartment: Department;
  /** Brings an archived organization back (super admin only). Answers it. */
  restoreOrganization: Organization;
  /** Brings an archived professional back. Answers it. */
  restoreProfessional: Professional;
  /** Brings an archived season back. Answers it. */
  restoreSeason: Season;
  /** Brings an archived sponsorship back and answers it. */
  restoreSponsorship: Sponsorship;
  /** Brings an archived team back. Answers it. */
  restoreTeam: Team;
  /** Brings a removed staff member back (CONFLICT when the role is held again meanwhile). Answers it. */
  restoreTeamStaff: TeamStaff;
  /** Keeps a draft: a new one without `id`, else replaces the draft's fields. Answers it. */
  saveDraft: Mail;
  /** Sends a plain-text message (trimmed, 1 to 4000 characters) to a chat and returns it. */
  sendChatMessage: ChatMessage;
  /**
   * Sends a mail (a draft given by `draftId` is sent and leaves Drafts). Users of the viewer's organization
   * get a copy in their Inbox, the viewer one in Sent, other addresses an email. BAD_USER_INPUT with
   * fieldErrors; answers the viewer's Sent copy.
   */
  sendMail: Mail;
  /** Makes a season its organization's current one (the previous current one stops being current). */
  setCurrentSeason: Season;
  /**
   * Pauses (or resumes) the reminders of an athlete's invoices: the admins who handle the athlete's money.
   * Answers the new state.
   */
  setFeeRemindersPaused: Scalars['Boolean']['output'];
  /** Sets flags on mails (at most 500); answers them. */
  setMailFlags: Array<Mail>;
  /**
   * Keeps an organization's money to the named admins (its organization or branch admins), or to all of
   * them again with an empty list. `editable` of `moneyAdmins` says who may; an organization admin who names
   * others names themselves too (BAD_USER_INPUT otherwise), so no one locks themselves out. Audited.
   */
  setMoneyAdmins: MoneyAdmins;
  /** Saves the interface language on the signed-in person's account and returns the account. */
  setMyLanguage: Account;
  /** Saves the signed-in person's choice for one notification type. NOT_FOUND for an unknown type. */
  setMyNotificationPreference: AccountNotificationPreference;
  /** Signs in. INVALID_CREDENTIALS for an unknown email or a wrong password; RATE_LIMITED after repeated failures. */
  signIn: AuthPayload;
  /** Exchanges a still valid token for a fresh one. UNAUTHENTICATED ('Invalid token') when it fails verification. */
  signInWithToken: AuthPayload;
  /** Creates an account and answers true. CONFLICT when the email is taken. */
  signUp: Scalars['Boolean']['output'];
  /**
   * Begins an online card payment of what is still to pay on an invoice, for the athlete's guardian or a
   * money admin: answers the provider's payment page. BAD_REQUEST when no provider is configured; CONFLICT
   * when nothing is left to pay. The payment is recorded when the provider's signed webhook says it
   * succeeded, once per provider event.
   */
  startCardPayment: CardCheckout;
  /** The viewer's direct chat with a contact, started if there is none. NOT_FOUND when the contact is not visible. */
  startChat: Chat;
  /** Stops billing a team's newcomers with a plan (the plan's admins). Answers the plan. */
  stopBillingNewcomers: FeePlan;
  /**
   * Sends a registration from the public page (no sign-in needed). BAD_USER_INPUT with fieldErrors for a
   * bad field, a team the child does not fit or a missing required consent; RATE_LIMITED after 10 requests
   * an hour from one address. The same child (names regardless of case and accents, and birth date) with a
   * registration still pending or waitlisted is that registration, updated. Answers the same receipt
   * whatever it finds; a confirmation mail goes to each guardian.
   */
  submitRegistration: RegistrationReceipt;
  /**
   * Takes the roll (the event's staff and admins of its scope): each athlete's mark, from the occurrence's
   * day on (BAD_USER_INPUT before). Repeating a roll sets the same marks again. Answers the attendees.
   */
  takeAttendance: Array<OccurrenceAttendee>;
  /** Sets the read flag to `read`, or flips it when `read` is omitted. NOT_FOUND as for updateMessage. */
  toggleMessageRead: Message;
  /** Sets the read flag to `read`, or flips it when `read` is omitted. NOT_FOUND as for updateNotification. */
  toggleNotificationRead: Notification;
  /** Takes a role (every scope of it the viewer manages) from a user. */
  unassignUserRole: Scalars['Boolean']['output'];
  /**
   * Removes a guardian link, keeping it for history (audited): the guardian no longer sees the athlete.
   * Admins of the athlete's scope.
   */
  unlinkGuardian: GuardianLink;
  /** Unlocks a locked session with the password; behaves exactly like signIn. */
  unlockSession: AuthPayload;
  /** Merges the changes into a user and sets updatedAt. */
  updateAdminUser: AdminUser;
  /**
   * Changes an athlete's details (audited with the fields before and after). Admins of the athlete's
   * scope and staff of the athlete's current teams; FORBIDDEN for other viewers who see the athlete,
   * NOT_FOUND as for `athlete`; CONFLICT for an archived athlete (restore first), a licence in use, or a
   * change of names or birth date that makes the athlete a duplicate of another (as for `createAthlete`).
   */
  updateAthlete: Athlete;
  /**
   * Replaces the medical notes (plain text, at most 5000 characters; null clears them). Admins of the
   * athlete's scope and staff of the athlete's current teams. The audit row records that the notes
   * changed, never their text.
   */
  updateAthleteHealth: AthleteHealth;
  /** Changes a branch: its organization admin, a super admin, or the admin of that branch. */
  updateBranch: Branch;
  /** Changes a certification, as for createCertification. */
  updateCertification: Certification;
  /** Changes the viewer's settings of a chat (muted; unreadCount 0) and returns the chat. */
  updateChat: Chat;
  /** Merges the patch into a company. FORBIDDEN, NOT_FOUND, BAD_USER_INPUT and CONFLICT as above. */
  updateCompany: Company;
  /** Merges the patch into a contact. BAD_USER_INPUT with fieldErrors; NOT_FOUND as for contact. */
  updateContact: Contact;
  /** Renames a tag: the new title in every language (the title as read in the request's language changes nothing). NOT_FOUND for an unknown id; CONFLICT for a title in use. */
  updateContactTag: ContactTag;
  /** Changes a department: its organization admin, a super admin, or the admin of that department. */
  updateDepartment: Department;
  /**
   * Changes an event. For a series, `occurrenceStart` (an occurrence's `originalStart`) and `mode` say
   * which occurrences: THIS stores that date's change alone (times, title, venue, notes, status), FOLLOWING
   * ends the series before it and answers the new series that starts with it, ALL changes the series
   * (default). Who may: as for `createEvent`, for the event as it is and as it becomes. NOT_FOUND as for
   * `event`; BAD_USER_INPUT when `occurrenceStart` is not an occurrence of the series.
   */
  updateEvent: Event;
  /** Changes a guardian link (audited). Admins of the athlete's scope. */
  updateGuardianLink: GuardianLink;
  /** Changes one mail (REST PATCH); answers it. */
  updateMail: Mail;
  /** Renames or recolours a label; its slug follows the title. */
  updateMailLabel: MailLabel;
  /** Changes the mailbox settings. */
  updateMailSettings: MailSettings;
  /** Changes the signed-in user's name, avatar or presence and returns the result. */
  updateMe: User;
  /** Changes one of the signed-in user's messages. NOT_FOUND for an unknown id or another user's. */
  updateMessage: Message;
  /** Changes one of the signed-in user's notifications. NOT_FOUND for an unknown id or another user's. */
  updateNotification: Notification;
  /**
   * Changes an organization: a super admin any, an organization admin their own (FORBIDDEN for anyone
   * else in it; NOT_FOUND for one the viewer does not read). Only a super admin changes the plan.
   */
  updateOrganization: Organization;
  /** Changes a professional: its organization admin, a super admin, or the professional themself. */
  updateProfessional: Professional;
  /** Changes a season (its organization admin or a super admin). */
  updateSeason: Season;
  /** Changes one of the signed-in user's shortcuts. NOT_FOUND for an unknown id or another user's. */
  updateShortcut: Shortcut;
  /** Merges the patch into a sponsorship. FORBIDDEN, NOT_FOUND and BAD_USER_INPUT as above. */
  updateSponsorship: Sponsorship;
  /** Merges the patch into a task. BAD_USER_INPUT with fieldErrors; NOT_FOUND as for task. */
  updateTask: Task;
  /** Renames a tag: the new title in every language (the title as read in the request's language changes nothing). NOT_FOUND for an unknown id; CONFLICT for a title in use. */
  updateTaskTag: TaskTag;
  /** Changes a team: the admins of its scope, and of the new scope when it moves. NOT_FOUND as for `team`. */
  updateTeam: Team;
  /**
   * Changes a current membership's jersey number, position or status (audited). Admins of the team's
   * scope and the team's staff; CONFLICT for an ended membership or a jersey number in use.
   */
  updateTeamMembership: TeamMembership;
  /** Changes a staff member's role (the admins of the team's scope). */
  updateTeamStaff: TeamStaff;
  /**
   * Stores an avatar given as a `data:` URL of a PNG, JPEG or WebP image of at most 1 MB (checked by
   * its content, not only its declared type) and answers the contact. BAD_USER_INPUT otherwise.
   */
  uploadContactAvatar: Contact;
  /** Voids an issued invoice with nothing paid on it, with a reason of 1 to 500 characters (CONFLICT otherwise). */
  voidInvoice: Invoice;
  /**
   * Withdraws an active consent (audited; the row is kept). A legal guardian of the athlete or an admin
   * of the athlete's scope; CONFLICT when already withdrawn.
   */
  withdrawConsent: Consent;
};


/** The entry point for changing. */
export type MutationAddCompanyContactArgs = {
  companyId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


/** The entry point for changing. */
export type MutationAddTeamMembershipArgs = {
  input: AddTeamMembershipInput;
};


/** The entry point for changing. */
export type MutationAddTeamStaffArgs = {
  professionalId: Scalars['ID']['input'];
  role: TeamStaffRole;
  teamId: Scalars['ID']['input'];
};


/** The entry point for changing. */
export type MutationAnswerRsvpArgs = {
  answer: RsvpAnswer;
  athleteId: Scalars['ID']['input'];
  eventId: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  occurrenceStart: Scalars['DateTime']['input'];
};


/** The entry point for changing. */
export type MutationApproveRegistrationArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for changing. */
export type MutationArchiveAthleteArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for changing. */
export type MutationArchiveBranchArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for changing. */
export type MutationArchiveCertificationArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for changing. */
export type MutationArchiveCompanyArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for changing. */
export type MutationArchiveDepartmentArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for changing. */
export type MutationArchiveFeePlanArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for changing. */
export type MutationArchiveOrganizationArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for changing. */
export type MutationArchiveProfessionalArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for changing. */
export type MutationArchiveSeasonArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for changing. */
export type MutationArchiveSponsorshipArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for changing. */
export type MutationArchiveTeamArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for changing. */
export type MutationAssignFeePlanArgs = {
  athleteIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  discounts?: InputMaybe<Array<FeeDiscountInput>>;
  newcomers?: InputMaybe<Scalars['Boolean']['input']>;
  planId: Scalars['ID']['input'];
  teamId?: InputMaybe<Scalars['ID']['input']>;
};


/** The entry point for changing. */
export type MutationAssignUserRoleArgs = {
  roleId: Scalars['ID']['input'];
  scopeId?: InputMaybe<Scalars['ID']['input']>;
  scopeType?: InputMaybe<ScopeType>;
  userId: Scalars['ID']['input'];
};


/** The entry point for changing. */
export type MutationCancelEventArgs = {
  cancelled?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
  mode?: InputMaybe<EventEditMode>;
  occurrenceStart?: InputMaybe<Scalars['DateTime']['input']>;
};


/** The entry point for changing. */
export type MutationChangeMyPasswordArgs = {
  input: ChangeMyPasswordInput;
};


/** The entry point for changing. */
export type MutationCompleteAthleteErasureArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for changing. */
export type MutationCreateAdminUserArgs = {
  input: CreateAdminUserInput;
};


/** The entry point for changing. */
export type MutationCreateAthleteArgs = {
  input: CreateAthleteInput;
};


/** The entry point for changing. */
export type MutationCreateBranchArgs = {
  input: BranchInput;
  organizationId?: InputMaybe<Scalars['ID']['input']>;
};


/** The entry point for changing. */
export type MutationCreateCertificationArgs = {
  input: CertificationInput;
  professionalId: Scalars['ID']['input'];
};


/** The entry point for changing. */
export type MutationCreateCompanyArgs = {
  input: CompanyInput;
};


/** The entry point for changing. */
export type MutationCreateContactTagArgs = {
  title: Scalars['String']['input'];
};


/** The entry point for changing. */
export type MutationCreateDepartmentArgs = {
  input: DepartmentInput;
  organizationId?: InputMaybe<Scalars['ID']['input']>;
};


/** The entry point for changing. */
export type MutationCreateEventArgs = {
  input: EventInput;
  organizationId?: InputMaybe<Scalars['ID']['input']>;
};


/** The entry point for changing. */
export type MutationCreateFeePlanArgs = {
  input: FeePlanInput;
  organizationId?: InputMaybe<Scalars['ID']['input']>;
};


/** The entry point for changing. */
export type MutationCreateMailLabelArgs = {
  input: MailLabelInput;
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
export type MutationCreateOrganizationArgs = {
  input: CreateOrganizationInput;
};


/** The entry point for changing. */
export type MutationCreateProfessionalArgs = {
  input: CreateProfessionalInput;
};


/** The entry point for changing. */
export type MutationCreateSeasonArgs = {
  input: SeasonInput;
  organizationId?: InputMaybe<Scalars['ID']['input']>;
};


/** The entry point for changing. */
export type MutationCreateShortcutArgs = {
  input: ShortcutInput;
};


/** The entry point for changing. */
export type MutationCreateSponsorshipArgs = {
  input: SponsorshipInput;
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
export type MutationCreateTeamArgs = {
  input: TeamInput;
  organizationId?: InputMaybe<Scalars['ID']['input']>;
};


/** The entry point for changing. */
export type MutationDeclineAthleteErasureArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
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
export type MutationDeleteEventArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for changing. */
export type MutationDeleteMailLabelArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for changing. */
export type MutationDeleteMailsArgs = {
  ids: Array<Scalars['ID']['input']>;
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
export type MutationEndTeamMembershipArgs = {
  id: Scalars['ID']['input'];
  toOn?: InputMaybe<Scalars['String']['input']>;
};


/** The entry point for changing. */
export type MutationForgotPasswordArgs = {
  input: ForgotPasswordInput;
};


/** The entry point for changing. */
export type MutationGrantConsentArgs = {
  input: GrantConsentInput;
};


/** The entry point for changing. */
export type MutationInviteGuardianArgs = {
  input: InviteGuardianInput;
};


/** The entry point for changing. */
export type MutationLabelMailsArgs = {
  ids: Array<Scalars['ID']['input']>;
  labelId: Scalars['ID']['input'];
  on: Scalars['Boolean']['input'];
};


/** The entry point for changing. */
export type MutationLinkGuardianArgs = {
  input: LinkGuardianInput;
};


/** The entry point for changing. */
export type MutationMarkChatReadArgs = {
  chatId: Scalars['ID']['input'];
};


/** The entry point for changing. */
export type MutationMoveAthleteArgs = {
  input: MoveAthleteInput;
};


/** The entry point for changing. */
export type MutationMoveMailsArgs = {
  folder: Scalars['String']['input'];
  ids: Array<Scalars['ID']['input']>;
};


/** The entry point for changing. */
export type MutationRecordPaymentArgs = {
  input: PaymentInput;
};


/** The entry point for changing. */
export type MutationRefundPaymentArgs = {
  amount: Scalars['String']['input'];
  paymentId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


/** The entry point for changing. */
export type MutationRejectRegistrationArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


/** The entry point for changing. */
export type MutationRemoveCompanyContactArgs = {
  companyId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


/** The entry point for changing. */
export type MutationRemoveTeamStaffArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for changing. */
export type MutationReorderTasksArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** The entry point for changing. */
export type MutationRequestAthleteErasureArgs = {
  athleteId: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
};


/** The entry point for changing. */
export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


/** The entry point for changing. */
export type MutationRestoreAthleteArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for changing. */
export type MutationRestoreBranchArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for changing. */
export type MutationRestoreCertificationArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for changing. */
export type MutationRestoreCompanyArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for changing. */
export type MutationRestoreDepartmentArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for changing. */
export type MutationRestoreOrganizationArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for changing. */
export type MutationRestoreProfessionalArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for changing. */
export type MutationRestoreSeasonArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for changing. */
export type MutationRestoreSponsorshipArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for changing. */
export type MutationRestoreTeamArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for changing. */
export type MutationRestoreTeamStaffArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for changing. */
export type MutationSaveDraftArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input: MailInput;
};


/** The entry point for changing. */
export type MutationSendChatMessageArgs = {
  chatId: Scalars['ID']['input'];
  value: Scalars['String']['input'];
};


/** The entry point for changing. */
export type MutationSendMailArgs = {
  draftId?: InputMaybe<Scalars['ID']['input']>;
  input: MailInput;
};


/** The entry point for changing. */
export type MutationSetCurrentSeasonArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for changing. */
export type MutationSetFeeRemindersPausedArgs = {
  athleteId: Scalars['ID']['input'];
  paused: Scalars['Boolean']['input'];
};


/** The entry point for changing. */
export type MutationSetMailFlagsArgs = {
  flags: MailFlagsInput;
  ids: Array<Scalars['ID']['input']>;
};


/** The entry point for changing. */
export type MutationSetMoneyAdminsArgs = {
  organizationId: Scalars['ID']['input'];
  userIds: Array<Scalars['ID']['input']>;
};


/** The entry point for changing. */
export type MutationSetMyLanguageArgs = {
  language: Language;
};


/** The entry point for changing. */
export type MutationSetMyNotificationPreferenceArgs = {
  input: SetMyNotificationPreferenceInput;
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
export type MutationStartCardPaymentArgs = {
  invoiceId: Scalars['ID']['input'];
};


/** The entry point for changing. */
export type MutationStartChatArgs = {
  contactId: Scalars['ID']['input'];
};


/** The entry point for changing. */
export type MutationStopBillingNewcomersArgs = {
  planId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
};


/** The entry point for changing. */
export type MutationSubmitRegistrationArgs = {
  input: SubmitRegistrationInput;
};


/** The entry point for changing. */
export type MutationTakeAttendanceArgs = {
  eventId: Scalars['ID']['input'];
  marks: Array<AttendanceInput>;
  occurrenceStart: Scalars['DateTime']['input'];
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
export type MutationUnlinkGuardianArgs = {
  id: Scalars['ID']['input'];
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
export type MutationUpdateAthleteArgs = {
  id: Scalars['ID']['input'];
  input: UpdateAthleteInput;
};


/** The entry point for changing. */
export type MutationUpdateAthleteHealthArgs = {
  athleteId: Scalars['ID']['input'];
  medicalNotes?: InputMaybe<Scalars['String']['input']>;
};


/** The entry point for changing. */
export type MutationUpdateBranchArgs = {
  id: Scalars['ID']['input'];
  input: BranchInput;
};


/** The entry point for changing. */
export type MutationUpdateCertificationArgs = {
  id: Scalars['ID']['input'];
  input: CertificationInput;
};


/** The entry point for changing. */
export type MutationUpdateChatArgs = {
  id: Scalars['ID']['input'];
  input: UpdateChatInput;
};


/** The entry point for changing. */
export type MutationUpdateCompanyArgs = {
  id: Scalars['ID']['input'];
  input: CompanyPatch;
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
export type MutationUpdateDepartmentArgs = {
  id: Scalars['ID']['input'];
  input: DepartmentInput;
};


/** The entry point for changing. */
export type MutationUpdateEventArgs = {
  id: Scalars['ID']['input'];
  input: EventInput;
  mode?: InputMaybe<EventEditMode>;
  occurrenceStart?: InputMaybe<Scalars['DateTime']['input']>;
};


/** The entry point for changing. */
export type MutationUpdateGuardianLinkArgs = {
  id: Scalars['ID']['input'];
  input: UpdateGuardianLinkInput;
};


/** The entry point for changing. */
export type MutationUpdateMailArgs = {
  id: Scalars['ID']['input'];
  input: MailPatch;
};


/** The entry point for changing. */
export type MutationUpdateMailLabelArgs = {
  id: Scalars['ID']['input'];
  input: MailLabelInput;
};


/** The entry point for changing. */
export type MutationUpdateMailSettingsArgs = {
  input: MailSettingsInput;
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
export type MutationUpdateOrganizationArgs = {
  id: Scalars['ID']['input'];
  input: OrganizationPatch;
};


/** The entry point for changing. */
export type MutationUpdateProfessionalArgs = {
  id: Scalars['ID']['input'];
  input: ProfessionalPatch;
};


/** The entry point for changing. */
export type MutationUpdateSeasonArgs = {
  id: Scalars['ID']['input'];
  input: SeasonInput;
};


/** The entry point for changing. */
export type MutationUpdateShortcutArgs = {
  id: Scalars['ID']['input'];
  input: ShortcutPatch;
};


/** The entry point for changing. */
export type MutationUpdateSponsorshipArgs = {
  id: Scalars['ID']['input'];
  input: SponsorshipPatch;
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
export type MutationUpdateTeamArgs = {
  id: Scalars['ID']['input'];
  input: TeamInput;
};


/** The entry point for changing. */
export type MutationUpdateTeamMembershipArgs = {
  id: Scalars['ID']['input'];
  input: UpdateTeamMembershipInput;
};


/** The entry point for changing. */
export type MutationUpdateTeamStaffArgs = {
  id: Scalars['ID']['input'];
  role: TeamStaffRole;
};


/** The entry point for changing. */
export type MutationUploadContactAvatarArgs = {
  avatar: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


/** The entry point for changing. */
export type MutationVoidInvoiceArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


/** The entry point for changing. */
export type MutationWithdrawConsentArgs = {
  id: Scalars['ID']['input'];
};

/**
 * The menu in the four variants the layouts use (spec 000 §2). Every variant has the same sections;
 * compact, futuristic and horizontal reuse the children of the default variant. Entries the viewer may
 * not use are left out, and a section left empty with them: the demo sections (dashboards, pages, user
 * interface, navigation features) are the super admin's only; admins get the school's management
 * sections; a parent, a company or a regular user gets their home, profile, settings and what is theirs.
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
  /** Body as sanitised HTML, or null; in the request's language (`Accept-Language`, en or tr) when it has a translation. */
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
  /** Title as sanitised HTML (formatting and links only), in the request's language (`Accept-Language`, en or tr) when it has a translation. */
  title: Scalars['String']['output'];
  /** True: `link` is an in-app route; false: an external address. */
  useRouter: Scalars['Boolean']['output'];
};

/** A channel or category of notifications a user may switch on or off (spec 001 §9). */
export type NotificationType = {
  __typename?: 'NotificationType';
  /** Whether a user without a preference of their own receives them. */
  defaultEnabled: Scalars['Boolean']['output'];
  /** What the notifications of this type are, in the request's language (`Accept-Language`, en or tr) when it has a translation. */
  description: Scalars['String']['output'];
  /** Stable identifier (UUID). */
  id: Scalars['ID']['output'];
  /** Display name, e.g. 'Email', in the request's language (`Accept-Language`, en or tr) when it has a translation. */
  name: Scalars['String']['output'];
};

/**
 * An athlete invited to an occurrence of a team event (a current member of one of its teams on the
 * occurrence's day), with the guardians' answer and the roll. Who reads it: the event's staff and the
 * admins of its scope (every athlete), a guardian (their own children only); nobody else.
 */
export type OccurrenceAttendee = {
  __typename?: 'OccurrenceAttendee';
  /** The athlete. */
  athleteId: Scalars['ID']['output'];
  /** The athlete's first and last name. */
  athleteName: Scalars['String']['output'];
  /** What the roll says; null while the roll is not taken for them. */
  attendance?: Maybe<AttendanceMark>;
  /** When the roll was taken for them. */
  checkedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who took the roll for them (a name). */
  checkedByName?: Maybe<Scalars['String']['output']>;
  /** The guardians' answer; null while nobody answered. */
  rsvp?: Maybe<RsvpAnswer>;
  /** When it was answered. */
  rsvpAt?: Maybe<Scalars['DateTime']['output']>;
  /** The note given with the answer. */
  rsvpNote?: Maybe<Scalars['String']['output']>;
};

/**
 * The tenant: a school, club or federation. Every sports-school row belongs to exactly one
 * organization. Its name, slug, type, logo, contact and locale are public to every member; the plan,
 * storage use and archive state are read by its administrators only (null for anyone else).
 */
export type Organization = {
  __typename?: 'Organization';
  /** Postal address, or null. */
  address?: Maybe<Scalars['String']['output']>;
  /** When it was archived; null while in use. Only its administrators see archived organizations. */
  archivedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Its branches that are not archived, by name. */
  branches: Array<Branch>;
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The season marked current, or null. */
  currentSeason?: Maybe<Season>;
  /** Its departments that are not archived, by name. */
  departments: Array<Department>;
  /** Contact e-mail address, or null. */
  email?: Maybe<Scalars['String']['output']>;
  /** Stable identifier (UUID). */
  id: Scalars['ID']['output'];
  /** Default interface language of its members: `en` or `tr`. */
  locale: Scalars['String']['output'];
  /** Logo as an https address or a same-site path, or null. */
  logo?: Maybe<Scalars['String']['output']>;
  /** Display name, e.g. 'Kartal Spor Akademisi'. */
  name: Scalars['String']['output'];
  /** Contact phone number, or null. */
  phone?: Maybe<Scalars['String']['output']>;
  /** The subscription plan; null when none is set or the viewer is not one of its administrators. */
  plan?: Maybe<SubscriptionPlan>;
  /** Unique short name used in addresses: lower-case letters, digits and hyphens. */
  slug: Scalars['String']['output'];
  /** The plan's storage quota in bytes; null when unlimited, without a plan, or not an administrator. */
  storageQuotaBytes?: Maybe<Scalars['Float']['output']>;
  /** Bytes of files stored against the plan's quota; null unless the viewer administers the organization. */
  storageUsedBytes?: Maybe<Scalars['Float']['output']>;
  /**
   * Its IANA time zone (e.g. `Europe/Istanbul`): the wall clock its events are planned in. An event keeps
   * the zone it was created in; a change here applies to the events created afterwards.
   */
  timeZone: Scalars['String']['output'];
  /** School, club or federation. */
  type: OrganizationType;
  /** When it was last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** The first administrator of a new organization: a new account holding the organization admin role there. */
export type OrganizationAdminInput = {
  /** Required, a valid address not used by another account (CONFLICT otherwise). */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Required, 1 to 100 characters. */
  fullName?: InputMaybe<Scalars['String']['input']>;
  /** 8 to 256 characters; omitted: the account is invited by mail to choose one (link valid 7 days). */
  password?: InputMaybe<Scalars['String']['input']>;
};

/** One page of organizations. */
export type OrganizationConnection = {
  __typename?: 'OrganizationConnection';
  /** Cursor to pass as `after` for the next page, or null on the last page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** The organizations of this page. */
  nodes: Array<Organization>;
  /** How many match in all pages; counted only when asked for. */
  totalCount: Scalars['Int']['output'];
};

/** The order of an organizations, branches or departments list; ties are broken by id. */
export type OrganizationListSort =
  /** Oldest first. */
  | 'CREATED_ASC'
  /** Newest first. */
  | 'CREATED_DESC'
  /** By name in alphabet order (Turkish letters after their base letter, case ignored). */
  | 'NAME_ASC'
  /** By name, reverse alphabet order. */
  | 'NAME_DESC';

/** Changes to an organization; omitted fields stay as they are, null clears a nullable field. */
export type OrganizationPatch = {
  /** At most 500 characters, or null. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** A valid e-mail address, or null. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** `en` or `tr`; cannot be cleared. */
  locale?: InputMaybe<Scalars['String']['input']>;
  /** An https address or a same-site path, or null. */
  logo?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 200 characters; cannot be cleared. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Digits, spaces, +, brackets and hyphens, 3 to 32 characters, or null. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Id of a subscription plan or null. Only a super admin changes the plan (FORBIDDEN otherwise). */
  planId?: InputMaybe<Scalars['ID']['input']>;
  /** As for CreateOrganizationInput.slug; cannot be cleared. */
  slug?: InputMaybe<Scalars['String']['input']>;
  /** An IANA time zone such as `Europe/Istanbul`; cannot be cleared. */
  timeZone?: InputMaybe<Scalars['String']['input']>;
  /** Cannot be cleared. */
  type?: InputMaybe<OrganizationType>;
};

/** What kind of body an organization is. */
export type OrganizationType =
  /** A sports club: teams that compete. */
  | 'club'
  /** A federation of clubs and schools. */
  | 'federation'
  /** A sports school: lessons and programmes. */
  | 'school';

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

/** A payment recorded by the school and allocated to a family's invoices. */
export type Payment = {
  __typename?: 'Payment';
  /** Where it went, oldest due first unless the invoices were named (negative amounts for a refund). */
  allocations: Array<PaymentAllocation>;
  /** The amount received, as decimal text. */
  amount: Scalars['String']['output'];
  /** The athlete whose invoices it pays. */
  athleteId: Scalars['ID']['output'];
  /** The athlete's full name. */
  athleteName: Scalars['String']['output'];
  /** When it was recorded. */
  createdAt: Scalars['DateTime']['output'];
  /** The ISO 4217 code of its currency. */
  currency: Scalars['String']['output'];
  /** Stable identifier (UUID). */
  id: Scalars['ID']['output'];
  /** Cash, bank transfer or card. */
  method: PaymentMethod;
  /** The organization that received it. */
  organizationId: Scalars['ID']['output'];
  /** The day it was received (YYYY-MM-DD). */
  receivedOn: Scalars['String']['output'];
  /** The bank transfer's or card slip's reference, or null. */
  reference?: Maybe<Scalars['String']['output']>;
  /** For a refund, the payment it gives money back from; null otherwise. */
  refundOf?: Maybe<Scalars['ID']['output']>;
  /** Why the money was given back (a refund), or null. */
  refundReason?: Maybe<Scalars['String']['output']>;
  /** What was left once every open invoice was paid: a credit of the family. */
  unallocated: Scalars['String']['output'];
};

/** The part of a payment that went to one invoice. */
export type PaymentAllocation = {
  __typename?: 'PaymentAllocation';
  /** The amount allocated to it. */
  amount: Scalars['String']['output'];
  /** The invoice. */
  invoiceId: Scalars['ID']['output'];
  /** Its number. */
  invoiceNumber?: Maybe<Scalars['String']['output']>;
};

/** A payment to record. */
export type PaymentInput = {
  /** More than zero, at most two decimals. */
  amount: Scalars['String']['input'];
  /** The athlete whose invoices it pays. */
  athleteId: Scalars['ID']['input'];
  /** The athlete's open invoices to pay, in this order; oldest due first when left out. */
  invoiceIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Cash, bank transfer or card. */
  method: PaymentMethod;
  /** The day it was received (YYYY-MM-DD), not after today. */
  receivedOn: Scalars['String']['input'];
  /** The transfer's reference (required for a bank transfer), at most 100 characters. */
  reference?: InputMaybe<Scalars['String']['input']>;
};

/** How a payment came in. */
export type PaymentMethod =
  /** A bank transfer, with its reference. */
  | 'BANK_TRANSFER'
  /** A card, at the desk or online. */
  | 'CARD'
  /** Cash at the school's desk. */
  | 'CASH';

/** The athletes or the teams the search found. */
export type PeopleSearchGroup = {
  __typename?: 'PeopleSearchGroup';
  /** True when more match than `results` holds. */
  hasMore: Scalars['Boolean']['output'];
  /** Which kind the group holds. */
  id: PeopleSearchGroupId;
  /** Display label: Athletes or Teams. */
  label: Scalars['String']['output'];
  /** The matches, at most 10; empty when nothing matches. */
  results: Array<PeopleSearchResult>;
  /** How many match in all, `results` included; null when more match than `results` holds and the group does not count them. */
  total?: Maybe<Scalars['Int']['output']>;
};

/** The kinds of people and teams the search finds, one group each. */
export type PeopleSearchGroupId =
  /** Athletes in the viewer's charge (an admin's scope, a coach's teams, a parent's own children). */
  | 'athletes'
  /** Teams the viewer may read whose name matches, and the current teams of the athletes found. */
  | 'teams';

/** One athlete or team; its type follows the group it is in. */
export type PeopleSearchResult = AthleteSearchResult | TeamSearchResult;

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

/**
 * A person who works for an organization: a coach, assistant, physio or manager. A
 * professional is a user of the organization with a title, specialties and a bio; team staff rows
 * (`Team.staff`) give them their teams. The profile (name, title, specialties, bio) is public to every
 * member of the organization; the e-mail and the certifications are read only by the organization's
 * administrators, admins of a branch or department where the professional staffs a team, and the
 * professional themself — for anyone else those fields are null.
 */
export type Professional = {
  __typename?: 'Professional';
  /** When the record was archived; null while they work for the organization. */
  archivedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The person's avatar (their account's), or null. */
  avatar?: Maybe<Scalars['String']['output']>;
  /** A short biography as plain text, or null. */
  bio?: Maybe<Scalars['String']['output']>;
  /** Their certifications (not archived), soonest expiry first; null unless the viewer may read them. */
  certifications?: Maybe<Array<Certification>>;
  /** When the record was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The account's e-mail address; null unless the viewer may read the professional's private details. */
  email?: Maybe<Scalars['String']['output']>;
  /** Stable identifier (UUID). */
  id: Scalars['ID']['output'];
  /** The person's name (their account's). */
  name: Scalars['String']['output'];
  /** The organization they work for. */
  organizationId: Scalars['ID']['output'];
  /** What they specialise in, e.g. 'Kaleci antrenmanı', in the order given. */
  specialties: Array<Scalars['String']['output']>;
  /** The teams they currently staff, with their role (not archived teams). */
  staffAssignments: Array<TeamStaff>;
  /** Job title, e.g. 'Baş Antrenör' or 'Fizyoterapist'. */
  title: Scalars['String']['output'];
  /** When the record was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** The account of the person. */
  userId: Scalars['ID']['output'];
};

/** One page of professionals. */
export type ProfessionalConnection = {
  __typename?: 'ProfessionalConnection';
  /** Cursor to pass as `after` for the next page, or null on the last page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** The professionals of this page. */
  nodes: Array<Professional>;
  /** How many match in all pages; counted only when asked for. */
  totalCount: Scalars['Int']['output'];
};

/** Changes to a professional; omitted fields stay as they are. */
export type ProfessionalPatch = {
  /** Plain text, at most 2000 characters, or null. */
  bio?: InputMaybe<Scalars['String']['input']>;
  /** At most 10, each 1 to 60 characters; replaces the list. */
  specialties?: InputMaybe<Array<Scalars['String']['input']>>;
  /** 1 to 100 characters; cannot be cleared. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** The order of a professionals list; ties are broken by id. */
export type ProfessionalSort =
  /** Newest first. */
  | 'CREATED_DESC'
  /** By name in alphabet order. */
  | 'NAME_ASC'
  /** By name, reverse alphabet order. */
  | 'NAME_DESC'
  /** By title, then name. */
  | 'TITLE_ASC';

/** The entry point for reading. */
export type Query = {
  __typename?: 'Query';
  /** One user; NOT_FOUND when it does not exist or the viewer may not see it. */
  adminUser: AdminUser;
  /** A page of the users the viewer may see. size 1 to 200 (default 20); page from 0; search matches name or email (case-insensitive substring). */
  adminUsers: AdminUserPage;
  /**
   * One athlete. NOT_FOUND for an unknown id and for an athlete the viewer may not see; an archived
   * athlete only for the admins of their scope.
   */
  athlete: Athlete;
  /**
   * Everything held about an athlete, for one of their legal guardians or an admin of their scope (NOT_FOUND
   * for anyone else, as for an unknown id). Handing it over reads the health notes, so it is audited.
   */
  athleteDataExport: AthleteDataExport;
  /**
   * The athletes that an athlete with these names and birth date would duplicate, for the athlete form's
   * warning before saving: athletes of the organization (the viewer's own when omitted; only a super
   * admin names another) born on `birthDate` whose first and last names are equal once folded: letter
   * case ignored, Turkish letters on their base letter (İ, I, ı and i alike; ş as s, ğ as g, ç as c, ö as
   * o, ü as u), other Latin accents dropped, surrounding and repeated spaces ignored. Only athletes the
   * viewer has full access to (see the policy at the top of this file; archived ones for their admins),
   * so nobody learns of a child they may not read: a parent finds their own children only, companies and
   * regular users nothing. `excludeId` leaves out the athlete being edited. At most 5, oldest first.
   * BAD_USER_INPUT for blank names or a malformed date.
   */
  athleteDuplicates: Array<Athlete>;
  /**
   * An athlete's health record. Only viewers with full access (FORBIDDEN for roster access, NOT_FOUND as
   * for `athlete`); every read writes a `read_health` audit row in the same transaction.
   */
  athleteHealth: AthleteHealth;
  /**
   * The athletes in the viewer's charge, i.e. with full access (see the policy at the top of this
   * file), a page at a time: a parent's list holds their own children only (their teammates are read
   * through `teamMemberships` and `athlete`, with roster access); companies and regular users get an
   * empty list. `query` keeps those whose full name or licence number contains it regardless of letter
   * case, Turkish letters included (blank means all). `status`, `teamId` (current members of that
   * team), the birth years, `newThisSeason` and `missingConsent` filter (the last two are the school
   * dashboard's tiles). `includeArchived` adds archived athletes for the admins of their scope (ignored for
   * everyone else). `first` is 1 to 500 (default 50); `after` is the `endCursor` of the previous page
   * with the same arguments.
   */
  athletes: AthleteConnection;
  /**
   * A page of an organization's audit log. Organization admins read their own organization's log (the
   * default when `organizationId` is omitted); a super admin reads any organization's, or every
   * organization's when `organizationId` is omitted. Everyone else, and an organization admin asking for
   * another organization, gets FORBIDDEN. Filters combine with AND: `actorId`, `entityType`, `entityId`,
   * `actions` (any of), `from` (inclusive) and `to` (exclusive) on the time; `query` keeps rows whose
   * summary or entity type contains it regardless of letter case. `first` is 1 to 500 (default 50);
   * `after` is the `endCursor` of the previous page. BAD_USER_INPUT with fieldErrors for a bad value.
   */
  auditLog: AuditLogConnection;
  /**
   * One audit row. FORBIDDEN for a viewer who reads no log; NOT_FOUND for an unknown id or a row of an
   * organization whose log the viewer may not read.
   */
  auditLogEntry: AuditLogEntry;
  /** One branch of an organization the viewer belongs to (any for a super admin); NOT_FOUND otherwise. */
  branch: Branch;
  /**
   * Branches of an organization, a page at a time. `organizationId` defaults to the viewer's; a super
   * admin may name any organization or none (every organization). Other organizations read as empty.
   * `active` keeps only open (true) or closed (false) sites. Archived ones only with `includeArchived`,
   * honoured for the organization's administrators. Paging, search and sort as for `organizations`.
   */
  branches: BranchConnection;
  /**
   * The occurrences of the events the viewer reads that overlap the window from `from` to `to` (at most
   * 100 days), ordered by start: every series expanded for the window, with each date's own changes. The
   * organization defaults to the viewer's (a super admin may name any). Filters: `branchId` (events of the
   * branch, of its teams and organization-wide ones held there), `teamId` (events of the team and the
   * organization's), `types`. Cancelled occurrences are included (marked) unless `includeCancelled` is false.
   */
  calendar: Array<EventOccurrence>;
  /**
   * The signed-in user's calendar feed, without its address (`url` is null); null when they have none (or
   * a password change or suspension ended it). Every signed-in user may have one.
   */
  calendarFeed?: Maybe<CalendarFeed>;
  /**
   * The same window as `calendar`, bounded for a month grid: at most `perDay` occurrences starting on each
   * day of the organization's time zone (1 to 20, default 4; the earliest), and each day's total.
   */
  calendarGrid: CalendarGrid;
  /** Whether families can pay invoices by card online: a card provider is configured on the server. */
  cardPaymentsEnabled: Scalars['Boolean']['output'];
  /** One certification the viewer may read; NOT_FOUND otherwise. */
  certification: Certification;
  /**
   * Certifications the viewer may read (see Professional), soonest expiry first (no expiry last), a page
   * at a time: for the dashboard's "expiring soon". `expiringWithinDays` (0 to 3650) keeps those expiring
   * within that many days, expired ones included. Empty for a viewer who reads none.
   */
  certifications: CertificationConnection;
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
  /**
   * A page of the companies the viewer reads (see `Company`). `query` keeps those whose name or tax number
   * contains it regardless of letter case. `includeArchived` adds archived companies for admins (ignored
   * for others). `organizationId` narrows a super admin's list to one organization. `first` is 1 to 500
   * (default 50); `after` is the `endCursor` of the previous page. Empty for parents and regular users.
   */
  companies: CompanyConnection;
  /** One company the viewer reads. NOT_FOUND for an unknown id or a company the viewer may not read. */
  company: Company;
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
  /** Every country, sorted by its name in the request's language. */
  countries: Array<Country>;
  /** One department, as for `branch`. */
  department: Department;
  /** Departments of an organization, as for `branches`; `sport` keeps one sport. */
  departments: DepartmentConnection;
  /** The document types. Every signed-in user may read them. */
  documentTypes: Array<DocumentType>;
  /** One event the viewer reads; NOT_FOUND otherwise (also for another organization's). */
  event: Event;
  /**
   * One occurrence of an event the viewer reads: `occurrenceStart` is its `originalStart` (the event's
   * start for a single event). NOT_FOUND as for `event`; BAD_USER_INPUT when the series has no such date.
   */
  eventOccurrence: EventOccurrence;
  /** The fee plans of an organization (the viewer's own; a super admin names one), newest first. Money admins only; others get an empty list. */
  feePlans: Array<FeePlan>;
  /** The finance dashboard of an organization (the viewer's own; a super admin names one) in one currency (TRY when left out). */
  financeSummary: FinanceSummary;
  /**
   * The parent accounts an admin may link as guardians, for the guardian picker: active accounts of the
   * organization (the viewer's own when omitted; only a super admin names another) holding the parent
   * role, searched, never listed. `query` is either a whole e-mail address (it holds an `@`): the parent
   * with that address, regardless of case; or at least 3 characters of a name: the parents whose name
   * contains it, regardless of case, who are already linked to an athlete in the viewer's scope (for a
   * branch or department admin, athletes of their teams). Anything shorter, blank or missing is
   * BAD_USER_INPUT ("Type at least 3 letters of a name, or a whole e-mail address"), so nobody reads the
   * organization's families name by name. In alphabet order, at most `first` (1 to 50, default 20).
   * Only admins (super, organization, branch or department) get any; everyone else an empty list.
   */
  guardianCandidates: Array<User>;
  /** One invoice the viewer may read; NOT_FOUND otherwise. */
  invoice: Invoice;
  /**
   * Invoices the viewer may read, by due date then number: the money admins of the organization or branch,
   * a guardian their children's. Filters: athlete, team, status; `query` searches the number and the
   * athlete's name.
   */
  invoices: InvoiceConnection;
  /** One of the viewer's mails. NOT_FOUND for an unknown id or another mailbox's. */
  mail: Mail;
  /** The two filters. */
  mailFilters: Array<MailFilter>;
  /** The viewer's five folders with their counts. */
  mailFolders: Array<MailFolder>;
  /** The viewer's labels, by title. */
  mailLabels: Array<MailLabel>;
  /** The same list by page number (from 1), 10 a page (REST). */
  mailPage: MailPage;
  /** Addresses to offer while typing a recipient: users of the viewer's organization and their contacts, at most 10. */
  mailRecipients: Array<MailAddress>;
  /** The viewer's mailbox settings. */
  mailSettings: MailSettings;
  /**
   * The viewer's mails in one folder, filter or label (by slug; exactly one, BAD_USER_INPUT otherwise),
   * newest first, a page at a time: `first` 1 to 100 (default 10). A filter or a label leaves out the
   * mails in Trash and Spam. `query` keeps mails whose subject, sender or text contain it (at least 2
   * characters).
   */
  mails: MailConnection;
  /** The signed-in user. UNAUTHENTICATED when the request carries no valid token. */
  me: User;
  /** The signed-in user's messages, newest first. */
  messages: Array<Message>;
  /** What the viewer may do with the school's money (signed in). */
  moneyAccess: MoneyAccess;
  /**
   * Who handles an organization's money (the viewer's own; a super admin names one): its organization
   * admins and super admins read it; NOT_FOUND for anyone else.
   */
  moneyAdmins: MoneyAdmins;
  /** The signed-in person's own account. UNAUTHENTICATED without a valid token. */
  myAccount: Account;
  /** The viewer's own organization, or null for a viewer without one. */
  myOrganization?: Maybe<Organization>;
  /**
   * The menu for the signed-in viewer, titled in `language` (`en` or `tr`; anything else, or none, gives
   * English). UNAUTHENTICATED without a valid token.
   */
  navigation: Navigation;
  /** The notification types. Every signed-in user may read them. */
  notificationTypes: Array<NotificationType>;
  /** The signed-in user's notifications, newest first. */
  notifications: Array<Notification>;
  /**
   * The erasure requests waiting for a decision that the viewer decides (an admin of the child's scope), the
   * oldest first, at most 100; empty for anyone else.
   */
  openErasureRequests: Array<ErasureRequest>;
  /** One organization the viewer reads (see `organizations`); NOT_FOUND otherwise, exactly as for an unknown id. */
  organization: Organization;
  /**
   * Organizations a page at a time. A super admin reads every organization; anyone else reads their own
   * (a list of one). `query` keeps those whose name or slug contains it regardless of case; `first` is 1
   * to 500 (default 50); `after` is the previous page's `endCursor`; `sort` defaults to NAME_ASC.
   * `type` keeps one kind of organization. Archived organizations are left out unless `includeArchived`
   * is true, which only a super admin's list honours.
   */
  organizations: OrganizationConnection;
  /** The payments towards one athlete's invoices, newest first, for whoever reads those invoices. */
  payments: Array<Payment>;
  /** One professional of an organization the viewer belongs to (any for a super admin); NOT_FOUND otherwise. */
  professional: Professional;
  /**
   * Professionals of an organization (default: the viewer's; a super admin may name any or none), a page
   * at a time. Every member of the organization reads the list; other organizations read as empty.
   * `query` matches name, title or a specialty regardless of case; `first` is 1 to 500 (default 50);
   * `sort` defaults to NAME_ASC. Archived ones only with `includeArchived`, honoured for the
   * organization's administrators.
   */
  professionals: ProfessionalConnection;
  /** One registration the viewer reads; NOT_FOUND otherwise (exactly as for an unknown id). */
  registration: Registration;
  /** How many registrations of each status the viewer reads (same filters as `registrations` but status). */
  registrationCounts: RegistrationCounts;
  /**
   * The public registration page of an organization, by its slug: no sign-in needed. NOT_FOUND for an
   * unknown or archived organization.
   */
  registrationForm: RegistrationForm;
  /** The organizations that take registrations on a public page, by name: no sign-in needed. */
  registrationSchools: Array<RegistrationSchool>;
  /**
   * Registrations the viewer reads (see `Registration`), newest first, a page at a time. Filters: `status`,
   * `teamId`; `query` matches the child's and the guardians' names and e-mails regardless of case;
   * `organizationId` for a super admin (others keep to their own). `first` is 1 to 100 (default 50).
   */
  registrations: RegistrationConnection;
  /**
   * The scopes the viewer may grant roles in, by name, for the users page's picker: a super admin every
   * organization's, an organization admin their organization's, a branch admin their branch and its
   * teams, a department admin their department and its teams; anyone else none. `organizationId` keeps
   * one organization, `types` some kinds, `query` those whose name contains it regardless of case; at
   * most `first` (1 to 500, default 100), sorted by kind (organization, branch, department, team) then
   * name. Archived scopes are never offered.
   */
  roleScopeOptions: Array<RoleScopeOption>;
  /** The users the viewer may see who hold the role. */
  roleUsers: Array<AdminUser>;
  /** The seven roles. Every signed-in user may read them. */
  roles: Array<Role>;
  /**
   * The dashboard of one organization. Super admins read any organization's; organization admins their
   * organization's; branch and department admins their organization's, limited to their scope. Everyone
   * else, and an admin asking for another organization, gets FORBIDDEN; an unknown organization answers
   * NOT_FOUND (to a super admin; FORBIDDEN to anyone else); a malformed id answers BAD_USER_INPUT.
   */
  schoolDashboard: SchoolDashboard;
  /**
   * Searches contacts, users, pages, tasks and mail for the signed-in viewer. Always answers every group:
   * those with results first, then in the fixed order contacts, users, pages, tasks, mail. A query of
   * fewer than 2 characters (after trimming) gives every group empty results; one of more than 200 is
   * BAD_USER_INPUT. Each group finds only what the viewer may read (contacts and tasks: the school's staff;
   * users: those who administer users, within their scope; mail: the viewer's own mailbox, a staff member's,
   * never another user's, a super admin's included), without regard to letter case, at most 10 per group.
   * Mail matches subject, sender and text as the mailbox's own search does, newest first, outside Trash and
   * Spam. Page titles are matched in `language` (`en` or `tr`, default English). UNAUTHENTICATED without a
   * valid token.
   */
  search: Array<SearchGroup>;
  /**
   * Searches the athletes and teams the signed-in viewer may see: athletes in their charge (an admin's
   * scope, a coach's current teams, a parent's own children; none for a company or a regular user) by
   * name or licence number, and teams of their organization by name together with the current teams of
   * the athletes found. Always answers both groups, athletes first. Below 2 characters (after trimming)
   * both are empty; more than 200 is BAD_USER_INPUT. The REST facade's `api/common/search` answers these
   * groups with the others. UNAUTHENTICATED without a valid token.
   */
  searchPeople: Array<PeopleSearchGroup>;
  /**
   * Tasks whose title or notes, as read in the request's language, contain `query` regardless of letter
   * case, in list order, at most 100.
   * Null when the query is blank.
   */
  searchTasks?: Maybe<Array<TaskSearchHit>>;
  /** One season, as for `branch`. */
  season: Season;
  /** Seasons of an organization, as for `branches`; `sort` defaults to STARTS_DESC. */
  seasons: SeasonConnection;
  /** The signed-in user's shortcuts, in the order they were added. */
  shortcuts: Array<Shortcut>;
  /**
   * The public sponsor list of the viewer's organization (or, for a super admin, of `organizationId`):
   * every company with a sponsorship running today, highest tier first, then by name. Names, logos and web
   * sites only; every signed-in member of the organization reads it.
   */
  sponsors: Array<Sponsor>;
  /** One sponsorship the viewer reads. NOT_FOUND for an unknown id or one the viewer may not read. */
  sponsorship: Sponsorship;
  /**
   * A page of the sponsorships the viewer reads (see `Sponsorship`): those of companies the viewer reads.
   * Filters combine with AND. `query` keeps those whose company name contains it. `activeOn` (ISO date)
   * keeps those running that day. `first` is 1 to 500 (default 50).
   */
  sponsorships: SponsorshipConnection;
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
  /** One team of an organization the viewer belongs to (any for a super admin); NOT_FOUND otherwise. */
  team: Team;
  /**
   * A team's roster: the memberships of the athletes the viewer may see, by jersey number then name. With
   * `includeEnded` the ended ones too (full access only). Empty for a team the viewer sees nobody of.
   */
  teamMemberships: Array<TeamMembership>;
  /**
   * Teams of an organization (default: the viewer's; a super admin may name any or none), a page at a
   * time. Every member of the organization reads them; other organizations read as empty. Filters:
   * `branchId`, `departmentId`, `seasonId`, `currentSeason` (only the current season's), `gender`,
   * `birthYear` (teams whose range holds it), `staffedByMe` (teams the viewer is staff of),
   * `managedByMe` (teams the viewer administers: all of an organization admin's, a branch admin's
   * branch's, a department admin's department's; none for anyone else). `query`
   * matches the name regardless of case; `first` is 1 to 500 (default 50); `sort` defaults to NAME_ASC.
   * Archived ones only with `includeArchived`, honoured for the admins of their scope.
   */
  teams: TeamConnection;
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
  /**
   * The payments of the user's family (the athletes they are a guardian of) and their refunds, newest
   * received first: the user reads all of them, the admins who handle money (docs/domain.md, "Fees") those of
   * the athletes whose invoices they manage; empty for anyone else. NOT_FOUND when the viewer may not see the
   * user.
   */
  userPayments: Array<UserPayment>;
  /** Every role assignment of the users the viewer may see. */
  userRoleAssignments: Array<UserRoleAssignment>;
  /** The role assignments of one user; NOT_FOUND when the viewer may not see the user. */
  userRoles: Array<UserRoleAssignment>;
  /** A user's survey answers (options chosen or text written), newest first. */
  userSurveyAnswers: Array<UserSurveyAnswer>;
  /**
   * A user's wallet, their family's credit on the payments the viewer reads (as `userPayments`); null when
   * there is none. NOT_FOUND when the viewer may not see the user.
   */
  userWallet?: Maybe<UserWallet>;
  /** What the signed-in user may use. UNAUTHENTICATED without a valid token. */
  viewerAccess: ViewerAccess;
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
export type QueryAthleteArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for reading. */
export type QueryAthleteDataExportArgs = {
  athleteId: Scalars['ID']['input'];
};


/** The entry point for reading. */
export type QueryAthleteDuplicatesArgs = {
  birthDate: Scalars['String']['input'];
  excludeId?: InputMaybe<Scalars['ID']['input']>;
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  organizationId?: InputMaybe<Scalars['ID']['input']>;
};


/** The entry point for reading. */
export type QueryAthleteHealthArgs = {
  athleteId: Scalars['ID']['input'];
};


/** The entry point for reading. */
export type QueryAthletesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  birthYearFrom?: InputMaybe<Scalars['Int']['input']>;
  birthYearTo?: InputMaybe<Scalars['Int']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  includeArchived?: InputMaybe<Scalars['Boolean']['input']>;
  missingConsent?: InputMaybe<Scalars['Boolean']['input']>;
  newThisSeason?: InputMaybe<Scalars['Boolean']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<AthleteSort>;
  status?: InputMaybe<AthleteStatus>;
  teamId?: InputMaybe<Scalars['ID']['input']>;
};


/** The entry point for reading. */
export type QueryAuditLogArgs = {
  actions?: InputMaybe<Array<AuditAction>>;
  actorId?: InputMaybe<Scalars['ID']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  entityId?: InputMaybe<Scalars['ID']['input']>;
  entityType?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  from?: InputMaybe<Scalars['DateTime']['input']>;
  organizationId?: InputMaybe<Scalars['ID']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<AuditLogSort>;
  to?: InputMaybe<Scalars['DateTime']['input']>;
};


/** The entry point for reading. */
export type QueryAuditLogEntryArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for reading. */
export type QueryBranchArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for reading. */
export type QueryBranchesArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  includeArchived?: InputMaybe<Scalars['Boolean']['input']>;
  organizationId?: InputMaybe<Scalars['ID']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<OrganizationListSort>;
};


/** The entry point for reading. */
export type QueryCalendarArgs = {
  branchId?: InputMaybe<Scalars['ID']['input']>;
  from: Scalars['DateTime']['input'];
  includeCancelled?: InputMaybe<Scalars['Boolean']['input']>;
  organizationId?: InputMaybe<Scalars['ID']['input']>;
  teamId?: InputMaybe<Scalars['ID']['input']>;
  to: Scalars['DateTime']['input'];
  types?: InputMaybe<Array<EventType>>;
};


/** The entry point for reading. */
export type QueryCalendarGridArgs = {
  branchId?: InputMaybe<Scalars['ID']['input']>;
  from: Scalars['DateTime']['input'];
  includeCancelled?: InputMaybe<Scalars['Boolean']['input']>;
  organizationId?: InputMaybe<Scalars['ID']['input']>;
  perDay?: InputMaybe<Scalars['Int']['input']>;
  teamId?: InputMaybe<Scalars['ID']['input']>;
  to: Scalars['DateTime']['input'];
  types?: InputMaybe<Array<EventType>>;
};


/** The entry point for reading. */
export type QueryCertificationArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for reading. */
export type QueryCertificationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  expiringWithinDays?: InputMaybe<Scalars['Int']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  organizationId?: InputMaybe<Scalars['ID']['input']>;
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
export type QueryCompaniesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  includeArchived?: InputMaybe<Scalars['Boolean']['input']>;
  organizationId?: InputMaybe<Scalars['ID']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<CompanySort>;
};


/** The entry point for reading. */
export type QueryCompanyArgs = {
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
export type QueryDepartmentArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for reading. */
export type QueryDepartmentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  includeArchived?: InputMaybe<Scalars['Boolean']['input']>;
  organizationId?: InputMaybe<Scalars['ID']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<OrganizationListSort>;
  sport?: InputMaybe<Sport>;
};


/** The entry point for reading. */
export type QueryEventArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for reading. */
export type QueryEventOccurrenceArgs = {
  eventId: Scalars['ID']['input'];
  occurrenceStart: Scalars['DateTime']['input'];
};


/** The entry point for reading. */
export type QueryFeePlansArgs = {
  includeArchived?: InputMaybe<Scalars['Boolean']['input']>;
  organizationId?: InputMaybe<Scalars['ID']['input']>;
};


/** The entry point for reading. */
export type QueryFinanceSummaryArgs = {
  currency?: InputMaybe<Scalars['String']['input']>;
  organizationId?: InputMaybe<Scalars['ID']['input']>;
};


/** The entry point for reading. */
export type QueryGuardianCandidatesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  organizationId?: InputMaybe<Scalars['ID']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
};


/** The entry point for reading. */
export type QueryInvoiceArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for reading. */
export type QueryInvoicesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  athleteId?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  organizationId?: InputMaybe<Scalars['ID']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<InvoiceStatus>;
  teamId?: InputMaybe<Scalars['ID']['input']>;
};


/** The entry point for reading. */
export type QueryMailArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for reading. */
export type QueryMailPageArgs = {
  filter?: InputMaybe<Scalars['String']['input']>;
  folder?: InputMaybe<Scalars['String']['input']>;
  label?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** The entry point for reading. */
export type QueryMailRecipientsArgs = {
  query: Scalars['String']['input'];
};


/** The entry point for reading. */
export type QueryMailsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  folder?: InputMaybe<Scalars['String']['input']>;
  label?: InputMaybe<Scalars['String']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
};


/** The entry point for reading. */
export type QueryMoneyAdminsArgs = {
  organizationId?: InputMaybe<Scalars['ID']['input']>;
};


/** The entry point for reading. */
export type QueryNavigationArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
};


/** The entry point for reading. */
export type QueryOrganizationArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for reading. */
export type QueryOrganizationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  includeArchived?: InputMaybe<Scalars['Boolean']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<OrganizationListSort>;
  type?: InputMaybe<OrganizationType>;
};


/** The entry point for reading. */
export type QueryPaymentsArgs = {
  athleteId: Scalars['ID']['input'];
};


/** The entry point for reading. */
export type QueryProfessionalArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for reading. */
export type QueryProfessionalsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  includeArchived?: InputMaybe<Scalars['Boolean']['input']>;
  organizationId?: InputMaybe<Scalars['ID']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ProfessionalSort>;
};


/** The entry point for reading. */
export type QueryRegistrationArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for reading. */
export type QueryRegistrationCountsArgs = {
  organizationId?: InputMaybe<Scalars['ID']['input']>;
  teamId?: InputMaybe<Scalars['ID']['input']>;
};


/** The entry point for reading. */
export type QueryRegistrationFormArgs = {
  organizationSlug: Scalars['String']['input'];
};


/** The entry point for reading. */
export type QueryRegistrationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  organizationId?: InputMaybe<Scalars['ID']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<RegistrationStatus>;
  teamId?: InputMaybe<Scalars['ID']['input']>;
};


/** The entry point for reading. */
export type QueryRoleScopeOptionsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  organizationId?: InputMaybe<Scalars['ID']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  types?: InputMaybe<Array<ScopeType>>;
};


/** The entry point for reading. */
export type QueryRoleUsersArgs = {
  roleId: Scalars['ID']['input'];
};


/** The entry point for reading. */
export type QuerySchoolDashboardArgs = {
  organizationId: Scalars['ID']['input'];
};


/** The entry point for reading. */
export type QuerySearchArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
  query: Scalars['String']['input'];
};


/** The entry point for reading. */
export type QuerySearchPeopleArgs = {
  query: Scalars['String']['input'];
};


/** The entry point for reading. */
export type QuerySearchTasksArgs = {
  query: Scalars['String']['input'];
};


/** The entry point for reading. */
export type QuerySeasonArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for reading. */
export type QuerySeasonsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  includeArchived?: InputMaybe<Scalars['Boolean']['input']>;
  organizationId?: InputMaybe<Scalars['ID']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<SeasonSort>;
};


/** The entry point for reading. */
export type QuerySponsorsArgs = {
  organizationId?: InputMaybe<Scalars['ID']['input']>;
};


/** The entry point for reading. */
export type QuerySponsorshipArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for reading. */
export type QuerySponsorshipsArgs = {
  activeOn?: InputMaybe<Scalars['String']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  companyId?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  includeArchived?: InputMaybe<Scalars['Boolean']['input']>;
  organizationId?: InputMaybe<Scalars['ID']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  scopeId?: InputMaybe<Scalars['ID']['input']>;
  scopeType?: InputMaybe<SponsorshipScopeType>;
  sort?: InputMaybe<SponsorshipSort>;
};


/** The entry point for reading. */
export type QueryTaskArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for reading. */
export type QueryTeamArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for reading. */
export type QueryTeamMembershipsArgs = {
  includeEnded?: InputMaybe<Scalars['Boolean']['input']>;
  teamId: Scalars['ID']['input'];
};


/** The entry point for reading. */
export type QueryTeamsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  birthYear?: InputMaybe<Scalars['Int']['input']>;
  branchId?: InputMaybe<Scalars['ID']['input']>;
  currentSeason?: InputMaybe<Scalars['Boolean']['input']>;
  departmentId?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  gender?: InputMaybe<TeamGender>;
  includeArchived?: InputMaybe<Scalars['Boolean']['input']>;
  managedByMe?: InputMaybe<Scalars['Boolean']['input']>;
  organizationId?: InputMaybe<Scalars['ID']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  seasonId?: InputMaybe<Scalars['ID']['input']>;
  sort?: InputMaybe<TeamSort>;
  staffedByMe?: InputMaybe<Scalars['Boolean']['input']>;
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

/**
 * How a series repeats, in the event's time zone: occurrences keep their wall-clock time across a
 * daylight-saving change.
 */
export type Recurrence = {
  __typename?: 'Recurrence';
  /** How many occurrences in all; null with `until`. */
  count?: Maybe<Scalars['Int']['output']>;
  /** Days (ISO dates, in the event's time zone) left out of the series, such as holidays (RFC 5545 EXDATE). */
  excludedDates: Array<Scalars['String']['output']>;
  /** How often. */
  frequency: RecurrenceFrequency;
  /** Every how many days, weeks or months (1 = every). */
  interval: Scalars['Int']['output'];
  /** The RFC 5545 rule, e.g. `FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270630T205959Z`. */
  rule: Scalars['String']['output'];
  /** The last day (ISO date, in the event's time zone) an occurrence may start on; null with `count` or without an end. */
  until?: Maybe<Scalars['String']['output']>;
  /** The weekdays of a weekly series (empty: the first occurrence's weekday). */
  weekdays: Array<Weekday>;
};

/** How often a series repeats (RFC 5545 FREQ). */
export type RecurrenceFrequency =
  /** Every day (or every `interval` days). */
  | 'DAILY'
  /** Every month on the first occurrence's day of the month. */
  | 'MONTHLY'
  /** Every week on the chosen weekdays. */
  | 'WEEKLY';

/** How a series repeats; give `until` or `count` (a series without either ends with its season: at most 400 days). */
export type RecurrenceInput = {
  /** 1 to 400. */
  count?: InputMaybe<Scalars['Int']['input']>;
  /** ISO dates to leave out (at most 100). */
  excludedDates?: InputMaybe<Array<Scalars['String']['input']>>;
  /** How often. */
  frequency: RecurrenceFrequency;
  /** 1 to 52 (default 1). */
  interval?: InputMaybe<Scalars['Int']['input']>;
  /** ISO date (in the organization's time zone), on or after the first occurrence, at most 400 days later. */
  until?: InputMaybe<Scalars['String']['input']>;
  /** The weekdays of a weekly series. */
  weekdays?: InputMaybe<Array<Weekday>>;
};

/**
 * A family's request to register a child, kept apart from accounts and athletes until the school approves
 * it. Organization admins read their organization's; branch and department admins those for the teams they
 * administer; a coach those of the athletes of the teams they staff; a guardian their own once approved;
 * company and regular users none.
 */
export type Registration = {
  __typename?: 'Registration';
  /** The athlete made on approval. */
  athleteId?: Maybe<Scalars['ID']['output']>;
  /** The child's birth date (YYYY-MM-DD). */
  birthDate: Scalars['String']['output'];
  /** The consents accepted, by purpose. */
  consents: Array<RegistrationConsent>;
  /** When the school decided, or null. */
  decidedAt?: Maybe<Scalars['DateTime']['output']>;
  /**
   * The files the family sent with it (a health report, a photo), for the admins who decide it and the
   * guardians it names; empty for anyone else who reads the registration (a coach).
   */
  documents: Array<RegistrationDocument>;
  /** The child's first name. */
  firstName: Scalars['String']['output'];
  /** The child's gender. */
  gender: AthleteGender;
  /** One or two guardians, the first one first. */
  guardians: Array<RegistrationGuardian>;
  /** Stable identifier (UUID). */
  id: Scalars['ID']['output'];
  /** The family's language: the mails about it are written in it. */
  language: Language;
  /** The child's last name. */
  lastName: Scalars['String']['output'];
  /** Anything the family wanted the school to know (at most 1,000 characters). */
  note?: Maybe<Scalars['String']['output']>;
  /**
   * Until when a freed place of its team is held for it, while waitlisted: the family was offered the place
   * and the school approves the request when they take it. Null when no place was offered; past once the
   * offer lapsed (the place then goes to the next child waiting).
   */
  offerExpiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** The organization it was sent to. */
  organizationId: Scalars['ID']['output'];
  /** The reason given with a refusal. */
  reason?: Maybe<Scalars['String']['output']>;
  /** Where it stands. */
  status: RegistrationStatus;
  /** When the family sent it (or last sent it again). */
  submittedAt: Scalars['DateTime']['output'];
  /** The team wished. */
  team: Team;
  /** The team wished. */
  teamId: Scalars['ID']['output'];
  /** The places before it on its team's waiting list (0 is next); null unless waitlisted. */
  waitlistPosition?: Maybe<Scalars['Int']['output']>;
};

/** One page of registrations. */
export type RegistrationConnection = {
  __typename?: 'RegistrationConnection';
  /** Cursor to pass as `after` for the next page, or null on the last page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** The registrations of this page. */
  nodes: Array<Registration>;
  /** How many match in all pages; counted only when asked for. */
  totalCount: Scalars['Int']['output'];
};

/** A consent accepted on a registration: the purpose and the exact text version the guardians agreed to. */
export type RegistrationConsent = {
  __typename?: 'RegistrationConsent';
  /** What the consent is for. */
  purpose: ConsentPurpose;
  /** The text accepted, as it was published. */
  text: ConsentText;
  /** The text version accepted. */
  version: Scalars['Int']['output'];
};

/** How many registrations the viewer reads in each status. */
export type RegistrationCounts = {
  __typename?: 'RegistrationCounts';
  /** Approved. */
  approved: Scalars['Int']['output'];
  /** Not decided yet. */
  pending: Scalars['Int']['output'];
  /** Refused. */
  rejected: Scalars['Int']['output'];
  /** Waiting for a place. */
  waitlisted: Scalars['Int']['output'];
};

/**
 * A file sent with a registration. Its type was read from its bytes; the file is downloaded with the
 * viewer's token from `downloadUrl`.
 */
export type RegistrationDocument = {
  __typename?: 'RegistrationDocument';
  /** Its media type, as read from its bytes (application/pdf, image/jpeg, image/png, image/gif). */
  contentType: Scalars['String']['output'];
  /** When it was uploaded. */
  createdAt: Scalars['DateTime']['output'];
  /** The authorised download: GET with the bearer token. */
  downloadUrl: Scalars['String']['output'];
  /** The name the family's file had. */
  fileName: Scalars['String']['output'];
  /** The document's id. */
  id: Scalars['ID']['output'];
  /** What it is. */
  kind: RegistrationDocumentKind;
  /** Its size in bytes. */
  sizeBytes: Scalars['Int']['output'];
};

/** What a family may attach to a registration. */
export type RegistrationDocumentKind =
  /** A doctor's report that the child may do sport: a PDF, JPEG or PNG file. */
  | 'health_report'
  /** A photo of the child for the licence: a JPEG, PNG or GIF image. */
  | 'photo';

/**
 * What the public registration page of an organization needs: its name, the current season's teams and the
 * consent texts in force. Readable without signing in.
 */
export type RegistrationForm = {
  __typename?: 'RegistrationForm';
  /** The latest text of every consent purpose. */
  consentTexts: Array<ConsentText>;
  /** The organization's id. */
  organizationId: Scalars['ID']['output'];
  /** The organization's name. */
  organizationName: Scalars['String']['output'];
  /** The slug of its public page. */
  organizationSlug: Scalars['String']['output'];
  /** Teams of the current season that are not archived, by age then name. */
  teams: Array<RegistrationTeamOption>;
};

/** A guardian named on a registration. */
export type RegistrationGuardian = {
  __typename?: 'RegistrationGuardian';
  /** E-mail address: the account made or linked on approval. */
  email: Scalars['String']['output'];
  /** First name. */
  firstName: Scalars['String']['output'];
  /** Stable identifier (UUID). */
  id: Scalars['ID']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** Phone number. */
  phone: Scalars['String']['output'];
  /** 1 for the first guardian, 2 for the second. */
  position: Scalars['Int']['output'];
  /** How they are related to the child. */
  relationship: GuardianRelationship;
  /** The account they were given or linked to on approval; null before. */
  userId?: Maybe<Scalars['ID']['output']>;
};

/** A guardian on the public form. */
export type RegistrationGuardianInput = {
  /** A valid e-mail address; the two guardians' must differ. */
  email: Scalars['String']['input'];
  /** 1 to 100 characters. */
  firstName: Scalars['String']['input'];
  /** 1 to 100 characters. */
  lastName: Scalars['String']['input'];
  /** 7 to 20 digits, spaces, +, -, ( and ). */
  phone: Scalars['String']['input'];
  /** How they are related to the child. */
  relationship: GuardianRelationship;
};

/**
 * The answer to a submitted registration: the same whether the family is new, already known or registered
 * the same child before (it never tells who has an account).
 */
export type RegistrationReceipt = {
  __typename?: 'RegistrationReceipt';
  /** The organization it was sent to. */
  organizationName: Scalars['String']['output'];
  /** Always true: the request was received and a confirmation mail is on its way. */
  received: Scalars['Boolean']['output'];
};

/** An organization that takes registrations on a public page. */
export type RegistrationSchool = {
  __typename?: 'RegistrationSchool';
  /** The organization's name. */
  name: Scalars['String']['output'];
  /** The slug of its public page: /register/<slug>. */
  slug: Scalars['String']['output'];
};

/** Where a registration stands in the school's queue. */
export type RegistrationStatus =
  /** Approved: the athlete, the guardians' accounts and links, the consents and the team place exist. */
  | 'approved'
  /** Sent by the family, not decided yet. */
  | 'pending'
  /** Refused by the school, with a reason mailed to the family. */
  | 'rejected'
  /** The team wished had no place: it waits for one, in the order of submission. */
  | 'waitlisted';

/**
 * A team families may ask for on the public page: its age and gender, and how many places it has left
 * (its capacity less its current members; 0 means a registration for it goes to the waiting list).
 */
export type RegistrationTeamOption = {
  __typename?: 'RegistrationTeamOption';
  /** The age category, e.g. 'U12'. */
  ageCategory: Scalars['String']['output'];
  /** Latest birth year it takes. */
  birthYearMax: Scalars['Int']['output'];
  /** Earliest birth year it takes. */
  birthYearMin: Scalars['Int']['output'];
  /** The branch (site) it trains at, by name. */
  branchName: Scalars['String']['output'];
  /** The department (sport) it belongs to, by name. */
  departmentName: Scalars['String']['output'];
  /** Girls, boys or mixed. */
  gender: TeamGender;
  /** The team's id. */
  id: Scalars['ID']['output'];
  /** Its name. */
  name: Scalars['String']['output'];
  /** Places left now (places held for children offered one from the waiting list count as taken); 0 when full. */
  placesLeft: Scalars['Int']['output'];
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

/**
 * A scope a role grant may carry, named for a picker (the users page): an organization, branch,
 * department or team the viewer may grant roles in.
 */
export type RoleScopeOption = {
  __typename?: 'RoleScopeOption';
  /** What tells two same-named options apart: for a team its branch, department and season; else null. */
  detail?: Maybe<Scalars['String']['output']>;
  /** The organization, branch, department or team id, as assignUserRole takes it. */
  id: Scalars['ID']['output'];
  /** Its display name. */
  name: Scalars['String']['output'];
  /** The organization the scope belongs to. */
  organizationId: Scalars['ID']['output'];
  /** What the scope is. */
  type: ScopeType;
};

/** A guardian's answer for a child to an occurrence. */
export type RsvpAnswer =
  /** Will take part. */
  | 'going'
  /** Not sure yet. */
  | 'maybe'
  /** Will not take part. */
  | 'not_going';

/** How many invited athletes answered what. */
export type RsvpCounts = {
  __typename?: 'RsvpCounts';
  /** Going. */
  going: Scalars['Int']['output'];
  /** Maybe. */
  maybe: Scalars['Int']['output'];
  /** Not going. */
  notGoing: Scalars['Int']['output'];
  /** Not answered. */
  unanswered: Scalars['Int']['output'];
};

/**
 * The school's dashboard (fbiad-pages/dashboard): counts and short lists over one organization's athletes,
 * teams, professionals and consents, computed by the database on each request. What it counts follows the
 * viewer's admin scope: an organization admin (and a super admin, for any organization) sees the whole
 * organization; a branch or department admin sees the teams of their branch or department, the athletes
 * currently playing in them and the professionals on their staff. Archived rows are never counted.
 */
export type SchoolDashboard = {
  __typename?: 'SchoolDashboard';
  /** Athletes in scope who are not archived, whatever their status. */
  athleteCount: Scalars['Int']['output'];
  /** Athletes in scope by birth year, youngest first, with the age they reach this calendar year. */
  athletesByAgeGroup: Array<SchoolDashboardAgeGroupCount>;
  /** Athletes in scope by status (active, trial, waitlist, left); statuses without athletes are left out. */
  athletesByStatus: Array<SchoolDashboardStatusCount>;
  /** Teams in scope (not archived) with their current athletes, fullest first relative to capacity, then by name. */
  athletesByTeam: Array<SchoolDashboardTeamCount>;
  /** This month's attendance in the dashboard's scope (the teams the viewer administers). */
  attendance: SchoolDashboardAttendance;
  /** The organization's current season, or null when none is marked current. */
  currentSeason?: Maybe<SchoolDashboardSeason>;
  /**
   * Certifications of professionals in scope that expire within the next 60 days (today included), soonest
   * first; already expired ones are not listed.
   */
  expiringCertifications: Array<SchoolDashboardCertification>;
  /** How many athletes lack one of those consents in all. */
  missingConsentCount: Scalars['Int']['output'];
  /**
   * Athletes in scope with status active or trial who lack an active registration consent or an active
   * health-data consent, by name; at most 50 are listed (see `missingConsentCount`).
   */
  missingConsents: Array<SchoolDashboardMissingConsent>;
  /**
   * Athletes in scope whose record was created on or after the current season's first day; 0 without a
   * current season.
   */
  newAthletesThisSeason: Scalars['Int']['output'];
  /** The organization the numbers are about. */
  organizationId: Scalars['ID']['output'];
  /** The organization's display name. */
  organizationName: Scalars['String']['output'];
  /** The teams of `athletesByTeam` whose current athletes outnumber their capacity. */
  teamsOverCapacity: Array<SchoolDashboardTeamCount>;
  /** True when the numbers cover the whole organization; false when limited to a branch or department. */
  wholeOrganization: Scalars['Boolean']['output'];
};

/** Athletes born in one year. */
export type SchoolDashboardAgeGroupCount = {
  __typename?: 'SchoolDashboardAgeGroupCount';
  /** The age the athletes reach in the current calendar year (the usual 'U' category minus one). */
  age: Scalars['Int']['output'];
  /** The birth year. */
  birthYear: Scalars['Int']['output'];
  /** Athletes born that year. */
  count: Scalars['Int']['output'];
};

/** Attendance of this month's team sessions in the dashboard's scope. */
export type SchoolDashboardAttendance = {
  __typename?: 'SchoolDashboardAttendance';
  /** The month (yyyy-MM, the organization's zone). */
  month: Scalars['String']['output'];
  /** The marks of the month: present + late over all marks. */
  rate: AttendanceRate;
  /** Trainings and matches of the scope's teams this month that have ended (not cancelled). */
  sessions: Scalars['Int']['output'];
  /** Of those, the ones with a roll taken. */
  sessionsWithRoll: Scalars['Int']['output'];
  /** Sessions without a roll, latest first (at most 20). */
  withoutRoll: Array<SchoolDashboardSession>;
};

/** A professional's certification that is about to expire. */
export type SchoolDashboardCertification = {
  __typename?: 'SchoolDashboardCertification';
  /** Days from today until it expires (0 = expires today). */
  daysLeft: Scalars['Int']['output'];
  /** Last valid day, an ISO date (YYYY-MM-DD). */
  expiresOn: Scalars['String']['output'];
  /** The certification's id. */
  id: Scalars['ID']['output'];
  /** The kind of certification, e.g. `first_aid`. */
  kind: Scalars['String']['output'];
  /** The certification's name. */
  name: Scalars['String']['output'];
  /** The professional it belongs to. */
  professionalId: Scalars['ID']['output'];
  /** The professional's name. */
  professionalName: Scalars['String']['output'];
};

/** An athlete who lacks a consent the school needs to train them. */
export type SchoolDashboardMissingConsent = {
  __typename?: 'SchoolDashboardMissingConsent';
  /** The athlete's id. */
  athleteId: Scalars['ID']['output'];
  /** True when there is no active health-data consent. */
  missingHealthData: Scalars['Boolean']['output'];
  /** True when there is no active registration consent. */
  missingRegistration: Scalars['Boolean']['output'];
  /** The athlete's full name. */
  name: Scalars['String']['output'];
};

/** The current season as the dashboard shows it. */
export type SchoolDashboardSeason = {
  __typename?: 'SchoolDashboardSeason';
  /** Last day, an ISO date (YYYY-MM-DD). */
  endsOn: Scalars['String']['output'];
  /** Stable identifier (UUID). */
  id: Scalars['ID']['output'];
  /** Display name, e.g. '2026–2027'. */
  name: Scalars['String']['output'];
  /** First day, an ISO date (YYYY-MM-DD). */
  startsOn: Scalars['String']['output'];
};

/** A past session of the month without a roll. */
export type SchoolDashboardSession = {
  __typename?: 'SchoolDashboardSession';
  /** The event. */
  eventId: Scalars['ID']['output'];
  /** The occurrence. */
  occurrenceId: Scalars['ID']['output'];
  /** The occurrence's original start (to open or take its roll). */
  originalStart: Scalars['DateTime']['output'];
  /** When it started. */
  startsAt: Scalars['DateTime']['output'];
  /** Its title. */
  title: Scalars['String']['output'];
};

/** How many athletes have one status. */
export type SchoolDashboardStatusCount = {
  __typename?: 'SchoolDashboardStatusCount';
  /** Athletes with it. */
  count: Scalars['Int']['output'];
  /** The status. */
  status: AthleteStatus;
};

/** One team and the athletes currently in it (memberships without an end date). */
export type SchoolDashboardTeamCount = {
  __typename?: 'SchoolDashboardTeamCount';
  /** Athletes (not archived) currently in the team. */
  athleteCount: Scalars['Int']['output'];
  /** The team's branch name. */
  branchName: Scalars['String']['output'];
  /** How many athletes the team is planned for. */
  capacity: Scalars['Int']['output'];
  /** The team's department name. */
  departmentName: Scalars['String']['output'];
  /** The team's name. */
  name: Scalars['String']['output'];
  /** The team's id. */
  teamId: Scalars['ID']['output'];
};

/** What a role assignment is limited to. */
export type ScopeType =
  /** One branch of an organization. */
  | 'branch'
  /** One department (sport) of an organization. */
  | 'department'
  /** One organization. */
  | 'organization'
  /** One team of an organization (for member roles: parent, company, regular user). */
  | 'team';

/** The results of one kind. */
export type SearchGroup = {
  __typename?: 'SearchGroup';
  /** True when more match than `results` holds. */
  hasMore: Scalars['Boolean']['output'];
  /** Which kind the group holds. */
  id: SearchGroupId;
  /** Display label: Contacts, Users, Pages, Tasks or Mail. */
  label: Scalars['String']['output'];
  /** The matches, best first, at most 10; empty when nothing matches. */
  results: Array<SearchResult>;
  /**
   * In-app route of the full list filtered by the query (for example `/apps/contacts?query=ahmet`), for a
   * "see all" link; null when the group has no such list.
   */
  seeAllLink?: Maybe<Scalars['String']['output']>;
  /**
   * How many match in all, `results` included. Null only when more match than `results` holds and the
   * group does not count them (`hasMore` is then true).
   */
  total?: Maybe<Scalars['Int']['output']>;
};

/** The kinds of things the top-bar search finds, one group each. */
export type SearchGroupId =
  /** People from the contacts application. */
  | 'contacts'
  /** The viewer's own mails from the mailbox (mail is personal: never another user's). */
  | 'mail'
  /** Menu pages the viewer may open. */
  | 'pages'
  /** Tasks from the tasks application. */
  | 'tasks'
  /** Accounts from user administration, for viewers who administer users. */
  | 'users';

/** One result; its type follows the group it is in. */
export type SearchResult = ContactSearchResult | MailSearchResult | PageSearchResult | TaskSearchResult | UserSearchResult;

/** A season of an organization, such as 2026–2027. At most one season of an organization is current. */
export type Season = {
  __typename?: 'Season';
  /** When it was archived; null while in use. A current season cannot be archived. */
  archivedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** True for the organization's current season (at most one). */
  current: Scalars['Boolean']['output'];
  /** Last day, an ISO date (YYYY-MM-DD), on or after startsOn. */
  endsOn: Scalars['String']['output'];
  /** Stable identifier (UUID). */
  id: Scalars['ID']['output'];
  /** Display name, e.g. '2026–2027'. */
  name: Scalars['String']['output'];
  /** The organization it belongs to. */
  organizationId: Scalars['ID']['output'];
  /** First day, an ISO date (YYYY-MM-DD). */
  startsOn: Scalars['String']['output'];
};

/** One page of seasons. */
export type SeasonConnection = {
  __typename?: 'SeasonConnection';
  /** Cursor to pass as `after` for the next page, or null on the last page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** The seasons of this page. */
  nodes: Array<Season>;
  /** How many match in all pages; counted only when asked for. */
  totalCount: Scalars['Int']['output'];
};

/** A new season, or changes to one (omitted fields stay as they are). */
export type SeasonInput = {
  /** Required on create: an ISO date on or after startsOn, at most 2 years later. */
  endsOn?: InputMaybe<Scalars['String']['input']>;
  /** Required on create: 1 to 100 characters, unique in the organization regardless of case (CONFLICT). */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Required on create: an ISO date (YYYY-MM-DD). */
  startsOn?: InputMaybe<Scalars['String']['input']>;
};

/** The order of a seasons list; ties are broken by id. */
export type SeasonSort =
  /** By name in alphabet order. */
  | 'NAME_ASC'
  /** Earliest start first. */
  | 'STARTS_ASC'
  /** Latest start first. */
  | 'STARTS_DESC';

/** Turns one notification type on or off for the signed-in person. */
export type SetMyNotificationPreferenceInput = {
  /** Whether to receive it. */
  enabled: Scalars['Boolean']['input'];
  /** The notification type (UUID). */
  notificationTypeId: Scalars['ID']['input'];
};

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

/** A sponsor as everyone in the organization may see it (names and logos only, no money or contacts). */
export type Sponsor = {
  __typename?: 'Sponsor';
  /** The company's id. */
  companyId: Scalars['ID']['output'];
  /** Logo address or path, or null. */
  logo?: Maybe<Scalars['String']['output']>;
  /** Trade name. */
  name: Scalars['String']['output'];
  /** The highest tier among the company's current sponsorships. */
  tier: SponsorshipTier;
  /** Web site, or null. */
  website?: Maybe<Scalars['String']['output']>;
};

/**
 * A company's sponsorship of an organization, one of its branches or one of its teams, for a period.
 *
 * Super admins and the organization's admins change every sponsorship of the organization; a branch admin
 * those of their branch and of its teams; a department admin those of the teams of their department. The
 * company's users read their company's sponsorships; parents and regular users read none.
 */
export type Sponsorship = {
  __typename?: 'Sponsorship';
  /** The amount as a decimal string with two decimals (for example `150000.00`), or null for in-kind support. */
  amount?: Maybe<Scalars['String']['output']>;
  /** When the sponsorship was archived, or null. */
  archivedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The sponsoring company. */
  company: Company;
  /** The sponsoring company's id. */
  companyId: Scalars['ID']['output'];
  /** When the sponsorship was created. */
  createdAt: Scalars['DateTime']['output'];
  /** ISO 4217 currency code of the amount, `TRY` unless given. */
  currency: Scalars['String']['output'];
  /** Whether the sponsorship runs today (started, not ended, not archived). */
  current: Scalars['Boolean']['output'];
  /** Last day (ISO date), or null for an open-ended sponsorship. */
  endsOn?: Maybe<Scalars['String']['output']>;
  /** Stable identifier (UUID). */
  id: Scalars['ID']['output'];
  /** Free text about what the sponsorship covers, or null. */
  notes?: Maybe<Scalars['String']['output']>;
  /** The organization sponsored (the company's). */
  organizationId: Scalars['ID']['output'];
  /** The id of the organization, branch or team sponsored. */
  scopeId: Scalars['ID']['output'];
  /** The name of the organization, branch or team sponsored. */
  scopeName: Scalars['String']['output'];
  /** What is sponsored. */
  scopeType: SponsorshipScopeType;
  /** First day (ISO date YYYY-MM-DD). */
  startsOn: Scalars['String']['output'];
  /** The level. */
  tier: SponsorshipTier;
  /** When the sponsorship was last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** One page of sponsorships in the order asked for (then id). */
export type SponsorshipConnection = {
  __typename?: 'SponsorshipConnection';
  /** Cursor to pass as `after` for the next page, or null on the last page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** The sponsorships of this page. */
  nodes: Array<Sponsorship>;
  /** How many sponsorships match in all pages; counted only when asked for. */
  totalCount: Scalars['Int']['output'];
};

/** A new sponsorship. Fields are nullable so that a missing one is reported in `fieldErrors`. */
export type SponsorshipInput = {
  /** A positive decimal with at most two decimals (for example `25000` or `25000.50`); blank for in-kind. */
  amount?: InputMaybe<Scalars['String']['input']>;
  /** Required: a company of the viewer's organizations that is not archived. */
  companyId?: InputMaybe<Scalars['ID']['input']>;
  /** ISO 4217 code of three capital letters; TRY when omitted. */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** ISO date on or after `startsOn`; blank for open-ended. */
  endsOn?: InputMaybe<Scalars['String']['input']>;
  /** At most 2000 characters. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Required: the company's organization, or one of its branches or teams, as `scopeType` says. */
  scopeId?: InputMaybe<Scalars['ID']['input']>;
  /** Required. */
  scopeType?: InputMaybe<SponsorshipScopeType>;
  /** Required ISO date (YYYY-MM-DD). */
  startsOn?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  tier?: InputMaybe<SponsorshipTier>;
};

/** Changes to a sponsorship; omitted fields stay as they are. The company cannot change. */
export type SponsorshipPatch = {
  /** As in SponsorshipInput; null clears it. */
  amount?: InputMaybe<Scalars['String']['input']>;
  /** As in SponsorshipInput. */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** As in SponsorshipInput; null makes it open-ended. */
  endsOn?: InputMaybe<Scalars['String']['input']>;
  /** As in SponsorshipInput; null clears it. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** As in SponsorshipInput; given together with `scopeType`. */
  scopeId?: InputMaybe<Scalars['ID']['input']>;
  /** As in SponsorshipInput; given together with `scopeId`. */
  scopeType?: InputMaybe<SponsorshipScopeType>;
  /** As in SponsorshipInput. */
  startsOn?: InputMaybe<Scalars['String']['input']>;
  /** As in SponsorshipInput. */
  tier?: InputMaybe<SponsorshipTier>;
};

/** What a sponsorship supports. */
export type SponsorshipScopeType =
  /** One branch of the organization. */
  | 'branch'
  /** The whole organization. */
  | 'organization'
  /** One team of the organization. */
  | 'team';

/** The order of the sponsorships list. */
export type SponsorshipSort =
  /** By company name A to Z. */
  | 'company_name'
  /** Earliest start first. */
  | 'starts_asc'
  /** Latest start first (the default). */
  | 'starts_desc';

/** The level of a sponsorship, highest first. */
export type SponsorshipTier =
  /** Bronze sponsor. */
  | 'bronze'
  /** Equipment sponsor (balls, nets, gear). */
  | 'equipment'
  /** Gold sponsor. */
  | 'gold'
  /** Kit sponsor (shirts, training wear). */
  | 'kit'
  /** Main (title) sponsor. */
  | 'main'
  /** Silver sponsor. */
  | 'silver';

/** The sport a department runs. */
export type Sport =
  /** Athletics (track and field). */
  | 'athletics'
  /** Basketball. */
  | 'basketball'
  /** Chess. */
  | 'chess'
  /** Football (soccer). */
  | 'football'
  /** Gymnastics. */
  | 'gymnastics'
  /** Handball. */
  | 'handball'
  /** Judo. */
  | 'judo'
  /** Any other sport or a section that is not one sport. */
  | 'other'
  /** Swimming. */
  | 'swimming'
  /** Taekwondo. */
  | 'taekwondo'
  /** Tennis. */
  | 'tennis'
  /** Volleyball. */
  | 'volleyball'
  /** Water polo. */
  | 'water_polo'
  /** Wrestling. */
  | 'wrestling';

/** What a family sends from the public registration page. */
export type SubmitRegistrationInput = {
  /** YYYY-MM-DD: a real date, not in the future, at most 25 years ago. */
  birthDate: Scalars['String']['input'];
  /** The ids of the consent texts accepted: the latest version of each purpose, the required ones included. */
  consentTextIds: Array<Scalars['ID']['input']>;
  /**
   * The documents uploaded for this form (`POST /api/register/{organizationSlug}/documents`), one of each
   * kind; uploads are kept for a day. Sending the form again with other ids lets the earlier ones go.
   */
  documentIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** 1 to 100 characters. */
  firstName: Scalars['String']['input'];
  /** The child's gender. */
  gender: AthleteGender;
  /** One or two guardians. */
  guardians: Array<RegistrationGuardianInput>;
  /** The family's language (default: the request's). */
  language?: InputMaybe<Language>;
  /** 1 to 100 characters. */
  lastName: Scalars['String']['input'];
  /** At most 1,000 characters. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** The organization's public page (its slug). */
  organizationSlug: Scalars['String']['input'];
  /** A team of the form: the child's birth year in its range and its gender allowing the child. */
  teamId: Scalars['ID']['input'];
};

/** Live events over graphql-ws on the same `/graphql` path. */
export type Subscription = {
  __typename?: 'Subscription';
  /** Emits every new message of the viewer's chats: from the contact, and the viewer's own from other sessions. */
  chatMessageAdded: ChatMessage;
  /** Emits each mail delivered to the viewer's Inbox from now on. */
  mailReceived: Mail;
  /** Emits the signed-in user whenever it changes, from this or any other session. */
  meUpdated: User;
  /**
   * Emits each notification added for the signed-in user from now on (an event changed or cancelled…), in
   * the language of the session that subscribed.
   */
  notificationAdded: Notification;
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
  /** Notes as sanitised HTML, or null; in the request's language (`Accept-Language`, en or tr) when it has a translation. */
  notes?: Maybe<Scalars['String']['output']>;
  /** Place in the list: rows are listed by ascending order (then id). */
  order: Scalars['Int']['output'];
  /** 0 low, 1 normal, 2 high. */
  priority: Scalars['Int']['output'];
  /** Its steps in order. */
  subTasks: Array<TaskSubTask>;
  /** Ids of the task tags it carries. */
  tags: Array<Scalars['ID']['output']>;
  /** Title, in the request's language (`Accept-Language`, en or tr) when it has a translation; empty for a task just created. */
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
 * whole list. Editing a translated text replaces it in every language; a value equal to the text as read in the request's language changes nothing. A step sent back with the title it reads keeps its text in every language.
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
  /** Its title as read in the request's language, as HTML with every match wrapped in `<mark>`; the rest is escaped. */
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
  /** What the step is, in the request's language (`Accept-Language`, en or tr) when it has a translation. */
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
  /** Display title, unique in the organization regardless of letter case; in the request's language (`Accept-Language`, en or tr) when it has a translation. */
  title: Scalars['String']['output'];
};

/** What a row of the tasks list is. */
export type TaskType =
  /** A heading that groups the tasks below it. */
  | 'section'
  /** Something to do. */
  | 'task';

/**
 * A team of an organization for one season: in a branch and a department, for athletes born
 * in a range of years. Every member of the organization reads its teams and their staff; changes are for
 * the admins of the team's scope (its organization, its branch or its department).
 */
export type Team = {
  __typename?: 'Team';
  /** The age category for its season: U and the age the oldest turn in the season's first year, e.g. 'U12'. */
  ageCategory: Scalars['String']['output'];
  /** When it was archived; null while in use. */
  archivedAt?: Maybe<Scalars['DateTime']['output']>;
  /**
   * The team's attendance by month for the last six months (its organization's time zone), oldest first:
   * the marks of its members at its events. For the admins of the team's scope and its staff; empty for
   * anyone else.
   */
  attendanceByMonth: Array<AttendanceRate>;
  /** Latest birth year of its athletes (the youngest). */
  birthYearMax: Scalars['Int']['output'];
  /** Earliest birth year of its athletes (the oldest). */
  birthYearMin: Scalars['Int']['output'];
  /** The branch (site) it trains at. */
  branch: Branch;
  /** The branch (site) it trains at. */
  branchId: Scalars['ID']['output'];
  /** How many athletes it takes. */
  capacity: Scalars['Int']['output'];
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The department (sport) it belongs to. */
  department: Department;
  /** The department (sport) it belongs to. */
  departmentId: Scalars['ID']['output'];
  /** Girls, boys or mixed. */
  gender: TeamGender;
  /** Stable identifier (UUID). */
  id: Scalars['ID']['output'];
  /**
   * How many athletes play for it now: current memberships (no end date) of athletes that are not
   * archived, the number its capacity is checked against. A count only: who they are is read through
   * `teamMemberships` under the athletes' privacy policy.
   */
  memberCount: Scalars['Int']['output'];
  /** Display name, e.g. 'U12 Kızlar'. */
  name: Scalars['String']['output'];
  /** The organization it belongs to. */
  organizationId: Scalars['ID']['output'];
  /** The season it plays in. */
  season: Season;
  /** The season it plays in. */
  seasonId: Scalars['ID']['output'];
  /** Its current staff (not removed), head coach first. */
  staff: Array<TeamStaff>;
  /** When it was last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** One page of teams. */
export type TeamConnection = {
  __typename?: 'TeamConnection';
  /** Cursor to pass as `after` for the next page, or null on the last page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** The teams of this page. */
  nodes: Array<Team>;
  /** How many match in all pages; counted only when asked for. */
  totalCount: Scalars['Int']['output'];
};

/** Who a team is for. */
export type TeamGender =
  /** Boys only. */
  | 'boys'
  /** Girls only. */
  | 'girls'
  /** Girls and boys. */
  | 'mixed';

/** A new team, or changes to one (omitted fields stay as they are). */
export type TeamInput = {
  /** Required on create: from birthYearMin to at most 10 years after it. */
  birthYearMax?: InputMaybe<Scalars['Int']['input']>;
  /** Required on create: 1990 to next year. */
  birthYearMin?: InputMaybe<Scalars['Int']['input']>;
  /** Required on create: a branch of the organization that is not archived. */
  branchId?: InputMaybe<Scalars['ID']['input']>;
  /** Required on create: 1 to 200. */
  capacity?: InputMaybe<Scalars['Int']['input']>;
  /** Required on create: a department of the organization that is not archived. */
  departmentId?: InputMaybe<Scalars['ID']['input']>;
  /** Required on create. */
  gender?: InputMaybe<TeamGender>;
  /** Required on create: 1 to 100 characters, unique in its season regardless of case (CONFLICT). */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Required on create: a season of the organization that is not archived. */
  seasonId?: InputMaybe<Scalars['ID']['input']>;
};

/**
 * An athlete's place in a team for a period. Moving an athlete ends one membership and starts another,
 * so the history stays readable.
 */
export type TeamMembership = {
  __typename?: 'TeamMembership';
  /** The athlete, as the viewer may see them. */
  athlete: Athlete;
  /** The athlete. */
  athleteId: Scalars['ID']['output'];
  /** Whether the membership lasts (it has no end). */
  current: Scalars['Boolean']['output'];
  /** First day, ISO date (YYYY-MM-DD). */
  fromOn: Scalars['String']['output'];
  /** Stable identifier (UUID). */
  id: Scalars['ID']['output'];
  /** Jersey number, 0 to 99, unique among the team's current members; or null. */
  jerseyNumber?: Maybe<Scalars['Int']['output']>;
  /** Playing position (for example Kaleci, Pasör, Point guard), or null. */
  position?: Maybe<Scalars['String']['output']>;
  /** The membership's state while it lasts. */
  status: TeamMembershipStatus;
  /** The team. */
  team: Team;
  /** The team. */
  teamId: Scalars['ID']['output'];
  /** Last day, ISO date; null while the membership lasts. */
  toOn?: Maybe<Scalars['String']['output']>;
};

/** The state of a team membership while it lasts. */
export type TeamMembershipStatus =
  /** Plays for the team. */
  | 'active'
  /** Injured: trains or plays again when fit. */
  | 'injured'
  /** Suspended for a while (discipline, missing documents). */
  | 'suspended'
  /** On trial with the team. */
  | 'trial';

/** A team found by the search. */
export type TeamSearchResult = {
  __typename?: 'TeamSearchResult';
  /** The team's id. */
  id: Scalars['ID']['output'];
  /** In-app route of the team's profile. */
  link: Scalars['String']['output'];
  /** The team's name. */
  name: Scalars['String']['output'];
  /** The text the search box shows when the result is chosen. */
  value: Scalars['String']['output'];
};

/** The order of a teams list; ties are broken by id. */
export type TeamSort =
  /** Youngest first (latest birth years). */
  | 'AGE_ASC'
  /** Oldest first (earliest birth years). */
  | 'AGE_DESC'
  /** Newest first. */
  | 'CREATED_DESC'
  /** By name in alphabet order. */
  | 'NAME_ASC'
  /** By name, reverse alphabet order. */
  | 'NAME_DESC';

/**
 * A professional working for a team in a role. Team staff are the people who write to their teams'
 * athletes. Removing one archives the row, which stays as history.
 */
export type TeamStaff = {
  __typename?: 'TeamStaff';
  /** When they were removed from the team; null while current. */
  archivedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When they were added. */
  createdAt: Scalars['DateTime']['output'];
  /** Stable identifier (UUID). */
  id: Scalars['ID']['output'];
  /** The professional. */
  professional: Professional;
  /** The professional. */
  professionalId: Scalars['ID']['output'];
  /** What they do for the team. */
  role: TeamStaffRole;
  /** The team. */
  team: Team;
  /** The team. */
  teamId: Scalars['ID']['output'];
};

/** What a professional does for a team. */
export type TeamStaffRole =
  /** Assistant coach. */
  | 'assistant_coach'
  /** Goalkeeper coach. */
  | 'goalkeeper_coach'
  /** Head coach. */
  | 'head_coach'
  /** Team manager. */
  | 'manager'
  /** Physiotherapist. */
  | 'physio';

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

/** Changes to an athlete; omitted fields stay as they are, null clears a nullable field. */
export type UpdateAthleteInput = {
  /** As in CreateAthleteInput. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** ISO date, from 1900 and not in the future; cannot be cleared. */
  birthDate?: InputMaybe<Scalars['String']['input']>;
  /** Replaces the whole list; at most 20. */
  documents?: InputMaybe<Array<AthleteDocumentInput>>;
  /** As in CreateAthleteInput. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** As in CreateAthleteInput. */
  emergencyContactName?: InputMaybe<Scalars['String']['input']>;
  /** As in CreateAthleteInput. */
  emergencyContactPhone?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 100 characters; cannot be cleared. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Cannot be cleared. */
  gender?: InputMaybe<AthleteGender>;
  /** 1 to 100 characters; cannot be cleared. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** As in CreateAthleteInput. */
  licenceNumber?: InputMaybe<Scalars['String']['input']>;
  /** As in CreateAthleteInput. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** As in CreateAthleteInput. */
  photo?: InputMaybe<Scalars['String']['input']>;
  /** Cannot be cleared. */
  status?: InputMaybe<AthleteStatus>;
};

/** The viewer's settings of one chat; omitted fields stay as they are. */
export type UpdateChatInput = {
  /** Silence or unsilence the chat. */
  muted?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only 0 is accepted: marks the chat read. */
  unreadCount?: InputMaybe<Scalars['Int']['input']>;
};

/** Changes to a guardian link; omitted fields stay as they are. */
export type UpdateGuardianLinkInput = {
  /** Making a link primary makes the athlete's other links not primary. */
  isPrimary?: InputMaybe<Scalars['Boolean']['input']>;
  /** Cannot be cleared. */
  legalGuardian?: InputMaybe<Scalars['Boolean']['input']>;
  /** Cannot be cleared. */
  mayPickUp?: InputMaybe<Scalars['Boolean']['input']>;
  /** Cannot be cleared. */
  relationship?: InputMaybe<GuardianRelationship>;
};

/** Fields of the signed-in user that the user may change; omitted fields stay as they are. */
export type UpdateMeInput = {
  /**
   * New avatar: a URL (http, https), an absolute path, or an uploaded PNG, JPEG or WebP image of at most
   * 1 MB as a base64 `data:` URL (its bytes must match its type); null removes it.
   */
  avatar?: InputMaybe<Scalars['String']['input']>;
  /** New full name, 1 to 100 characters. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** New presence. */
  status?: InputMaybe<PresenceStatus>;
};

/** Changes to a membership; omitted fields stay as they are. */
export type UpdateTeamMembershipInput = {
  /** 0 to 99 or null, unique among the team's current members (CONFLICT). */
  jerseyNumber?: InputMaybe<Scalars['Int']['input']>;
  /** At most 60 characters, or null. */
  position?: InputMaybe<Scalars['String']['input']>;
  /** Cannot be cleared. */
  status?: InputMaybe<TeamMembershipStatus>;
};

/** A person who can sign in to Arena, as the shell sees them. */
export type User = {
  __typename?: 'User';
  /** URL or absolute path of the avatar image, an uploaded image as a `data:` URL, or null to show initials. */
  avatar?: Maybe<Scalars['String']['output']>;
  /** Sign-in email address, unique regardless of letter case. */
  email: Scalars['String']['output'];
  /** Stable identifier (UUID). */
  id: Scalars['ID']['output'];
  /** Full name shown in the shell. */
  name: Scalars['String']['output'];
  /** The organization the user belongs to; null for a super admin who belongs to none. */
  organization?: Maybe<Organization>;
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
  /** The kind of document, in full. */
  documentType: DocumentType;
  /** The kind of document. */
  documentTypeId: Scalars['ID']['output'];
  /** Where the file is stored (a storage path such as /files/users/…/document-1.pdf). Not an address to open: use downloadUrl. */
  documentUrl: Scalars['String']['output'];
  /**
   * Where the file is downloaded from: `/api/users/{userId}/documents/{id}/file`, answered only with the
   * owner's or an administrator's access token (`Authorization: Bearer`), 404 for anyone else.
   */
  downloadUrl: Scalars['String']['output'];
  /** Whether the file's bytes are stored; false when the row names a file that is missing from storage. */
  fileAvailable: Scalars['Boolean']['output'];
  /** The file's name, from where it is stored, e.g. document-1.pdf. */
  fileName: Scalars['String']['output'];
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
  /** What the user wrote, in the request's language (`Accept-Language`, en or tr) when it has a translation. */
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
  /** Message, in the request's language (`Accept-Language`, en or tr) when it has a translation. */
  message: Scalars['String']['output'];
  /** Title, in the request's language (`Accept-Language`, en or tr) when it has a translation. */
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

/**
 * A payment of the user's family (docs/domain.md, "Fees"): one the school recorded for an athlete the user is
 * a guardian of, or a refund of one (a negative amount). Amounts are decimal text of the currency's major
 * unit ("1250.00"), exact to the minor unit (ADR 0011).
 */
export type UserPayment = {
  __typename?: 'UserPayment';
  /** The invoices it paid and how much went to each (negative amounts for a refund). */
  allocations: Array<PaymentAllocation>;
  /** The amount received, as decimal text; negative for a refund. */
  amount: Scalars['String']['output'];
  /** The athlete whose invoices it pays. */
  athleteId: Scalars['ID']['output'];
  /** The athlete's full name. */
  athleteName: Scalars['String']['output'];
  /** ISO 4217 currency code, e.g. TRY. */
  currency: Scalars['String']['output'];
  /** Stable identifier (UUID) of the payment. */
  id: Scalars['ID']['output'];
  /** Cash, bank transfer or card. */
  method: PaymentMethod;
  /** The organization that received it. */
  organizationId: Scalars['ID']['output'];
  /** When the payment was recorded. */
  paymentAt: Scalars['DateTime']['output'];
  /** The day the money came in (YYYY-MM-DD). */
  receivedOn: Scalars['String']['output'];
  /** For a refund, the payment it gives money back from; null otherwise. */
  refundOf?: Maybe<Scalars['ID']['output']>;
  /** What its refunds gave back, as decimal text (0.00 when none, and for a refund). */
  refunded: Scalars['String']['output'];
  /**
   * completed, or refunded once refunds gave all of it back. A partly refunded payment stays completed
   * (`refunded` says how much went back); a refund itself is completed.
   */
  status: Scalars['String']['output'];
  /** What no open invoice took: the family's credit it holds, as decimal text. */
  unallocated: Scalars['String']['output'];
  /** The user whose family it is (the guardian asked about). */
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
  /** The organization, branch, department or team id; null for a global grant. */
  scopeId?: Maybe<Scalars['ID']['output']>;
  /** What the grant is limited to; null for a global grant (super admin). */
  scopeType?: Maybe<ScopeType>;
  /** The user who holds the role. */
  userId: Scalars['ID']['output'];
};

/** An account found by the search (only for viewers who administer users, among the users they may see). */
export type UserSearchResult = {
  __typename?: 'UserSearchResult';
  /** URL or path of the avatar, or null for the default icon. */
  avatar?: Maybe<Scalars['String']['output']>;
  /** The user's sign-in address. */
  email: Scalars['String']['output'];
  /** The user's id. */
  id: Scalars['ID']['output'];
  /** In-app route of the users screen with this user open. */
  link: Scalars['String']['output'];
  /** The user's full name. */
  name: Scalars['String']['output'];
  /** The text the search box shows when the result is chosen. */
  value: Scalars['String']['output'];
};

/** A user's answer to a survey question: an option they chose, or text they wrote. */
export type UserSurveyAnswer = {
  __typename?: 'UserSurveyAnswer';
  /** The chosen option's text, or the text the user wrote. */
  answerText: Scalars['String']['output'];
  /** When the user answered. */
  answeredAt: Scalars['DateTime']['output'];
  /** Stable identifier (UUID). */
  id: Scalars['ID']['output'];
  /** The question answered. */
  questionId: Scalars['ID']['output'];
  /** The question's text. */
  questionText: Scalars['String']['output'];
  /** The chosen answer option; null when the user wrote their answer. */
  surveyQuestionAnswerId?: Maybe<Scalars['ID']['output']>;
  /** Title of the survey the question belongs to. */
  surveyTitle: Scalars['String']['output'];
  /** The user who answered. */
  userId: Scalars['ID']['output'];
};

/**
 * A user's wallet: their family's credit, what the family's payments left once every open invoice was paid
 * (refunds taking it back count negative). It exists once the family has a payment; nothing is paid with it.
 */
export type UserWallet = {
  __typename?: 'UserWallet';
  /** The credit in `currency`, as decimal text (the first of `balances`). */
  balance: Scalars['String']['output'];
  /** The credit in each currency the family paid in (currencies are never added), the latest recorded payment's first. */
  balances: Array<UserWalletBalance>;
  /** When the family's first payment was recorded. */
  createdAt: Scalars['DateTime']['output'];
  /** ISO 4217 code of `balance`: the currency of the family's latest recorded payment. */
  currency: Scalars['String']['output'];
  /** The owner's id: a user has one wallet. */
  id: Scalars['ID']['output'];
  /** A public, non-secret reference of the wallet: `credit-` and the owner's id. */
  token: Scalars['String']['output'];
  /** The owner. */
  userId: Scalars['ID']['output'];
};

/** A wallet's credit in one currency. */
export type UserWalletBalance = {
  __typename?: 'UserWalletBalance';
  /** The credit, as decimal text. */
  balance: Scalars['String']['output'];
  /** ISO 4217 code of the currency. */
  currency: Scalars['String']['output'];
};

/**
 * What the signed-in person may use, as the server decides it. Screens read it only to avoid offering
 * what the server would refuse; every operation still checks for itself.
 */
export type ViewerAccess = {
  __typename?: 'ViewerAccess';
  /**
   * True for the school's staff: the admin roles and the active professionals (coaches, assistants,
   * physios, managers) of the viewer's own organization. The staff work apps (contacts, tasks and their
   * tags) are theirs; everyone else reads them empty.
   */
  staff: Scalars['Boolean']['output'];
};

/** A day of the week (RFC 5545 BYDAY). */
export type Weekday =
  /** Friday. */
  | 'FR'
  /** Monday. */
  | 'MO'
  /** Saturday. */
  | 'SA'
  /** Sunday. */
  | 'SU'
  /** Thursday. */
  | 'TH'
  /** Tuesday. */
  | 'TU'
  /** Wednesday. */
  | 'WE';



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
  PeopleSearchResult:
    | ( AthleteSearchResult )
    | ( TeamSearchResult )
  ;
  SearchResult:
    | ( ContactSearchResult )
    | ( MailSearchResult )
    | ( PageSearchResult )
    | ( TaskSearchResult )
    | ( UserSearchResult )
  ;
};


/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Account: ResolverTypeWrapper<UserEntity>;
  AccountNotificationPreference: ResolverTypeWrapper<AccountNotificationPreferenceRow>;
  AccountRole: ResolverTypeWrapper<AccountRoleRow>;
  AccountStatus: AccountStatus;
  AddTeamMembershipInput: AddTeamMembershipInput;
  AdminSortDirection: AdminSortDirection;
  AdminUser: ResolverTypeWrapper<UserEntity>;
  AdminUserPage: ResolverTypeWrapper<Omit<AdminUserPage, 'items'> & { items: Array<ResolversTypes['AdminUser']> }>;
  AdminUserPagination: ResolverTypeWrapper<AdminUserPagination>;
  AdminUserSortField: AdminUserSortField;
  Athlete: ResolverTypeWrapper<AthleteNode>;
  AthleteAccess: AthleteAccess;
  AthleteAttendanceRecord: ResolverTypeWrapper<AttendanceRecordNode>;
  AthleteConnection: ResolverTypeWrapper<Omit<AthleteConnection, 'nodes'> & { nodes: Array<ResolversTypes['Athlete']> }>;
  AthleteDataExport: ResolverTypeWrapper<AthleteDataHandOver>;
  AthleteDocument: ResolverTypeWrapper<AthleteDocument>;
  AthleteDocumentInput: AthleteDocumentInput;
  AthleteFeeStanding: AthleteFeeStanding;
  AthleteGender: AthleteGender;
  AthleteHealth: ResolverTypeWrapper<AthleteHealth>;
  AthletePrivate: ResolverTypeWrapper<AthletePrivate>;
  AthleteSearchResult: ResolverTypeWrapper<AthleteSearchResult>;
  AthleteSort: AthleteSort;
  AthleteStatus: AthleteStatus;
  AttendanceInput: AttendanceInput;
  AttendanceMark: AttendanceMark;
  AttendanceRate: ResolverTypeWrapper<AttendanceRateNode>;
  AuditAction: AuditAction;
  AuditLogConnection: ResolverTypeWrapper<Omit<AuditLogConnection, 'nodes'> & { nodes: Array<ResolversTypes['AuditLogEntry']> }>;
  AuditLogEntry: ResolverTypeWrapper<AuditLogEntity>;
  AuditLogSort: AuditLogSort;
  AuthPayload: ResolverTypeWrapper<Omit<AuthPayload, 'user'> & { user: ResolversTypes['User'] }>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Branch: ResolverTypeWrapper<BranchEntity>;
  BranchConnection: ResolverTypeWrapper<Omit<BranchConnection, 'nodes'> & { nodes: Array<ResolversTypes['Branch']> }>;
  BranchInput: BranchInput;
  CalendarDay: ResolverTypeWrapper<CalendarDay>;
  CalendarFeed: ResolverTypeWrapper<CalendarFeed>;
  CalendarGrid: ResolverTypeWrapper<Omit<CalendarGrid, 'occurrences'> & { occurrences: Array<ResolversTypes['EventOccurrence']> }>;
  CardCheckout: ResolverTypeWrapper<CardCheckout>;
  Certification: ResolverTypeWrapper<CertificationEntity>;
  CertificationConnection: ResolverTypeWrapper<Omit<CertificationConnection, 'nodes'> & { nodes: Array<ResolversTypes['Certification']> }>;
  CertificationInput: CertificationInput;
  CertificationKind: CertificationKind;
  CertificationStatus: CertificationStatus;
  ChangeMyPasswordInput: ChangeMyPasswordInput;
  Chat: ResolverTypeWrapper<ChatView>;
  ChatContact: ResolverTypeWrapper<UserEntity>;
  ChatContactAttachments: ResolverTypeWrapper<ChatContactAttachments>;
  ChatContactDetails: ResolverTypeWrapper<ChatContactDetails>;
  ChatContactEmail: ResolverTypeWrapper<ChatContactEmail>;
  ChatContactPhoneNumber: ResolverTypeWrapper<ChatContactPhoneNumber>;
  ChatMessage: ResolverTypeWrapper<ChatMessageEntity>;
  ChatProfile: ResolverTypeWrapper<UserEntity>;
  Company: ResolverTypeWrapper<CompanyEntity>;
  CompanyConnection: ResolverTypeWrapper<Omit<CompanyConnection, 'nodes'> & { nodes: Array<ResolversTypes['Company']> }>;
  CompanyContact: ResolverTypeWrapper<CompanyContactEntity>;
  CompanyInput: CompanyInput;
  CompanyPatch: CompanyPatch;
  CompanySort: CompanySort;
  Consent: ResolverTypeWrapper<ConsentNode>;
  ConsentPurpose: ConsentPurpose;
  ConsentText: ResolverTypeWrapper<ConsentTextNode>;
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
  CreateAthleteInput: CreateAthleteInput;
  CreateOrganizationInput: CreateOrganizationInput;
  CreateProfessionalInput: CreateProfessionalInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Department: ResolverTypeWrapper<DepartmentEntity>;
  DepartmentConnection: ResolverTypeWrapper<Omit<DepartmentConnection, 'nodes'> & { nodes: Array<ResolversTypes['Department']> }>;
  DepartmentInput: DepartmentInput;
  DiscountKind: DiscountKind;
  DocumentType: ResolverTypeWrapper<DocumentTypeEntity>;
  ErasureRequest: ResolverTypeWrapper<ErasureRequestNode>;
  ErasureStatus: ErasureStatus;
  ErrorCode: ErrorCode;
  Event: ResolverTypeWrapper<EventNode>;
  EventEditMode: EventEditMode;
  EventInput: EventInput;
  EventOccurrence: ResolverTypeWrapper<OccurrenceNode>;
  EventScope: EventScope;
  EventStatus: EventStatus;
  EventType: EventType;
  FeeAssignment: ResolverTypeWrapper<FeeAssignment>;
  FeeDiscount: ResolverTypeWrapper<FeeDiscount>;
  FeeDiscountInput: FeeDiscountInput;
  FeeKind: FeeKind;
  FeePlan: ResolverTypeWrapper<FeePlan>;
  FeePlanInput: FeePlanInput;
  FeePlanTeam: ResolverTypeWrapper<FeePlanTeam>;
  FieldErrorCode: FieldErrorCode;
  FinanceGroup: ResolverTypeWrapper<FinanceGroup>;
  FinanceMonth: ResolverTypeWrapper<FinanceMonth>;
  FinanceSummary: ResolverTypeWrapper<FinanceSummary>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ForgotPasswordInput: ForgotPasswordInput;
  GrantConsentInput: GrantConsentInput;
  GuardianInvitation: ResolverTypeWrapper<GuardianInvitation>;
  GuardianLink: ResolverTypeWrapper<GuardianLinkNode>;
  GuardianRelationship: GuardianRelationship;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  InboxItemInput: InboxItemInput;
  InboxItemPatch: InboxItemPatch;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InviteGuardianInput: InviteGuardianInput;
  Invoice: ResolverTypeWrapper<Invoice>;
  InvoiceConnection: ResolverTypeWrapper<InvoiceConnection>;
  InvoiceLine: ResolverTypeWrapper<InvoiceLine>;
  InvoiceStatus: InvoiceStatus;
  Language: Language;
  LinkGuardianInput: LinkGuardianInput;
  Mail: ResolverTypeWrapper<Mail>;
  MailAddress: ResolverTypeWrapper<MailAddress>;
  MailAttachment: ResolverTypeWrapper<MailAttachment>;
  MailConnection: ResolverTypeWrapper<MailConnection>;
  MailFilter: ResolverTypeWrapper<MailFilter>;
  MailFlagsInput: MailFlagsInput;
  MailFolder: ResolverTypeWrapper<MailFolder>;
  MailInput: MailInput;
  MailLabel: ResolverTypeWrapper<MailLabel>;
  MailLabelColor: MailLabelColor;
  MailLabelInput: MailLabelInput;
  MailMessageLayout: MailMessageLayout;
  MailPage: ResolverTypeWrapper<MailPage>;
  MailPagination: ResolverTypeWrapper<MailPagination>;
  MailPatch: MailPatch;
  MailSearchResult: ResolverTypeWrapper<MailSearchResult>;
  MailSettings: ResolverTypeWrapper<MailSettings>;
  MailSettingsInput: MailSettingsInput;
  Message: ResolverTypeWrapper<InboxItemEntity>;
  MoneyAccess: ResolverTypeWrapper<MoneyAccess>;
  MoneyAdminCandidate: ResolverTypeWrapper<MoneyAdminCandidate>;
  MoneyAdmins: ResolverTypeWrapper<MoneyAdmins>;
  MoveAthleteInput: MoveAthleteInput;
  MoveAthletePayload: ResolverTypeWrapper<Omit<MoveAthletePayload, 'ended' | 'started'> & { ended: ResolversTypes['TeamMembership'], started: ResolversTypes['TeamMembership'] }>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Navigation: ResolverTypeWrapper<Navigation>;
  NavigationBadge: ResolverTypeWrapper<NavigationBadge>;
  NavigationItem: ResolverTypeWrapper<NavigationItem>;
  NavigationItemType: NavigationItemType;
  Notification: ResolverTypeWrapper<InboxItemEntity>;
  NotificationType: ResolverTypeWrapper<NotificationTypeEntity>;
  OccurrenceAttendee: ResolverTypeWrapper<AttendeeNode>;
  Organization: ResolverTypeWrapper<OrganizationRecord>;
  OrganizationAdminInput: OrganizationAdminInput;
  OrganizationConnection: ResolverTypeWrapper<Omit<OrganizationConnection, 'nodes'> & { nodes: Array<ResolversTypes['Organization']> }>;
  OrganizationListSort: OrganizationListSort;
  OrganizationPatch: OrganizationPatch;
  OrganizationType: OrganizationType;
  PageSearchResult: ResolverTypeWrapper<PageSearchResult>;
  Payment: ResolverTypeWrapper<Payment>;
  PaymentAllocation: ResolverTypeWrapper<PaymentAllocation>;
  PaymentInput: PaymentInput;
  PaymentMethod: PaymentMethod;
  PeopleSearchGroup: ResolverTypeWrapper<Omit<PeopleSearchGroup, 'results'> & { results: Array<ResolversTypes['PeopleSearchResult']> }>;
  PeopleSearchGroupId: PeopleSearchGroupId;
  PeopleSearchResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PeopleSearchResult']>;
  PresenceStatus: PresenceStatus;
  Professional: ResolverTypeWrapper<ProfessionalRecord>;
  ProfessionalConnection: ResolverTypeWrapper<Omit<ProfessionalConnection, 'nodes'> & { nodes: Array<ResolversTypes['Professional']> }>;
  ProfessionalPatch: ProfessionalPatch;
  ProfessionalSort: ProfessionalSort;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Recurrence: ResolverTypeWrapper<RecurrenceNode>;
  RecurrenceFrequency: RecurrenceFrequency;
  RecurrenceInput: RecurrenceInput;
  Registration: ResolverTypeWrapper<RegistrationNode>;
  RegistrationConnection: ResolverTypeWrapper<Omit<RegistrationConnection, 'nodes'> & { nodes: Array<ResolversTypes['Registration']> }>;
  RegistrationConsent: ResolverTypeWrapper<RegistrationConsentNode>;
  RegistrationCounts: ResolverTypeWrapper<RegistrationCounts>;
  RegistrationDocument: ResolverTypeWrapper<RegistrationDocumentNode>;
  RegistrationDocumentKind: RegistrationDocumentKind;
  RegistrationForm: ResolverTypeWrapper<RegistrationFormNode>;
  RegistrationGuardian: ResolverTypeWrapper<RegistrationGuardianNode>;
  RegistrationGuardianInput: RegistrationGuardianInput;
  RegistrationReceipt: ResolverTypeWrapper<RegistrationReceipt>;
  RegistrationSchool: ResolverTypeWrapper<RegistrationSchool>;
  RegistrationStatus: RegistrationStatus;
  RegistrationTeamOption: ResolverTypeWrapper<RegistrationTeamOption>;
  ResetPasswordInput: ResetPasswordInput;
  Role: ResolverTypeWrapper<RoleEntity>;
  RoleKey: RoleKey;
  RoleScopeOption: ResolverTypeWrapper<RoleScopeOptionRecord>;
  RsvpAnswer: RsvpAnswer;
  RsvpCounts: ResolverTypeWrapper<RsvpCountsNode>;
  SchoolDashboard: ResolverTypeWrapper<SchoolDashboardData>;
  SchoolDashboardAgeGroupCount: ResolverTypeWrapper<SchoolDashboardAgeGroupCount>;
  SchoolDashboardAttendance: ResolverTypeWrapper<DashboardAttendanceNode>;
  SchoolDashboardCertification: ResolverTypeWrapper<SchoolDashboardCertification>;
  SchoolDashboardMissingConsent: ResolverTypeWrapper<SchoolDashboardMissingConsent>;
  SchoolDashboardSeason: ResolverTypeWrapper<SchoolDashboardSeason>;
  SchoolDashboardSession: ResolverTypeWrapper<DashboardSessionNode>;
  SchoolDashboardStatusCount: ResolverTypeWrapper<SchoolDashboardStatusCount>;
  SchoolDashboardTeamCount: ResolverTypeWrapper<SchoolDashboardTeamCount>;
  ScopeType: ScopeType;
  SearchGroup: ResolverTypeWrapper<Omit<SearchGroup, 'results'> & { results: Array<ResolversTypes['SearchResult']> }>;
  SearchGroupId: SearchGroupId;
  SearchResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SearchResult']>;
  Season: ResolverTypeWrapper<SeasonEntity>;
  SeasonConnection: ResolverTypeWrapper<Omit<SeasonConnection, 'nodes'> & { nodes: Array<ResolversTypes['Season']> }>;
  SeasonInput: SeasonInput;
  SeasonSort: SeasonSort;
  SetMyNotificationPreferenceInput: SetMyNotificationPreferenceInput;
  Shortcut: ResolverTypeWrapper<ShortcutEntity>;
  ShortcutInput: ShortcutInput;
  ShortcutPatch: ShortcutPatch;
  SignInInput: SignInInput;
  SignUpInput: SignUpInput;
  Sponsor: ResolverTypeWrapper<SponsorRecord>;
  Sponsorship: ResolverTypeWrapper<SponsorshipRecord>;
  SponsorshipConnection: ResolverTypeWrapper<Omit<SponsorshipConnection, 'nodes'> & { nodes: Array<ResolversTypes['Sponsorship']> }>;
  SponsorshipInput: SponsorshipInput;
  SponsorshipPatch: SponsorshipPatch;
  SponsorshipScopeType: SponsorshipScopeType;
  SponsorshipSort: SponsorshipSort;
  SponsorshipTier: SponsorshipTier;
  Sport: Sport;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubmitRegistrationInput: SubmitRegistrationInput;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SubscriptionPlan: ResolverTypeWrapper<SubscriptionPlanEntity>;
  Task: ResolverTypeWrapper<TaskEntity>;
  TaskCounts: ResolverTypeWrapper<TaskCounts>;
  TaskPatch: TaskPatch;
  TaskSearchHit: ResolverTypeWrapper<Omit<TaskSearchHit, 'task'> & { task: ResolversTypes['Task'] }>;
  TaskSearchResult: ResolverTypeWrapper<TaskSearchResult>;
  TaskSubTask: ResolverTypeWrapper<SubTaskValue>;
  TaskSubTaskInput: TaskSubTaskInput;
  TaskTag: ResolverTypeWrapper<TagEntity>;
  TaskType: TaskType;
  Team: ResolverTypeWrapper<TeamEntity>;
  TeamConnection: ResolverTypeWrapper<Omit<TeamConnection, 'nodes'> & { nodes: Array<ResolversTypes['Team']> }>;
  TeamGender: TeamGender;
  TeamInput: TeamInput;
  TeamMembership: ResolverTypeWrapper<MembershipNode>;
  TeamMembershipStatus: TeamMembershipStatus;
  TeamSearchResult: ResolverTypeWrapper<TeamSearchResult>;
  TeamSort: TeamSort;
  TeamStaff: ResolverTypeWrapper<TeamStaffEntity>;
  TeamStaffRole: TeamStaffRole;
  UpdateAdminUserInput: UpdateAdminUserInput;
  UpdateAthleteInput: UpdateAthleteInput;
  UpdateChatInput: UpdateChatInput;
  UpdateGuardianLinkInput: UpdateGuardianLinkInput;
  UpdateMeInput: UpdateMeInput;
  UpdateTeamMembershipInput: UpdateTeamMembershipInput;
  User: ResolverTypeWrapper<UserEntity>;
  UserDevice: ResolverTypeWrapper<UserDeviceEntity>;
  UserDocument: ResolverTypeWrapper<UserDocumentEntity>;
  UserFeedback: ResolverTypeWrapper<UserFeedbackEntity>;
  UserNotificationData: ResolverTypeWrapper<UserNotificationData>;
  UserNotificationDelivery: ResolverTypeWrapper<UserNotificationDeliveryEntity>;
  UserNotificationPreference: ResolverTypeWrapper<UserNotificationPreference>;
  UserPayment: ResolverTypeWrapper<UserPayment>;
  UserRoleAssignment: ResolverTypeWrapper<UserRoleEntity>;
  UserSearchResult: ResolverTypeWrapper<UserSearchResult>;
  UserSurveyAnswer: ResolverTypeWrapper<UserSurveyAnswerEntity>;
  UserWallet: ResolverTypeWrapper<UserWallet>;
  UserWalletBalance: ResolverTypeWrapper<UserWalletBalance>;
  ViewerAccess: ResolverTypeWrapper<ViewerAccess>;
  Weekday: Weekday;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Account: UserEntity;
  AccountNotificationPreference: AccountNotificationPreferenceRow;
  AccountRole: AccountRoleRow;
  AddTeamMembershipInput: AddTeamMembershipInput;
  AdminUser: UserEntity;
  AdminUserPage: Omit<AdminUserPage, 'items'> & { items: Array<ResolversParentTypes['AdminUser']> };
  AdminUserPagination: AdminUserPagination;
  Athlete: AthleteNode;
  AthleteAttendanceRecord: AttendanceRecordNode;
  AthleteConnection: Omit<AthleteConnection, 'nodes'> & { nodes: Array<ResolversParentTypes['Athlete']> };
  AthleteDataExport: AthleteDataHandOver;
  AthleteDocument: AthleteDocument;
  AthleteDocumentInput: AthleteDocumentInput;
  AthleteHealth: AthleteHealth;
  AthletePrivate: AthletePrivate;
  AthleteSearchResult: AthleteSearchResult;
  AttendanceInput: AttendanceInput;
  AttendanceRate: AttendanceRateNode;
  AuditLogConnection: Omit<AuditLogConnection, 'nodes'> & { nodes: Array<ResolversParentTypes['AuditLogEntry']> };
  AuditLogEntry: AuditLogEntity;
  AuthPayload: Omit<AuthPayload, 'user'> & { user: ResolversParentTypes['User'] };
  Boolean: Scalars['Boolean']['output'];
  Branch: BranchEntity;
  BranchConnection: Omit<BranchConnection, 'nodes'> & { nodes: Array<ResolversParentTypes['Branch']> };
  BranchInput: BranchInput;
  CalendarDay: CalendarDay;
  CalendarFeed: CalendarFeed;
  CalendarGrid: Omit<CalendarGrid, 'occurrences'> & { occurrences: Array<ResolversParentTypes['EventOccurrence']> };
  CardCheckout: CardCheckout;
  Certification: CertificationEntity;
  CertificationConnection: Omit<CertificationConnection, 'nodes'> & { nodes: Array<ResolversParentTypes['Certification']> };
  CertificationInput: CertificationInput;
  ChangeMyPasswordInput: ChangeMyPasswordInput;
  Chat: ChatView;
  ChatContact: UserEntity;
  ChatContactAttachments: ChatContactAttachments;
  ChatContactDetails: ChatContactDetails;
  ChatContactEmail: ChatContactEmail;
  ChatContactPhoneNumber: ChatContactPhoneNumber;
  ChatMessage: ChatMessageEntity;
  ChatProfile: UserEntity;
  Company: CompanyEntity;
  CompanyConnection: Omit<CompanyConnection, 'nodes'> & { nodes: Array<ResolversParentTypes['Company']> };
  CompanyContact: CompanyContactEntity;
  CompanyInput: CompanyInput;
  CompanyPatch: CompanyPatch;
  Consent: ConsentNode;
  ConsentText: ConsentTextNode;
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
  CreateAthleteInput: CreateAthleteInput;
  CreateOrganizationInput: CreateOrganizationInput;
  CreateProfessionalInput: CreateProfessionalInput;
  DateTime: Scalars['DateTime']['output'];
  Department: DepartmentEntity;
  DepartmentConnection: Omit<DepartmentConnection, 'nodes'> & { nodes: Array<ResolversParentTypes['Department']> };
  DepartmentInput: DepartmentInput;
  DocumentType: DocumentTypeEntity;
  ErasureRequest: ErasureRequestNode;
  Event: EventNode;
  EventInput: EventInput;
  EventOccurrence: OccurrenceNode;
  FeeAssignment: FeeAssignment;
  FeeDiscount: FeeDiscount;
  FeeDiscountInput: FeeDiscountInput;
  FeePlan: FeePlan;
  FeePlanInput: FeePlanInput;
  FeePlanTeam: FeePlanTeam;
  FinanceGroup: FinanceGroup;
  FinanceMonth: FinanceMonth;
  FinanceSummary: FinanceSummary;
  Float: Scalars['Float']['output'];
  ForgotPasswordInput: ForgotPasswordInput;
  GrantConsentInput: GrantConsentInput;
  GuardianInvitation: GuardianInvitation;
  GuardianLink: GuardianLinkNode;
  ID: Scalars['ID']['output'];
  InboxItemInput: InboxItemInput;
  InboxItemPatch: InboxItemPatch;
  Int: Scalars['Int']['output'];
  InviteGuardianInput: InviteGuardianInput;
  Invoice: Invoice;
  InvoiceConnection: InvoiceConnection;
  InvoiceLine: InvoiceLine;
  LinkGuardianInput: LinkGuardianInput;
  Mail: Mail;
  MailAddress: MailAddress;
  MailAttachment: MailAttachment;
  MailConnection: MailConnection;
  MailFilter: MailFilter;
  MailFlagsInput: MailFlagsInput;
  MailFolder: MailFolder;
  MailInput: MailInput;
  MailLabel: MailLabel;
  MailLabelInput: MailLabelInput;
  MailPage: MailPage;
  MailPagination: MailPagination;
  MailPatch: MailPatch;
  MailSearchResult: MailSearchResult;
  MailSettings: MailSettings;
  MailSettingsInput: MailSettingsInput;
  Message: InboxItemEntity;
  MoneyAccess: MoneyAccess;
  MoneyAdminCandidate: MoneyAdminCandidate;
  MoneyAdmins: MoneyAdmins;
  MoveAthleteInput: MoveAthleteInput;
  MoveAthletePayload: Omit<MoveAthletePayload, 'ended' | 'started'> & { ended: ResolversParentTypes['TeamMembership'], started: ResolversParentTypes['TeamMembership'] };
  Mutation: Record<PropertyKey, never>;
  Navigation: Navigation;
  NavigationBadge: NavigationBadge;
  NavigationItem: NavigationItem;
  Notification: InboxItemEntity;
  NotificationType: NotificationTypeEntity;
  OccurrenceAttendee: AttendeeNode;
  Organization: OrganizationRecord;
  OrganizationAdminInput: OrganizationAdminInput;
  OrganizationConnection: Omit<OrganizationConnection, 'nodes'> & { nodes: Array<ResolversParentTypes['Organization']> };
  OrganizationPatch: OrganizationPatch;
  PageSearchResult: PageSearchResult;
  Payment: Payment;
  PaymentAllocation: PaymentAllocation;
  PaymentInput: PaymentInput;
  PeopleSearchGroup: Omit<PeopleSearchGroup, 'results'> & { results: Array<ResolversParentTypes['PeopleSearchResult']> };
  PeopleSearchResult: ResolversUnionTypes<ResolversParentTypes>['PeopleSearchResult'];
  Professional: ProfessionalRecord;
  ProfessionalConnection: Omit<ProfessionalConnection, 'nodes'> & { nodes: Array<ResolversParentTypes['Professional']> };
  ProfessionalPatch: ProfessionalPatch;
  Query: Record<PropertyKey, never>;
  Recurrence: RecurrenceNode;
  RecurrenceInput: RecurrenceInput;
  Registration: RegistrationNode;
  RegistrationConnection: Omit<RegistrationConnection, 'nodes'> & { nodes: Array<ResolversParentTypes['Registration']> };
  RegistrationConsent: RegistrationConsentNode;
  RegistrationCounts: RegistrationCounts;
  RegistrationDocument: RegistrationDocumentNode;
  RegistrationForm: RegistrationFormNode;
  RegistrationGuardian: RegistrationGuardianNode;
  RegistrationGuardianInput: RegistrationGuardianInput;
  RegistrationReceipt: RegistrationReceipt;
  RegistrationSchool: RegistrationSchool;
  RegistrationTeamOption: RegistrationTeamOption;
  ResetPasswordInput: ResetPasswordInput;
  Role: RoleEntity;
  RoleScopeOption: RoleScopeOptionRecord;
  RsvpCounts: RsvpCountsNode;
  SchoolDashboard: SchoolDashboardData;
  SchoolDashboardAgeGroupCount: SchoolDashboardAgeGroupCount;
  SchoolDashboardAttendance: DashboardAttendanceNode;
  SchoolDashboardCertification: SchoolDashboardCertification;
  SchoolDashboardMissingConsent: SchoolDashboardMissingConsent;
  SchoolDashboardSeason: SchoolDashboardSeason;
  SchoolDashboardSession: DashboardSessionNode;
  SchoolDashboardStatusCount: SchoolDashboardStatusCount;
  SchoolDashboardTeamCount: SchoolDashboardTeamCount;
  SearchGroup: Omit<SearchGroup, 'results'> & { results: Array<ResolversParentTypes['SearchResult']> };
  SearchResult: ResolversUnionTypes<ResolversParentTypes>['SearchResult'];
  Season: SeasonEntity;
  SeasonConnection: Omit<SeasonConnection, 'nodes'> & { nodes: Array<ResolversParentTypes['Season']> };
  SeasonInput: SeasonInput;
  SetMyNotificationPreferenceInput: SetMyNotificationPreferenceInput;
  Shortcut: ShortcutEntity;
  ShortcutInput: ShortcutInput;
  ShortcutPatch: ShortcutPatch;
  SignInInput: SignInInput;
  SignUpInput: SignUpInput;
  Sponsor: SponsorRecord;
  Sponsorship: SponsorshipRecord;
  SponsorshipConnection: Omit<SponsorshipConnection, 'nodes'> & { nodes: Array<ResolversParentTypes['Sponsorship']> };
  SponsorshipInput: SponsorshipInput;
  SponsorshipPatch: SponsorshipPatch;
  String: Scalars['String']['output'];
  SubmitRegistrationInput: SubmitRegistrationInput;
  Subscription: Record<PropertyKey, never>;
  SubscriptionPlan: SubscriptionPlanEntity;
  Task: TaskEntity;
  TaskCounts: TaskCounts;
  TaskPatch: TaskPatch;
  TaskSearchHit: Omit<TaskSearchHit, 'task'> & { task: ResolversParentTypes['Task'] };
  TaskSearchResult: TaskSearchResult;
  TaskSubTask: SubTaskValue;
  TaskSubTaskInput: TaskSubTaskInput;
  TaskTag: TagEntity;
  Team: TeamEntity;
  TeamConnection: Omit<TeamConnection, 'nodes'> & { nodes: Array<ResolversParentTypes['Team']> };
  TeamInput: TeamInput;
  TeamMembership: MembershipNode;
  TeamSearchResult: TeamSearchResult;
  TeamStaff: TeamStaffEntity;
  UpdateAdminUserInput: UpdateAdminUserInput;
  UpdateAthleteInput: UpdateAthleteInput;
  UpdateChatInput: UpdateChatInput;
  UpdateGuardianLinkInput: UpdateGuardianLinkInput;
  UpdateMeInput: UpdateMeInput;
  UpdateTeamMembershipInput: UpdateTeamMembershipInput;
  User: UserEntity;
  UserDevice: UserDeviceEntity;
  UserDocument: UserDocumentEntity;
  UserFeedback: UserFeedbackEntity;
  UserNotificationData: UserNotificationData;
  UserNotificationDelivery: UserNotificationDeliveryEntity;
  UserNotificationPreference: UserNotificationPreference;
  UserPayment: UserPayment;
  UserRoleAssignment: UserRoleEntity;
  UserSearchResult: UserSearchResult;
  UserSurveyAnswer: UserSurveyAnswerEntity;
  UserWallet: UserWallet;
  UserWalletBalance: UserWalletBalance;
  ViewerAccess: ViewerAccess;
};

export type AccountResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Account'] = ResolversParentTypes['Account']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  language?: Resolver<Maybe<ResolversTypes['Language']>, ParentType, ContextType>;
  memberSince?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  notificationPreferences?: Resolver<Array<ResolversTypes['AccountNotificationPreference']>, ParentType, ContextType>;
  passwordChangedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['AccountRole']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type AccountNotificationPreferenceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AccountNotificationPreference'] = ResolversParentTypes['AccountNotificationPreference']> = {
  chosen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notificationType?: Resolver<ResolversTypes['NotificationType'], ParentType, ContextType>;
};

export type AccountRoleResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AccountRole'] = ResolversParentTypes['AccountRole']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['RoleKey'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  scopeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scopeType?: Resolver<Maybe<ResolversTypes['ScopeType']>, ParentType, ContextType>;
};

export type AdminUserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdminUser'] = ResolversParentTypes['AdminUser']> = {
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  organization?: Resolver<Maybe<ResolversTypes['Organization']>, ParentType, ContextType>;
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

export type AthleteResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Athlete'] = ResolversParentTypes['Athlete']> = {
  access?: Resolver<ResolversTypes['AthleteAccess'], ParentType, ContextType>;
  archivedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  attendanceByMonth?: Resolver<Array<ResolversTypes['AttendanceRate']>, ParentType, ContextType>;
  attendanceHistory?: Resolver<Array<ResolversTypes['AthleteAttendanceRecord']>, ParentType, ContextType>;
  consents?: Resolver<Maybe<Array<ResolversTypes['Consent']>>, ParentType, ContextType, RequireFields<AthleteConsentsArgs, 'includeWithdrawn'>>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  erasureRequest?: Resolver<Maybe<ResolversTypes['ErasureRequest']>, ParentType, ContextType>;
  feeStanding?: Resolver<Maybe<ResolversTypes['AthleteFeeStanding']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<ResolversTypes['AthleteGender'], ParentType, ContextType>;
  guardians?: Resolver<Maybe<Array<ResolversTypes['GuardianLink']>>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  licenceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  memberships?: Resolver<Array<ResolversTypes['TeamMembership']>, ParentType, ContextType, RequireFields<AthleteMembershipsArgs, 'includeEnded'>>;
  organizationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  photo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  private?: Resolver<Maybe<ResolversTypes['AthletePrivate']>, ParentType, ContextType>;
  registration?: Resolver<Maybe<ResolversTypes['Registration']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AthleteStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type AthleteAttendanceRecordResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AthleteAttendanceRecord'] = ResolversParentTypes['AthleteAttendanceRecord']> = {
  attendance?: Resolver<ResolversTypes['AttendanceMark'], ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  occurrenceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['EventType'], ParentType, ContextType>;
};

export type AthleteConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AthleteConnection'] = ResolversParentTypes['AthleteConnection']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Athlete']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AthleteDataExportResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AthleteDataExport'] = ResolversParentTypes['AthleteDataExport']> = {
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  json?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pdf?: Resolver<ResolversTypes['String'], ParentType, ContextType, Partial<AthleteDataExportPdfArgs>>;
  pdfFileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AthleteDocumentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AthleteDocument'] = ResolversParentTypes['AthleteDocument']> = {
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AthleteHealthResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AthleteHealth'] = ResolversParentTypes['AthleteHealth']> = {
  athleteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  healthDataConsent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  medicalNotes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AthletePrivateResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AthletePrivate'] = ResolversParentTypes['AthletePrivate']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  birthDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['AthleteDocument']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emergencyContactName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emergencyContactPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AthleteSearchResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AthleteSearchResult'] = ResolversParentTypes['AthleteSearchResult']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AttendanceRateResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AttendanceRate'] = ResolversParentTypes['AttendanceRate']> = {
  absent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  excused?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  late?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  marked?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  present?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type AuditLogConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AuditLogConnection'] = ResolversParentTypes['AuditLogConnection']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['AuditLogEntry']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AuditLogEntryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AuditLogEntry'] = ResolversParentTypes['AuditLogEntry']> = {
  action?: Resolver<ResolversTypes['AuditAction'], ParentType, ContextType>;
  actor?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  entityId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  entityType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AuthPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = {
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tokenType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type BranchResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Branch'] = ResolversParentTypes['Branch']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  archivedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organization?: Resolver<ResolversTypes['Organization'], ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  teamCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BranchConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BranchConnection'] = ResolversParentTypes['BranchConnection']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Branch']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CalendarDayResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CalendarDay'] = ResolversParentTypes['CalendarDay']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hidden?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CalendarFeedResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CalendarFeed'] = ResolversParentTypes['CalendarFeed']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CalendarGridResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CalendarGrid'] = ResolversParentTypes['CalendarGrid']> = {
  days?: Resolver<Array<ResolversTypes['CalendarDay']>, ParentType, ContextType>;
  occurrences?: Resolver<Array<ResolversTypes['EventOccurrence']>, ParentType, ContextType>;
};

export type CardCheckoutResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CardCheckout'] = ResolversParentTypes['CardCheckout']> = {
  providerReference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CertificationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Certification'] = ResolversParentTypes['Certification']> = {
  archivedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  daysToExpiry?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  documentUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiresOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issuedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  issuer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['CertificationKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  professional?: Resolver<ResolversTypes['Professional'], ParentType, ContextType>;
  professionalId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CertificationStatus'], ParentType, ContextType>;
};

export type CertificationConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CertificationConnection'] = ResolversParentTypes['CertificationConnection']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Certification']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type CompanyResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Company'] = ResolversParentTypes['Company']> = {
  archivedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  contacts?: Resolver<Array<ResolversTypes['CompanyContact']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sponsorships?: Resolver<Array<ResolversTypes['Sponsorship']>, ParentType, ContextType>;
  taxNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxOffice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  website?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CompanyConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CompanyConnection'] = ResolversParentTypes['CompanyConnection']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Company']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CompanyContactResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CompanyContact'] = ResolversParentTypes['CompanyContact']> = {
  companyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type ConsentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Consent'] = ResolversParentTypes['Consent']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  athleteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  grantedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  grantedBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  purpose?: Resolver<ResolversTypes['ConsentPurpose'], ParentType, ContextType>;
  textVersion?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  withdrawnAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  withdrawnBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type ConsentTextResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ConsentText'] = ResolversParentTypes['ConsentText']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  purpose?: Resolver<ResolversTypes['ConsentPurpose'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  textEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  textTr?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type DepartmentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Department'] = ResolversParentTypes['Department']> = {
  archivedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organization?: Resolver<ResolversTypes['Organization'], ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sport?: Resolver<ResolversTypes['Sport'], ParentType, ContextType>;
};

export type DepartmentConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DepartmentConnection'] = ResolversParentTypes['DepartmentConnection']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Department']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DocumentTypeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DocumentType'] = ResolversParentTypes['DocumentType']> = {
  allowedExtensions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ErasureRequestResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ErasureRequest'] = ResolversParentTypes['ErasureRequest']> = {
  athleteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  athleteName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  requestedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ErasureStatus'], ParentType, ContextType>;
};

export type EventResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Event'] = ResolversParentTypes['Event']> = {
  branch?: Resolver<Maybe<ResolversTypes['Branch']>, ParentType, ContextType>;
  branchId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  canEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  capacity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  feeMinor?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  recurrence?: Resolver<Maybe<ResolversTypes['Recurrence']>, ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['EventScope'], ParentType, ContextType>;
  splitFromId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EventStatus'], ParentType, ContextType>;
  teamIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  teams?: Resolver<Array<ResolversTypes['Team']>, ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['EventType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  venue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  venueBranch?: Resolver<Maybe<ResolversTypes['Branch']>, ParentType, ContextType>;
  venueBranchId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type EventOccurrenceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EventOccurrence'] = ResolversParentTypes['EventOccurrence']> = {
  attendees?: Resolver<Array<ResolversTypes['OccurrenceAttendee']>, ParentType, ContextType>;
  changed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['Event'], ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  originalStart?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  rsvpCounts?: Resolver<Maybe<ResolversTypes['RsvpCounts']>, ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EventStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  venue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type FeeAssignmentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FeeAssignment'] = ResolversParentTypes['FeeAssignment']> = {
  athletes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invoices?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['FeePlan'], ParentType, ContextType>;
  skipped?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FeeDiscountResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FeeDiscount'] = ResolversParentTypes['FeeDiscount']> = {
  kind?: Resolver<ResolversTypes['DiscountKind'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FeePlanResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FeePlan'] = ResolversParentTypes['FeePlan']> = {
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  archivedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discounts?: Resolver<Array<ResolversTypes['FeeDiscount']>, ParentType, ContextType>;
  firstDueOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  instalments?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['FeeKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  newcomerTeams?: Resolver<Array<ResolversTypes['FeePlanTeam']>, ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  taxRate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FeePlanTeamResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FeePlanTeam'] = ResolversParentTypes['FeePlanTeam']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  teamId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type FinanceGroupResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FinanceGroup'] = ResolversParentTypes['FinanceGroup']> = {
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outstanding?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  overdue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FinanceMonthResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FinanceMonth'] = ResolversParentTypes['FinanceMonth']> = {
  billed?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  collected?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FinanceSummaryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FinanceSummary'] = ResolversParentTypes['FinanceSummary']> = {
  billed?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  branches?: Resolver<Array<ResolversTypes['FinanceGroup']>, ParentType, ContextType>;
  collected?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  collectionRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  months?: Resolver<Array<ResolversTypes['FinanceMonth']>, ParentType, ContextType>;
  outstanding?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  overdue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  overdueCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recentPayments?: Resolver<Array<ResolversTypes['Payment']>, ParentType, ContextType>;
  teams?: Resolver<Array<ResolversTypes['FinanceGroup']>, ParentType, ContextType>;
};

export type GuardianInvitationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GuardianInvitation'] = ResolversParentTypes['GuardianInvitation']> = {
  athleteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GuardianLinkResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GuardianLink'] = ResolversParentTypes['GuardianLink']> = {
  archivedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  athleteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  guardian?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isPrimary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  legalGuardian?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mayPickUp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  relationship?: Resolver<ResolversTypes['GuardianRelationship'], ParentType, ContextType>;
};

export type InvoiceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = {
  athleteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  athleteName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dueOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issuedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['InvoiceLine']>, ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  outstanding?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  periods?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  planId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  remindersPaused?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InvoiceStatus'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  teamId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  voidReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  voidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type InvoiceConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['InvoiceConnection'] = ResolversParentTypes['InvoiceConnection']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InvoiceLineResolvers<ContextType = Context, ParentType extends ResolversParentTypes['InvoiceLine'] = ResolversParentTypes['InvoiceLine']> = {
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MailResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mail'] = ResolversParentTypes['Mail']> = {
  attachments?: Resolver<Array<ResolversTypes['MailAttachment']>, ParentType, ContextType>;
  bcc?: Resolver<Array<ResolversTypes['MailAddress']>, ParentType, ContextType>;
  bccCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cc?: Resolver<Array<ResolversTypes['MailAddress']>, ParentType, ContextType>;
  ccCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  conversationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  folder?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  folderSlug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['MailAddress'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  important?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  inReplyTo?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  labels?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  snippet?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  starred?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<Array<ResolversTypes['MailAddress']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unread?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MailAddressResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MailAddress'] = ResolversParentTypes['MailAddress']> = {
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type MailAttachmentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MailAttachment'] = ResolversParentTypes['MailAttachment']> = {
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  preview?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MailConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MailConnection'] = ResolversParentTypes['MailConnection']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Mail']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MailFilterResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MailFilter'] = ResolversParentTypes['MailFilter']> = {
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MailFolderResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MailFolder'] = ResolversParentTypes['MailFolder']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MailLabelResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MailLabel'] = ResolversParentTypes['MailLabel']> = {
  color?: Resolver<ResolversTypes['MailLabelColor'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MailPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MailPage'] = ResolversParentTypes['MailPage']> = {
  mails?: Resolver<Array<ResolversTypes['Mail']>, ParentType, ContextType>;
  pagination?: Resolver<ResolversTypes['MailPagination'], ParentType, ContextType>;
};

export type MailPaginationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MailPagination'] = ResolversParentTypes['MailPagination']> = {
  currentPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  resultsPerPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalResults?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MailSearchResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MailSearchResult'] = ResolversParentTypes['MailSearchResult']> = {
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  senderName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unread?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MailSettingsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MailSettings'] = ResolversParentTypes['MailSettings']> = {
  messageLayout?: Resolver<ResolversTypes['MailMessageLayout'], ParentType, ContextType>;
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

export type MoneyAccessResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MoneyAccess'] = ResolversParentTypes['MoneyAccess']> = {
  manage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  plans?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MoneyAdminCandidateResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MoneyAdminCandidate'] = ResolversParentTypes['MoneyAdminCandidate']> = {
  branchName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  named?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type MoneyAdminsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MoneyAdmins'] = ResolversParentTypes['MoneyAdmins']> = {
  candidates?: Resolver<Array<ResolversTypes['MoneyAdminCandidate']>, ParentType, ContextType>;
  editable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  restricted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MoveAthletePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MoveAthletePayload'] = ResolversParentTypes['MoveAthletePayload']> = {
  ended?: Resolver<ResolversTypes['TeamMembership'], ParentType, ContextType>;
  started?: Resolver<ResolversTypes['TeamMembership'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addCompanyContact?: Resolver<ResolversTypes['Company'], ParentType, ContextType, RequireFields<MutationAddCompanyContactArgs, 'companyId' | 'userId'>>;
  addTeamMembership?: Resolver<ResolversTypes['TeamMembership'], ParentType, ContextType, RequireFields<MutationAddTeamMembershipArgs, 'input'>>;
  addTeamStaff?: Resolver<ResolversTypes['TeamStaff'], ParentType, ContextType, RequireFields<MutationAddTeamStaffArgs, 'professionalId' | 'role' | 'teamId'>>;
  answerRsvp?: Resolver<ResolversTypes['OccurrenceAttendee'], ParentType, ContextType, RequireFields<MutationAnswerRsvpArgs, 'answer' | 'athleteId' | 'eventId' | 'occurrenceStart'>>;
  approveRegistration?: Resolver<ResolversTypes['Registration'], ParentType, ContextType, RequireFields<MutationApproveRegistrationArgs, 'id'>>;
  archiveAthlete?: Resolver<ResolversTypes['Athlete'], ParentType, ContextType, RequireFields<MutationArchiveAthleteArgs, 'id'>>;
  archiveBranch?: Resolver<ResolversTypes['Branch'], ParentType, ContextType, RequireFields<MutationArchiveBranchArgs, 'id'>>;
  archiveCertification?: Resolver<ResolversTypes['Certification'], ParentType, ContextType, RequireFields<MutationArchiveCertificationArgs, 'id'>>;
  archiveCompany?: Resolver<ResolversTypes['Company'], ParentType, ContextType, RequireFields<MutationArchiveCompanyArgs, 'id'>>;
  archiveDepartment?: Resolver<ResolversTypes['Department'], ParentType, ContextType, RequireFields<MutationArchiveDepartmentArgs, 'id'>>;
  archiveFeePlan?: Resolver<ResolversTypes['FeePlan'], ParentType, ContextType, RequireFields<MutationArchiveFeePlanArgs, 'id'>>;
  archiveOrganization?: Resolver<ResolversTypes['Organization'], ParentType, ContextType, RequireFields<MutationArchiveOrganizationArgs, 'id'>>;
  archiveProfessional?: Resolver<ResolversTypes['Professional'], ParentType, ContextType, RequireFields<MutationArchiveProfessionalArgs, 'id'>>;
  archiveSeason?: Resolver<ResolversTypes['Season'], ParentType, ContextType, RequireFields<MutationArchiveSeasonArgs, 'id'>>;
  archiveSponsorship?: Resolver<ResolversTypes['Sponsorship'], ParentType, ContextType, RequireFields<MutationArchiveSponsorshipArgs, 'id'>>;
  archiveTeam?: Resolver<ResolversTypes['Team'], ParentType, ContextType, RequireFields<MutationArchiveTeamArgs, 'id'>>;
  assignFeePlan?: Resolver<ResolversTypes['FeeAssignment'], ParentType, ContextType, RequireFields<MutationAssignFeePlanArgs, 'planId'>>;
  assignUserRole?: Resolver<ResolversTypes['UserRoleAssignment'], ParentType, ContextType, RequireFields<MutationAssignUserRoleArgs, 'roleId' | 'userId'>>;
  cancelEvent?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationCancelEventArgs, 'id'>>;
  changeMyPassword?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationChangeMyPasswordArgs, 'input'>>;
  completeAthleteErasure?: Resolver<ResolversTypes['ErasureRequest'], ParentType, ContextType, RequireFields<MutationCompleteAthleteErasureArgs, 'id'>>;
  createAdminUser?: Resolver<ResolversTypes['AdminUser'], ParentType, ContextType, RequireFields<MutationCreateAdminUserArgs, 'input'>>;
  createAthlete?: Resolver<ResolversTypes['Athlete'], ParentType, ContextType, RequireFields<MutationCreateAthleteArgs, 'input'>>;
  createBranch?: Resolver<ResolversTypes['Branch'], ParentType, ContextType, RequireFields<MutationCreateBranchArgs, 'input'>>;
  createCalendarFeed?: Resolver<ResolversTypes['CalendarFeed'], ParentType, ContextType>;
  createCertification?: Resolver<ResolversTypes['Certification'], ParentType, ContextType, RequireFields<MutationCreateCertificationArgs, 'input' | 'professionalId'>>;
  createCompany?: Resolver<ResolversTypes['Company'], ParentType, ContextType, RequireFields<MutationCreateCompanyArgs, 'input'>>;
  createContact?: Resolver<ResolversTypes['Contact'], ParentType, ContextType>;
  createContactTag?: Resolver<ResolversTypes['ContactTag'], ParentType, ContextType, RequireFields<MutationCreateContactTagArgs, 'title'>>;
  createDepartment?: Resolver<ResolversTypes['Department'], ParentType, ContextType, RequireFields<MutationCreateDepartmentArgs, 'input'>>;
  createEvent?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationCreateEventArgs, 'input'>>;
  createFeePlan?: Resolver<ResolversTypes['FeePlan'], ParentType, ContextType, RequireFields<MutationCreateFeePlanArgs, 'input'>>;
  createMailLabel?: Resolver<ResolversTypes['MailLabel'], ParentType, ContextType, RequireFields<MutationCreateMailLabelArgs, 'input'>>;
  createMessage?: Resolver<ResolversTypes['Message'], ParentType, ContextType, RequireFields<MutationCreateMessageArgs, 'input'>>;
  createNotification?: Resolver<ResolversTypes['Notification'], ParentType, ContextType, RequireFields<MutationCreateNotificationArgs, 'input'>>;
  createOrganization?: Resolver<ResolversTypes['Organization'], ParentType, ContextType, RequireFields<MutationCreateOrganizationArgs, 'input'>>;
  createProfessional?: Resolver<ResolversTypes['Professional'], ParentType, ContextType, RequireFields<MutationCreateProfessionalArgs, 'input'>>;
  createSeason?: Resolver<ResolversTypes['Season'], ParentType, ContextType, RequireFields<MutationCreateSeasonArgs, 'input'>>;
  createShortcut?: Resolver<ResolversTypes['Shortcut'], ParentType, ContextType, RequireFields<MutationCreateShortcutArgs, 'input'>>;
  createSponsorship?: Resolver<ResolversTypes['Sponsorship'], ParentType, ContextType, RequireFields<MutationCreateSponsorshipArgs, 'input'>>;
  createTask?: Resolver<ResolversTypes['Task'], ParentType, ContextType, RequireFields<MutationCreateTaskArgs, 'type'>>;
  createTaskTag?: Resolver<ResolversTypes['TaskTag'], ParentType, ContextType, RequireFields<MutationCreateTaskTagArgs, 'title'>>;
  createTeam?: Resolver<ResolversTypes['Team'], ParentType, ContextType, RequireFields<MutationCreateTeamArgs, 'input'>>;
  declineAthleteErasure?: Resolver<ResolversTypes['ErasureRequest'], ParentType, ContextType, RequireFields<MutationDeclineAthleteErasureArgs, 'id' | 'reason'>>;
  deleteAdminUser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteAdminUserArgs, 'id'>>;
  deleteCalendarFeed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deleteContact?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteContactArgs, 'id'>>;
  deleteContactTag?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteContactTagArgs, 'id'>>;
  deleteEvent?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteEventArgs, 'id'>>;
  deleteMailLabel?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteMailLabelArgs, 'id'>>;
  deleteMails?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType, RequireFields<MutationDeleteMailsArgs, 'ids'>>;
  deleteMessage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteMessageArgs, 'id'>>;
  deleteNotification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteNotificationArgs, 'id'>>;
  deleteShortcut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteShortcutArgs, 'id'>>;
  deleteTask?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteTaskArgs, 'id'>>;
  deleteTaskTag?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteTaskTagArgs, 'id'>>;
  endTeamMembership?: Resolver<ResolversTypes['TeamMembership'], ParentType, ContextType, RequireFields<MutationEndTeamMembershipArgs, 'id'>>;
  forgotPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationForgotPasswordArgs, 'input'>>;
  grantConsent?: Resolver<ResolversTypes['Consent'], ParentType, ContextType, RequireFields<MutationGrantConsentArgs, 'input'>>;
  inviteGuardian?: Resolver<ResolversTypes['GuardianInvitation'], ParentType, ContextType, RequireFields<MutationInviteGuardianArgs, 'input'>>;
  labelMails?: Resolver<Array<ResolversTypes['Mail']>, ParentType, ContextType, RequireFields<MutationLabelMailsArgs, 'ids' | 'labelId' | 'on'>>;
  linkGuardian?: Resolver<ResolversTypes['GuardianLink'], ParentType, ContextType, RequireFields<MutationLinkGuardianArgs, 'input'>>;
  markAllMessagesRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  markAllNotificationsRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  markChatRead?: Resolver<ResolversTypes['Chat'], ParentType, ContextType, RequireFields<MutationMarkChatReadArgs, 'chatId'>>;
  moveAthlete?: Resolver<ResolversTypes['MoveAthletePayload'], ParentType, ContextType, RequireFields<MutationMoveAthleteArgs, 'input'>>;
  moveMails?: Resolver<Array<ResolversTypes['Mail']>, ParentType, ContextType, RequireFields<MutationMoveMailsArgs, 'folder' | 'ids'>>;
  recordPayment?: Resolver<ResolversTypes['Payment'], ParentType, ContextType, RequireFields<MutationRecordPaymentArgs, 'input'>>;
  refundPayment?: Resolver<ResolversTypes['Payment'], ParentType, ContextType, RequireFields<MutationRefundPaymentArgs, 'amount' | 'paymentId' | 'reason'>>;
  rejectRegistration?: Resolver<ResolversTypes['Registration'], ParentType, ContextType, RequireFields<MutationRejectRegistrationArgs, 'id' | 'reason'>>;
  removeCompanyContact?: Resolver<ResolversTypes['Company'], ParentType, ContextType, RequireFields<MutationRemoveCompanyContactArgs, 'companyId' | 'userId'>>;
  removeTeamStaff?: Resolver<ResolversTypes['TeamStaff'], ParentType, ContextType, RequireFields<MutationRemoveTeamStaffArgs, 'id'>>;
  reorderTasks?: Resolver<Array<ResolversTypes['Task']>, ParentType, ContextType, RequireFields<MutationReorderTasksArgs, 'ids'>>;
  requestAthleteErasure?: Resolver<ResolversTypes['ErasureRequest'], ParentType, ContextType, RequireFields<MutationRequestAthleteErasureArgs, 'athleteId'>>;
  resetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  restoreAthlete?: Resolver<ResolversTypes['Athlete'], ParentType, ContextType, RequireFields<MutationRestoreAthleteArgs, 'id'>>;
  restoreBranch?: Resolver<ResolversTypes['Branch'], ParentType, ContextType, RequireFields<MutationRestoreBranchArgs, 'id'>>;
  restoreCertification?: Resolver<ResolversTypes['Certification'], ParentType, ContextType, RequireFields<MutationRestoreCertificationArgs, 'id'>>;
  restoreCompany?: Resolver<ResolversTypes['Company'], ParentType, ContextType, RequireFields<MutationRestoreCompanyArgs, 'id'>>;
  restoreDepartment?: Resolver<ResolversTypes['Department'], ParentType, ContextType, RequireFields<MutationRestoreDepartmentArgs, 'id'>>;
  restoreOrganization?: Resolver<ResolversTypes['Organization'], ParentType, ContextType, RequireFields<MutationRestoreOrganizationArgs, 'id'>>;
  restoreProfessional?: Resolver<ResolversTypes['Professional'], ParentType, ContextType, RequireFields<MutationRestoreProfessionalArgs, 'id'>>;
  restoreSeason?: Resolver<ResolversTypes['Season'], ParentType, ContextType, RequireFields<MutationRestoreSeasonArgs, 'id'>>;
  restoreSponsorship?: Resolver<ResolversTypes['Sponsorship'], ParentType, ContextType, RequireFields<MutationRestoreSponsorshipArgs, 'id'>>;
  restoreTeam?: Resolver<ResolversTypes['Team'], ParentType, ContextType, RequireFields<MutationRestoreTeamArgs, 'id'>>;
  restoreTeamStaff?: Resolver<ResolversTypes['TeamStaff'], ParentType, ContextType, RequireFields<MutationRestoreTeamStaffArgs, 'id'>>;
  saveDraft?: Resolver<ResolversTypes['Mail'], ParentType, ContextType, RequireFields<MutationSaveDraftArgs, 'input'>>;
  sendChatMessage?: Resolver<ResolversTypes['ChatMessage'], ParentType, ContextType, RequireFields<MutationSendChatMessageArgs, 'chatId' | 'value'>>;
  sendMail?: Resolver<ResolversTypes['Mail'], ParentType, ContextType, RequireFields<MutationSendMailArgs, 'input'>>;
  setCurrentSeason?: Resolver<ResolversTypes['Season'], ParentType, ContextType, RequireFields<MutationSetCurrentSeasonArgs, 'id'>>;
  setFeeRemindersPaused?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSetFeeRemindersPausedArgs, 'athleteId' | 'paused'>>;
  setMailFlags?: Resolver<Array<ResolversTypes['Mail']>, ParentType, ContextType, RequireFields<MutationSetMailFlagsArgs, 'flags' | 'ids'>>;
  setMoneyAdmins?: Resolver<ResolversTypes['MoneyAdmins'], ParentType, ContextType, RequireFields<MutationSetMoneyAdminsArgs, 'organizationId' | 'userIds'>>;
  setMyLanguage?: Resolver<ResolversTypes['Account'], ParentType, ContextType, RequireFields<MutationSetMyLanguageArgs, 'language'>>;
  setMyNotificationPreference?: Resolver<ResolversTypes['AccountNotificationPreference'], ParentType, ContextType, RequireFields<MutationSetMyNotificationPreferenceArgs, 'input'>>;
  signIn?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'input'>>;
  signInWithToken?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationSignInWithTokenArgs, 'accessToken'>>;
  signUp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSignUpArgs, 'input'>>;
  startCardPayment?: Resolver<ResolversTypes['CardCheckout'], ParentType, ContextType, RequireFields<MutationStartCardPaymentArgs, 'invoiceId'>>;
  startChat?: Resolver<ResolversTypes['Chat'], ParentType, ContextType, RequireFields<MutationStartChatArgs, 'contactId'>>;
  stopBillingNewcomers?: Resolver<ResolversTypes['FeePlan'], ParentType, ContextType, RequireFields<MutationStopBillingNewcomersArgs, 'planId' | 'teamId'>>;
  submitRegistration?: Resolver<ResolversTypes['RegistrationReceipt'], ParentType, ContextType, RequireFields<MutationSubmitRegistrationArgs, 'input'>>;
  takeAttendance?: Resolver<Array<ResolversTypes['OccurrenceAttendee']>, ParentType, ContextType, RequireFields<MutationTakeAttendanceArgs, 'eventId' | 'marks' | 'occurrenceStart'>>;
  toggleMessageRead?: Resolver<ResolversTypes['Message'], ParentType, ContextType, RequireFields<MutationToggleMessageReadArgs, 'id'>>;
  toggleNotificationRead?: Resolver<ResolversTypes['Notification'], ParentType, ContextType, RequireFields<MutationToggleNotificationReadArgs, 'id'>>;
  unassignUserRole?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUnassignUserRoleArgs, 'roleId' | 'userId'>>;
  unlinkGuardian?: Resolver<ResolversTypes['GuardianLink'], ParentType, ContextType, RequireFields<MutationUnlinkGuardianArgs, 'id'>>;
  unlockSession?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationUnlockSessionArgs, 'input'>>;
  updateAdminUser?: Resolver<ResolversTypes['AdminUser'], ParentType, ContextType, RequireFields<MutationUpdateAdminUserArgs, 'id' | 'input'>>;
  updateAthlete?: Resolver<ResolversTypes['Athlete'], ParentType, ContextType, RequireFields<MutationUpdateAthleteArgs, 'id' | 'input'>>;
  updateAthleteHealth?: Resolver<ResolversTypes['AthleteHealth'], ParentType, ContextType, RequireFields<MutationUpdateAthleteHealthArgs, 'athleteId'>>;
  updateBranch?: Resolver<ResolversTypes['Branch'], ParentType, ContextType, RequireFields<MutationUpdateBranchArgs, 'id' | 'input'>>;
  updateCertification?: Resolver<ResolversTypes['Certification'], ParentType, ContextType, RequireFields<MutationUpdateCertificationArgs, 'id' | 'input'>>;
  updateChat?: Resolver<ResolversTypes['Chat'], ParentType, ContextType, RequireFields<MutationUpdateChatArgs, 'id' | 'input'>>;
  updateCompany?: Resolver<ResolversTypes['Company'], ParentType, ContextType, RequireFields<MutationUpdateCompanyArgs, 'id' | 'input'>>;
  updateContact?: Resolver<ResolversTypes['Contact'], ParentType, ContextType, RequireFields<MutationUpdateContactArgs, 'id' | 'input'>>;
  updateContactTag?: Resolver<ResolversTypes['ContactTag'], ParentType, ContextType, RequireFields<MutationUpdateContactTagArgs, 'id' | 'title'>>;
  updateDepartment?: Resolver<ResolversTypes['Department'], ParentType, ContextType, RequireFields<MutationUpdateDepartmentArgs, 'id' | 'input'>>;
  updateEvent?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationUpdateEventArgs, 'id' | 'input'>>;
  updateGuardianLink?: Resolver<ResolversTypes['GuardianLink'], ParentType, ContextType, RequireFields<MutationUpdateGuardianLinkArgs, 'id' | 'input'>>;
  updateMail?: Resolver<ResolversTypes['Mail'], ParentType, ContextType, RequireFields<MutationUpdateMailArgs, 'id' | 'input'>>;
  updateMailLabel?: Resolver<ResolversTypes['MailLabel'], ParentType, ContextType, RequireFields<MutationUpdateMailLabelArgs, 'id' | 'input'>>;
  updateMailSettings?: Resolver<ResolversTypes['MailSettings'], ParentType, ContextType, RequireFields<MutationUpdateMailSettingsArgs, 'input'>>;
  updateMe?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateMeArgs, 'input'>>;
  updateMessage?: Resolver<ResolversTypes['Message'], ParentType, ContextType, RequireFields<MutationUpdateMessageArgs, 'id' | 'input'>>;
  updateNotification?: Resolver<ResolversTypes['Notification'], ParentType, ContextType, RequireFields<MutationUpdateNotificationArgs, 'id' | 'input'>>;
  updateOrganization?: Resolver<ResolversTypes['Organization'], ParentType, ContextType, RequireFields<MutationUpdateOrganizationArgs, 'id' | 'input'>>;
  updateProfessional?: Resolver<ResolversTypes['Professional'], ParentType, ContextType, RequireFields<MutationUpdateProfessionalArgs, 'id' | 'input'>>;
  updateSeason?: Resolver<ResolversTypes['Season'], ParentType, ContextType, RequireFields<MutationUpdateSeasonArgs, 'id' | 'input'>>;
  updateShortcut?: Resolver<ResolversTypes['Shortcut'], ParentType, ContextType, RequireFields<MutationUpdateShortcutArgs, 'id' | 'input'>>;
  updateSponsorship?: Resolver<ResolversTypes['Sponsorship'], ParentType, ContextType, RequireFields<MutationUpdateSponsorshipArgs, 'id' | 'input'>>;
  updateTask?: Resolver<ResolversTypes['Task'], ParentType, ContextType, RequireFields<MutationUpdateTaskArgs, 'id' | 'input'>>;
  updateTaskTag?: Resolver<ResolversTypes['TaskTag'], ParentType, ContextType, RequireFields<MutationUpdateTaskTagArgs, 'id' | 'title'>>;
  updateTeam?: Resolver<ResolversTypes['Team'], ParentType, ContextType, RequireFields<MutationUpdateTeamArgs, 'id' | 'input'>>;
  updateTeamMembership?: Resolver<ResolversTypes['TeamMembership'], ParentType, ContextType, RequireFields<MutationUpdateTeamMembershipArgs, 'id' | 'input'>>;
  updateTeamStaff?: Resolver<ResolversTypes['TeamStaff'], ParentType, ContextType, RequireFields<MutationUpdateTeamStaffArgs, 'id' | 'role'>>;
  uploadContactAvatar?: Resolver<ResolversTypes['Contact'], ParentType, ContextType, RequireFields<MutationUploadContactAvatarArgs, 'avatar' | 'id'>>;
  voidInvoice?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType, RequireFields<MutationVoidInvoiceArgs, 'id' | 'reason'>>;
  withdrawConsent?: Resolver<ResolversTypes['Consent'], ParentType, ContextType, RequireFields<MutationWithdrawConsentArgs, 'id'>>;
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

export type OccurrenceAttendeeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OccurrenceAttendee'] = ResolversParentTypes['OccurrenceAttendee']> = {
  athleteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  athleteName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  attendance?: Resolver<Maybe<ResolversTypes['AttendanceMark']>, ParentType, ContextType>;
  checkedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  checkedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rsvp?: Resolver<Maybe<ResolversTypes['RsvpAnswer']>, ParentType, ContextType>;
  rsvpAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  rsvpNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrganizationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Organization'] = ResolversParentTypes['Organization']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  archivedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  branches?: Resolver<Array<ResolversTypes['Branch']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currentSeason?: Resolver<Maybe<ResolversTypes['Season']>, ParentType, ContextType>;
  departments?: Resolver<Array<ResolversTypes['Department']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  plan?: Resolver<Maybe<ResolversTypes['SubscriptionPlan']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  storageQuotaBytes?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  storageUsedBytes?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['OrganizationType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type OrganizationConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrganizationConnection'] = ResolversParentTypes['OrganizationConnection']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Organization']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PageSearchResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PageSearchResult'] = ResolversParentTypes['PageSearchResult']> = {
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PaymentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Payment'] = ResolversParentTypes['Payment']> = {
  allocations?: Resolver<Array<ResolversTypes['PaymentAllocation']>, ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  athleteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  athleteName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  receivedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refundOf?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  refundReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unallocated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentAllocationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PaymentAllocation'] = ResolversParentTypes['PaymentAllocation']> = {
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoiceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PeopleSearchGroupResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PeopleSearchGroup'] = ResolversParentTypes['PeopleSearchGroup']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['PeopleSearchGroupId'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['PeopleSearchResult']>, ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type PeopleSearchResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PeopleSearchResult'] = ResolversParentTypes['PeopleSearchResult']> = {
  __resolveType: TypeResolveFn<'AthleteSearchResult' | 'TeamSearchResult', ParentType, ContextType>;
};

export type ProfessionalResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Professional'] = ResolversParentTypes['Professional']> = {
  archivedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bio?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  certifications?: Resolver<Maybe<Array<ResolversTypes['Certification']>>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  specialties?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  staffAssignments?: Resolver<Array<ResolversTypes['TeamStaff']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ProfessionalConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProfessionalConnection'] = ResolversParentTypes['ProfessionalConnection']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Professional']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  adminUser?: Resolver<ResolversTypes['AdminUser'], ParentType, ContextType, RequireFields<QueryAdminUserArgs, 'id'>>;
  adminUsers?: Resolver<ResolversTypes['AdminUserPage'], ParentType, ContextType, RequireFields<QueryAdminUsersArgs, 'order' | 'page' | 'size' | 'sort'>>;
  athlete?: Resolver<ResolversTypes['Athlete'], ParentType, ContextType, RequireFields<QueryAthleteArgs, 'id'>>;
  athleteDataExport?: Resolver<ResolversTypes['AthleteDataExport'], ParentType, ContextType, RequireFields<QueryAthleteDataExportArgs, 'athleteId'>>;
  athleteDuplicates?: Resolver<Array<ResolversTypes['Athlete']>, ParentType, ContextType, RequireFields<QueryAthleteDuplicatesArgs, 'birthDate' | 'firstName' | 'lastName'>>;
  athleteHealth?: Resolver<ResolversTypes['AthleteHealth'], ParentType, ContextType, RequireFields<QueryAthleteHealthArgs, 'athleteId'>>;
  athletes?: Resolver<ResolversTypes['AthleteConnection'], ParentType, ContextType, RequireFields<QueryAthletesArgs, 'includeArchived' | 'missingConsent' | 'newThisSeason' | 'sort'>>;
  auditLog?: Resolver<ResolversTypes['AuditLogConnection'], ParentType, ContextType, RequireFields<QueryAuditLogArgs, 'sort'>>;
  auditLogEntry?: Resolver<ResolversTypes['AuditLogEntry'], ParentType, ContextType, RequireFields<QueryAuditLogEntryArgs, 'id'>>;
  branch?: Resolver<ResolversTypes['Branch'], ParentType, ContextType, RequireFields<QueryBranchArgs, 'id'>>;
  branches?: Resolver<ResolversTypes['BranchConnection'], ParentType, ContextType, Partial<QueryBranchesArgs>>;
  calendar?: Resolver<Array<ResolversTypes['EventOccurrence']>, ParentType, ContextType, RequireFields<QueryCalendarArgs, 'from' | 'to'>>;
  calendarFeed?: Resolver<Maybe<ResolversTypes['CalendarFeed']>, ParentType, ContextType>;
  calendarGrid?: Resolver<ResolversTypes['CalendarGrid'], ParentType, ContextType, RequireFields<QueryCalendarGridArgs, 'from' | 'to'>>;
  cardPaymentsEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  certification?: Resolver<ResolversTypes['Certification'], ParentType, ContextType, RequireFields<QueryCertificationArgs, 'id'>>;
  certifications?: Resolver<ResolversTypes['CertificationConnection'], ParentType, ContextType, Partial<QueryCertificationsArgs>>;
  chat?: Resolver<ResolversTypes['Chat'], ParentType, ContextType, RequireFields<QueryChatArgs, 'id'>>;
  chatContact?: Resolver<ResolversTypes['ChatContact'], ParentType, ContextType, RequireFields<QueryChatContactArgs, 'id'>>;
  chatContacts?: Resolver<Array<ResolversTypes['ChatContact']>, ParentType, ContextType>;
  chatProfile?: Resolver<ResolversTypes['ChatProfile'], ParentType, ContextType>;
  chats?: Resolver<Array<ResolversTypes['Chat']>, ParentType, ContextType>;
  companies?: Resolver<ResolversTypes['CompanyConnection'], ParentType, ContextType, RequireFields<QueryCompaniesArgs, 'includeArchived' | 'sort'>>;
  company?: Resolver<ResolversTypes['Company'], ParentType, ContextType, RequireFields<QueryCompanyArgs, 'id'>>;
  contact?: Resolver<ResolversTypes['Contact'], ParentType, ContextType, RequireFields<QueryContactArgs, 'id'>>;
  contactTags?: Resolver<Array<ResolversTypes['ContactTag']>, ParentType, ContextType>;
  contacts?: Resolver<ResolversTypes['ContactConnection'], ParentType, ContextType, Partial<QueryContactsArgs>>;
  countries?: Resolver<Array<ResolversTypes['Country']>, ParentType, ContextType>;
  department?: Resolver<ResolversTypes['Department'], ParentType, ContextType, RequireFields<QueryDepartmentArgs, 'id'>>;
  departments?: Resolver<ResolversTypes['DepartmentConnection'], ParentType, ContextType, Partial<QueryDepartmentsArgs>>;
  documentTypes?: Resolver<Array<ResolversTypes['DocumentType']>, ParentType, ContextType>;
  event?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<QueryEventArgs, 'id'>>;
  eventOccurrence?: Resolver<ResolversTypes['EventOccurrence'], ParentType, ContextType, RequireFields<QueryEventOccurrenceArgs, 'eventId' | 'occurrenceStart'>>;
  feePlans?: Resolver<Array<ResolversTypes['FeePlan']>, ParentType, ContextType, Partial<QueryFeePlansArgs>>;
  financeSummary?: Resolver<ResolversTypes['FinanceSummary'], ParentType, ContextType, Partial<QueryFinanceSummaryArgs>>;
  guardianCandidates?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryGuardianCandidatesArgs, 'first'>>;
  invoice?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType, RequireFields<QueryInvoiceArgs, 'id'>>;
  invoices?: Resolver<ResolversTypes['InvoiceConnection'], ParentType, ContextType, Partial<QueryInvoicesArgs>>;
  mail?: Resolver<ResolversTypes['Mail'], ParentType, ContextType, RequireFields<QueryMailArgs, 'id'>>;
  mailFilters?: Resolver<Array<ResolversTypes['MailFilter']>, ParentType, ContextType>;
  mailFolders?: Resolver<Array<ResolversTypes['MailFolder']>, ParentType, ContextType>;
  mailLabels?: Resolver<Array<ResolversTypes['MailLabel']>, ParentType, ContextType>;
  mailPage?: Resolver<ResolversTypes['MailPage'], ParentType, ContextType, Partial<QueryMailPageArgs>>;
  mailRecipients?: Resolver<Array<ResolversTypes['MailAddress']>, ParentType, ContextType, RequireFields<QueryMailRecipientsArgs, 'query'>>;
  mailSettings?: Resolver<ResolversTypes['MailSettings'], ParentType, ContextType>;
  mails?: Resolver<ResolversTypes['MailConnection'], ParentType, ContextType, Partial<QueryMailsArgs>>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['Message']>, ParentType, ContextType>;
  moneyAccess?: Resolver<ResolversTypes['MoneyAccess'], ParentType, ContextType>;
  moneyAdmins?: Resolver<ResolversTypes['MoneyAdmins'], ParentType, ContextType, Partial<QueryMoneyAdminsArgs>>;
  myAccount?: Resolver<ResolversTypes['Account'], ParentType, ContextType>;
  myOrganization?: Resolver<Maybe<ResolversTypes['Organization']>, ParentType, ContextType>;
  navigation?: Resolver<ResolversTypes['Navigation'], ParentType, ContextType, Partial<QueryNavigationArgs>>;
  notificationTypes?: Resolver<Array<ResolversTypes['NotificationType']>, ParentType, ContextType>;
  notifications?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  openErasureRequests?: Resolver<Array<ResolversTypes['ErasureRequest']>, ParentType, ContextType>;
  organization?: Resolver<ResolversTypes['Organization'], ParentType, ContextType, RequireFields<QueryOrganizationArgs, 'id'>>;
  organizations?: Resolver<ResolversTypes['OrganizationConnection'], ParentType, ContextType, Partial<QueryOrganizationsArgs>>;
  payments?: Resolver<Array<ResolversTypes['Payment']>, ParentType, ContextType, RequireFields<QueryPaymentsArgs, 'athleteId'>>;
  professional?: Resolver<ResolversTypes['Professional'], ParentType, ContextType, RequireFields<QueryProfessionalArgs, 'id'>>;
  professionals?: Resolver<ResolversTypes['ProfessionalConnection'], ParentType, ContextType, Partial<QueryProfessionalsArgs>>;
  registration?: Resolver<ResolversTypes['Registration'], ParentType, ContextType, RequireFields<QueryRegistrationArgs, 'id'>>;
  registrationCounts?: Resolver<ResolversTypes['RegistrationCounts'], ParentType, ContextType, Partial<QueryRegistrationCountsArgs>>;
  registrationForm?: Resolver<ResolversTypes['RegistrationForm'], ParentType, ContextType, RequireFields<QueryRegistrationFormArgs, 'organizationSlug'>>;
  registrationSchools?: Resolver<Array<ResolversTypes['RegistrationSchool']>, ParentType, ContextType>;
  registrations?: Resolver<ResolversTypes['RegistrationConnection'], ParentType, ContextType, Partial<QueryRegistrationsArgs>>;
  roleScopeOptions?: Resolver<Array<ResolversTypes['RoleScopeOption']>, ParentType, ContextType, Partial<QueryRoleScopeOptionsArgs>>;
  roleUsers?: Resolver<Array<ResolversTypes['AdminUser']>, ParentType, ContextType, RequireFields<QueryRoleUsersArgs, 'roleId'>>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  schoolDashboard?: Resolver<ResolversTypes['SchoolDashboard'], ParentType, ContextType, RequireFields<QuerySchoolDashboardArgs, 'organizationId'>>;
  search?: Resolver<Array<ResolversTypes['SearchGroup']>, ParentType, ContextType, RequireFields<QuerySearchArgs, 'query'>>;
  searchPeople?: Resolver<Array<ResolversTypes['PeopleSearchGroup']>, ParentType, ContextType, RequireFields<QuerySearchPeopleArgs, 'query'>>;
  searchTasks?: Resolver<Maybe<Array<ResolversTypes['TaskSearchHit']>>, ParentType, ContextType, RequireFields<QuerySearchTasksArgs, 'query'>>;
  season?: Resolver<ResolversTypes['Season'], ParentType, ContextType, RequireFields<QuerySeasonArgs, 'id'>>;
  seasons?: Resolver<ResolversTypes['SeasonConnection'], ParentType, ContextType, Partial<QuerySeasonsArgs>>;
  shortcuts?: Resolver<Array<ResolversTypes['Shortcut']>, ParentType, ContextType>;
  sponsors?: Resolver<Array<ResolversTypes['Sponsor']>, ParentType, ContextType, Partial<QuerySponsorsArgs>>;
  sponsorship?: Resolver<ResolversTypes['Sponsorship'], ParentType, ContextType, RequireFields<QuerySponsorshipArgs, 'id'>>;
  sponsorships?: Resolver<ResolversTypes['SponsorshipConnection'], ParentType, ContextType, RequireFields<QuerySponsorshipsArgs, 'includeArchived' | 'sort'>>;
  subscriptionPlans?: Resolver<Array<ResolversTypes['SubscriptionPlan']>, ParentType, ContextType>;
  task?: Resolver<ResolversTypes['Task'], ParentType, ContextType, RequireFields<QueryTaskArgs, 'id'>>;
  taskAssignees?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  taskCounts?: Resolver<ResolversTypes['TaskCounts'], ParentType, ContextType>;
  taskTags?: Resolver<Array<ResolversTypes['TaskTag']>, ParentType, ContextType>;
  tasks?: Resolver<Array<ResolversTypes['Task']>, ParentType, ContextType>;
  team?: Resolver<ResolversTypes['Team'], ParentType, ContextType, RequireFields<QueryTeamArgs, 'id'>>;
  teamMemberships?: Resolver<Array<ResolversTypes['TeamMembership']>, ParentType, ContextType, RequireFields<QueryTeamMembershipsArgs, 'includeEnded' | 'teamId'>>;
  teams?: Resolver<ResolversTypes['TeamConnection'], ParentType, ContextType, Partial<QueryTeamsArgs>>;
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
  viewerAccess?: Resolver<ResolversTypes['ViewerAccess'], ParentType, ContextType>;
};

export type RecurrenceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Recurrence'] = ResolversParentTypes['Recurrence']> = {
  count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  excludedDates?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  frequency?: Resolver<ResolversTypes['RecurrenceFrequency'], ParentType, ContextType>;
  interval?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rule?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  until?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  weekdays?: Resolver<Array<ResolversTypes['Weekday']>, ParentType, ContextType>;
};

export type RegistrationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Registration'] = ResolversParentTypes['Registration']> = {
  athleteId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  birthDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  consents?: Resolver<Array<ResolversTypes['RegistrationConsent']>, ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['RegistrationDocument']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<ResolversTypes['AthleteGender'], ParentType, ContextType>;
  guardians?: Resolver<Array<ResolversTypes['RegistrationGuardian']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  offerExpiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RegistrationStatus'], ParentType, ContextType>;
  submittedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  team?: Resolver<ResolversTypes['Team'], ParentType, ContextType>;
  teamId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  waitlistPosition?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type RegistrationConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RegistrationConnection'] = ResolversParentTypes['RegistrationConnection']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Registration']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RegistrationConsentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RegistrationConsent'] = ResolversParentTypes['RegistrationConsent']> = {
  purpose?: Resolver<ResolversTypes['ConsentPurpose'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['ConsentText'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RegistrationCountsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RegistrationCounts'] = ResolversParentTypes['RegistrationCounts']> = {
  approved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rejected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  waitlisted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RegistrationDocumentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RegistrationDocument'] = ResolversParentTypes['RegistrationDocument']> = {
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['RegistrationDocumentKind'], ParentType, ContextType>;
  sizeBytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RegistrationFormResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RegistrationForm'] = ResolversParentTypes['RegistrationForm']> = {
  consentTexts?: Resolver<Array<ResolversTypes['ConsentText']>, ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  organizationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizationSlug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  teams?: Resolver<Array<ResolversTypes['RegistrationTeamOption']>, ParentType, ContextType>;
};

export type RegistrationGuardianResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RegistrationGuardian'] = ResolversParentTypes['RegistrationGuardian']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  relationship?: Resolver<ResolversTypes['GuardianRelationship'], ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type RegistrationReceiptResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RegistrationReceipt'] = ResolversParentTypes['RegistrationReceipt']> = {
  organizationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  received?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RegistrationSchoolResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RegistrationSchool'] = ResolversParentTypes['RegistrationSchool']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RegistrationTeamOptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RegistrationTeamOption'] = ResolversParentTypes['RegistrationTeamOption']> = {
  ageCategory?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  birthYearMax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  birthYearMin?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  branchName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  departmentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<ResolversTypes['TeamGender'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  placesLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RoleResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Role'] = ResolversParentTypes['Role']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['RoleKey'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RoleScopeOptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RoleScopeOption'] = ResolversParentTypes['RoleScopeOption']> = {
  detail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ScopeType'], ParentType, ContextType>;
};

export type RsvpCountsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RsvpCounts'] = ResolversParentTypes['RsvpCounts']> = {
  going?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maybe?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notGoing?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unanswered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SchoolDashboardResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SchoolDashboard'] = ResolversParentTypes['SchoolDashboard']> = {
  athleteCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  athletesByAgeGroup?: Resolver<Array<ResolversTypes['SchoolDashboardAgeGroupCount']>, ParentType, ContextType>;
  athletesByStatus?: Resolver<Array<ResolversTypes['SchoolDashboardStatusCount']>, ParentType, ContextType>;
  athletesByTeam?: Resolver<Array<ResolversTypes['SchoolDashboardTeamCount']>, ParentType, ContextType>;
  attendance?: Resolver<ResolversTypes['SchoolDashboardAttendance'], ParentType, ContextType>;
  currentSeason?: Resolver<Maybe<ResolversTypes['SchoolDashboardSeason']>, ParentType, ContextType>;
  expiringCertifications?: Resolver<Array<ResolversTypes['SchoolDashboardCertification']>, ParentType, ContextType>;
  missingConsentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  missingConsents?: Resolver<Array<ResolversTypes['SchoolDashboardMissingConsent']>, ParentType, ContextType>;
  newAthletesThisSeason?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  organizationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  teamsOverCapacity?: Resolver<Array<ResolversTypes['SchoolDashboardTeamCount']>, ParentType, ContextType>;
  wholeOrganization?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SchoolDashboardAgeGroupCountResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SchoolDashboardAgeGroupCount'] = ResolversParentTypes['SchoolDashboardAgeGroupCount']> = {
  age?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  birthYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SchoolDashboardAttendanceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SchoolDashboardAttendance'] = ResolversParentTypes['SchoolDashboardAttendance']> = {
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['AttendanceRate'], ParentType, ContextType>;
  sessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sessionsWithRoll?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  withoutRoll?: Resolver<Array<ResolversTypes['SchoolDashboardSession']>, ParentType, ContextType>;
};

export type SchoolDashboardCertificationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SchoolDashboardCertification'] = ResolversParentTypes['SchoolDashboardCertification']> = {
  daysLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expiresOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  professionalId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  professionalName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SchoolDashboardMissingConsentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SchoolDashboardMissingConsent'] = ResolversParentTypes['SchoolDashboardMissingConsent']> = {
  athleteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  missingHealthData?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  missingRegistration?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SchoolDashboardSeasonResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SchoolDashboardSeason'] = ResolversParentTypes['SchoolDashboardSeason']> = {
  endsOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startsOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SchoolDashboardSessionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SchoolDashboardSession'] = ResolversParentTypes['SchoolDashboardSession']> = {
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  occurrenceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  originalStart?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SchoolDashboardStatusCountResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SchoolDashboardStatusCount'] = ResolversParentTypes['SchoolDashboardStatusCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AthleteStatus'], ParentType, ContextType>;
};

export type SchoolDashboardTeamCountResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SchoolDashboardTeamCount'] = ResolversParentTypes['SchoolDashboardTeamCount']> = {
  athleteCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  branchName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  departmentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  teamId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SearchGroupResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SearchGroup'] = ResolversParentTypes['SearchGroup']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['SearchGroupId'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['SearchResult']>, ParentType, ContextType>;
  seeAllLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type SearchResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SearchResult'] = ResolversParentTypes['SearchResult']> = {
  __resolveType: TypeResolveFn<'ContactSearchResult' | 'MailSearchResult' | 'PageSearchResult' | 'TaskSearchResult' | 'UserSearchResult', ParentType, ContextType>;
};

export type SeasonResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Season'] = ResolversParentTypes['Season']> = {
  archivedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  endsOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  startsOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SeasonConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SeasonConnection'] = ResolversParentTypes['SeasonConnection']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Season']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ShortcutResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Shortcut'] = ResolversParentTypes['Shortcut']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  useRouter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SponsorResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Sponsor'] = ResolversParentTypes['Sponsor']> = {
  companyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tier?: Resolver<ResolversTypes['SponsorshipTier'], ParentType, ContextType>;
  website?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SponsorshipResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Sponsorship'] = ResolversParentTypes['Sponsorship']> = {
  amount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  archivedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  company?: Resolver<ResolversTypes['Company'], ParentType, ContextType>;
  companyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  endsOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  scopeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  scopeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scopeType?: Resolver<ResolversTypes['SponsorshipScopeType'], ParentType, ContextType>;
  startsOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tier?: Resolver<ResolversTypes['SponsorshipTier'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type SponsorshipConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SponsorshipConnection'] = ResolversParentTypes['SponsorshipConnection']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Sponsorship']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  chatMessageAdded?: SubscriptionResolver<ResolversTypes['ChatMessage'], "chatMessageAdded", ParentType, ContextType>;
  mailReceived?: SubscriptionResolver<ResolversTypes['Mail'], "mailReceived", ParentType, ContextType>;
  meUpdated?: SubscriptionResolver<ResolversTypes['User'], "meUpdated", ParentType, ContextType>;
  notificationAdded?: SubscriptionResolver<ResolversTypes['Notification'], "notificationAdded", ParentType, ContextType>;
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

export type TeamResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Team'] = ResolversParentTypes['Team']> = {
  ageCategory?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  archivedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  attendanceByMonth?: Resolver<Array<ResolversTypes['AttendanceRate']>, ParentType, ContextType>;
  birthYearMax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  birthYearMin?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  branch?: Resolver<ResolversTypes['Branch'], ParentType, ContextType>;
  branchId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  department?: Resolver<ResolversTypes['Department'], ParentType, ContextType>;
  departmentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  gender?: Resolver<ResolversTypes['TeamGender'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  memberCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  season?: Resolver<ResolversTypes['Season'], ParentType, ContextType>;
  seasonId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  staff?: Resolver<Array<ResolversTypes['TeamStaff']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type TeamConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TeamConnection'] = ResolversParentTypes['TeamConnection']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Team']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TeamMembershipResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TeamMembership'] = ResolversParentTypes['TeamMembership']> = {
  athlete?: Resolver<ResolversTypes['Athlete'], ParentType, ContextType>;
  athleteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fromOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jerseyNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TeamMembershipStatus'], ParentType, ContextType>;
  team?: Resolver<ResolversTypes['Team'], ParentType, ContextType>;
  teamId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  toOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TeamSearchResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TeamSearchResult'] = ResolversParentTypes['TeamSearchResult']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TeamStaffResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TeamStaff'] = ResolversParentTypes['TeamStaff']> = {
  archivedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  professional?: Resolver<ResolversTypes['Professional'], ParentType, ContextType>;
  professionalId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['TeamStaffRole'], ParentType, ContextType>;
  team?: Resolver<ResolversTypes['Team'], ParentType, ContextType>;
  teamId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organization?: Resolver<Maybe<ResolversTypes['Organization']>, ParentType, ContextType>;
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
  documentType?: Resolver<ResolversTypes['DocumentType'], ParentType, ContextType>;
  documentTypeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  documentUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  allocations?: Resolver<Array<ResolversTypes['PaymentAllocation']>, ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  athleteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  athleteName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paymentAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  receivedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundOf?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  refunded?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unallocated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type UserSearchResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserSearchResult'] = ResolversParentTypes['UserSearchResult']> = {
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UserSurveyAnswerResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserSurveyAnswer'] = ResolversParentTypes['UserSurveyAnswer']> = {
  answerText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  answeredAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  questionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  questionText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  surveyQuestionAnswerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  surveyTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type UserWalletResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserWallet'] = ResolversParentTypes['UserWallet']> = {
  balance?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  balances?: Resolver<Array<ResolversTypes['UserWalletBalance']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type UserWalletBalanceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserWalletBalance'] = ResolversParentTypes['UserWalletBalance']> = {
  balance?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ViewerAccessResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ViewerAccess'] = ResolversParentTypes['ViewerAccess']> = {
  staff?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type Resolvers<ContextType = Context> = {
  Account?: AccountResolvers<ContextType>;
  AccountNotificationPreference?: AccountNotificationPreferenceResolvers<ContextType>;
  AccountRole?: AccountRoleResolvers<ContextType>;
  AdminUser?: AdminUserResolvers<ContextType>;
  AdminUserPage?: AdminUserPageResolvers<ContextType>;
  AdminUserPagination?: AdminUserPaginationResolvers<ContextType>;
  Athlete?: AthleteResolvers<ContextType>;
  AthleteAttendanceRecord?: AthleteAttendanceRecordResolvers<ContextType>;
  AthleteConnection?: AthleteConnectionResolvers<ContextType>;
  AthleteDataExport?: AthleteDataExportResolvers<ContextType>;
  AthleteDocument?: AthleteDocumentResolvers<ContextType>;
  AthleteHealth?: AthleteHealthResolvers<ContextType>;
  AthletePrivate?: AthletePrivateResolvers<ContextType>;
  AthleteSearchResult?: AthleteSearchResultResolvers<ContextType>;
  AttendanceRate?: AttendanceRateResolvers<ContextType>;
  AuditLogConnection?: AuditLogConnectionResolvers<ContextType>;
  AuditLogEntry?: AuditLogEntryResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  Branch?: BranchResolvers<ContextType>;
  BranchConnection?: BranchConnectionResolvers<ContextType>;
  CalendarDay?: CalendarDayResolvers<ContextType>;
  CalendarFeed?: CalendarFeedResolvers<ContextType>;
  CalendarGrid?: CalendarGridResolvers<ContextType>;
  CardCheckout?: CardCheckoutResolvers<ContextType>;
  Certification?: CertificationResolvers<ContextType>;
  CertificationConnection?: CertificationConnectionResolvers<ContextType>;
  Chat?: ChatResolvers<ContextType>;
  ChatContact?: ChatContactResolvers<ContextType>;
  ChatContactAttachments?: ChatContactAttachmentsResolvers<ContextType>;
  ChatContactDetails?: ChatContactDetailsResolvers<ContextType>;
  ChatContactEmail?: ChatContactEmailResolvers<ContextType>;
  ChatContactPhoneNumber?: ChatContactPhoneNumberResolvers<ContextType>;
  ChatMessage?: ChatMessageResolvers<ContextType>;
  ChatProfile?: ChatProfileResolvers<ContextType>;
  Company?: CompanyResolvers<ContextType>;
  CompanyConnection?: CompanyConnectionResolvers<ContextType>;
  CompanyContact?: CompanyContactResolvers<ContextType>;
  Consent?: ConsentResolvers<ContextType>;
  ConsentText?: ConsentTextResolvers<ContextType>;
  Contact?: ContactResolvers<ContextType>;
  ContactConnection?: ContactConnectionResolvers<ContextType>;
  ContactEmail?: ContactEmailResolvers<ContextType>;
  ContactPhoneNumber?: ContactPhoneNumberResolvers<ContextType>;
  ContactSearchResult?: ContactSearchResultResolvers<ContextType>;
  ContactTag?: ContactTagResolvers<ContextType>;
  ConversationMembership?: ConversationMembershipResolvers<ContextType>;
  Country?: CountryResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Department?: DepartmentResolvers<ContextType>;
  DepartmentConnection?: DepartmentConnectionResolvers<ContextType>;
  DocumentType?: DocumentTypeResolvers<ContextType>;
  ErasureRequest?: ErasureRequestResolvers<ContextType>;
  Event?: EventResolvers<ContextType>;
  EventOccurrence?: EventOccurrenceResolvers<ContextType>;
  FeeAssignment?: FeeAssignmentResolvers<ContextType>;
  FeeDiscount?: FeeDiscountResolvers<ContextType>;
  FeePlan?: FeePlanResolvers<ContextType>;
  FeePlanTeam?: FeePlanTeamResolvers<ContextType>;
  FinanceGroup?: FinanceGroupResolvers<ContextType>;
  FinanceMonth?: FinanceMonthResolvers<ContextType>;
  FinanceSummary?: FinanceSummaryResolvers<ContextType>;
  GuardianInvitation?: GuardianInvitationResolvers<ContextType>;
  GuardianLink?: GuardianLinkResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  InvoiceConnection?: InvoiceConnectionResolvers<ContextType>;
  InvoiceLine?: InvoiceLineResolvers<ContextType>;
  Mail?: MailResolvers<ContextType>;
  MailAddress?: MailAddressResolvers<ContextType>;
  MailAttachment?: MailAttachmentResolvers<ContextType>;
  MailConnection?: MailConnectionResolvers<ContextType>;
  MailFilter?: MailFilterResolvers<ContextType>;
  MailFolder?: MailFolderResolvers<ContextType>;
  MailLabel?: MailLabelResolvers<ContextType>;
  MailPage?: MailPageResolvers<ContextType>;
  MailPagination?: MailPaginationResolvers<ContextType>;
  MailSearchResult?: MailSearchResultResolvers<ContextType>;
  MailSettings?: MailSettingsResolvers<ContextType>;
  Message?: MessageResolvers<ContextType>;
  MoneyAccess?: MoneyAccessResolvers<ContextType>;
  MoneyAdminCandidate?: MoneyAdminCandidateResolvers<ContextType>;
  MoneyAdmins?: MoneyAdminsResolvers<ContextType>;
  MoveAthletePayload?: MoveAthletePayloadResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Navigation?: NavigationResolvers<ContextType>;
  NavigationBadge?: NavigationBadgeResolvers<ContextType>;
  NavigationItem?: NavigationItemResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationType?: NotificationTypeResolvers<ContextType>;
  OccurrenceAttendee?: OccurrenceAttendeeResolvers<ContextType>;
  Organization?: OrganizationResolvers<ContextType>;
  OrganizationConnection?: OrganizationConnectionResolvers<ContextType>;
  PageSearchResult?: PageSearchResultResolvers<ContextType>;
  Payment?: PaymentResolvers<ContextType>;
  PaymentAllocation?: PaymentAllocationResolvers<ContextType>;
  PeopleSearchGroup?: PeopleSearchGroupResolvers<ContextType>;
  PeopleSearchResult?: PeopleSearchResultResolvers<ContextType>;
  Professional?: ProfessionalResolvers<ContextType>;
  ProfessionalConnection?: ProfessionalConnectionResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Recurrence?: RecurrenceResolvers<ContextType>;
  Registration?: RegistrationResolvers<ContextType>;
  RegistrationConnection?: RegistrationConnectionResolvers<ContextType>;
  RegistrationConsent?: RegistrationConsentResolvers<ContextType>;
  RegistrationCounts?: RegistrationCountsResolvers<ContextType>;
  RegistrationDocument?: RegistrationDocumentResolvers<ContextType>;
  RegistrationForm?: RegistrationFormResolvers<ContextType>;
  RegistrationGuardian?: RegistrationGuardianResolvers<ContextType>;
  RegistrationReceipt?: RegistrationReceiptResolvers<ContextType>;
  RegistrationSchool?: RegistrationSchoolResolvers<ContextType>;
  RegistrationTeamOption?: RegistrationTeamOptionResolvers<ContextType>;
  Role?: RoleResolvers<ContextType>;
  RoleScopeOption?: RoleScopeOptionResolvers<ContextType>;
  RsvpCounts?: RsvpCountsResolvers<ContextType>;
  SchoolDashboard?: SchoolDashboardResolvers<ContextType>;
  SchoolDashboardAgeGroupCount?: SchoolDashboardAgeGroupCountResolvers<ContextType>;
  SchoolDashboardAttendance?: SchoolDashboardAttendanceResolvers<ContextType>;
  SchoolDashboardCertification?: SchoolDashboardCertificationResolvers<ContextType>;
  SchoolDashboardMissingConsent?: SchoolDashboardMissingConsentResolvers<ContextType>;
  SchoolDashboardSeason?: SchoolDashboardSeasonResolvers<ContextType>;
  SchoolDashboardSession?: SchoolDashboardSessionResolvers<ContextType>;
  SchoolDashboardStatusCount?: SchoolDashboardStatusCountResolvers<ContextType>;
  SchoolDashboardTeamCount?: SchoolDashboardTeamCountResolvers<ContextType>;
  SearchGroup?: SearchGroupResolvers<ContextType>;
  SearchResult?: SearchResultResolvers<ContextType>;
  Season?: SeasonResolvers<ContextType>;
  SeasonConnection?: SeasonConnectionResolvers<ContextType>;
  Shortcut?: ShortcutResolvers<ContextType>;
  Sponsor?: SponsorResolvers<ContextType>;
  Sponsorship?: SponsorshipResolvers<ContextType>;
  SponsorshipConnection?: SponsorshipConnectionResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  SubscriptionPlan?: SubscriptionPlanResolvers<ContextType>;
  Task?: TaskResolvers<ContextType>;
  TaskCounts?: TaskCountsResolvers<ContextType>;
  TaskSearchHit?: TaskSearchHitResolvers<ContextType>;
  TaskSearchResult?: TaskSearchResultResolvers<ContextType>;
  TaskSubTask?: TaskSubTaskResolvers<ContextType>;
  TaskTag?: TaskTagResolvers<ContextType>;
  Team?: TeamResolvers<ContextType>;
  TeamConnection?: TeamConnectionResolvers<ContextType>;
  TeamMembership?: TeamMembershipResolvers<ContextType>;
  TeamSearchResult?: TeamSearchResultResolvers<ContextType>;
  TeamStaff?: TeamStaffResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserDevice?: UserDeviceResolvers<ContextType>;
  UserDocument?: UserDocumentResolvers<ContextType>;
  UserFeedback?: UserFeedbackResolvers<ContextType>;
  UserNotificationData?: UserNotificationDataResolvers<ContextType>;
  UserNotificationDelivery?: UserNotificationDeliveryResolvers<ContextType>;
  UserNotificationPreference?: UserNotificationPreferenceResolvers<ContextType>;
  UserPayment?: UserPaymentResolvers<ContextType>;
  UserRoleAssignment?: UserRoleAssignmentResolvers<ContextType>;
  UserSearchResult?: UserSearchResultResolvers<ContextType>;
  UserSurveyAnswer?: UserSurveyAnswerResolvers<ContextType>;
  UserWallet?: UserWalletResolvers<ContextType>;
  UserWalletBalance?: UserWalletBalanceResolvers<ContextType>;
  ViewerAccess?: ViewerAccessResolvers<ContextType>;
};

