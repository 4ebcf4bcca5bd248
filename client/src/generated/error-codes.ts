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

/** How much of an athlete the viewer sees (see the policy at the top of schema/athletes.graphql). */
export type AthleteAccess =
  /** Every field: admins of the athlete's scope, staff of the athlete's current teams, linked guardians. */
  | 'full'
  /** Public fields only: a guardian of a teammate. */
  | 'roster';

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

/** The order of the audit log. */
export type AuditLogSort =
  /** Newest first (the default). */
  | 'newest'
  /** Oldest first. */
  | 'oldest';

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

/** Whether a discount is a share of the amount or a fixed amount. */
export type DiscountKind =
  /** A fixed amount off (never below zero). */
  | 'AMOUNT'
  /** A percentage of what is left before it (0.01 to 100). */
  | 'PERCENT';

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

/** Where the reader of a mail opens. */
export type MailMessageLayout =
  /** Instead of the list. */
  | 'full'
  /** Beside the list. */
  | 'right';

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

/** What kind of body an organization is. */
export type OrganizationType =
  /** A sports club: teams that compete. */
  | 'club'
  /** A federation of clubs and schools. */
  | 'federation'
  /** A sports school: lessons and programmes. */
  | 'school';

/** How a payment came in. */
export type PaymentMethod =
  /** A bank transfer, with its reference. */
  | 'BANK_TRANSFER'
  /** A card, at the desk or online. */
  | 'CARD'
  /** Cash at the school's desk. */
  | 'CASH';

/** The kinds of people and teams the search finds, one group each. */
export type PeopleSearchGroupId =
  /** Athletes in the viewer's charge (an admin's scope, a coach's teams, a parent's own children). */
  | 'athletes'
  /** Teams the viewer may read whose name matches, and the current teams of the athletes found. */
  | 'teams';

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

/** How often a series repeats (RFC 5545 FREQ). */
export type RecurrenceFrequency =
  /** Every day (or every `interval` days). */
  | 'DAILY'
  /** Every month on the first occurrence's day of the month. */
  | 'MONTHLY'
  /** Every week on the chosen weekdays. */
  | 'WEEKLY';

/** What a family may attach to a registration. */
export type RegistrationDocumentKind =
  /** A doctor's report that the child may do sport: a PDF, JPEG or PNG file. */
  | 'health_report'
  /** A photo of the child for the licence: a JPEG, PNG or GIF image. */
  | 'photo';

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

/** A guardian's answer for a child to an occurrence. */
export type RsvpAnswer =
  /** Will take part. */
  | 'going'
  /** Not sure yet. */
  | 'maybe'
  /** Will not take part. */
  | 'not_going';

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

/** The order of a seasons list; ties are broken by id. */
export type SeasonSort =
  /** By name in alphabet order. */
  | 'NAME_ASC'
  /** Earliest start first. */
  | 'STARTS_ASC'
  /** Latest start first. */
  | 'STARTS_DESC';

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

/** What a row of the tasks list is. */
export type TaskType =
  /** A heading that groups the tasks below it. */
  | 'section'
  /** Something to do. */
  | 'task';

/** Who a team is for. */
export type TeamGender =
  /** Boys only. */
  | 'boys'
  /** Girls only. */
  | 'girls'
  /** Girls and boys. */
  | 'mixed';

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
