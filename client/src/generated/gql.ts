/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation RefreshSession($accessToken: String!) {\n    signInWithToken(accessToken: $accessToken) {\n      accessToken\n      user {\n        id\n        name\n        email\n        avatar\n        status\n      }\n    }\n  }\n": typeof types.RefreshSessionDocument,
    "\n  fragment AttendanceMonthFields on AttendanceRate {\n    from\n    marked\n    present\n    late\n    excused\n    absent\n    rate\n  }\n": typeof types.AttendanceMonthFieldsFragmentDoc,
    "\n  query OrganizationChoices {\n    organizations(first: 500, sort: NAME_ASC) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n": typeof types.OrganizationChoicesDocument,
    "\n  query ProfilePage {\n    me {\n      id\n      name\n      email\n      avatar\n      status\n      organization {\n        id\n        name\n      }\n    }\n    myAccount {\n      id\n      memberSince\n      roles {\n        id\n        key\n        name\n        scopeType\n        scopeName\n      }\n    }\n  }\n": typeof types.ProfilePageDocument,
    "\n  query SettingsPage {\n    myAccount {\n      id\n      language\n      passwordChangedAt\n      notificationPreferences {\n        id\n        enabled\n        chosen\n        notificationType {\n          id\n          name\n          description\n          defaultEnabled\n        }\n      }\n    }\n  }\n": typeof types.SettingsPageDocument,
    "\n  query AccountLanguage {\n    myAccount {\n      id\n      language\n    }\n    me {\n      id\n      organization {\n        id\n        locale\n      }\n    }\n  }\n": typeof types.AccountLanguageDocument,
    "\n  mutation UpdateMyProfile($input: UpdateMeInput!) {\n    updateMe(input: $input) {\n      id\n      name\n      avatar\n    }\n  }\n": typeof types.UpdateMyProfileDocument,
    "\n  mutation SetMyLanguage($language: Language!) {\n    setMyLanguage(language: $language) {\n      id\n      language\n    }\n  }\n": typeof types.SetMyLanguageDocument,
    "\n  mutation SetMyNotificationPreference($input: SetMyNotificationPreferenceInput!) {\n    setMyNotificationPreference(input: $input) {\n      id\n      enabled\n      chosen\n    }\n  }\n": typeof types.SetMyNotificationPreferenceDocument,
    "\n  mutation ChangeMyPassword($input: ChangeMyPasswordInput!) {\n    changeMyPassword(input: $input) {\n      accessToken\n      user {\n        id\n      }\n    }\n  }\n": typeof types.ChangeMyPasswordDocument,
    "\n  fragment AthleteRow on Athlete {\n    id\n    fullName\n    firstName\n    lastName\n    gender\n    status\n    licenceNumber\n    photo\n    access\n    archivedAt\n    createdAt\n    private {\n      birthDate\n    }\n    memberships {\n      id\n      teamId\n      current\n      team {\n        id\n        name\n        ageCategory\n      }\n    }\n  }\n": typeof types.AthleteRowFragmentDoc,
    "\n  query AthletesList(\n    $query: String\n    $first: Int\n    $after: String\n    $sort: AthleteSort\n    $status: AthleteStatus\n    $teamId: ID\n    $birthYearFrom: Int\n    $birthYearTo: Int\n    $newThisSeason: Boolean\n    $missingConsent: Boolean\n    $includeArchived: Boolean\n    $withCount: Boolean! = true\n  ) {\n    athletes(\n      query: $query\n      first: $first\n      after: $after\n      sort: $sort\n      status: $status\n      teamId: $teamId\n      birthYearFrom: $birthYearFrom\n      birthYearTo: $birthYearTo\n      newThisSeason: $newThisSeason\n      missingConsent: $missingConsent\n      includeArchived: $includeArchived\n    ) {\n      nodes {\n        ...AthleteRow\n      }\n      totalCount @include(if: $withCount)\n      endCursor\n    }\n  }\n": typeof types.AthletesListDocument,
    "\n  query AthleteTeamOptions($query: String) {\n    teams(first: 200, query: $query, sort: NAME_ASC) {\n      nodes {\n        id\n        name\n        ageCategory\n        birthYearMin\n        birthYearMax\n        gender\n        capacity\n        memberCount\n        branch {\n          id\n          name\n        }\n        season {\n          id\n          name\n          startsOn\n          endsOn\n          current\n          archivedAt\n        }\n      }\n    }\n  }\n": typeof types.AthleteTeamOptionsDocument,
    "\n  query AthleteDuplicates(\n    $organizationId: ID\n    $firstName: String!\n    $lastName: String!\n    $birthDate: String!\n    $excludeId: ID\n  ) {\n    athleteDuplicates(\n      organizationId: $organizationId\n      firstName: $firstName\n      lastName: $lastName\n      birthDate: $birthDate\n      excludeId: $excludeId\n    ) {\n      id\n      fullName\n      private {\n        birthDate\n      }\n    }\n  }\n": typeof types.AthleteDuplicatesDocument,
    "\n  fragment AthleteProfile on Athlete {\n    ...AthleteRow\n    organizationId\n    updatedAt\n    private {\n      birthDate\n      email\n      phone\n      address\n      emergencyContactName\n      emergencyContactPhone\n      documents {\n        title\n        url\n      }\n    }\n    history: memberships(includeEnded: true) {\n      id\n      teamId\n      team {\n        id\n        name\n        ageCategory\n      }\n      jerseyNumber\n      position\n      status\n      fromOn\n      toOn\n      current\n    }\n    guardians {\n      id\n      relationship\n      legalGuardian\n      isPrimary\n      mayPickUp\n      guardian {\n        id\n        name\n        email\n      }\n    }\n    consents(includeWithdrawn: true) {\n      id\n      purpose\n      active\n      grantedAt\n      withdrawnAt\n      grantedBy {\n        id\n        name\n      }\n      withdrawnBy {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AthleteProfileFragmentDoc,
    "\n  query AthleteProfile($id: ID!) {\n    athlete(id: $id) {\n      ...AthleteProfile\n    }\n  }\n": typeof types.AthleteProfileDocument,
    "\n  query AthleteAttendance($id: ID!) {\n    athlete(id: $id) {\n      id\n      attendanceByMonth {\n        ...AttendanceMonthFields\n      }\n      attendanceHistory {\n        occurrenceId\n        eventId\n        title\n        type\n        startsAt\n        timeZone\n        attendance\n      }\n    }\n  }\n": typeof types.AthleteAttendanceDocument,
    "\n  query AthleteHealth($athleteId: ID!) {\n    athleteHealth(athleteId: $athleteId) {\n      athleteId\n      medicalNotes\n      healthDataConsent\n    }\n  }\n": typeof types.AthleteHealthDocument,
    "\n  mutation CreateAthlete($input: CreateAthleteInput!) {\n    createAthlete(input: $input) {\n      ...AthleteProfile\n    }\n  }\n": typeof types.CreateAthleteDocument,
    "\n  mutation UpdateAthlete($id: ID!, $input: UpdateAthleteInput!) {\n    updateAthlete(id: $id, input: $input) {\n      ...AthleteProfile\n    }\n  }\n": typeof types.UpdateAthleteDocument,
    "\n  mutation ArchiveAthlete($id: ID!) {\n    archiveAthlete(id: $id) {\n      id\n      archivedAt\n    }\n  }\n": typeof types.ArchiveAthleteDocument,
    "\n  mutation RestoreAthlete($id: ID!) {\n    restoreAthlete(id: $id) {\n      id\n      archivedAt\n    }\n  }\n": typeof types.RestoreAthleteDocument,
    "\n  mutation MoveAthlete($input: MoveAthleteInput!) {\n    moveAthlete(input: $input) {\n      ended {\n        id\n        toOn\n        current\n      }\n      started {\n        id\n      }\n    }\n  }\n": typeof types.MoveAthleteDocument,
    "\n  mutation LinkGuardian($input: LinkGuardianInput!) {\n    linkGuardian(input: $input) {\n      id\n    }\n  }\n": typeof types.LinkGuardianDocument,
    "\n  mutation InviteGuardian($input: InviteGuardianInput!) {\n    inviteGuardian(input: $input) {\n      athleteId\n      email\n    }\n  }\n": typeof types.InviteGuardianDocument,
    "\n  mutation UpdateGuardianLink($id: ID!, $input: UpdateGuardianLinkInput!) {\n    updateGuardianLink(id: $id, input: $input) {\n      id\n      relationship\n      legalGuardian\n      isPrimary\n      mayPickUp\n    }\n  }\n": typeof types.UpdateGuardianLinkDocument,
    "\n  mutation UnlinkGuardian($id: ID!) {\n    unlinkGuardian(id: $id) {\n      id\n      archivedAt\n    }\n  }\n": typeof types.UnlinkGuardianDocument,
    "\n  mutation UpdateTeamMembership($id: ID!, $input: UpdateTeamMembershipInput!) {\n    updateTeamMembership(id: $id, input: $input) {\n      id\n      jerseyNumber\n      position\n      status\n    }\n  }\n": typeof types.UpdateTeamMembershipDocument,
    "\n  mutation GrantConsent($input: GrantConsentInput!) {\n    grantConsent(input: $input) {\n      id\n      purpose\n      active\n    }\n  }\n": typeof types.GrantConsentDocument,
    "\n  mutation WithdrawConsent($id: ID!) {\n    withdrawConsent(id: $id) {\n      id\n      active\n      withdrawnAt\n    }\n  }\n": typeof types.WithdrawConsentDocument,
    "\n  query GuardianCandidates($query: String) {\n    guardianCandidates(query: $query, first: 20) {\n      id\n      name\n      email\n    }\n  }\n": typeof types.GuardianCandidatesDocument,
    "\n  query GuardiansList($query: String, $first: Int, $after: String, $withCount: Boolean! = true) {\n    athletes(query: $query, first: $first, after: $after) {\n      nodes {\n        id\n        fullName\n        status\n        guardians {\n          id\n          relationship\n          legalGuardian\n          isPrimary\n          mayPickUp\n          guardian {\n            id\n            name\n            email\n          }\n        }\n      }\n      totalCount @include(if: $withCount)\n      endCursor\n    }\n  }\n": typeof types.GuardiansListDocument,
    "\n  query AthleteDataExport($athleteId: ID!) {\n    athleteDataExport(athleteId: $athleteId) {\n      fileName\n      json\n    }\n  }\n": typeof types.AthleteDataExportDocument,
    "\n  fragment ErasureRequestFields on ErasureRequest {\n    id\n    status\n    requestedAt\n    requestedBy\n    note\n    decidedAt\n    reason\n  }\n": typeof types.ErasureRequestFieldsFragmentDoc,
    "\n  query AthleteErasure($id: ID!) {\n    athlete(id: $id) {\n      id\n      erasureRequest {\n        ...ErasureRequestFields\n      }\n    }\n  }\n": typeof types.AthleteErasureDocument,
    "\n  mutation RequestAthleteErasure($athleteId: ID!, $note: String) {\n    requestAthleteErasure(athleteId: $athleteId, note: $note) {\n      ...ErasureRequestFields\n    }\n  }\n": typeof types.RequestAthleteErasureDocument,
    "\n  mutation CompleteAthleteErasure($id: ID!) {\n    completeAthleteErasure(id: $id) {\n      ...ErasureRequestFields\n    }\n  }\n": typeof types.CompleteAthleteErasureDocument,
    "\n  mutation DeclineAthleteErasure($id: ID!, $reason: String!) {\n    declineAthleteErasure(id: $id, reason: $reason) {\n      ...ErasureRequestFields\n    }\n  }\n": typeof types.DeclineAthleteErasureDocument,
    "\n  query AthleteDataPdf($athleteId: ID!, $language: Language) {\n    athleteDataExport(athleteId: $athleteId) {\n      pdfFileName\n      pdf(language: $language)\n    }\n  }\n": typeof types.AthleteDataPdfDocument,
    "\n  query AthleteRegistration($id: ID!) {\n    athlete(id: $id) {\n      id\n      registration {\n        id\n        status\n        submittedAt\n        decidedAt\n      }\n    }\n  }\n": typeof types.AthleteRegistrationDocument,
    "\n  query AthleteFeeStanding($id: ID!) {\n    athlete(id: $id) {\n      id\n      feeStanding\n    }\n  }\n": typeof types.AthleteFeeStandingDocument,
    "\n  mutation UpdateAthleteMedicalNotes($athleteId: ID!, $medicalNotes: String) {\n    updateAthleteHealth(athleteId: $athleteId, medicalNotes: $medicalNotes) {\n      athleteId\n      medicalNotes\n      healthDataConsent\n    }\n  }\n": typeof types.UpdateAthleteMedicalNotesDocument,
    "\n  fragment AuditEntryFields on AuditLogEntry {\n    id\n    organizationId\n    actor {\n      id\n      name\n    }\n    action\n    entityType\n    entityId\n    summary\n    before\n    after\n    createdAt\n  }\n": typeof types.AuditEntryFieldsFragmentDoc,
    "\n  query AuditLogPage(\n    $first: Int\n    $after: String\n    $query: String\n    $sort: AuditLogSort\n    $actorId: ID\n    $entityType: String\n    $actions: [AuditAction!]\n    $from: DateTime\n    $to: DateTime\n    $withCount: Boolean! = true\n  ) {\n    auditLog(\n      first: $first\n      after: $after\n      query: $query\n      sort: $sort\n      actorId: $actorId\n      entityType: $entityType\n      actions: $actions\n      from: $from\n      to: $to\n    ) {\n      totalCount @include(if: $withCount)\n      endCursor\n      nodes {\n        ...AuditEntryFields\n      }\n    }\n  }\n": typeof types.AuditLogPageDocument,
    "\n  query AuditActors {\n    adminUsers(size: 200) {\n      items {\n        id\n        fullName\n      }\n    }\n  }\n": typeof types.AuditActorsDocument,
    "\n  query AuditLogEntry($id: ID!) {\n    auditLogEntry(id: $id) {\n      ...AuditEntryFields\n    }\n  }\n": typeof types.AuditLogEntryDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input)\n  }\n": typeof types.SignUpDocument,
    "\n  mutation ForgotPassword($input: ForgotPasswordInput!) {\n    forgotPassword(input: $input)\n  }\n": typeof types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation UnlockSession($input: SignInInput!) {\n    unlockSession(input: $input) {\n      accessToken\n      user {\n        id\n        name\n      }\n    }\n  }\n": typeof types.UnlockSessionDocument,
    "\n  query UnlockSessionUser {\n    me {\n      id\n      name\n      email\n      avatar\n    }\n  }\n": typeof types.UnlockSessionUserDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      accessToken\n      tokenType\n      user {\n        id\n        name\n        email\n        avatar\n        status\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  query RegistrationSchools {\n    registrationSchools {\n      name\n      slug\n    }\n  }\n": typeof types.RegistrationSchoolsDocument,
    "\n  fragment CompanyRow on Company {\n    id\n    organizationId\n    name\n    taxNumber\n    taxOffice\n    logo\n    email\n    phone\n    website\n    archivedAt\n    createdAt\n    updatedAt\n  }\n": typeof types.CompanyRowFragmentDoc,
    "\n  fragment SponsorshipRow on Sponsorship {\n    id\n    companyId\n    organizationId\n    scopeType\n    scopeId\n    scopeName\n    tier\n    amount\n    currency\n    startsOn\n    endsOn\n    notes\n    current\n    archivedAt\n  }\n": typeof types.SponsorshipRowFragmentDoc,
    "\n  fragment CompanyContactRow on CompanyContact {\n    id\n    companyId\n    createdAt\n    user {\n      id\n      name\n      email\n      avatar\n    }\n  }\n": typeof types.CompanyContactRowFragmentDoc,
    "\n  query CompaniesPage(\n    $query: String\n    $sort: CompanySort\n    $first: Int\n    $after: String\n    $includeArchived: Boolean\n    $organizationId: ID\n  ) {\n    companies(\n      query: $query\n      sort: $sort\n      first: $first\n      after: $after\n      includeArchived: $includeArchived\n      organizationId: $organizationId\n    ) {\n      nodes {\n        ...CompanyRow\n      }\n      totalCount\n      endCursor\n    }\n  }\n": typeof types.CompaniesPageDocument,
    "\n  query CompanyOrganizations {\n    organizations(first: 500) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n": typeof types.CompanyOrganizationsDocument,
    "\n  query CompanyProfile($id: ID!) {\n    company(id: $id) {\n      ...CompanyRow\n      contacts {\n        ...CompanyContactRow\n      }\n      sponsorships {\n        ...SponsorshipRow\n      }\n    }\n  }\n": typeof types.CompanyProfileDocument,
    "\n  query SponsorshipScopes($organizationId: ID!) {\n    organization(id: $organizationId) {\n      id\n      name\n    }\n    branches(organizationId: $organizationId, first: 500) {\n      nodes {\n        id\n        name\n      }\n    }\n    teams(organizationId: $organizationId, first: 500) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n": typeof types.SponsorshipScopesDocument,
    "\n  query CompanyContactCandidates($roleId: ID!, $search: String) {\n    adminUsers(roleId: $roleId, search: $search, size: 50) {\n      items {\n        id\n        fullName\n        email\n        organizationId\n      }\n    }\n  }\n": typeof types.CompanyContactCandidatesDocument,
    "\n  query CompanyRoles {\n    roles {\n      id\n      key\n    }\n  }\n": typeof types.CompanyRolesDocument,
    "\n  mutation CreateCompany($input: CompanyInput!) {\n    createCompany(input: $input) {\n      ...CompanyRow\n    }\n  }\n": typeof types.CreateCompanyDocument,
    "\n  mutation UpdateCompany($id: ID!, $input: CompanyPatch!) {\n    updateCompany(id: $id, input: $input) {\n      ...CompanyRow\n    }\n  }\n": typeof types.UpdateCompanyDocument,
    "\n  mutation ArchiveCompany($id: ID!) {\n    archiveCompany(id: $id) {\n      ...CompanyRow\n    }\n  }\n": typeof types.ArchiveCompanyDocument,
    "\n  mutation RestoreCompany($id: ID!) {\n    restoreCompany(id: $id) {\n      ...CompanyRow\n    }\n  }\n": typeof types.RestoreCompanyDocument,
    "\n  mutation AddCompanyContact($companyId: ID!, $userId: ID!) {\n    addCompanyContact(companyId: $companyId, userId: $userId) {\n      id\n      contacts {\n        ...CompanyContactRow\n      }\n    }\n  }\n": typeof types.AddCompanyContactDocument,
    "\n  mutation RemoveCompanyContact($companyId: ID!, $userId: ID!) {\n    removeCompanyContact(companyId: $companyId, userId: $userId) {\n      id\n      contacts {\n        ...CompanyContactRow\n      }\n    }\n  }\n": typeof types.RemoveCompanyContactDocument,
    "\n  mutation CreateSponsorship($input: SponsorshipInput!) {\n    createSponsorship(input: $input) {\n      ...SponsorshipRow\n      company {\n        id\n        sponsorships {\n          ...SponsorshipRow\n        }\n      }\n    }\n  }\n": typeof types.CreateSponsorshipDocument,
    "\n  mutation UpdateSponsorship($id: ID!, $input: SponsorshipPatch!) {\n    updateSponsorship(id: $id, input: $input) {\n      ...SponsorshipRow\n    }\n  }\n": typeof types.UpdateSponsorshipDocument,
    "\n  fragment ContactListItem on Contact {\n    id\n    name\n    avatar\n    title\n    company\n    emails {\n      email\n      label\n    }\n  }\n": typeof types.ContactListItemFragmentDoc,
    "\n  fragment ContactDetail on Contact {\n    id\n    name\n    avatar\n    background\n    title\n    company\n    emails {\n      email\n      label\n    }\n    phoneNumbers {\n      country\n      phoneNumber\n      label\n    }\n    birthday\n    address\n    notes\n    tags\n  }\n": typeof types.ContactDetailFragmentDoc,
    "\n  query ContactsPage($query: String, $first: Int, $after: String) {\n    contacts(query: $query, first: $first, after: $after) {\n      nodes {\n        ...ContactListItem\n      }\n      totalCount\n      endCursor\n    }\n  }\n": typeof types.ContactsPageDocument,
    "\n  query ContactDetail($id: ID!) {\n    contact(id: $id) {\n      ...ContactDetail\n    }\n  }\n": typeof types.ContactDetailDocument,
    "\n  query ContactsReference {\n    countries {\n      id\n      iso\n      name\n      code\n      flagImagePos\n    }\n    contactTags {\n      id\n      title\n    }\n  }\n": typeof types.ContactsReferenceDocument,
    "\n  mutation CreateContact {\n    createContact {\n      ...ContactListItem\n      ...ContactDetail\n    }\n  }\n": typeof types.CreateContactDocument,
    "\n  mutation UpdateContact($id: ID!, $input: ContactPatch!) {\n    updateContact(id: $id, input: $input) {\n      ...ContactListItem\n      ...ContactDetail\n    }\n  }\n": typeof types.UpdateContactDocument,
    "\n  mutation DeleteContact($id: ID!) {\n    deleteContact(id: $id)\n  }\n": typeof types.DeleteContactDocument,
    "\n  mutation UploadContactAvatar($id: ID!, $avatar: String!) {\n    uploadContactAvatar(id: $id, avatar: $avatar) {\n      id\n      avatar\n    }\n  }\n": typeof types.UploadContactAvatarDocument,
    "\n  mutation CreateContactTag($title: String!) {\n    createContactTag(title: $title) {\n      id\n      title\n    }\n  }\n": typeof types.CreateContactTagDocument,
    "\n  mutation UpdateContactTag($id: ID!, $title: String!) {\n    updateContactTag(id: $id, title: $title) {\n      id\n      title\n    }\n  }\n": typeof types.UpdateContactTagDocument,
    "\n  mutation DeleteContactTag($id: ID!) {\n    deleteContactTag(id: $id)\n  }\n": typeof types.DeleteContactTagDocument,
    "\n  query CalendarFeed {\n    calendarFeed {\n      createdAt\n      lastUsedAt\n    }\n  }\n": typeof types.CalendarFeedDocument,
    "\n  mutation CreateCalendarFeed {\n    createCalendarFeed {\n      url\n      createdAt\n      lastUsedAt\n    }\n  }\n": typeof types.CreateCalendarFeedDocument,
    "\n  mutation DeleteCalendarFeed {\n    deleteCalendarFeed\n  }\n": typeof types.DeleteCalendarFeedDocument,
    "\n  fragment EventDetail on Event {\n    id\n    organizationId\n    type\n    title\n    scope\n    branchId\n    branch {\n      id\n      name\n    }\n    teamIds\n    teams {\n      id\n      name\n    }\n    startsAt\n    endsAt\n    timeZone\n    recurrence {\n      frequency\n      interval\n      weekdays\n      until\n      count\n      excludedDates\n      rule\n    }\n    venueBranchId\n    venueBranch {\n      id\n      name\n    }\n    venue\n    capacity\n    feeMinor\n    notes\n    status\n    splitFromId\n    canEdit\n  }\n": typeof types.EventDetailFragmentDoc,
    "\n  fragment OccurrenceFields on EventOccurrence {\n    id\n    eventId\n    originalStart\n    startsAt\n    endsAt\n    title\n    status\n    venue\n  }\n": typeof types.OccurrenceFieldsFragmentDoc,
    "\n  fragment CalendarOccurrence on EventOccurrence {\n    ...OccurrenceFields\n    notes\n    changed\n    event {\n      ...EventDetail\n    }\n  }\n": typeof types.CalendarOccurrenceFragmentDoc,
    "\n  query EventsCalendar($from: DateTime!, $to: DateTime!, $branchId: ID, $teamId: ID, $types: [EventType!]) {\n    calendar(from: $from, to: $to, branchId: $branchId, teamId: $teamId, types: $types) {\n      ...CalendarOccurrence\n    }\n  }\n": typeof types.EventsCalendarDocument,
    "\n  query EventsCalendarGrid(\n    $from: DateTime!\n    $to: DateTime!\n    $branchId: ID\n    $teamId: ID\n    $types: [EventType!]\n    $perDay: Int\n  ) {\n    calendarGrid(from: $from, to: $to, branchId: $branchId, teamId: $teamId, types: $types, perDay: $perDay) {\n      occurrences {\n        ...CalendarOccurrence\n      }\n      days {\n        date\n        total\n        hidden\n      }\n    }\n  }\n": typeof types.EventsCalendarGridDocument,
    "\n  query EventChoices {\n    me {\n      id\n      organization {\n        id\n        timeZone\n      }\n    }\n    branches(first: 500) {\n      nodes {\n        id\n        name\n      }\n    }\n    teams(first: 500, currentSeason: true) {\n      nodes {\n        id\n        name\n        branchId\n      }\n    }\n  }\n": typeof types.EventChoicesDocument,
    "\n  mutation CreateEvent($input: EventInput!) {\n    createEvent(input: $input) {\n      ...EventDetail\n    }\n  }\n": typeof types.CreateEventDocument,
    "\n  mutation UpdateEvent($id: ID!, $input: EventInput!, $occurrenceStart: DateTime, $mode: EventEditMode) {\n    updateEvent(id: $id, input: $input, occurrenceStart: $occurrenceStart, mode: $mode) {\n      ...EventDetail\n    }\n  }\n": typeof types.UpdateEventDocument,
    "\n  mutation CancelEvent($id: ID!, $occurrenceStart: DateTime, $mode: EventEditMode, $cancelled: Boolean) {\n    cancelEvent(id: $id, occurrenceStart: $occurrenceStart, mode: $mode, cancelled: $cancelled) {\n      ...EventDetail\n    }\n  }\n": typeof types.CancelEventDocument,
    "\n  mutation DeleteEvent($id: ID!) {\n    deleteEvent(id: $id)\n  }\n": typeof types.DeleteEventDocument,
    "\n  fragment OccurrenceAttendeeFields on OccurrenceAttendee {\n    athleteId\n    athleteName\n    rsvp\n    rsvpNote\n    rsvpAt\n    attendance\n    checkedByName\n    checkedAt\n  }\n": typeof types.OccurrenceAttendeeFieldsFragmentDoc,
    "\n  fragment RsvpCountFields on RsvpCounts {\n    going\n    notGoing\n    maybe\n    unanswered\n  }\n": typeof types.RsvpCountFieldsFragmentDoc,
    "\n  query EventOccurrenceAttendance($eventId: ID!, $occurrenceStart: DateTime!) {\n    eventOccurrence(eventId: $eventId, occurrenceStart: $occurrenceStart) {\n      id\n      attendees {\n        ...OccurrenceAttendeeFields\n      }\n      rsvpCounts {\n        ...RsvpCountFields\n      }\n    }\n  }\n": typeof types.EventOccurrenceAttendanceDocument,
    "\n  mutation AnswerRsvp(\n    $eventId: ID!\n    $occurrenceStart: DateTime!\n    $athleteId: ID!\n    $answer: RsvpAnswer!\n    $note: String\n  ) {\n    answerRsvp(\n      eventId: $eventId\n      occurrenceStart: $occurrenceStart\n      athleteId: $athleteId\n      answer: $answer\n      note: $note\n    ) {\n      ...OccurrenceAttendeeFields\n    }\n  }\n": typeof types.AnswerRsvpDocument,
    "\n  mutation TakeAttendance($eventId: ID!, $occurrenceStart: DateTime!, $marks: [AttendanceInput!]!) {\n    takeAttendance(eventId: $eventId, occurrenceStart: $occurrenceStart, marks: $marks) {\n      ...OccurrenceAttendeeFields\n    }\n  }\n": typeof types.TakeAttendanceDocument,
    "\n  query LinkedOccurrence($eventId: ID!, $at: DateTime!) {\n    eventOccurrence(eventId: $eventId, occurrenceStart: $at) {\n      ...CalendarOccurrence\n    }\n  }\n": typeof types.LinkedOccurrenceDocument,
    "\n  fragment WeekSession on EventOccurrence {\n    ...OccurrenceFields\n    event {\n      id\n      type\n      timeZone\n      venueBranch {\n        id\n        name\n      }\n    }\n  }\n": typeof types.WeekSessionFragmentDoc,
    "\n  query ParentWeek($from: DateTime!, $to: DateTime!) {\n    calendar(from: $from, to: $to) {\n      ...WeekSession\n      attendees {\n        ...OccurrenceAttendeeFields\n      }\n    }\n  }\n": typeof types.ParentWeekDocument,
    "\n  query StaffWeek($from: DateTime!, $to: DateTime!) {\n    calendar(from: $from, to: $to) {\n      ...WeekSession\n      rsvpCounts {\n        ...RsvpCountFields\n      }\n    }\n  }\n": typeof types.StaffWeekDocument,
    "\n  fragment InvoiceRow on Invoice {\n    id\n    number\n    status\n    athleteId\n    athleteName\n    period\n    periods\n    currency\n    issuedOn\n    dueOn\n    total\n    paid\n    outstanding\n    remindersPaused\n  }\n": typeof types.InvoiceRowFragmentDoc,
    "\n  fragment InvoiceDetail on Invoice {\n    ...InvoiceRow\n    organizationId\n    planId\n    teamId\n    lines {\n      description\n      amount\n    }\n    subtotal\n    discount\n    tax\n    voidedAt\n    voidReason\n  }\n": typeof types.InvoiceDetailFragmentDoc,
    "\n  fragment PaymentRow on Payment {\n    id\n    athleteId\n    athleteName\n    method\n    reference\n    amount\n    currency\n    receivedOn\n    unallocated\n    refundOf\n    refundReason\n    allocations {\n      invoiceId\n      invoiceNumber\n      amount\n    }\n  }\n": typeof types.PaymentRowFragmentDoc,
    "\n  fragment FeePlanRow on FeePlan {\n    id\n    name\n    kind\n    currency\n    amount\n    instalments\n    firstDueOn\n    taxRate\n    discounts {\n      label\n      kind\n      value\n    }\n    archivedAt\n    newcomerTeams {\n      teamId\n      name\n    }\n  }\n": typeof types.FeePlanRowFragmentDoc,
    "\n  query InvoicesPage(\n    $organizationId: ID\n    $status: InvoiceStatus\n    $teamId: ID\n    $query: String\n    $first: Int\n    $after: String\n  ) {\n    invoices(\n      organizationId: $organizationId\n      status: $status\n      teamId: $teamId\n      query: $query\n      first: $first\n      after: $after\n    ) {\n      totalCount\n      endCursor\n      nodes {\n        ...InvoiceRow\n      }\n    }\n  }\n": typeof types.InvoicesPageDocument,
    "\n  query Invoice($id: ID!) {\n    invoice(id: $id) {\n      ...InvoiceDetail\n    }\n  }\n": typeof types.InvoiceDocument,
    "\n  query PrintableInvoice($id: ID!) {\n    invoice(id: $id) {\n      ...InvoiceDetail\n    }\n    me {\n      id\n      organization {\n        id\n        name\n      }\n    }\n  }\n": typeof types.PrintableInvoiceDocument,
    "\n  query AthletePayments($athleteId: ID!) {\n    payments(athleteId: $athleteId) {\n      ...PaymentRow\n    }\n  }\n": typeof types.AthletePaymentsDocument,
    "\n  query FinanceSummary($organizationId: ID) {\n    financeSummary(organizationId: $organizationId) {\n      currency\n      billed\n      collected\n      outstanding\n      overdue\n      overdueCount\n      collectionRate\n      months {\n        month\n        billed\n        collected\n      }\n      teams {\n        id\n        name\n        outstanding\n        overdue\n      }\n      recentPayments {\n        ...PaymentRow\n      }\n    }\n  }\n": typeof types.FinanceSummaryDocument,
    "\n  query FeePlans($organizationId: ID) {\n    feePlans(organizationId: $organizationId) {\n      ...FeePlanRow\n    }\n    teams(organizationId: $organizationId, currentSeason: true, first: 200) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n": typeof types.FeePlansDocument,
    "\n  mutation CreateFeePlan($organizationId: ID, $input: FeePlanInput!) {\n    createFeePlan(organizationId: $organizationId, input: $input) {\n      ...FeePlanRow\n    }\n  }\n": typeof types.CreateFeePlanDocument,
    "\n  mutation AssignFeePlan($planId: ID!, $teamId: ID, $newcomers: Boolean) {\n    assignFeePlan(planId: $planId, teamId: $teamId, newcomers: $newcomers) {\n      plan {\n        ...FeePlanRow\n      }\n      athletes\n      skipped\n      invoices {\n        ...InvoiceRow\n      }\n    }\n  }\n": typeof types.AssignFeePlanDocument,
    "\n  mutation RecordPayment($input: PaymentInput!) {\n    recordPayment(input: $input) {\n      ...PaymentRow\n    }\n  }\n": typeof types.RecordPaymentDocument,
    "\n  mutation VoidInvoice($id: ID!, $reason: String!) {\n    voidInvoice(id: $id, reason: $reason) {\n      ...InvoiceDetail\n    }\n  }\n": typeof types.VoidInvoiceDocument,
    "\n  mutation SetFeeRemindersPaused($athleteId: ID!, $paused: Boolean!) {\n    setFeeRemindersPaused(athleteId: $athleteId, paused: $paused)\n  }\n": typeof types.SetFeeRemindersPausedDocument,
    "\n  query FamilyInvoices {\n    invoices(first: 20) {\n      totalCount\n      nodes {\n        ...InvoiceRow\n      }\n    }\n  }\n": typeof types.FamilyInvoicesDocument,
    "\n  mutation RefundPayment($paymentId: ID!, $amount: String!, $reason: String!) {\n    refundPayment(paymentId: $paymentId, amount: $amount, reason: $reason) {\n      ...PaymentRow\n    }\n  }\n": typeof types.RefundPaymentDocument,
    "\n  query CardPaymentsEnabled {\n    cardPaymentsEnabled\n  }\n": typeof types.CardPaymentsEnabledDocument,
    "\n  mutation StartCardPayment($invoiceId: ID!) {\n    startCardPayment(invoiceId: $invoiceId) {\n      url\n      providerReference\n    }\n  }\n": typeof types.StartCardPaymentDocument,
    "\n  query MoneyAccess {\n    moneyAccess {\n      manage\n      plans\n    }\n  }\n": typeof types.MoneyAccessDocument,
    "\n  mutation StopBillingNewcomers($planId: ID!, $teamId: ID!) {\n    stopBillingNewcomers(planId: $planId, teamId: $teamId) {\n      ...FeePlanRow\n    }\n  }\n": typeof types.StopBillingNewcomersDocument,
    "\n  fragment MoneyAdminsFields on MoneyAdmins {\n    organizationId\n    restricted\n    editable\n    candidates {\n      userId\n      name\n      email\n      branchName\n      named\n    }\n  }\n": typeof types.MoneyAdminsFieldsFragmentDoc,
    "\n  query MoneyAdmins($organizationId: ID) {\n    moneyAdmins(organizationId: $organizationId) {\n      ...MoneyAdminsFields\n    }\n  }\n": typeof types.MoneyAdminsDocument,
    "\n  mutation SetMoneyAdmins($organizationId: ID!, $userIds: [ID!]!) {\n    setMoneyAdmins(organizationId: $organizationId, userIds: $userIds) {\n      ...MoneyAdminsFields\n    }\n  }\n": typeof types.SetMoneyAdminsDocument,
    "\n  fragment MailAddressFields on MailAddress {\n    email\n    name\n    userId\n    avatar\n  }\n": typeof types.MailAddressFieldsFragmentDoc,
    "\n  fragment MailFields on Mail {\n    id\n    type\n    conversationId\n    from {\n      ...MailAddressFields\n    }\n    to {\n      ...MailAddressFields\n    }\n    cc {\n      ...MailAddressFields\n    }\n    bcc {\n      ...MailAddressFields\n    }\n    ccCount\n    bccCount\n    date\n    subject\n    content\n    snippet\n    attachments {\n      id\n      type\n      name\n      size\n      preview\n      downloadUrl\n    }\n    starred\n    important\n    unread\n    folder\n    folderSlug\n    labels\n    inReplyTo\n  }\n": typeof types.MailFieldsFragmentDoc,
    "\n  fragment MailLabelFields on MailLabel {\n    id\n    title\n    slug\n    color\n  }\n": typeof types.MailLabelFieldsFragmentDoc,
    "\n  fragment MailFolderFields on MailFolder {\n    id\n    title\n    slug\n    icon\n    count\n  }\n": typeof types.MailFolderFieldsFragmentDoc,
    "\n  query Mailbox {\n    mailFolders {\n      ...MailFolderFields\n    }\n    mailFilters {\n      id\n      title\n      slug\n      icon\n    }\n    mailLabels {\n      ...MailLabelFields\n    }\n    mailSettings {\n      messageLayout\n    }\n  }\n": typeof types.MailboxDocument,
    "\n  query Mails($folder: String, $filter: String, $label: String, $query: String, $first: Int, $after: String) {\n    mails(folder: $folder, filter: $filter, label: $label, query: $query, first: $first, after: $after) {\n      nodes {\n        ...MailFields\n      }\n      totalCount\n      endCursor\n    }\n  }\n": typeof types.MailsDocument,
    "\n  query Mail($id: ID!) {\n    mail(id: $id) {\n      ...MailFields\n    }\n  }\n": typeof types.MailDocument,
    "\n  query MailRecipients($query: String!) {\n    mailRecipients(query: $query) {\n      ...MailAddressFields\n    }\n  }\n": typeof types.MailRecipientsDocument,
    "\n  mutation SendMail($input: MailInput!, $draftId: ID) {\n    sendMail(input: $input, draftId: $draftId) {\n      ...MailFields\n    }\n  }\n": typeof types.SendMailDocument,
    "\n  mutation SaveDraft($id: ID, $input: MailInput!) {\n    saveDraft(id: $id, input: $input) {\n      ...MailFields\n    }\n  }\n": typeof types.SaveDraftDocument,
    "\n  mutation MoveMails($ids: [ID!]!, $folder: String!) {\n    moveMails(ids: $ids, folder: $folder) {\n      ...MailFields\n    }\n  }\n": typeof types.MoveMailsDocument,
    "\n  mutation SetMailFlags($ids: [ID!]!, $flags: MailFlagsInput!) {\n    setMailFlags(ids: $ids, flags: $flags) {\n      ...MailFields\n    }\n  }\n": typeof types.SetMailFlagsDocument,
    "\n  mutation LabelMails($ids: [ID!]!, $labelId: ID!, $on: Boolean!) {\n    labelMails(ids: $ids, labelId: $labelId, on: $on) {\n      ...MailFields\n    }\n  }\n": typeof types.LabelMailsDocument,
    "\n  mutation DeleteMails($ids: [ID!]!) {\n    deleteMails(ids: $ids)\n  }\n": typeof types.DeleteMailsDocument,
    "\n  mutation CreateMailLabel($input: MailLabelInput!) {\n    createMailLabel(input: $input) {\n      ...MailLabelFields\n    }\n  }\n": typeof types.CreateMailLabelDocument,
    "\n  mutation UpdateMailLabel($id: ID!, $input: MailLabelInput!) {\n    updateMailLabel(id: $id, input: $input) {\n      ...MailLabelFields\n    }\n  }\n": typeof types.UpdateMailLabelDocument,
    "\n  mutation DeleteMailLabel($id: ID!) {\n    deleteMailLabel(id: $id)\n  }\n": typeof types.DeleteMailLabelDocument,
    "\n  mutation UpdateMailSettings($input: MailSettingsInput!) {\n    updateMailSettings(input: $input) {\n      messageLayout\n    }\n  }\n": typeof types.UpdateMailSettingsDocument,
    "\n  subscription MailReceived {\n    mailReceived {\n      ...MailFields\n    }\n  }\n": typeof types.MailReceivedDocument,
    "\n  fragment OrganizationSettingsFields on Organization {\n    id\n    name\n    logo\n    email\n    phone\n    address\n    locale\n    updatedAt\n  }\n": typeof types.OrganizationSettingsFieldsFragmentDoc,
    "\n  query OrganizationSettings {\n    myOrganization {\n      ...OrganizationSettingsFields\n    }\n  }\n": typeof types.OrganizationSettingsDocument,
    "\n  mutation UpdateOrganizationSettings($id: ID!, $input: OrganizationPatch!) {\n    updateOrganization(id: $id, input: $input) {\n      ...OrganizationSettingsFields\n    }\n  }\n": typeof types.UpdateOrganizationSettingsDocument,
    "\n  query OrganizationHome {\n    me {\n      id\n      name\n      email\n      avatar\n      status\n    }\n  }\n": typeof types.OrganizationHomeDocument,
    "\n  query AdminHomeSummary {\n    adminUsers(size: 1) {\n      pagination {\n        length\n      }\n    }\n    taskCounts {\n      total\n      remaining\n    }\n  }\n": typeof types.AdminHomeSummaryDocument,
    "\n  query AdminHomeContacts {\n    contacts(first: 1) {\n      totalCount\n    }\n  }\n": typeof types.AdminHomeContactsDocument,
    "\n  query HomeInbox {\n    notifications {\n      ...NotificationFields\n    }\n    messages {\n      ...MessageFields\n    }\n  }\n": typeof types.HomeInboxDocument,
    "\n  query HomeOrganization {\n    me {\n      id\n      organization {\n        id\n        name\n        type\n        email\n        phone\n        address\n      }\n    }\n  }\n": typeof types.HomeOrganizationDocument,
    "\n  query HomeAccount($id: ID!) {\n    adminUser(id: $id) {\n      id\n      createdAt\n    }\n  }\n": typeof types.HomeAccountDocument,
    "\n  query AdminHomeOrganization {\n    myOrganization {\n      id\n      name\n      slug\n      type\n      logo\n      email\n      phone\n      address\n      locale\n      archivedAt\n      plan {\n        id\n        name\n      }\n      storageUsedBytes\n      storageQuotaBytes\n      branches {\n        id\n        name\n        address\n        active\n      }\n      departments {\n        id\n        name\n        sport\n      }\n      currentSeason {\n        id\n        name\n        startsOn\n        endsOn\n        current\n      }\n    }\n  }\n": typeof types.AdminHomeOrganizationDocument,
    "\n  query HomeChildren {\n    athletes(first: 12) {\n      totalCount\n      nodes {\n        id\n        fullName\n        status\n        photo\n        memberships {\n          id\n          team {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": typeof types.HomeChildrenDocument,
    "\n  query HomeSchool($organizationId: ID!) {\n    schoolDashboard(organizationId: $organizationId) {\n      organizationId\n      athleteCount\n      missingConsentCount\n      teamsOverCapacity {\n        teamId\n      }\n      expiringCertifications {\n        id\n      }\n    }\n  }\n": typeof types.HomeSchoolDocument,
    "\n  query HomeCoachTeams {\n    teams(staffedByMe: true, first: 50) {\n      nodes {\n        id\n        name\n        capacity\n        memberCount\n        season {\n          id\n          name\n        }\n        staff {\n          id\n          role\n          professional {\n            id\n            userId\n          }\n        }\n      }\n    }\n  }\n": typeof types.HomeCoachTeamsDocument,
    "\n  query HomeCompanies {\n    companies(first: 2) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n": typeof types.HomeCompaniesDocument,
    "\n  fragment OrganizationRow on Organization {\n    id\n    name\n    slug\n    type\n    logo\n    email\n    phone\n    address\n    locale\n    timeZone\n    plan {\n      id\n      name\n    }\n    storageUsedBytes\n    storageQuotaBytes\n    archivedAt\n    createdAt\n  }\n": typeof types.OrganizationRowFragmentDoc,
    "\n  query OrganizationsPage(\n    $query: String\n    $type: OrganizationType\n    $sort: OrganizationListSort\n    $first: Int\n    $after: String\n    $includeArchived: Boolean\n  ) {\n    organizations(\n      query: $query\n      type: $type\n      sort: $sort\n      first: $first\n      after: $after\n      includeArchived: $includeArchived\n    ) {\n      nodes {\n        ...OrganizationRow\n      }\n      totalCount\n      endCursor\n    }\n  }\n": typeof types.OrganizationsPageDocument,
    "\n  query OrganizationProfile($id: ID!) {\n    organization(id: $id) {\n      ...OrganizationRow\n      branches {\n        id\n        name\n        address\n        active\n      }\n      departments {\n        id\n        name\n        sport\n      }\n      currentSeason {\n        id\n        name\n        startsOn\n        endsOn\n        current\n      }\n    }\n    seasons(organizationId: $id, first: 100) {\n      nodes {\n        id\n        name\n        startsOn\n        endsOn\n        current\n      }\n    }\n  }\n": typeof types.OrganizationProfileDocument,
    "\n  query OrganizationPlans {\n    subscriptionPlans {\n      id\n      name\n      storageQuotaBytes\n    }\n  }\n": typeof types.OrganizationPlansDocument,
    "\n  mutation CreateOrganization($input: CreateOrganizationInput!) {\n    createOrganization(input: $input) {\n      ...OrganizationRow\n    }\n  }\n": typeof types.CreateOrganizationDocument,
    "\n  mutation UpdateOrganization($id: ID!, $input: OrganizationPatch!) {\n    updateOrganization(id: $id, input: $input) {\n      ...OrganizationRow\n    }\n  }\n": typeof types.UpdateOrganizationDocument,
    "\n  mutation ArchiveOrganization($id: ID!) {\n    archiveOrganization(id: $id) {\n      ...OrganizationRow\n    }\n  }\n": typeof types.ArchiveOrganizationDocument,
    "\n  mutation RestoreOrganization($id: ID!) {\n    restoreOrganization(id: $id) {\n      ...OrganizationRow\n    }\n  }\n": typeof types.RestoreOrganizationDocument,
    "\n  fragment CertificationRow on Certification {\n    id\n    professionalId\n    kind\n    name\n    issuer\n    number\n    issuedOn\n    expiresOn\n    status\n    daysToExpiry\n    documentUrl\n    archivedAt\n  }\n": typeof types.CertificationRowFragmentDoc,
    "\n  fragment ProfessionalRow on Professional {\n    id\n    name\n    avatar\n    email\n    title\n    specialties\n    archivedAt\n    certifications {\n      id\n      status\n      daysToExpiry\n    }\n    staffAssignments {\n      id\n      role\n      team {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ProfessionalRowFragmentDoc,
    "\n  query ProfessionalsPage(\n    $query: String\n    $sort: ProfessionalSort\n    $first: Int\n    $after: String\n    $includeArchived: Boolean\n  ) {\n    professionals(\n      query: $query\n      sort: $sort\n      first: $first\n      after: $after\n      includeArchived: $includeArchived\n    ) {\n      nodes {\n        ...ProfessionalRow\n      }\n      totalCount\n      endCursor\n    }\n  }\n": typeof types.ProfessionalsPageDocument,
    "\n  query ProfessionalProfile($id: ID!) {\n    professional(id: $id) {\n      ...ProfessionalRow\n      userId\n      bio\n      certifications {\n        ...CertificationRow\n      }\n    }\n  }\n": typeof types.ProfessionalProfileDocument,
    "\n  mutation CreateCertification($professionalId: ID!, $input: CertificationInput!) {\n    createCertification(professionalId: $professionalId, input: $input) {\n      ...CertificationRow\n    }\n  }\n": typeof types.CreateCertificationDocument,
    "\n  mutation UpdateCertification($id: ID!, $input: CertificationInput!) {\n    updateCertification(id: $id, input: $input) {\n      ...CertificationRow\n    }\n  }\n": typeof types.UpdateCertificationDocument,
    "\n  mutation ArchiveCertification($id: ID!) {\n    archiveCertification(id: $id) {\n      ...CertificationRow\n    }\n  }\n": typeof types.ArchiveCertificationDocument,
    "\n  query ProfessionalUserCandidates($search: String) {\n    adminUsers(search: $search, size: 20, status: active) {\n      items {\n        id\n        fullName\n        email\n      }\n    }\n    professionals(first: 500, includeArchived: true) {\n      nodes {\n        id\n        userId\n      }\n    }\n  }\n": typeof types.ProfessionalUserCandidatesDocument,
    "\n  mutation CreateProfessional($input: CreateProfessionalInput!) {\n    createProfessional(input: $input) {\n      ...ProfessionalRow\n      userId\n      bio\n    }\n  }\n": typeof types.CreateProfessionalDocument,
    "\n  mutation UpdateProfessional($id: ID!, $input: ProfessionalPatch!) {\n    updateProfessional(id: $id, input: $input) {\n      ...ProfessionalRow\n      userId\n      bio\n    }\n  }\n": typeof types.UpdateProfessionalDocument,
    "\n  fragment QuickChatMessage on ChatMessage {\n    id\n    chatId\n    contactId\n    value\n    createdAt\n    isMine\n  }\n": typeof types.QuickChatMessageFragmentDoc,
    "\n  query QuickChatList {\n    chats {\n      id\n      unreadCount\n      muted\n      lastMessage\n      lastMessageAt\n      contact {\n        id\n        name\n        avatar\n      }\n    }\n  }\n": typeof types.QuickChatListDocument,
    "\n  query QuickChatConversation($id: ID!) {\n    chat(id: $id) {\n      id\n      unreadCount\n      muted\n      lastMessage\n      lastMessageAt\n      contact {\n        id\n        name\n        avatar\n        about\n      }\n      messages {\n        ...QuickChatMessage\n      }\n    }\n  }\n": typeof types.QuickChatConversationDocument,
    "\n  mutation QuickChatSendMessage($chatId: ID!, $value: String!) {\n    sendChatMessage(chatId: $chatId, value: $value) {\n      ...QuickChatMessage\n    }\n  }\n": typeof types.QuickChatSendMessageDocument,
    "\n  mutation QuickChatMarkRead($chatId: ID!) {\n    markChatRead(chatId: $chatId) {\n      id\n      unreadCount\n    }\n  }\n": typeof types.QuickChatMarkReadDocument,
    "\n  subscription QuickChatMessageAdded {\n    chatMessageAdded {\n      ...QuickChatMessage\n    }\n  }\n": typeof types.QuickChatMessageAddedDocument,
    "\n  query RegistrationForm($slug: String!) {\n    registrationForm(organizationSlug: $slug) {\n      organizationId\n      organizationName\n      organizationSlug\n      teams {\n        id\n        name\n        ageCategory\n        gender\n        birthYearMin\n        birthYearMax\n        placesLeft\n        departmentName\n        branchName\n      }\n      consentTexts {\n        id\n        purpose\n        version\n        required\n        textEn\n        textTr\n      }\n    }\n  }\n": typeof types.RegistrationFormDocument,
    "\n  mutation SubmitRegistration($input: SubmitRegistrationInput!) {\n    submitRegistration(input: $input) {\n      received\n      organizationName\n    }\n  }\n": typeof types.SubmitRegistrationDocument,
    "\n  fragment RegistrationRow on Registration {\n    id\n    status\n    teamId\n    team {\n      id\n      name\n      ageCategory\n    }\n    firstName\n    lastName\n    birthDate\n    gender\n    language\n    submittedAt\n    decidedAt\n    reason\n    athleteId\n    waitlistPosition\n    offerExpiresAt\n    guardians {\n      id\n      position\n      firstName\n      lastName\n      email\n      phone\n      relationship\n      userId\n    }\n  }\n": typeof types.RegistrationRowFragmentDoc,
    "\n  fragment RegistrationDetail on Registration {\n    ...RegistrationRow\n    note\n    documents {\n      id\n      kind\n      fileName\n      sizeBytes\n      downloadUrl\n    }\n    consents {\n      purpose\n      version\n      text {\n        id\n        required\n        textEn\n        textTr\n      }\n    }\n  }\n": typeof types.RegistrationDetailFragmentDoc,
    "\n  query RegistrationsPage(\n    $status: RegistrationStatus\n    $teamId: ID\n    $query: String\n    $first: Int\n    $after: String\n  ) {\n    registrations(status: $status, teamId: $teamId, query: $query, first: $first, after: $after) {\n      nodes {\n        ...RegistrationRow\n      }\n      totalCount\n      endCursor\n    }\n  }\n": typeof types.RegistrationsPageDocument,
    "\n  query RegistrationCounts($teamId: ID) {\n    registrationCounts(teamId: $teamId) {\n      pending\n      approved\n      rejected\n      waitlisted\n    }\n  }\n": typeof types.RegistrationCountsDocument,
    "\n  query Registration($id: ID!) {\n    registration(id: $id) {\n      ...RegistrationDetail\n    }\n  }\n": typeof types.RegistrationDocument,
    "\n  mutation ApproveRegistration($id: ID!) {\n    approveRegistration(id: $id) {\n      ...RegistrationDetail\n    }\n  }\n": typeof types.ApproveRegistrationDocument,
    "\n  mutation RejectRegistration($id: ID!, $reason: String!) {\n    rejectRegistration(id: $id, reason: $reason) {\n      ...RegistrationDetail\n    }\n  }\n": typeof types.RejectRegistrationDocument,
    "\n  query RegistrationQueueContext {\n    me {\n      id\n      organization {\n        id\n        slug\n      }\n    }\n    teams(currentSeason: true, managedByMe: true, first: 200, sort: AGE_ASC) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n": typeof types.RegistrationQueueContextDocument,
    "\n  query OpenErasureRequests {\n    openErasureRequests {\n      id\n      athleteId\n      athleteName\n      status\n      requestedAt\n      requestedBy\n    }\n  }\n": typeof types.OpenErasureRequestsDocument,
    "\n  query DashboardOrganizations {\n    myOrganization {\n      id\n      name\n    }\n    organizations(first: 100) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n": typeof types.DashboardOrganizationsDocument,
    "\n  query SchoolDashboard($organizationId: ID!) {\n    schoolDashboard(organizationId: $organizationId) {\n      organizationId\n      organizationName\n      wholeOrganization\n      currentSeason {\n        id\n        name\n        startsOn\n        endsOn\n      }\n      athleteCount\n      athletesByStatus {\n        status\n        count\n      }\n      athletesByTeam {\n        teamId\n        name\n        branchName\n        departmentName\n        capacity\n        athleteCount\n      }\n      athletesByAgeGroup {\n        birthYear\n        age\n        count\n      }\n      newAthletesThisSeason\n      teamsOverCapacity {\n        teamId\n        name\n        capacity\n        athleteCount\n      }\n      expiringCertifications {\n        id\n        professionalId\n        professionalName\n        kind\n        name\n        expiresOn\n        daysLeft\n      }\n      missingConsents {\n        athleteId\n        name\n        missingRegistration\n        missingHealthData\n      }\n      missingConsentCount\n      attendance {\n        month\n        sessions\n        sessionsWithRoll\n        rate {\n          marked\n          present\n          late\n          excused\n          absent\n          rate\n        }\n        withoutRoll {\n          occurrenceId\n          eventId\n          title\n          startsAt\n        }\n      }\n    }\n  }\n": typeof types.SchoolDashboardDocument,
    "\n  fragment ShortcutFields on Shortcut {\n    id\n    label\n    description\n    icon\n    link\n    useRouter\n  }\n": typeof types.ShortcutFieldsFragmentDoc,
    "\n  query TopBarShortcuts {\n    shortcuts {\n      ...ShortcutFields\n    }\n  }\n": typeof types.TopBarShortcutsDocument,
    "\n  mutation CreateShortcut($input: ShortcutInput!) {\n    createShortcut(input: $input) {\n      ...ShortcutFields\n    }\n  }\n": typeof types.CreateShortcutDocument,
    "\n  mutation UpdateShortcut($id: ID!, $input: ShortcutPatch!) {\n    updateShortcut(id: $id, input: $input) {\n      ...ShortcutFields\n    }\n  }\n": typeof types.UpdateShortcutDocument,
    "\n  mutation DeleteShortcut($id: ID!) {\n    deleteShortcut(id: $id)\n  }\n": typeof types.DeleteShortcutDocument,
    "\n  query TopBarMessages {\n    messages {\n      ...MessageFields\n    }\n  }\n": typeof types.TopBarMessagesDocument,
    "\n  query TopBarNotifications {\n    notifications {\n      ...NotificationFields\n    }\n  }\n": typeof types.TopBarNotificationsDocument,
    "\n  mutation ToggleMessageRead($id: ID!, $read: Boolean) {\n    toggleMessageRead(id: $id, read: $read) {\n      id\n      read\n    }\n  }\n": typeof types.ToggleMessageReadDocument,
    "\n  mutation ToggleNotificationRead($id: ID!, $read: Boolean) {\n    toggleNotificationRead(id: $id, read: $read) {\n      id\n      read\n    }\n  }\n": typeof types.ToggleNotificationReadDocument,
    "\n  mutation DeleteMessage($id: ID!) {\n    deleteMessage(id: $id)\n  }\n": typeof types.DeleteMessageDocument,
    "\n  mutation DeleteNotification($id: ID!) {\n    deleteNotification(id: $id)\n  }\n": typeof types.DeleteNotificationDocument,
    "\n  mutation MarkAllMessagesRead {\n    markAllMessagesRead\n  }\n": typeof types.MarkAllMessagesReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": typeof types.MarkAllNotificationsReadDocument,
    "\n  query TopBarSearch($query: String!, $language: String) {\n    search(query: $query, language: $language) {\n      id\n      label\n      total\n      hasMore\n      seeAllLink\n      results {\n        __typename\n        ... on ContactSearchResult {\n          avatar\n          name\n          link\n          value\n        }\n        ... on UserSearchResult {\n          id\n          avatar\n          name\n          email\n          link\n          value\n        }\n        ... on PageSearchResult {\n          title\n          link\n          value\n        }\n        ... on TaskSearchResult {\n          title\n          completed\n          link\n          value\n        }\n        ... on MailSearchResult {\n          id\n          subject\n          senderName\n          date\n          unread\n          link\n          value\n        }\n      }\n    }\n    searchPeople(query: $query) {\n      id\n      label\n      total\n      hasMore\n      results {\n        __typename\n        ... on AthleteSearchResult {\n          id\n          name\n          link\n          value\n        }\n        ... on TeamSearchResult {\n          id\n          name\n          link\n          value\n        }\n      }\n    }\n  }\n": typeof types.TopBarSearchDocument,
    "\n  query TopBarUser {\n    me {\n      id\n      name\n      email\n      avatar\n      status\n    }\n  }\n": typeof types.TopBarUserDocument,
    "\n  mutation UpdateMyStatus($status: PresenceStatus!) {\n    updateMe(input: { status: $status }) {\n      id\n      status\n    }\n  }\n": typeof types.UpdateMyStatusDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationFields\n    }\n  }\n": typeof types.NotificationAddedDocument,
    "\n  fragment SubscriptionPlanFields on SubscriptionPlan {\n    id\n    name\n    description\n    price\n    storageQuotaBytes\n    features\n  }\n": typeof types.SubscriptionPlanFieldsFragmentDoc,
    "\n  query SubscriptionPlans {\n    subscriptionPlans {\n      ...SubscriptionPlanFields\n    }\n  }\n": typeof types.SubscriptionPlansDocument,
    "\n  fragment OrganizationSubscriptionFields on Organization {\n    id\n    name\n    plan {\n      id\n      name\n    }\n    storageUsedBytes\n    storageQuotaBytes\n  }\n": typeof types.OrganizationSubscriptionFieldsFragmentDoc,
    "\n  query MyOrganizationSubscription {\n    myOrganization {\n      ...OrganizationSubscriptionFields\n    }\n  }\n": typeof types.MyOrganizationSubscriptionDocument,
    "\n  query OrganizationSubscription($id: ID!) {\n    organization(id: $id) {\n      ...OrganizationSubscriptionFields\n    }\n  }\n": typeof types.OrganizationSubscriptionDocument,
    "\n  mutation ChangeOrganizationPlan($id: ID!, $planId: ID) {\n    updateOrganization(id: $id, input: { planId: $planId }) {\n      ...OrganizationSubscriptionFields\n    }\n  }\n": typeof types.ChangeOrganizationPlanDocument,
    "\n  fragment TaskFields on Task {\n    id\n    type\n    title\n    notes\n    completed\n    dueDate\n    priority\n    tags\n    assignedTo\n    assignee {\n      id\n      name\n      avatar\n    }\n    subTasks {\n      id\n      title\n      completed\n    }\n    order\n  }\n": typeof types.TaskFieldsFragmentDoc,
    "\n  fragment TaskTagFields on TaskTag {\n    id\n    title\n  }\n": typeof types.TaskTagFieldsFragmentDoc,
    "\n  query Tasks {\n    tasks {\n      ...TaskFields\n    }\n    taskCounts {\n      total\n      remaining\n    }\n    taskTags {\n      ...TaskTagFields\n    }\n  }\n": typeof types.TasksDocument,
    "\n  query TaskAssignees {\n    taskAssignees {\n      id\n      name\n      email\n      avatar\n    }\n  }\n": typeof types.TaskAssigneesDocument,
    "\n  query SearchTasks($query: String!) {\n    searchTasks(query: $query) {\n      highlightedTitle\n      task {\n        ...TaskFields\n      }\n    }\n  }\n": typeof types.SearchTasksDocument,
    "\n  mutation CreateTask($type: TaskType!) {\n    createTask(type: $type) {\n      ...TaskFields\n    }\n  }\n": typeof types.CreateTaskDocument,
    "\n  mutation UpdateTask($id: ID!, $input: TaskPatch!) {\n    updateTask(id: $id, input: $input) {\n      ...TaskFields\n    }\n  }\n": typeof types.UpdateTaskDocument,
    "\n  mutation DeleteTask($id: ID!) {\n    deleteTask(id: $id)\n  }\n": typeof types.DeleteTaskDocument,
    "\n  mutation ReorderTasks($ids: [ID!]!) {\n    reorderTasks(ids: $ids) {\n      id\n      order\n    }\n  }\n": typeof types.ReorderTasksDocument,
    "\n  mutation CreateTaskTag($title: String!) {\n    createTaskTag(title: $title) {\n      ...TaskTagFields\n    }\n  }\n": typeof types.CreateTaskTagDocument,
    "\n  mutation UpdateTaskTag($id: ID!, $title: String!) {\n    updateTaskTag(id: $id, title: $title) {\n      ...TaskTagFields\n    }\n  }\n": typeof types.UpdateTaskTagDocument,
    "\n  mutation DeleteTaskTag($id: ID!) {\n    deleteTaskTag(id: $id)\n  }\n": typeof types.DeleteTaskTagDocument,
    "\n  fragment BranchRow on Branch {\n    id\n    name\n    address\n    phone\n    active\n    archivedAt\n    teamCount\n  }\n": typeof types.BranchRowFragmentDoc,
    "\n  query BranchesPage(\n    $query: String\n    $active: Boolean\n    $sort: OrganizationListSort\n    $first: Int\n    $after: String\n    $includeArchived: Boolean\n  ) {\n    branches(\n      query: $query\n      active: $active\n      sort: $sort\n      first: $first\n      after: $after\n      includeArchived: $includeArchived\n    ) {\n      nodes {\n        ...BranchRow\n      }\n      totalCount\n      endCursor\n    }\n  }\n": typeof types.BranchesPageDocument,
    "\n  mutation CreateBranch($input: BranchInput!) {\n    createBranch(input: $input) {\n      ...BranchRow\n    }\n  }\n": typeof types.CreateBranchDocument,
    "\n  mutation UpdateBranch($id: ID!, $input: BranchInput!) {\n    updateBranch(id: $id, input: $input) {\n      ...BranchRow\n    }\n  }\n": typeof types.UpdateBranchDocument,
    "\n  mutation ArchiveBranch($id: ID!) {\n    archiveBranch(id: $id) {\n      ...BranchRow\n    }\n  }\n": typeof types.ArchiveBranchDocument,
    "\n  mutation RestoreBranch($id: ID!) {\n    restoreBranch(id: $id) {\n      ...BranchRow\n    }\n  }\n": typeof types.RestoreBranchDocument,
    "\n  fragment TeamRow on Team {\n    id\n    name\n    branchId\n    branch {\n      id\n      name\n    }\n    departmentId\n    department {\n      id\n      name\n    }\n    seasonId\n    season {\n      id\n      name\n      current\n    }\n    birthYearMin\n    birthYearMax\n    ageCategory\n    gender\n    capacity\n    memberCount\n    archivedAt\n  }\n": typeof types.TeamRowFragmentDoc,
    "\n  fragment TeamStaffRow on TeamStaff {\n    id\n    teamId\n    role\n    professionalId\n    professional {\n      id\n      name\n      title\n      avatar\n    }\n  }\n": typeof types.TeamStaffRowFragmentDoc,
    "\n  query TeamsPage(\n    $query: String\n    $branchId: ID\n    $departmentId: ID\n    $seasonId: ID\n    $gender: TeamGender\n    $managedByMe: Boolean\n    $sort: TeamSort\n    $first: Int\n    $after: String\n    $includeArchived: Boolean\n  ) {\n    teams(\n      query: $query\n      branchId: $branchId\n      departmentId: $departmentId\n      seasonId: $seasonId\n      gender: $gender\n      managedByMe: $managedByMe\n      sort: $sort\n      first: $first\n      after: $after\n      includeArchived: $includeArchived\n    ) {\n      nodes {\n        ...TeamRow\n      }\n      totalCount\n      endCursor\n    }\n  }\n": typeof types.TeamsPageDocument,
    "\n  query TeamStructure {\n    branches(first: 500) {\n      nodes {\n        id\n        name\n      }\n    }\n    departments(first: 500) {\n      nodes {\n        id\n        name\n      }\n    }\n    seasons(first: 500) {\n      nodes {\n        id\n        name\n        current\n      }\n    }\n  }\n": typeof types.TeamStructureDocument,
    "\n  query TeamProfile($id: ID!) {\n    team(id: $id) {\n      ...TeamRow\n      season {\n        id\n        endsOn\n      }\n      staff {\n        ...TeamStaffRow\n      }\n    }\n    teamMemberships(teamId: $id) {\n      ...TeamRosterRow\n    }\n  }\n": typeof types.TeamProfileDocument,
    "\n  query TeamAttendance($id: ID!) {\n    team(id: $id) {\n      id\n      attendanceByMonth {\n        ...AttendanceMonthFields\n      }\n    }\n  }\n": typeof types.TeamAttendanceDocument,
    "\n  fragment TeamRosterRow on TeamMembership {\n    id\n    teamId\n    jerseyNumber\n    position\n    status\n    fromOn\n    athlete {\n      id\n      fullName\n    }\n  }\n": typeof types.TeamRosterRowFragmentDoc,
    "\n  query TeamAthleteCandidates($query: String, $birthYearFrom: Int) {\n    athletes(query: $query, birthYearFrom: $birthYearFrom, first: 20) {\n      nodes {\n        id\n        fullName\n        gender\n        licenceNumber\n      }\n    }\n  }\n": typeof types.TeamAthleteCandidatesDocument,
    "\n  mutation AddTeamAthlete($input: AddTeamMembershipInput!) {\n    addTeamMembership(input: $input) {\n      ...TeamRosterRow\n    }\n  }\n": typeof types.AddTeamAthleteDocument,
    "\n  query StaffCandidates($query: String) {\n    professionals(query: $query, first: 50) {\n      nodes {\n        id\n        name\n        title\n      }\n    }\n  }\n": typeof types.StaffCandidatesDocument,
    "\n  mutation CreateTeam($input: TeamInput!) {\n    createTeam(input: $input) {\n      ...TeamRow\n      staff {\n        ...TeamStaffRow\n      }\n    }\n  }\n": typeof types.CreateTeamDocument,
    "\n  mutation UpdateTeam($id: ID!, $input: TeamInput!) {\n    updateTeam(id: $id, input: $input) {\n      ...TeamRow\n    }\n  }\n": typeof types.UpdateTeamDocument,
    "\n  mutation ArchiveTeam($id: ID!) {\n    archiveTeam(id: $id) {\n      ...TeamRow\n    }\n  }\n": typeof types.ArchiveTeamDocument,
    "\n  mutation RestoreTeam($id: ID!) {\n    restoreTeam(id: $id) {\n      ...TeamRow\n    }\n  }\n": typeof types.RestoreTeamDocument,
    "\n  mutation AddTeamStaff($teamId: ID!, $professionalId: ID!, $role: TeamStaffRole!) {\n    addTeamStaff(teamId: $teamId, professionalId: $professionalId, role: $role) {\n      ...TeamStaffRow\n    }\n  }\n": typeof types.AddTeamStaffDocument,
    "\n  mutation RemoveTeamStaff($id: ID!) {\n    removeTeamStaff(id: $id) {\n      id\n      teamId\n      archivedAt\n    }\n  }\n": typeof types.RemoveTeamStaffDocument,
    "\n  query RoleScopeOptions($organizationId: ID) {\n    roleScopeOptions(organizationId: $organizationId, first: 500) {\n      type\n      id\n      name\n      detail\n      organizationId\n    }\n  }\n": typeof types.RoleScopeOptionsDocument,
    "\n  query UserDocumentsTab($userId: ID!) {\n    userDocuments(userId: $userId) {\n      id\n      fileName\n      downloadUrl\n      fileAvailable\n      uploadedAt\n      documentType {\n        id\n        name\n      }\n    }\n  }\n": typeof types.UserDocumentsTabDocument,
    "\n  query UserPaymentsTab($userId: ID!) {\n    userPayments(userId: $userId) {\n      id\n      athleteName\n      method\n      amount\n      currency\n      status\n      refunded\n      refundOf\n      receivedOn\n      paymentAt\n      unallocated\n      allocations {\n        invoiceId\n        invoiceNumber\n        amount\n      }\n    }\n  }\n": typeof types.UserPaymentsTabDocument,
    "\n  query UserNotificationPreferencesTab($userId: ID!) {\n    userNotificationPreferences(userId: $userId) {\n      notificationTypeId\n      enabled\n    }\n    notificationTypes {\n      id\n      name\n      description\n    }\n  }\n": typeof types.UserNotificationPreferencesTabDocument,
    "\n  query UserWalletTab($userId: ID!) {\n    userWallet(userId: $userId) {\n      id\n      token\n      balance\n      currency\n      balances {\n        balance\n        currency\n      }\n      createdAt\n    }\n  }\n": typeof types.UserWalletTabDocument,
    "\n  query UserDevicesTab($userId: ID!) {\n    userDevices(userId: $userId) {\n      id\n      deviceInfo\n      lastActiveAt\n    }\n  }\n": typeof types.UserDevicesTabDocument,
    "\n  query UserNotificationDeliveriesTab($userId: ID!) {\n    userNotificationDeliveries(userId: $userId) {\n      id\n      additionalData {\n        title\n        message\n      }\n      tryCount\n      sentAt\n      readAt\n      lastTryAt\n    }\n  }\n": typeof types.UserNotificationDeliveriesTabDocument,
    "\n  query UserSurveyAnswersTab($userId: ID!) {\n    userSurveyAnswers(userId: $userId) {\n      id\n      surveyQuestionAnswerId\n      surveyTitle\n      questionText\n      answerText\n      answeredAt\n    }\n  }\n": typeof types.UserSurveyAnswersTabDocument,
    "\n  query UserFeedbacksTab($userId: ID!) {\n    userFeedbacks(userId: $userId) {\n      id\n      content\n      rating\n      createdAt\n    }\n  }\n": typeof types.UserFeedbacksTabDocument,
    "\n  fragment AdminUserRow on AdminUser {\n    id\n    fullName\n    email\n    phone\n    avatar\n    status\n    subscriptionId\n    organizationId\n    organization {\n      id\n      name\n    }\n    createdAt\n    updatedAt\n    roles {\n      id\n      roleId\n      scopeType\n      scopeId\n      assignedAt\n      role {\n        id\n        key\n        name\n      }\n    }\n  }\n": typeof types.AdminUserRowFragmentDoc,
    "\n  query UsersRoles {\n    roles {\n      id\n      key\n      name\n      description\n      permissions\n    }\n  }\n": typeof types.UsersRolesDocument,
    "\n  query UsersPage(\n    $page: Int!\n    $size: Int!\n    $sort: AdminUserSortField!\n    $order: AdminSortDirection!\n    $search: String\n    $status: AccountStatus\n    $roleId: ID\n  ) {\n    adminUsers(\n      page: $page\n      size: $size\n      sort: $sort\n      order: $order\n      search: $search\n      status: $status\n      roleId: $roleId\n    ) {\n      items {\n        ...AdminUserRow\n      }\n      pagination {\n        length\n        size\n        page\n        lastPage\n        startIndex\n        endIndex\n      }\n    }\n  }\n": typeof types.UsersPageDocument,
    "\n  query UserDetail($id: ID!) {\n    adminUser(id: $id) {\n      ...AdminUserRow\n    }\n  }\n": typeof types.UserDetailDocument,
    "\n  query UserFormPlans {\n    subscriptionPlans {\n      id\n      name\n    }\n  }\n": typeof types.UserFormPlansDocument,
    "\n  mutation CreateAdminUser($input: CreateAdminUserInput!) {\n    createAdminUser(input: $input) {\n      ...AdminUserRow\n    }\n  }\n": typeof types.CreateAdminUserDocument,
    "\n  mutation UpdateAdminUser($id: ID!, $input: UpdateAdminUserInput!) {\n    updateAdminUser(id: $id, input: $input) {\n      ...AdminUserRow\n    }\n  }\n": typeof types.UpdateAdminUserDocument,
    "\n  mutation DeleteAdminUser($id: ID!) {\n    deleteAdminUser(id: $id)\n  }\n": typeof types.DeleteAdminUserDocument,
    "\n  mutation AssignUserRole($userId: ID!, $roleId: ID!, $scopeType: ScopeType, $scopeId: ID) {\n    assignUserRole(userId: $userId, roleId: $roleId, scopeType: $scopeType, scopeId: $scopeId) {\n      id\n    }\n  }\n": typeof types.AssignUserRoleDocument,
    "\n  mutation UnassignUserRole($userId: ID!, $roleId: ID!) {\n    unassignUserRole(userId: $userId, roleId: $roleId)\n  }\n": typeof types.UnassignUserRoleDocument,
    "\n  query NavigationMenu($language: String) {\n    navigation(language: $language) {\n      compact {\n        ...NavigationEntry\n        children {\n          ...NavigationEntry\n          children {\n            ...NavigationEntry\n            children {\n              ...NavigationEntry\n            }\n          }\n        }\n      }\n      default {\n        ...NavigationEntry\n        children {\n          ...NavigationEntry\n          children {\n            ...NavigationEntry\n            children {\n              ...NavigationEntry\n            }\n          }\n        }\n      }\n      futuristic {\n        ...NavigationEntry\n        children {\n          ...NavigationEntry\n          children {\n            ...NavigationEntry\n            children {\n              ...NavigationEntry\n            }\n          }\n        }\n      }\n      horizontal {\n        ...NavigationEntry\n        children {\n          ...NavigationEntry\n          children {\n            ...NavigationEntry\n            children {\n              ...NavigationEntry\n            }\n          }\n        }\n      }\n    }\n  }\n\n  fragment NavigationEntry on NavigationItem {\n    id\n    title\n    subtitle\n    type\n    icon\n    link\n    externalLink\n    badge {\n      title\n    }\n  }\n": typeof types.NavigationMenuDocument,
    "\n  fragment MessageFields on Message {\n    id\n    read\n    title\n    description\n    icon\n    image\n    link\n    useRouter\n    time\n    seen\n  }\n": typeof types.MessageFieldsFragmentDoc,
    "\n  fragment NotificationFields on Notification {\n    id\n    read\n    title\n    description\n    icon\n    image\n    link\n    useRouter\n    time\n    seen\n  }\n": typeof types.NotificationFieldsFragmentDoc,
    "\n  query Shell {\n    me {\n      id\n      name\n      email\n      avatar\n      status\n    }\n  }\n": typeof types.ShellDocument,
    "\n  query ViewerAccess {\n    viewerAccess {\n      staff\n    }\n  }\n": typeof types.ViewerAccessDocument,
    "\n  query ViewerRoles($userId: ID!) {\n    userRoles(userId: $userId) {\n      id\n      scopeType\n      scopeId\n      role {\n        id\n        key\n        permissions\n      }\n    }\n  }\n": typeof types.ViewerRolesDocument,
};
const documents: Documents = {
    "\n  mutation RefreshSession($accessToken: String!) {\n    signInWithToken(accessToken: $accessToken) {\n      accessToken\n      user {\n        id\n        name\n        email\n        avatar\n        status\n      }\n    }\n  }\n": types.RefreshSessionDocument,
    "\n  fragment AttendanceMonthFields on AttendanceRate {\n    from\n    marked\n    present\n    late\n    excused\n    absent\n    rate\n  }\n": types.AttendanceMonthFieldsFragmentDoc,
    "\n  query OrganizationChoices {\n    organizations(first: 500, sort: NAME_ASC) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n": types.OrganizationChoicesDocument,
    "\n  query ProfilePage {\n    me {\n      id\n      name\n      email\n      avatar\n      status\n      organization {\n        id\n        name\n      }\n    }\n    myAccount {\n      id\n      memberSince\n      roles {\n        id\n        key\n        name\n        scopeType\n        scopeName\n      }\n    }\n  }\n": types.ProfilePageDocument,
    "\n  query SettingsPage {\n    myAccount {\n      id\n      language\n      passwordChangedAt\n      notificationPreferences {\n        id\n        enabled\n        chosen\n        notificationType {\n          id\n          name\n          description\n          defaultEnabled\n        }\n      }\n    }\n  }\n": types.SettingsPageDocument,
    "\n  query AccountLanguage {\n    myAccount {\n      id\n      language\n    }\n    me {\n      id\n      organization {\n        id\n        locale\n      }\n    }\n  }\n": types.AccountLanguageDocument,
    "\n  mutation UpdateMyProfile($input: UpdateMeInput!) {\n    updateMe(input: $input) {\n      id\n      name\n      avatar\n    }\n  }\n": types.UpdateMyProfileDocument,
    "\n  mutation SetMyLanguage($language: Language!) {\n    setMyLanguage(language: $language) {\n      id\n      language\n    }\n  }\n": types.SetMyLanguageDocument,
    "\n  mutation SetMyNotificationPreference($input: SetMyNotificationPreferenceInput!) {\n    setMyNotificationPreference(input: $input) {\n      id\n      enabled\n      chosen\n    }\n  }\n": types.SetMyNotificationPreferenceDocument,
    "\n  mutation ChangeMyPassword($input: ChangeMyPasswordInput!) {\n    changeMyPassword(input: $input) {\n      accessToken\n      user {\n        id\n      }\n    }\n  }\n": types.ChangeMyPasswordDocument,
    "\n  fragment AthleteRow on Athlete {\n    id\n    fullName\n    firstName\n    lastName\n    gender\n    status\n    licenceNumber\n    photo\n    access\n    archivedAt\n    createdAt\n    private {\n      birthDate\n    }\n    memberships {\n      id\n      teamId\n      current\n      team {\n        id\n        name\n        ageCategory\n      }\n    }\n  }\n": types.AthleteRowFragmentDoc,
    "\n  query AthletesList(\n    $query: String\n    $first: Int\n    $after: String\n    $sort: AthleteSort\n    $status: AthleteStatus\n    $teamId: ID\n    $birthYearFrom: Int\n    $birthYearTo: Int\n    $newThisSeason: Boolean\n    $missingConsent: Boolean\n    $includeArchived: Boolean\n    $withCount: Boolean! = true\n  ) {\n    athletes(\n      query: $query\n      first: $first\n      after: $after\n      sort: $sort\n      status: $status\n      teamId: $teamId\n      birthYearFrom: $birthYearFrom\n      birthYearTo: $birthYearTo\n      newThisSeason: $newThisSeason\n      missingConsent: $missingConsent\n      includeArchived: $includeArchived\n    ) {\n      nodes {\n        ...AthleteRow\n      }\n      totalCount @include(if: $withCount)\n      endCursor\n    }\n  }\n": types.AthletesListDocument,
    "\n  query AthleteTeamOptions($query: String) {\n    teams(first: 200, query: $query, sort: NAME_ASC) {\n      nodes {\n        id\n        name\n        ageCategory\n        birthYearMin\n        birthYearMax\n        gender\n        capacity\n        memberCount\n        branch {\n          id\n          name\n        }\n        season {\n          id\n          name\n          startsOn\n          endsOn\n          current\n          archivedAt\n        }\n      }\n    }\n  }\n": types.AthleteTeamOptionsDocument,
    "\n  query AthleteDuplicates(\n    $organizationId: ID\n    $firstName: String!\n    $lastName: String!\n    $birthDate: String!\n    $excludeId: ID\n  ) {\n    athleteDuplicates(\n      organizationId: $organizationId\n      firstName: $firstName\n      lastName: $lastName\n      birthDate: $birthDate\n      excludeId: $excludeId\n    ) {\n      id\n      fullName\n      private {\n        birthDate\n      }\n    }\n  }\n": types.AthleteDuplicatesDocument,
    "\n  fragment AthleteProfile on Athlete {\n    ...AthleteRow\n    organizationId\n    updatedAt\n    private {\n      birthDate\n      email\n      phone\n      address\n      emergencyContactName\n      emergencyContactPhone\n      documents {\n        title\n        url\n      }\n    }\n    history: memberships(includeEnded: true) {\n      id\n      teamId\n      team {\n        id\n        name\n        ageCategory\n      }\n      jerseyNumber\n      position\n      status\n      fromOn\n      toOn\n      current\n    }\n    guardians {\n      id\n      relationship\n      legalGuardian\n      isPrimary\n      mayPickUp\n      guardian {\n        id\n        name\n        email\n      }\n    }\n    consents(includeWithdrawn: true) {\n      id\n      purpose\n      active\n      grantedAt\n      withdrawnAt\n      grantedBy {\n        id\n        name\n      }\n      withdrawnBy {\n        id\n        name\n      }\n    }\n  }\n": types.AthleteProfileFragmentDoc,
    "\n  query AthleteProfile($id: ID!) {\n    athlete(id: $id) {\n      ...AthleteProfile\n    }\n  }\n": types.AthleteProfileDocument,
    "\n  query AthleteAttendance($id: ID!) {\n    athlete(id: $id) {\n      id\n      attendanceByMonth {\n        ...AttendanceMonthFields\n      }\n      attendanceHistory {\n        occurrenceId\n        eventId\n        title\n        type\n        startsAt\n        timeZone\n        attendance\n      }\n    }\n  }\n": types.AthleteAttendanceDocument,
    "\n  query AthleteHealth($athleteId: ID!) {\n    athleteHealth(athleteId: $athleteId) {\n      athleteId\n      medicalNotes\n      healthDataConsent\n    }\n  }\n": types.AthleteHealthDocument,
    "\n  mutation CreateAthlete($input: CreateAthleteInput!) {\n    createAthlete(input: $input) {\n      ...AthleteProfile\n    }\n  }\n": types.CreateAthleteDocument,
    "\n  mutation UpdateAthlete($id: ID!, $input: UpdateAthleteInput!) {\n    updateAthlete(id: $id, input: $input) {\n      ...AthleteProfile\n    }\n  }\n": types.UpdateAthleteDocument,
    "\n  mutation ArchiveAthlete($id: ID!) {\n    archiveAthlete(id: $id) {\n      id\n      archivedAt\n    }\n  }\n": types.ArchiveAthleteDocument,
    "\n  mutation RestoreAthlete($id: ID!) {\n    restoreAthlete(id: $id) {\n      id\n      archivedAt\n    }\n  }\n": types.RestoreAthleteDocument,
    "\n  mutation MoveAthlete($input: MoveAthleteInput!) {\n    moveAthlete(input: $input) {\n      ended {\n        id\n        toOn\n        current\n      }\n      started {\n        id\n      }\n    }\n  }\n": types.MoveAthleteDocument,
    "\n  mutation LinkGuardian($input: LinkGuardianInput!) {\n    linkGuardian(input: $input) {\n      id\n    }\n  }\n": types.LinkGuardianDocument,
    "\n  mutation InviteGuardian($input: InviteGuardianInput!) {\n    inviteGuardian(input: $input) {\n      athleteId\n      email\n    }\n  }\n": types.InviteGuardianDocument,
    "\n  mutation UpdateGuardianLink($id: ID!, $input: UpdateGuardianLinkInput!) {\n    updateGuardianLink(id: $id, input: $input) {\n      id\n      relationship\n      legalGuardian\n      isPrimary\n      mayPickUp\n    }\n  }\n": types.UpdateGuardianLinkDocument,
    "\n  mutation UnlinkGuardian($id: ID!) {\n    unlinkGuardian(id: $id) {\n      id\n      archivedAt\n    }\n  }\n": types.UnlinkGuardianDocument,
    "\n  mutation UpdateTeamMembership($id: ID!, $input: UpdateTeamMembershipInput!) {\n    updateTeamMembership(id: $id, input: $input) {\n      id\n      jerseyNumber\n      position\n      status\n    }\n  }\n": types.UpdateTeamMembershipDocument,
    "\n  mutation GrantConsent($input: GrantConsentInput!) {\n    grantConsent(input: $input) {\n      id\n      purpose\n      active\n    }\n  }\n": types.GrantConsentDocument,
    "\n  mutation WithdrawConsent($id: ID!) {\n    withdrawConsent(id: $id) {\n      id\n      active\n      withdrawnAt\n    }\n  }\n": types.WithdrawConsentDocument,
    "\n  query GuardianCandidates($query: String) {\n    guardianCandidates(query: $query, first: 20) {\n      id\n      name\n      email\n    }\n  }\n": types.GuardianCandidatesDocument,
    "\n  query GuardiansList($query: String, $first: Int, $after: String, $withCount: Boolean! = true) {\n    athletes(query: $query, first: $first, after: $after) {\n      nodes {\n        id\n        fullName\n        status\n        guardians {\n          id\n          relationship\n          legalGuardian\n          isPrimary\n          mayPickUp\n          guardian {\n            id\n            name\n            email\n          }\n        }\n      }\n      totalCount @include(if: $withCount)\n      endCursor\n    }\n  }\n": types.GuardiansListDocument,
    "\n  query AthleteDataExport($athleteId: ID!) {\n    athleteDataExport(athleteId: $athleteId) {\n      fileName\n      json\n    }\n  }\n": types.AthleteDataExportDocument,
    "\n  fragment ErasureRequestFields on ErasureRequest {\n    id\n    status\n    requestedAt\n    requestedBy\n    note\n    decidedAt\n    reason\n  }\n": types.ErasureRequestFieldsFragmentDoc,
    "\n  query AthleteErasure($id: ID!) {\n    athlete(id: $id) {\n      id\n      erasureRequest {\n        ...ErasureRequestFields\n      }\n    }\n  }\n": types.AthleteErasureDocument,
    "\n  mutation RequestAthleteErasure($athleteId: ID!, $note: String) {\n    requestAthleteErasure(athleteId: $athleteId, note: $note) {\n      ...ErasureRequestFields\n    }\n  }\n": types.RequestAthleteErasureDocument,
    "\n  mutation CompleteAthleteErasure($id: ID!) {\n    completeAthleteErasure(id: $id) {\n      ...ErasureRequestFields\n    }\n  }\n": types.CompleteAthleteErasureDocument,
    "\n  mutation DeclineAthleteErasure($id: ID!, $reason: String!) {\n    declineAthleteErasure(id: $id, reason: $reason) {\n      ...ErasureRequestFields\n    }\n  }\n": types.DeclineAthleteErasureDocument,
    "\n  query AthleteDataPdf($athleteId: ID!, $language: Language) {\n    athleteDataExport(athleteId: $athleteId) {\n      pdfFileName\n      pdf(language: $language)\n    }\n  }\n": types.AthleteDataPdfDocument,
    "\n  query AthleteRegistration($id: ID!) {\n    athlete(id: $id) {\n      id\n      registration {\n        id\n        status\n        submittedAt\n        decidedAt\n      }\n    }\n  }\n": types.AthleteRegistrationDocument,
    "\n  query AthleteFeeStanding($id: ID!) {\n    athlete(id: $id) {\n      id\n      feeStanding\n    }\n  }\n": types.AthleteFeeStandingDocument,
    "\n  mutation UpdateAthleteMedicalNotes($athleteId: ID!, $medicalNotes: String) {\n    updateAthleteHealth(athleteId: $athleteId, medicalNotes: $medicalNotes) {\n      athleteId\n      medicalNotes\n      healthDataConsent\n    }\n  }\n": types.UpdateAthleteMedicalNotesDocument,
    "\n  fragment AuditEntryFields on AuditLogEntry {\n    id\n    organizationId\n    actor {\n      id\n      name\n    }\n    action\n    entityType\n    entityId\n    summary\n    before\n    after\n    createdAt\n  }\n": types.AuditEntryFieldsFragmentDoc,
    "\n  query AuditLogPage(\n    $first: Int\n    $after: String\n    $query: String\n    $sort: AuditLogSort\n    $actorId: ID\n    $entityType: String\n    $actions: [AuditAction!]\n    $from: DateTime\n    $to: DateTime\n    $withCount: Boolean! = true\n  ) {\n    auditLog(\n      first: $first\n      after: $after\n      query: $query\n      sort: $sort\n      actorId: $actorId\n      entityType: $entityType\n      actions: $actions\n      from: $from\n      to: $to\n    ) {\n      totalCount @include(if: $withCount)\n      endCursor\n      nodes {\n        ...AuditEntryFields\n      }\n    }\n  }\n": types.AuditLogPageDocument,
    "\n  query AuditActors {\n    adminUsers(size: 200) {\n      items {\n        id\n        fullName\n      }\n    }\n  }\n": types.AuditActorsDocument,
    "\n  query AuditLogEntry($id: ID!) {\n    auditLogEntry(id: $id) {\n      ...AuditEntryFields\n    }\n  }\n": types.AuditLogEntryDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input)\n  }\n": types.SignUpDocument,
    "\n  mutation ForgotPassword($input: ForgotPasswordInput!) {\n    forgotPassword(input: $input)\n  }\n": types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation UnlockSession($input: SignInInput!) {\n    unlockSession(input: $input) {\n      accessToken\n      user {\n        id\n        name\n      }\n    }\n  }\n": types.UnlockSessionDocument,
    "\n  query UnlockSessionUser {\n    me {\n      id\n      name\n      email\n      avatar\n    }\n  }\n": types.UnlockSessionUserDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      accessToken\n      tokenType\n      user {\n        id\n        name\n        email\n        avatar\n        status\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  query RegistrationSchools {\n    registrationSchools {\n      name\n      slug\n    }\n  }\n": types.RegistrationSchoolsDocument,
    "\n  fragment CompanyRow on Company {\n    id\n    organizationId\n    name\n    taxNumber\n    taxOffice\n    logo\n    email\n    phone\n    website\n    archivedAt\n    createdAt\n    updatedAt\n  }\n": types.CompanyRowFragmentDoc,
    "\n  fragment SponsorshipRow on Sponsorship {\n    id\n    companyId\n    organizationId\n    scopeType\n    scopeId\n    scopeName\n    tier\n    amount\n    currency\n    startsOn\n    endsOn\n    notes\n    current\n    archivedAt\n  }\n": types.SponsorshipRowFragmentDoc,
    "\n  fragment CompanyContactRow on CompanyContact {\n    id\n    companyId\n    createdAt\n    user {\n      id\n      name\n      email\n      avatar\n    }\n  }\n": types.CompanyContactRowFragmentDoc,
    "\n  query CompaniesPage(\n    $query: String\n    $sort: CompanySort\n    $first: Int\n    $after: String\n    $includeArchived: Boolean\n    $organizationId: ID\n  ) {\n    companies(\n      query: $query\n      sort: $sort\n      first: $first\n      after: $after\n      includeArchived: $includeArchived\n      organizationId: $organizationId\n    ) {\n      nodes {\n        ...CompanyRow\n      }\n      totalCount\n      endCursor\n    }\n  }\n": types.CompaniesPageDocument,
    "\n  query CompanyOrganizations {\n    organizations(first: 500) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n": types.CompanyOrganizationsDocument,
    "\n  query CompanyProfile($id: ID!) {\n    company(id: $id) {\n      ...CompanyRow\n      contacts {\n        ...CompanyContactRow\n      }\n      sponsorships {\n        ...SponsorshipRow\n      }\n    }\n  }\n": types.CompanyProfileDocument,
    "\n  query SponsorshipScopes($organizationId: ID!) {\n    organization(id: $organizationId) {\n      id\n      name\n    }\n    branches(organizationId: $organizationId, first: 500) {\n      nodes {\n        id\n        name\n      }\n    }\n    teams(organizationId: $organizationId, first: 500) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n": types.SponsorshipScopesDocument,
    "\n  query CompanyContactCandidates($roleId: ID!, $search: String) {\n    adminUsers(roleId: $roleId, search: $search, size: 50) {\n      items {\n        id\n        fullName\n        email\n        organizationId\n      }\n    }\n  }\n": types.CompanyContactCandidatesDocument,
    "\n  query CompanyRoles {\n    roles {\n      id\n      key\n    }\n  }\n": types.CompanyRolesDocument,
    "\n  mutation CreateCompany($input: CompanyInput!) {\n    createCompany(input: $input) {\n      ...CompanyRow\n    }\n  }\n": types.CreateCompanyDocument,
    "\n  mutation UpdateCompany($id: ID!, $input: CompanyPatch!) {\n    updateCompany(id: $id, input: $input) {\n      ...CompanyRow\n    }\n  }\n": types.UpdateCompanyDocument,
    "\n  mutation ArchiveCompany($id: ID!) {\n    archiveCompany(id: $id) {\n      ...CompanyRow\n    }\n  }\n": types.ArchiveCompanyDocument,
    "\n  mutation RestoreCompany($id: ID!) {\n    restoreCompany(id: $id) {\n      ...CompanyRow\n    }\n  }\n": types.RestoreCompanyDocument,
    "\n  mutation AddCompanyContact($companyId: ID!, $userId: ID!) {\n    addCompanyContact(companyId: $companyId, userId: $userId) {\n      id\n      contacts {\n        ...CompanyContactRow\n      }\n    }\n  }\n": types.AddCompanyContactDocument,
    "\n  mutation RemoveCompanyContact($companyId: ID!, $userId: ID!) {\n    removeCompanyContact(companyId: $companyId, userId: $userId) {\n      id\n      contacts {\n        ...CompanyContactRow\n      }\n    }\n  }\n": types.RemoveCompanyContactDocument,
    "\n  mutation CreateSponsorship($input: SponsorshipInput!) {\n    createSponsorship(input: $input) {\n      ...SponsorshipRow\n      company {\n        id\n        sponsorships {\n          ...SponsorshipRow\n        }\n      }\n    }\n  }\n": types.CreateSponsorshipDocument,
    "\n  mutation UpdateSponsorship($id: ID!, $input: SponsorshipPatch!) {\n    updateSponsorship(id: $id, input: $input) {\n      ...SponsorshipRow\n    }\n  }\n": types.UpdateSponsorshipDocument,
    "\n  fragment ContactListItem on Contact {\n    id\n    name\n    avatar\n    title\n    company\n    emails {\n      email\n      label\n    }\n  }\n": types.ContactListItemFragmentDoc,
    "\n  fragment ContactDetail on Contact {\n    id\n    name\n    avatar\n    background\n    title\n    company\n    emails {\n      email\n      label\n    }\n    phoneNumbers {\n      country\n      phoneNumber\n      label\n    }\n    birthday\n    address\n    notes\n    tags\n  }\n": types.ContactDetailFragmentDoc,
    "\n  query ContactsPage($query: String, $first: Int, $after: String) {\n    contacts(query: $query, first: $first, after: $after) {\n      nodes {\n        ...ContactListItem\n      }\n      totalCount\n      endCursor\n    }\n  }\n": types.ContactsPageDocument,
    "\n  query ContactDetail($id: ID!) {\n    contact(id: $id) {\n      ...ContactDetail\n    }\n  }\n": types.ContactDetailDocument,
    "\n  query ContactsReference {\n    countries {\n      id\n      iso\n      name\n      code\n      flagImagePos\n    }\n    contactTags {\n      id\n      title\n    }\n  }\n": types.ContactsReferenceDocument,
    "\n  mutation CreateContact {\n    createContact {\n      ...ContactListItem\n      ...ContactDetail\n    }\n  }\n": types.CreateContactDocument,
    "\n  mutation UpdateContact($id: ID!, $input: ContactPatch!) {\n    updateContact(id: $id, input: $input) {\n      ...ContactListItem\n      ...ContactDetail\n    }\n  }\n": types.UpdateContactDocument,
    "\n  mutation DeleteContact($id: ID!) {\n    deleteContact(id: $id)\n  }\n": types.DeleteContactDocument,
    "\n  mutation UploadContactAvatar($id: ID!, $avatar: String!) {\n    uploadContactAvatar(id: $id, avatar: $avatar) {\n      id\n      avatar\n    }\n  }\n": types.UploadContactAvatarDocument,
    "\n  mutation CreateContactTag($title: String!) {\n    createContactTag(title: $title) {\n      id\n      title\n    }\n  }\n": types.CreateContactTagDocument,
    "\n  mutation UpdateContactTag($id: ID!, $title: String!) {\n    updateContactTag(id: $id, title: $title) {\n      id\n      title\n    }\n  }\n": types.UpdateContactTagDocument,
    "\n  mutation DeleteContactTag($id: ID!) {\n    deleteContactTag(id: $id)\n  }\n": types.DeleteContactTagDocument,
    "\n  query CalendarFeed {\n    calendarFeed {\n      createdAt\n      lastUsedAt\n    }\n  }\n": types.CalendarFeedDocument,
    "\n  mutation CreateCalendarFeed {\n    createCalendarFeed {\n      url\n      createdAt\n      lastUsedAt\n    }\n  }\n": types.CreateCalendarFeedDocument,
    "\n  mutation DeleteCalendarFeed {\n    deleteCalendarFeed\n  }\n": types.DeleteCalendarFeedDocument,
    "\n  fragment EventDetail on Event {\n    id\n    organizationId\n    type\n    title\n    scope\n    branchId\n    branch {\n      id\n      name\n    }\n    teamIds\n    teams {\n      id\n      name\n    }\n    startsAt\n    endsAt\n    timeZone\n    recurrence {\n      frequency\n      interval\n      weekdays\n      until\n      count\n      excludedDates\n      rule\n    }\n    venueBranchId\n    venueBranch {\n      id\n      name\n    }\n    venue\n    capacity\n    feeMinor\n    notes\n    status\n    splitFromId\n    canEdit\n  }\n": types.EventDetailFragmentDoc,
    "\n  fragment OccurrenceFields on EventOccurrence {\n    id\n    eventId\n    originalStart\n    startsAt\n    endsAt\n    title\n    status\n    venue\n  }\n": types.OccurrenceFieldsFragmentDoc,
    "\n  fragment CalendarOccurrence on EventOccurrence {\n    ...OccurrenceFields\n    notes\n    changed\n    event {\n      ...EventDetail\n    }\n  }\n": types.CalendarOccurrenceFragmentDoc,
    "\n  query EventsCalendar($from: DateTime!, $to: DateTime!, $branchId: ID, $teamId: ID, $types: [EventType!]) {\n    calendar(from: $from, to: $to, branchId: $branchId, teamId: $teamId, types: $types) {\n      ...CalendarOccurrence\n    }\n  }\n": types.EventsCalendarDocument,
    "\n  query EventsCalendarGrid(\n    $from: DateTime!\n    $to: DateTime!\n    $branchId: ID\n    $teamId: ID\n    $types: [EventType!]\n    $perDay: Int\n  ) {\n    calendarGrid(from: $from, to: $to, branchId: $branchId, teamId: $teamId, types: $types, perDay: $perDay) {\n      occurrences {\n        ...CalendarOccurrence\n      }\n      days {\n        date\n        total\n        hidden\n      }\n    }\n  }\n": types.EventsCalendarGridDocument,
    "\n  query EventChoices {\n    me {\n      id\n      organization {\n        id\n        timeZone\n      }\n    }\n    branches(first: 500) {\n      nodes {\n        id\n        name\n      }\n    }\n    teams(first: 500, currentSeason: true) {\n      nodes {\n        id\n        name\n        branchId\n      }\n    }\n  }\n": types.EventChoicesDocument,
    "\n  mutation CreateEvent($input: EventInput!) {\n    createEvent(input: $input) {\n      ...EventDetail\n    }\n  }\n": types.CreateEventDocument,
    "\n  mutation UpdateEvent($id: ID!, $input: EventInput!, $occurrenceStart: DateTime, $mode: EventEditMode) {\n    updateEvent(id: $id, input: $input, occurrenceStart: $occurrenceStart, mode: $mode) {\n      ...EventDetail\n    }\n  }\n": types.UpdateEventDocument,
    "\n  mutation CancelEvent($id: ID!, $occurrenceStart: DateTime, $mode: EventEditMode, $cancelled: Boolean) {\n    cancelEvent(id: $id, occurrenceStart: $occurrenceStart, mode: $mode, cancelled: $cancelled) {\n      ...EventDetail\n    }\n  }\n": types.CancelEventDocument,
    "\n  mutation DeleteEvent($id: ID!) {\n    deleteEvent(id: $id)\n  }\n": types.DeleteEventDocument,
    "\n  fragment OccurrenceAttendeeFields on OccurrenceAttendee {\n    athleteId\n    athleteName\n    rsvp\n    rsvpNote\n    rsvpAt\n    attendance\n    checkedByName\n    checkedAt\n  }\n": types.OccurrenceAttendeeFieldsFragmentDoc,
    "\n  fragment RsvpCountFields on RsvpCounts {\n    going\n    notGoing\n    maybe\n    unanswered\n  }\n": types.RsvpCountFieldsFragmentDoc,
    "\n  query EventOccurrenceAttendance($eventId: ID!, $occurrenceStart: DateTime!) {\n    eventOccurrence(eventId: $eventId, occurrenceStart: $occurrenceStart) {\n      id\n      attendees {\n        ...OccurrenceAttendeeFields\n      }\n      rsvpCounts {\n        ...RsvpCountFields\n      }\n    }\n  }\n": types.EventOccurrenceAttendanceDocument,
    "\n  mutation AnswerRsvp(\n    $eventId: ID!\n    $occurrenceStart: DateTime!\n    $athleteId: ID!\n    $answer: RsvpAnswer!\n    $note: String\n  ) {\n    answerRsvp(\n      eventId: $eventId\n      occurrenceStart: $occurrenceStart\n      athleteId: $athleteId\n      answer: $answer\n      note: $note\n    ) {\n      ...OccurrenceAttendeeFields\n    }\n  }\n": types.AnswerRsvpDocument,
    "\n  mutation TakeAttendance($eventId: ID!, $occurrenceStart: DateTime!, $marks: [AttendanceInput!]!) {\n    takeAttendance(eventId: $eventId, occurrenceStart: $occurrenceStart, marks: $marks) {\n      ...OccurrenceAttendeeFields\n    }\n  }\n": types.TakeAttendanceDocument,
    "\n  query LinkedOccurrence($eventId: ID!, $at: DateTime!) {\n    eventOccurrence(eventId: $eventId, occurrenceStart: $at) {\n      ...CalendarOccurrence\n    }\n  }\n": types.LinkedOccurrenceDocument,
    "\n  fragment WeekSession on EventOccurrence {\n    ...OccurrenceFields\n    event {\n      id\n      type\n      timeZone\n      venueBranch {\n        id\n        name\n      }\n    }\n  }\n": types.WeekSessionFragmentDoc,
    "\n  query ParentWeek($from: DateTime!, $to: DateTime!) {\n    calendar(from: $from, to: $to) {\n      ...WeekSession\n      attendees {\n        ...OccurrenceAttendeeFields\n      }\n    }\n  }\n": types.ParentWeekDocument,
    "\n  query StaffWeek($from: DateTime!, $to: DateTime!) {\n    calendar(from: $from, to: $to) {\n      ...WeekSession\n      rsvpCounts {\n        ...RsvpCountFields\n      }\n    }\n  }\n": types.StaffWeekDocument,
    "\n  fragment InvoiceRow on Invoice {\n    id\n    number\n    status\n    athleteId\n    athleteName\n    period\n    periods\n    currency\n    issuedOn\n    dueOn\n    total\n    paid\n    outstanding\n    remindersPaused\n  }\n": types.InvoiceRowFragmentDoc,
    "\n  fragment InvoiceDetail on Invoice {\n    ...InvoiceRow\n    organizationId\n    planId\n    teamId\n    lines {\n      description\n      amount\n    }\n    subtotal\n    discount\n    tax\n    voidedAt\n    voidReason\n  }\n": types.InvoiceDetailFragmentDoc,
    "\n  fragment PaymentRow on Payment {\n    id\n    athleteId\n    athleteName\n    method\n    reference\n    amount\n    currency\n    receivedOn\n    unallocated\n    refundOf\n    refundReason\n    allocations {\n      invoiceId\n      invoiceNumber\n      amount\n    }\n  }\n": types.PaymentRowFragmentDoc,
    "\n  fragment FeePlanRow on FeePlan {\n    id\n    name\n    kind\n    currency\n    amount\n    instalments\n    firstDueOn\n    taxRate\n    discounts {\n      label\n      kind\n      value\n    }\n    archivedAt\n    newcomerTeams {\n      teamId\n      name\n    }\n  }\n": types.FeePlanRowFragmentDoc,
    "\n  query InvoicesPage(\n    $organizationId: ID\n    $status: InvoiceStatus\n    $teamId: ID\n    $query: String\n    $first: Int\n    $after: String\n  ) {\n    invoices(\n      organizationId: $organizationId\n      status: $status\n      teamId: $teamId\n      query: $query\n      first: $first\n      after: $after\n    ) {\n      totalCount\n      endCursor\n      nodes {\n        ...InvoiceRow\n      }\n    }\n  }\n": types.InvoicesPageDocument,
    "\n  query Invoice($id: ID!) {\n    invoice(id: $id) {\n      ...InvoiceDetail\n    }\n  }\n": types.InvoiceDocument,
    "\n  query PrintableInvoice($id: ID!) {\n    invoice(id: $id) {\n      ...InvoiceDetail\n    }\n    me {\n      id\n      organization {\n        id\n        name\n      }\n    }\n  }\n": types.PrintableInvoiceDocument,
    "\n  query AthletePayments($athleteId: ID!) {\n    payments(athleteId: $athleteId) {\n      ...PaymentRow\n    }\n  }\n": types.AthletePaymentsDocument,
    "\n  query FinanceSummary($organizationId: ID) {\n    financeSummary(organizationId: $organizationId) {\n      currency\n      billed\n      collected\n      outstanding\n      overdue\n      overdueCount\n      collectionRate\n      months {\n        month\n        billed\n        collected\n      }\n      teams {\n        id\n        name\n        outstanding\n        overdue\n      }\n      recentPayments {\n        ...PaymentRow\n      }\n    }\n  }\n": types.FinanceSummaryDocument,
    "\n  query FeePlans($organizationId: ID) {\n    feePlans(organizationId: $organizationId) {\n      ...FeePlanRow\n    }\n    teams(organizationId: $organizationId, currentSeason: true, first: 200) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n": types.FeePlansDocument,
    "\n  mutation CreateFeePlan($organizationId: ID, $input: FeePlanInput!) {\n    createFeePlan(organizationId: $organizationId, input: $input) {\n      ...FeePlanRow\n    }\n  }\n": types.CreateFeePlanDocument,
    "\n  mutation AssignFeePlan($planId: ID!, $teamId: ID, $newcomers: Boolean) {\n    assignFeePlan(planId: $planId, teamId: $teamId, newcomers: $newcomers) {\n      plan {\n        ...FeePlanRow\n      }\n      athletes\n      skipped\n      invoices {\n        ...InvoiceRow\n      }\n    }\n  }\n": types.AssignFeePlanDocument,
    "\n  mutation RecordPayment($input: PaymentInput!) {\n    recordPayment(input: $input) {\n      ...PaymentRow\n    }\n  }\n": types.RecordPaymentDocument,
    "\n  mutation VoidInvoice($id: ID!, $reason: String!) {\n    voidInvoice(id: $id, reason: $reason) {\n      ...InvoiceDetail\n    }\n  }\n": types.VoidInvoiceDocument,
    "\n  mutation SetFeeRemindersPaused($athleteId: ID!, $paused: Boolean!) {\n    setFeeRemindersPaused(athleteId: $athleteId, paused: $paused)\n  }\n": types.SetFeeRemindersPausedDocument,
    "\n  query FamilyInvoices {\n    invoices(first: 20) {\n      totalCount\n      nodes {\n        ...InvoiceRow\n      }\n    }\n  }\n": types.FamilyInvoicesDocument,
    "\n  mutation RefundPayment($paymentId: ID!, $amount: String!, $reason: String!) {\n    refundPayment(paymentId: $paymentId, amount: $amount, reason: $reason) {\n      ...PaymentRow\n    }\n  }\n": types.RefundPaymentDocument,
    "\n  query CardPaymentsEnabled {\n    cardPaymentsEnabled\n  }\n": types.CardPaymentsEnabledDocument,
    "\n  mutation StartCardPayment($invoiceId: ID!) {\n    startCardPayment(invoiceId: $invoiceId) {\n      url\n      providerReference\n    }\n  }\n": types.StartCardPaymentDocument,
    "\n  query MoneyAccess {\n    moneyAccess {\n      manage\n      plans\n    }\n  }\n": types.MoneyAccessDocument,
    "\n  mutation StopBillingNewcomers($planId: ID!, $teamId: ID!) {\n    stopBillingNewcomers(planId: $planId, teamId: $teamId) {\n      ...FeePlanRow\n    }\n  }\n": types.StopBillingNewcomersDocument,
    "\n  fragment MoneyAdminsFields on MoneyAdmins {\n    organizationId\n    restricted\n    editable\n    candidates {\n      userId\n      name\n      email\n      branchName\n      named\n    }\n  }\n": types.MoneyAdminsFieldsFragmentDoc,
    "\n  query MoneyAdmins($organizationId: ID) {\n    moneyAdmins(organizationId: $organizationId) {\n      ...MoneyAdminsFields\n    }\n  }\n": types.MoneyAdminsDocument,
    "\n  mutation SetMoneyAdmins($organizationId: ID!, $userIds: [ID!]!) {\n    setMoneyAdmins(organizationId: $organizationId, userIds: $userIds) {\n      ...MoneyAdminsFields\n    }\n  }\n": types.SetMoneyAdminsDocument,
    "\n  fragment MailAddressFields on MailAddress {\n    email\n    name\n    userId\n    avatar\n  }\n": types.MailAddressFieldsFragmentDoc,
    "\n  fragment MailFields on Mail {\n    id\n    type\n    conversationId\n    from {\n      ...MailAddressFields\n    }\n    to {\n      ...MailAddressFields\n    }\n    cc {\n      ...MailAddressFields\n    }\n    bcc {\n      ...MailAddressFields\n    }\n    ccCount\n    bccCount\n    date\n    subject\n    content\n    snippet\n    attachments {\n      id\n      type\n      name\n      size\n      preview\n      downloadUrl\n    }\n    starred\n    important\n    unread\n    folder\n    folderSlug\n    labels\n    inReplyTo\n  }\n": types.MailFieldsFragmentDoc,
    "\n  fragment MailLabelFields on MailLabel {\n    id\n    title\n    slug\n    color\n  }\n": types.MailLabelFieldsFragmentDoc,
    "\n  fragment MailFolderFields on MailFolder {\n    id\n    title\n    slug\n    icon\n    count\n  }\n": types.MailFolderFieldsFragmentDoc,
    "\n  query Mailbox {\n    mailFolders {\n      ...MailFolderFields\n    }\n    mailFilters {\n      id\n      title\n      slug\n      icon\n    }\n    mailLabels {\n      ...MailLabelFields\n    }\n    mailSettings {\n      messageLayout\n    }\n  }\n": types.MailboxDocument,
    "\n  query Mails($folder: String, $filter: String, $label: String, $query: String, $first: Int, $after: String) {\n    mails(folder: $folder, filter: $filter, label: $label, query: $query, first: $first, after: $after) {\n      nodes {\n        ...MailFields\n      }\n      totalCount\n      endCursor\n    }\n  }\n": types.MailsDocument,
    "\n  query Mail($id: ID!) {\n    mail(id: $id) {\n      ...MailFields\n    }\n  }\n": types.MailDocument,
    "\n  query MailRecipients($query: String!) {\n    mailRecipients(query: $query) {\n      ...MailAddressFields\n    }\n  }\n": types.MailRecipientsDocument,
    "\n  mutation SendMail($input: MailInput!, $draftId: ID) {\n    sendMail(input: $input, draftId: $draftId) {\n      ...MailFields\n    }\n  }\n": types.SendMailDocument,
    "\n  mutation SaveDraft($id: ID, $input: MailInput!) {\n    saveDraft(id: $id, input: $input) {\n      ...MailFields\n    }\n  }\n": types.SaveDraftDocument,
    "\n  mutation MoveMails($ids: [ID!]!, $folder: String!) {\n    moveMails(ids: $ids, folder: $folder) {\n      ...MailFields\n    }\n  }\n": types.MoveMailsDocument,
    "\n  mutation SetMailFlags($ids: [ID!]!, $flags: MailFlagsInput!) {\n    setMailFlags(ids: $ids, flags: $flags) {\n      ...MailFields\n    }\n  }\n": types.SetMailFlagsDocument,
    "\n  mutation LabelMails($ids: [ID!]!, $labelId: ID!, $on: Boolean!) {\n    labelMails(ids: $ids, labelId: $labelId, on: $on) {\n      ...MailFields\n    }\n  }\n": types.LabelMailsDocument,
    "\n  mutation DeleteMails($ids: [ID!]!) {\n    deleteMails(ids: $ids)\n  }\n": types.DeleteMailsDocument,
    "\n  mutation CreateMailLabel($input: MailLabelInput!) {\n    createMailLabel(input: $input) {\n      ...MailLabelFields\n    }\n  }\n": types.CreateMailLabelDocument,
    "\n  mutation UpdateMailLabel($id: ID!, $input: MailLabelInput!) {\n    updateMailLabel(id: $id, input: $input) {\n      ...MailLabelFields\n    }\n  }\n": types.UpdateMailLabelDocument,
    "\n  mutation DeleteMailLabel($id: ID!) {\n    deleteMailLabel(id: $id)\n  }\n": types.DeleteMailLabelDocument,
    "\n  mutation UpdateMailSettings($input: MailSettingsInput!) {\n    updateMailSettings(input: $input) {\n      messageLayout\n    }\n  }\n": types.UpdateMailSettingsDocument,
    "\n  subscription MailReceived {\n    mailReceived {\n      ...MailFields\n    }\n  }\n": types.MailReceivedDocument,
    "\n  fragment OrganizationSettingsFields on Organization {\n    id\n    name\n    logo\n    email\n    phone\n    address\n    locale\n    updatedAt\n  }\n": types.OrganizationSettingsFieldsFragmentDoc,
    "\n  query OrganizationSettings {\n    myOrganization {\n      ...OrganizationSettingsFields\n    }\n  }\n": types.OrganizationSettingsDocument,
    "\n  mutation UpdateOrganizationSettings($id: ID!, $input: OrganizationPatch!) {\n    updateOrganization(id: $id, input: $input) {\n      ...OrganizationSettingsFields\n    }\n  }\n": types.UpdateOrganizationSettingsDocument,
    "\n  query OrganizationHome {\n    me {\n      id\n      name\n      email\n      avatar\n      status\n    }\n  }\n": types.OrganizationHomeDocument,
    "\n  query AdminHomeSummary {\n    adminUsers(size: 1) {\n      pagination {\n        length\n      }\n    }\n    taskCounts {\n      total\n      remaining\n    }\n  }\n": types.AdminHomeSummaryDocument,
    "\n  query AdminHomeContacts {\n    contacts(first: 1) {\n      totalCount\n    }\n  }\n": types.AdminHomeContactsDocument,
    "\n  query HomeInbox {\n    notifications {\n      ...NotificationFields\n    }\n    messages {\n      ...MessageFields\n    }\n  }\n": types.HomeInboxDocument,
    "\n  query HomeOrganization {\n    me {\n      id\n      organization {\n        id\n        name\n        type\n        email\n        phone\n        address\n      }\n    }\n  }\n": types.HomeOrganizationDocument,
    "\n  query HomeAccount($id: ID!) {\n    adminUser(id: $id) {\n      id\n      createdAt\n    }\n  }\n": types.HomeAccountDocument,
    "\n  query AdminHomeOrganization {\n    myOrganization {\n      id\n      name\n      slug\n      type\n      logo\n      email\n      phone\n      address\n      locale\n      archivedAt\n      plan {\n        id\n        name\n      }\n      storageUsedBytes\n      storageQuotaBytes\n      branches {\n        id\n        name\n        address\n        active\n      }\n      departments {\n        id\n        name\n        sport\n      }\n      currentSeason {\n        id\n        name\n        startsOn\n        endsOn\n        current\n      }\n    }\n  }\n": types.AdminHomeOrganizationDocument,
    "\n  query HomeChildren {\n    athletes(first: 12) {\n      totalCount\n      nodes {\n        id\n        fullName\n        status\n        photo\n        memberships {\n          id\n          team {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": types.HomeChildrenDocument,
    "\n  query HomeSchool($organizationId: ID!) {\n    schoolDashboard(organizationId: $organizationId) {\n      organizationId\n      athleteCount\n      missingConsentCount\n      teamsOverCapacity {\n        teamId\n      }\n      expiringCertifications {\n        id\n      }\n    }\n  }\n": types.HomeSchoolDocument,
    "\n  query HomeCoachTeams {\n    teams(staffedByMe: true, first: 50) {\n      nodes {\n        id\n        name\n        capacity\n        memberCount\n        season {\n          id\n          name\n        }\n        staff {\n          id\n          role\n          professional {\n            id\n            userId\n          }\n        }\n      }\n    }\n  }\n": types.HomeCoachTeamsDocument,
    "\n  query HomeCompanies {\n    companies(first: 2) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n": types.HomeCompaniesDocument,
    "\n  fragment OrganizationRow on Organization {\n    id\n    name\n    slug\n    type\n    logo\n    email\n    phone\n    address\n    locale\n    timeZone\n    plan {\n      id\n      name\n    }\n    storageUsedBytes\n    storageQuotaBytes\n    archivedAt\n    createdAt\n  }\n": types.OrganizationRowFragmentDoc,
    "\n  query OrganizationsPage(\n    $query: String\n    $type: OrganizationType\n    $sort: OrganizationListSort\n    $first: Int\n    $after: String\n    $includeArchived: Boolean\n  ) {\n    organizations(\n      query: $query\n      type: $type\n      sort: $sort\n      first: $first\n      after: $after\n      includeArchived: $includeArchived\n    ) {\n      nodes {\n        ...OrganizationRow\n      }\n      totalCount\n      endCursor\n    }\n  }\n": types.OrganizationsPageDocument,
    "\n  query OrganizationProfile($id: ID!) {\n    organization(id: $id) {\n      ...OrganizationRow\n      branches {\n        id\n        name\n        address\n        active\n      }\n      departments {\n        id\n        name\n        sport\n      }\n      currentSeason {\n        id\n        name\n        startsOn\n        endsOn\n        current\n      }\n    }\n    seasons(organizationId: $id, first: 100) {\n      nodes {\n        id\n        name\n        startsOn\n        endsOn\n        current\n      }\n    }\n  }\n": types.OrganizationProfileDocument,
    "\n  query OrganizationPlans {\n    subscriptionPlans {\n      id\n      name\n      storageQuotaBytes\n    }\n  }\n": types.OrganizationPlansDocument,
    "\n  mutation CreateOrganization($input: CreateOrganizationInput!) {\n    createOrganization(input: $input) {\n      ...OrganizationRow\n    }\n  }\n": types.CreateOrganizationDocument,
    "\n  mutation UpdateOrganization($id: ID!, $input: OrganizationPatch!) {\n    updateOrganization(id: $id, input: $input) {\n      ...OrganizationRow\n    }\n  }\n": types.UpdateOrganizationDocument,
    "\n  mutation ArchiveOrganization($id: ID!) {\n    archiveOrganization(id: $id) {\n      ...OrganizationRow\n    }\n  }\n": types.ArchiveOrganizationDocument,
    "\n  mutation RestoreOrganization($id: ID!) {\n    restoreOrganization(id: $id) {\n      ...OrganizationRow\n    }\n  }\n": types.RestoreOrganizationDocument,
    "\n  fragment CertificationRow on Certification {\n    id\n    professionalId\n    kind\n    name\n    issuer\n    number\n    issuedOn\n    expiresOn\n    status\n    daysToExpiry\n    documentUrl\n    archivedAt\n  }\n": types.CertificationRowFragmentDoc,
    "\n  fragment ProfessionalRow on Professional {\n    id\n    name\n    avatar\n    email\n    title\n    specialties\n    archivedAt\n    certifications {\n      id\n      status\n      daysToExpiry\n    }\n    staffAssignments {\n      id\n      role\n      team {\n        id\n        name\n      }\n    }\n  }\n": types.ProfessionalRowFragmentDoc,
    "\n  query ProfessionalsPage(\n    $query: String\n    $sort: ProfessionalSort\n    $first: Int\n    $after: String\n    $includeArchived: Boolean\n  ) {\n    professionals(\n      query: $query\n      sort: $sort\n      first: $first\n      after: $after\n      includeArchived: $includeArchived\n    ) {\n      nodes {\n        ...ProfessionalRow\n      }\n      totalCount\n      endCursor\n    }\n  }\n": types.ProfessionalsPageDocument,
    "\n  query ProfessionalProfile($id: ID!) {\n    professional(id: $id) {\n      ...ProfessionalRow\n      userId\n      bio\n      certifications {\n        ...CertificationRow\n      }\n    }\n  }\n": types.ProfessionalProfileDocument,
    "\n  mutation CreateCertification($professionalId: ID!, $input: CertificationInput!) {\n    createCertification(professionalId: $professionalId, input: $input) {\n      ...CertificationRow\n    }\n  }\n": types.CreateCertificationDocument,
    "\n  mutation UpdateCertification($id: ID!, $input: CertificationInput!) {\n    updateCertification(id: $id, input: $input) {\n      ...CertificationRow\n    }\n  }\n": types.UpdateCertificationDocument,
    "\n  mutation ArchiveCertification($id: ID!) {\n    archiveCertification(id: $id) {\n      ...CertificationRow\n    }\n  }\n": types.ArchiveCertificationDocument,
    "\n  query ProfessionalUserCandidates($search: String) {\n    adminUsers(search: $search, size: 20, status: active) {\n      items {\n        id\n        fullName\n        email\n      }\n    }\n    professionals(first: 500, includeArchived: true) {\n      nodes {\n        id\n        userId\n      }\n    }\n  }\n": types.ProfessionalUserCandidatesDocument,
    "\n  mutation CreateProfessional($input: CreateProfessionalInput!) {\n    createProfessional(input: $input) {\n      ...ProfessionalRow\n      userId\n      bio\n    }\n  }\n": types.CreateProfessionalDocument,
    "\n  mutation UpdateProfessional($id: ID!, $input: ProfessionalPatch!) {\n    updateProfessional(id: $id, input: $input) {\n      ...ProfessionalRow\n      userId\n      bio\n    }\n  }\n": types.UpdateProfessionalDocument,
    "\n  fragment QuickChatMessage on ChatMessage {\n    id\n    chatId\n    contactId\n    value\n    createdAt\n    isMine\n  }\n": types.QuickChatMessageFragmentDoc,
    "\n  query QuickChatList {\n    chats {\n      id\n      unreadCount\n      muted\n      lastMessage\n      lastMessageAt\n      contact {\n        id\n        name\n        avatar\n      }\n    }\n  }\n": types.QuickChatListDocument,
    "\n  query QuickChatConversation($id: ID!) {\n    chat(id: $id) {\n      id\n      unreadCount\n      muted\n      lastMessage\n      lastMessageAt\n      contact {\n        id\n        name\n        avatar\n        about\n      }\n      messages {\n        ...QuickChatMessage\n      }\n    }\n  }\n": types.QuickChatConversationDocument,
    "\n  mutation QuickChatSendMessage($chatId: ID!, $value: String!) {\n    sendChatMessage(chatId: $chatId, value: $value) {\n      ...QuickChatMessage\n    }\n  }\n": types.QuickChatSendMessageDocument,
    "\n  mutation QuickChatMarkRead($chatId: ID!) {\n    markChatRead(chatId: $chatId) {\n      id\n      unreadCount\n    }\n  }\n": types.QuickChatMarkReadDocument,
    "\n  subscription QuickChatMessageAdded {\n    chatMessageAdded {\n      ...QuickChatMessage\n    }\n  }\n": types.QuickChatMessageAddedDocument,
    "\n  query RegistrationForm($slug: String!) {\n    registrationForm(organizationSlug: $slug) {\n      organizationId\n      organizationName\n      organizationSlug\n      teams {\n        id\n        name\n        ageCategory\n        gender\n        birthYearMin\n        birthYearMax\n        placesLeft\n        departmentName\n        branchName\n      }\n      consentTexts {\n        id\n        purpose\n        version\n        required\n        textEn\n        textTr\n      }\n    }\n  }\n": types.RegistrationFormDocument,
    "\n  mutation SubmitRegistration($input: SubmitRegistrationInput!) {\n    submitRegistration(input: $input) {\n      received\n      organizationName\n    }\n  }\n": types.SubmitRegistrationDocument,
    "\n  fragment RegistrationRow on Registration {\n    id\n    status\n    teamId\n    team {\n      id\n      name\n      ageCategory\n    }\n    firstName\n    lastName\n    birthDate\n    gender\n    language\n    submittedAt\n    decidedAt\n    reason\n    athleteId\n    waitlistPosition\n    offerExpiresAt\n    guardians {\n      id\n      position\n      firstName\n      lastName\n      email\n      phone\n      relationship\n      userId\n    }\n  }\n": types.RegistrationRowFragmentDoc,
    "\n  fragment RegistrationDetail on Registration {\n    ...RegistrationRow\n    note\n    documents {\n      id\n      kind\n      fileName\n      sizeBytes\n      downloadUrl\n    }\n    consents {\n      purpose\n      version\n      text {\n        id\n        required\n        textEn\n        textTr\n      }\n    }\n  }\n": types.RegistrationDetailFragmentDoc,
    "\n  query RegistrationsPage(\n    $status: RegistrationStatus\n    $teamId: ID\n    $query: String\n    $first: Int\n    $after: String\n  ) {\n    registrations(status: $status, teamId: $teamId, query: $query, first: $first, after: $after) {\n      nodes {\n        ...RegistrationRow\n      }\n      totalCount\n      endCursor\n    }\n  }\n": types.RegistrationsPageDocument,
    "\n  query RegistrationCounts($teamId: ID) {\n    registrationCounts(teamId: $teamId) {\n      pending\n      approved\n      rejected\n      waitlisted\n    }\n  }\n": types.RegistrationCountsDocument,
    "\n  query Registration($id: ID!) {\n    registration(id: $id) {\n      ...RegistrationDetail\n    }\n  }\n": types.RegistrationDocument,
    "\n  mutation ApproveRegistration($id: ID!) {\n    approveRegistration(id: $id) {\n      ...RegistrationDetail\n    }\n  }\n": types.ApproveRegistrationDocument,
    "\n  mutation RejectRegistration($id: ID!, $reason: String!) {\n    rejectRegistration(id: $id, reason: $reason) {\n      ...RegistrationDetail\n    }\n  }\n": types.RejectRegistrationDocument,
    "\n  query RegistrationQueueContext {\n    me {\n      id\n      organization {\n        id\n        slug\n      }\n    }\n    teams(currentSeason: true, managedByMe: true, first: 200, sort: AGE_ASC) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n": types.RegistrationQueueContextDocument,
    "\n  query OpenErasureRequests {\n    openErasureRequests {\n      id\n      athleteId\n      athleteName\n      status\n      requestedAt\n      requestedBy\n    }\n  }\n": types.OpenErasureRequestsDocument,
    "\n  query DashboardOrganizations {\n    myOrganization {\n      id\n      name\n    }\n    organizations(first: 100) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n": types.DashboardOrganizationsDocument,
    "\n  query SchoolDashboard($organizationId: ID!) {\n    schoolDashboard(organizationId: $organizationId) {\n      organizationId\n      organizationName\n      wholeOrganization\n      currentSeason {\n        id\n        name\n        startsOn\n        endsOn\n      }\n      athleteCount\n      athletesByStatus {\n        status\n        count\n      }\n      athletesByTeam {\n        teamId\n        name\n        branchName\n        departmentName\n        capacity\n        athleteCount\n      }\n      athletesByAgeGroup {\n        birthYear\n        age\n        count\n      }\n      newAthletesThisSeason\n      teamsOverCapacity {\n        teamId\n        name\n        capacity\n        athleteCount\n      }\n      expiringCertifications {\n        id\n        professionalId\n        professionalName\n        kind\n        name\n        expiresOn\n        daysLeft\n      }\n      missingConsents {\n        athleteId\n        name\n        missingRegistration\n        missingHealthData\n      }\n      missingConsentCount\n      attendance {\n        month\n        sessions\n        sessionsWithRoll\n        rate {\n          marked\n          present\n          late\n          excused\n          absent\n          rate\n        }\n        withoutRoll {\n          occurrenceId\n          eventId\n          title\n          startsAt\n        }\n      }\n    }\n  }\n": types.SchoolDashboardDocument,
    "\n  fragment ShortcutFields on Shortcut {\n    id\n    label\n    description\n    icon\n    link\n    useRouter\n  }\n": types.ShortcutFieldsFragmentDoc,
    "\n  query TopBarShortcuts {\n    shortcuts {\n      ...ShortcutFields\n    }\n  }\n": types.TopBarShortcutsDocument,
    "\n  mutation CreateShortcut($input: ShortcutInput!) {\n    createShortcut(input: $input) {\n      ...ShortcutFields\n    }\n  }\n": types.CreateShortcutDocument,
    "\n  mutation UpdateShortcut($id: ID!, $input: ShortcutPatch!) {\n    updateShortcut(id: $id, input: $input) {\n      ...ShortcutFields\n    }\n  }\n": types.UpdateShortcutDocument,
    "\n  mutation DeleteShortcut($id: ID!) {\n    deleteShortcut(id: $id)\n  }\n": types.DeleteShortcutDocument,
    "\n  query TopBarMessages {\n    messages {\n      ...MessageFields\n    }\n  }\n": types.TopBarMessagesDocument,
    "\n  query TopBarNotifications {\n    notifications {\n      ...NotificationFields\n    }\n  }\n": types.TopBarNotificationsDocument,
    "\n  mutation ToggleMessageRead($id: ID!, $read: Boolean) {\n    toggleMessageRead(id: $id, read: $read) {\n      id\n      read\n    }\n  }\n": types.ToggleMessageReadDocument,
    "\n  mutation ToggleNotificationRead($id: ID!, $read: Boolean) {\n    toggleNotificationRead(id: $id, read: $read) {\n      id\n      read\n    }\n  }\n": types.ToggleNotificationReadDocument,
    "\n  mutation DeleteMessage($id: ID!) {\n    deleteMessage(id: $id)\n  }\n": types.DeleteMessageDocument,
    "\n  mutation DeleteNotification($id: ID!) {\n    deleteNotification(id: $id)\n  }\n": types.DeleteNotificationDocument,
    "\n  mutation MarkAllMessagesRead {\n    markAllMessagesRead\n  }\n": types.MarkAllMessagesReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": types.MarkAllNotificationsReadDocument,
    "\n  query TopBarSearch($query: String!, $language: String) {\n    search(query: $query, language: $language) {\n      id\n      label\n      total\n      hasMore\n      seeAllLink\n      results {\n        __typename\n        ... on ContactSearchResult {\n          avatar\n          name\n          link\n          value\n        }\n        ... on UserSearchResult {\n          id\n          avatar\n          name\n          email\n          link\n          value\n        }\n        ... on PageSearchResult {\n          title\n          link\n          value\n        }\n        ... on TaskSearchResult {\n          title\n          completed\n          link\n          value\n        }\n        ... on MailSearchResult {\n          id\n          subject\n          senderName\n          date\n          unread\n          link\n          value\n        }\n      }\n    }\n    searchPeople(query: $query) {\n      id\n      label\n      total\n      hasMore\n      results {\n        __typename\n        ... on AthleteSearchResult {\n          id\n          name\n          link\n          value\n        }\n        ... on TeamSearchResult {\n          id\n          name\n          link\n          value\n        }\n      }\n    }\n  }\n": types.TopBarSearchDocument,
    "\n  query TopBarUser {\n    me {\n      id\n      name\n      email\n      avatar\n      status\n    }\n  }\n": types.TopBarUserDocument,
    "\n  mutation UpdateMyStatus($status: PresenceStatus!) {\n    updateMe(input: { status: $status }) {\n      id\n      status\n    }\n  }\n": types.UpdateMyStatusDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationFields\n    }\n  }\n": types.NotificationAddedDocument,
    "\n  fragment SubscriptionPlanFields on SubscriptionPlan {\n    id\n    name\n    description\n    price\n    storageQuotaBytes\n    features\n  }\n": types.SubscriptionPlanFieldsFragmentDoc,
    "\n  query SubscriptionPlans {\n    subscriptionPlans {\n      ...SubscriptionPlanFields\n    }\n  }\n": types.SubscriptionPlansDocument,
    "\n  fragment OrganizationSubscriptionFields on Organization {\n    id\n    name\n    plan {\n      id\n      name\n    }\n    storageUsedBytes\n    storageQuotaBytes\n  }\n": types.OrganizationSubscriptionFieldsFragmentDoc,
    "\n  query MyOrganizationSubscription {\n    myOrganization {\n      ...OrganizationSubscriptionFields\n    }\n  }\n": types.MyOrganizationSubscriptionDocument,
    "\n  query OrganizationSubscription($id: ID!) {\n    organization(id: $id) {\n      ...OrganizationSubscriptionFields\n    }\n  }\n": types.OrganizationSubscriptionDocument,
    "\n  mutation ChangeOrganizationPlan($id: ID!, $planId: ID) {\n    updateOrganization(id: $id, input: { planId: $planId }) {\n      ...OrganizationSubscriptionFields\n    }\n  }\n": types.ChangeOrganizationPlanDocument,
    "\n  fragment TaskFields on Task {\n    id\n    type\n    title\n    notes\n    completed\n    dueDate\n    priority\n    tags\n    assignedTo\n    assignee {\n      id\n      name\n      avatar\n    }\n    subTasks {\n      id\n      title\n      completed\n    }\n    order\n  }\n": types.TaskFieldsFragmentDoc,
    "\n  fragment TaskTagFields on TaskTag {\n    id\n    title\n  }\n": types.TaskTagFieldsFragmentDoc,
    "\n  query Tasks {\n    tasks {\n      ...TaskFields\n    }\n    taskCounts {\n      total\n      remaining\n    }\n    taskTags {\n      ...TaskTagFields\n    }\n  }\n": types.TasksDocument,
    "\n  query TaskAssignees {\n    taskAssignees {\n      id\n      name\n      email\n      avatar\n    }\n  }\n": types.TaskAssigneesDocument,
    "\n  query SearchTasks($query: String!) {\n    searchTasks(query: $query) {\n      highlightedTitle\n      task {\n        ...TaskFields\n      }\n    }\n  }\n": types.SearchTasksDocument,
    "\n  mutation CreateTask($type: TaskType!) {\n    createTask(type: $type) {\n      ...TaskFields\n    }\n  }\n": types.CreateTaskDocument,
    "\n  mutation UpdateTask($id: ID!, $input: TaskPatch!) {\n    updateTask(id: $id, input: $input) {\n      ...TaskFields\n    }\n  }\n": types.UpdateTaskDocument,
    "\n  mutation DeleteTask($id: ID!) {\n    deleteTask(id: $id)\n  }\n": types.DeleteTaskDocument,
    "\n  mutation ReorderTasks($ids: [ID!]!) {\n    reorderTasks(ids: $ids) {\n      id\n      order\n    }\n  }\n": types.ReorderTasksDocument,
    "\n  mutation CreateTaskTag($title: String!) {\n    createTaskTag(title: $title) {\n      ...TaskTagFields\n    }\n  }\n": types.CreateTaskTagDocument,
    "\n  mutation UpdateTaskTag($id: ID!, $title: String!) {\n    updateTaskTag(id: $id, title: $title) {\n      ...TaskTagFields\n    }\n  }\n": types.UpdateTaskTagDocument,
    "\n  mutation DeleteTaskTag($id: ID!) {\n    deleteTaskTag(id: $id)\n  }\n": types.DeleteTaskTagDocument,
    "\n  fragment BranchRow on Branch {\n    id\n    name\n    address\n    phone\n    active\n    archivedAt\n    teamCount\n  }\n": types.BranchRowFragmentDoc,
    "\n  query BranchesPage(\n    $query: String\n    $active: Boolean\n    $sort: OrganizationListSort\n    $first: Int\n    $after: String\n    $includeArchived: Boolean\n  ) {\n    branches(\n      query: $query\n      active: $active\n      sort: $sort\n      first: $first\n      after: $after\n      includeArchived: $includeArchived\n    ) {\n      nodes {\n        ...BranchRow\n      }\n      totalCount\n      endCursor\n    }\n  }\n": types.BranchesPageDocument,
    "\n  mutation CreateBranch($input: BranchInput!) {\n    createBranch(input: $input) {\n      ...BranchRow\n    }\n  }\n": types.CreateBranchDocument,
    "\n  mutation UpdateBranch($id: ID!, $input: BranchInput!) {\n    updateBranch(id: $id, input: $input) {\n      ...BranchRow\n    }\n  }\n": types.UpdateBranchDocument,
    "\n  mutation ArchiveBranch($id: ID!) {\n    archiveBranch(id: $id) {\n      ...BranchRow\n    }\n  }\n": types.ArchiveBranchDocument,
    "\n  mutation RestoreBranch($id: ID!) {\n    restoreBranch(id: $id) {\n      ...BranchRow\n    }\n  }\n": types.RestoreBranchDocument,
    "\n  fragment TeamRow on Team {\n    id\n    name\n    branchId\n    branch {\n      id\n      name\n    }\n    departmentId\n    department {\n      id\n      name\n    }\n    seasonId\n    season {\n      id\n      name\n      current\n    }\n    birthYearMin\n    birthYearMax\n    ageCategory\n    gender\n    capacity\n    memberCount\n    archivedAt\n  }\n": types.TeamRowFragmentDoc,
    "\n  fragment TeamStaffRow on TeamStaff {\n    id\n    teamId\n    role\n    professionalId\n    professional {\n      id\n      name\n      title\n      avatar\n    }\n  }\n": types.TeamStaffRowFragmentDoc,
    "\n  query TeamsPage(\n    $query: String\n    $branchId: ID\n    $departmentId: ID\n    $seasonId: ID\n    $gender: TeamGender\n    $managedByMe: Boolean\n    $sort: TeamSort\n    $first: Int\n    $after: String\n    $includeArchived: Boolean\n  ) {\n    teams(\n      query: $query\n      branchId: $branchId\n      departmentId: $departmentId\n      seasonId: $seasonId\n      gender: $gender\n      managedByMe: $managedByMe\n      sort: $sort\n      first: $first\n      after: $after\n      includeArchived: $includeArchived\n    ) {\n      nodes {\n        ...TeamRow\n      }\n      totalCount\n      endCursor\n    }\n  }\n": types.TeamsPageDocument,
    "\n  query TeamStructure {\n    branches(first: 500) {\n      nodes {\n        id\n        name\n      }\n    }\n    departments(first: 500) {\n      nodes {\n        id\n        name\n      }\n    }\n    seasons(first: 500) {\n      nodes {\n        id\n        name\n        current\n      }\n    }\n  }\n": types.TeamStructureDocument,
    "\n  query TeamProfile($id: ID!) {\n    team(id: $id) {\n      ...TeamRow\n      season {\n        id\n        endsOn\n      }\n      staff {\n        ...TeamStaffRow\n      }\n    }\n    teamMemberships(teamId: $id) {\n      ...TeamRosterRow\n    }\n  }\n": types.TeamProfileDocument,
    "\n  query TeamAttendance($id: ID!) {\n    team(id: $id) {\n      id\n      attendanceByMonth {\n        ...AttendanceMonthFields\n      }\n    }\n  }\n": types.TeamAttendanceDocument,
    "\n  fragment TeamRosterRow on TeamMembership {\n    id\n    teamId\n    jerseyNumber\n    position\n    status\n    fromOn\n    athlete {\n      id\n      fullName\n    }\n  }\n": types.TeamRosterRowFragmentDoc,
    "\n  query TeamAthleteCandidates($query: String, $birthYearFrom: Int) {\n    athletes(query: $query, birthYearFrom: $birthYearFrom, first: 20) {\n      nodes {\n        id\n        fullName\n        gender\n        licenceNumber\n      }\n    }\n  }\n": types.TeamAthleteCandidatesDocument,
    "\n  mutation AddTeamAthlete($input: AddTeamMembershipInput!) {\n    addTeamMembership(input: $input) {\n      ...TeamRosterRow\n    }\n  }\n": types.AddTeamAthleteDocument,
    "\n  query StaffCandidates($query: String) {\n    professionals(query: $query, first: 50) {\n      nodes {\n        id\n        name\n        title\n      }\n    }\n  }\n": types.StaffCandidatesDocument,
    "\n  mutation CreateTeam($input: TeamInput!) {\n    createTeam(input: $input) {\n      ...TeamRow\n      staff {\n        ...TeamStaffRow\n      }\n    }\n  }\n": types.CreateTeamDocument,
    "\n  mutation UpdateTeam($id: ID!, $input: TeamInput!) {\n    updateTeam(id: $id, input: $input) {\n      ...TeamRow\n    }\n  }\n": types.UpdateTeamDocument,
    "\n  mutation ArchiveTeam($id: ID!) {\n    archiveTeam(id: $id) {\n      ...TeamRow\n    }\n  }\n": types.ArchiveTeamDocument,
    "\n  mutation RestoreTeam($id: ID!) {\n    restoreTeam(id: $id) {\n      ...TeamRow\n    }\n  }\n": types.RestoreTeamDocument,
    "\n  mutation AddTeamStaff($teamId: ID!, $professionalId: ID!, $role: TeamStaffRole!) {\n    addTeamStaff(teamId: $teamId, professionalId: $professionalId, role: $role) {\n      ...TeamStaffRow\n    }\n  }\n": types.AddTeamStaffDocument,
    "\n  mutation RemoveTeamStaff($id: ID!) {\n    removeTeamStaff(id: $id) {\n      id\n      teamId\n      archivedAt\n    }\n  }\n": types.RemoveTeamStaffDocument,
    "\n  query RoleScopeOptions($organizationId: ID) {\n    roleScopeOptions(organizationId: $organizationId, first: 500) {\n      type\n      id\n      name\n      detail\n      organizationId\n    }\n  }\n": types.RoleScopeOptionsDocument,
    "\n  query UserDocumentsTab($userId: ID!) {\n    userDocuments(userId: $userId) {\n      id\n      fileName\n      downloadUrl\n      fileAvailable\n      uploadedAt\n      documentType {\n        id\n        name\n      }\n    }\n  }\n": types.UserDocumentsTabDocument,
    "\n  query UserPaymentsTab($userId: ID!) {\n    userPayments(userId: $userId) {\n      id\n      athleteName\n      method\n      amount\n      currency\n      status\n      refunded\n      refundOf\n      receivedOn\n      paymentAt\n      unallocated\n      allocations {\n        invoiceId\n        invoiceNumber\n        amount\n      }\n    }\n  }\n": types.UserPaymentsTabDocument,
    "\n  query UserNotificationPreferencesTab($userId: ID!) {\n    userNotificationPreferences(userId: $userId) {\n      notificationTypeId\n      enabled\n    }\n    notificationTypes {\n      id\n      name\n      description\n    }\n  }\n": types.UserNotificationPreferencesTabDocument,
    "\n  query UserWalletTab($userId: ID!) {\n    userWallet(userId: $userId) {\n      id\n      token\n      balance\n      currency\n      balances {\n        balance\n        currency\n      }\n      createdAt\n    }\n  }\n": types.UserWalletTabDocument,
    "\n  query UserDevicesTab($userId: ID!) {\n    userDevices(userId: $userId) {\n      id\n      deviceInfo\n      lastActiveAt\n    }\n  }\n": types.UserDevicesTabDocument,
    "\n  query UserNotificationDeliveriesTab($userId: ID!) {\n    userNotificationDeliveries(userId: $userId) {\n      id\n      additionalData {\n        title\n        message\n      }\n      tryCount\n      sentAt\n      readAt\n      lastTryAt\n    }\n  }\n": types.UserNotificationDeliveriesTabDocument,
    "\n  query UserSurveyAnswersTab($userId: ID!) {\n    userSurveyAnswers(userId: $userId) {\n      id\n      surveyQuestionAnswerId\n      surveyTitle\n      questionText\n      answerText\n      answeredAt\n    }\n  }\n": types.UserSurveyAnswersTabDocument,
    "\n  query UserFeedbacksTab($userId: ID!) {\n    userFeedbacks(userId: $userId) {\n      id\n      content\n      rating\n      createdAt\n    }\n  }\n": types.UserFeedbacksTabDocument,
    "\n  fragment AdminUserRow on AdminUser {\n    id\n    fullName\n    email\n    phone\n    avatar\n    status\n    subscriptionId\n    organizationId\n    organization {\n      id\n      name\n    }\n    createdAt\n    updatedAt\n    roles {\n      id\n      roleId\n      scopeType\n      scopeId\n      assignedAt\n      role {\n        id\n        key\n        name\n      }\n    }\n  }\n": types.AdminUserRowFragmentDoc,
    "\n  query UsersRoles {\n    roles {\n      id\n      key\n      name\n      description\n      permissions\n    }\n  }\n": types.UsersRolesDocument,
    "\n  query UsersPage(\n    $page: Int!\n    $size: Int!\n    $sort: AdminUserSortField!\n    $order: AdminSortDirection!\n    $search: String\n    $status: AccountStatus\n    $roleId: ID\n  ) {\n    adminUsers(\n      page: $page\n      size: $size\n      sort: $sort\n      order: $order\n      search: $search\n      status: $status\n      roleId: $roleId\n    ) {\n      items {\n        ...AdminUserRow\n      }\n      pagination {\n        length\n        size\n        page\n        lastPage\n        startIndex\n        endIndex\n      }\n    }\n  }\n": types.UsersPageDocument,
    "\n  query UserDetail($id: ID!) {\n    adminUser(id: $id) {\n      ...AdminUserRow\n    }\n  }\n": types.UserDetailDocument,
    "\n  query UserFormPlans {\n    subscriptionPlans {\n      id\n      name\n    }\n  }\n": types.UserFormPlansDocument,
    "\n  mutation CreateAdminUser($input: CreateAdminUserInput!) {\n    createAdminUser(input: $input) {\n      ...AdminUserRow\n    }\n  }\n": types.CreateAdminUserDocument,
    "\n  mutation UpdateAdminUser($id: ID!, $input: UpdateAdminUserInput!) {\n    updateAdminUser(id: $id, input: $input) {\n      ...AdminUserRow\n    }\n  }\n": types.UpdateAdminUserDocument,
    "\n  mutation DeleteAdminUser($id: ID!) {\n    deleteAdminUser(id: $id)\n  }\n": types.DeleteAdminUserDocument,
    "\n  mutation AssignUserRole($userId: ID!, $roleId: ID!, $scopeType: ScopeType, $scopeId: ID) {\n    assignUserRole(userId: $userId, roleId: $roleId, scopeType: $scopeType, scopeId: $scopeId) {\n      id\n    }\n  }\n": types.AssignUserRoleDocument,
    "\n  mutation UnassignUserRole($userId: ID!, $roleId: ID!) {\n    unassignUserRole(userId: $userId, roleId: $roleId)\n  }\n": types.UnassignUserRoleDocument,
    "\n  query NavigationMenu($language: String) {\n    navigation(language: $language) {\n      compact {\n        ...NavigationEntry\n        children {\n          ...NavigationEntry\n          children {\n            ...NavigationEntry\n            children {\n              ...NavigationEntry\n            }\n          }\n        }\n      }\n      default {\n        ...NavigationEntry\n        children {\n          ...NavigationEntry\n          children {\n            ...NavigationEntry\n            children {\n              ...NavigationEntry\n            }\n          }\n        }\n      }\n      futuristic {\n        ...NavigationEntry\n        children {\n          ...NavigationEntry\n          children {\n            ...NavigationEntry\n            children {\n              ...NavigationEntry\n            }\n          }\n        }\n      }\n      horizontal {\n        ...NavigationEntry\n        children {\n          ...NavigationEntry\n          children {\n            ...NavigationEntry\n            children {\n              ...NavigationEntry\n            }\n          }\n        }\n      }\n    }\n  }\n\n  fragment NavigationEntry on NavigationItem {\n    id\n    title\n    subtitle\n    type\n    icon\n    link\n    externalLink\n    badge {\n      title\n    }\n  }\n": types.NavigationMenuDocument,
    "\n  fragment MessageFields on Message {\n    id\n    read\n    title\n    description\n    icon\n    image\n    link\n    useRouter\n    time\n    seen\n  }\n": types.MessageFieldsFragmentDoc,
    "\n  fragment NotificationFields on Notification {\n    id\n    read\n    title\n    description\n    icon\n    image\n    link\n    useRouter\n    time\n    seen\n  }\n": types.NotificationFieldsFragmentDoc,
    "\n  query Shell {\n    me {\n      id\n      name\n      email\n      avatar\n      status\n    }\n  }\n": types.ShellDocument,
    "\n  query ViewerAccess {\n    viewerAccess {\n      staff\n    }\n  }\n": types.ViewerAccessDocument,
    "\n  query ViewerRoles($userId: ID!) {\n    userRoles(userId: $userId) {\n      id\n      scopeType\n      scopeId\n      role {\n        id\n        key\n        permissions\n      }\n    }\n  }\n": types.ViewerRolesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshSession($accessToken: String!) {\n    signInWithToken(accessToken: $accessToken) {\n      accessToken\n      user {\n        id\n        name\n        email\n        avatar\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshSession($accessToken: String!) {\n    signInWithToken(accessToken: $accessToken) {\n      accessToken\n      user {\n        id\n        name\n        email\n        avatar\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AttendanceMonthFields on AttendanceRate {\n    from\n    marked\n    present\n    late\n    excused\n    absent\n    rate\n  }\n"): (typeof documents)["\n  fragment AttendanceMonthFields on AttendanceRate {\n    from\n    marked\n    present\n    late\n    excused\n    absent\n    rate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganizationChoices {\n    organizations(first: 500, sort: NAME_ASC) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrganizationChoices {\n    organizations(first: 500, sort: NAME_ASC) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfilePage {\n    me {\n      id\n      name\n      email\n      avatar\n      status\n      organization {\n        id\n        name\n      }\n    }\n    myAccount {\n      id\n      memberSince\n      roles {\n        id\n        key\n        name\n        scopeType\n        scopeName\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProfilePage {\n    me {\n      id\n      name\n      email\n      avatar\n      status\n      organization {\n        id\n        name\n      }\n    }\n    myAccount {\n      id\n      memberSince\n      roles {\n        id\n        key\n        name\n        scopeType\n        scopeName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsPage {\n    myAccount {\n      id\n      language\n      passwordChangedAt\n      notificationPreferences {\n        id\n        enabled\n        chosen\n        notificationType {\n          id\n          name\n          description\n          defaultEnabled\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SettingsPage {\n    myAccount {\n      id\n      language\n      passwordChangedAt\n      notificationPreferences {\n        id\n        enabled\n        chosen\n        notificationType {\n          id\n          name\n          description\n          defaultEnabled\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountLanguage {\n    myAccount {\n      id\n      language\n    }\n    me {\n      id\n      organization {\n        id\n        locale\n      }\n    }\n  }\n"): (typeof documents)["\n  query AccountLanguage {\n    myAccount {\n      id\n      language\n    }\n    me {\n      id\n      organization {\n        id\n        locale\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyProfile($input: UpdateMeInput!) {\n    updateMe(input: $input) {\n      id\n      name\n      avatar\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMyProfile($input: UpdateMeInput!) {\n    updateMe(input: $input) {\n      id\n      name\n      avatar\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMyLanguage($language: Language!) {\n    setMyLanguage(language: $language) {\n      id\n      language\n    }\n  }\n"): (typeof documents)["\n  mutation SetMyLanguage($language: Language!) {\n    setMyLanguage(language: $language) {\n      id\n      language\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMyNotificationPreference($input: SetMyNotificationPreferenceInput!) {\n    setMyNotificationPreference(input: $input) {\n      id\n      enabled\n      chosen\n    }\n  }\n"): (typeof documents)["\n  mutation SetMyNotificationPreference($input: SetMyNotificationPreferenceInput!) {\n    setMyNotificationPreference(input: $input) {\n      id\n      enabled\n      chosen\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeMyPassword($input: ChangeMyPasswordInput!) {\n    changeMyPassword(input: $input) {\n      accessToken\n      user {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeMyPassword($input: ChangeMyPasswordInput!) {\n    changeMyPassword(input: $input) {\n      accessToken\n      user {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AthleteRow on Athlete {\n    id\n    fullName\n    firstName\n    lastName\n    gender\n    status\n    licenceNumber\n    photo\n    access\n    archivedAt\n    createdAt\n    private {\n      birthDate\n    }\n    memberships {\n      id\n      teamId\n      current\n      team {\n        id\n        name\n        ageCategory\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment AthleteRow on Athlete {\n    id\n    fullName\n    firstName\n    lastName\n    gender\n    status\n    licenceNumber\n    photo\n    access\n    archivedAt\n    createdAt\n    private {\n      birthDate\n    }\n    memberships {\n      id\n      teamId\n      current\n      team {\n        id\n        name\n        ageCategory\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AthletesList(\n    $query: String\n    $first: Int\n    $after: String\n    $sort: AthleteSort\n    $status: AthleteStatus\n    $teamId: ID\n    $birthYearFrom: Int\n    $birthYearTo: Int\n    $newThisSeason: Boolean\n    $missingConsent: Boolean\n    $includeArchived: Boolean\n    $withCount: Boolean! = true\n  ) {\n    athletes(\n      query: $query\n      first: $first\n      after: $after\n      sort: $sort\n      status: $status\n      teamId: $teamId\n      birthYearFrom: $birthYearFrom\n      birthYearTo: $birthYearTo\n      newThisSeason: $newThisSeason\n      missingConsent: $missingConsent\n      includeArchived: $includeArchived\n    ) {\n      nodes {\n        ...AthleteRow\n      }\n      totalCount @include(if: $withCount)\n      endCursor\n    }\n  }\n"): (typeof documents)["\n  query AthletesList(\n    $query: String\n    $first: Int\n    $after: String\n    $sort: AthleteSort\n    $status: AthleteStatus\n    $teamId: ID\n    $birthYearFrom: Int\n    $birthYearTo: Int\n    $newThisSeason: Boolean\n    $missingConsent: Boolean\n    $includeArchived: Boolean\n    $withCount: Boolean! = true\n  ) {\n    athletes(\n      query: $query\n      first: $first\n      after: $after\n      sort: $sort\n      status: $status\n      teamId: $teamId\n      birthYearFrom: $birthYearFrom\n      birthYearTo: $birthYearTo\n      newThisSeason: $newThisSeason\n      missingConsent: $missingConsent\n      includeArchived: $includeArchived\n    ) {\n      nodes {\n        ...AthleteRow\n      }\n      totalCount @include(if: $withCount)\n      endCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AthleteTeamOptions($query: String) {\n    teams(first: 200, query: $query, sort: NAME_ASC) {\n      nodes {\n        id\n        name\n        ageCategory\n        birthYearMin\n        birthYearMax\n        gender\n        capacity\n        memberCount\n        branch {\n          id\n          name\n        }\n        season {\n          id\n          name\n          startsOn\n          endsOn\n          current\n          archivedAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AthleteTeamOptions($query: String) {\n    teams(first: 200, query: $query, sort: NAME_ASC) {\n      nodes {\n        id\n        name\n        ageCategory\n        birthYearMin\n        birthYearMax\n        gender\n        capacity\n        memberCount\n        branch {\n          id\n          name\n        }\n        season {\n          id\n          name\n          startsOn\n          endsOn\n          current\n          archivedAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AthleteDuplicates(\n    $organizationId: ID\n    $firstName: String!\n    $lastName: String!\n    $birthDate: String!\n    $excludeId: ID\n  ) {\n    athleteDuplicates(\n      organizationId: $organizationId\n      firstName: $firstName\n      lastName: $lastName\n      birthDate: $birthDate\n      excludeId: $excludeId\n    ) {\n      id\n      fullName\n      private {\n        birthDate\n      }\n    }\n  }\n"): (typeof documents)["\n  query AthleteDuplicates(\n    $organizationId: ID\n    $firstName: String!\n    $lastName: String!\n    $birthDate: String!\n    $excludeId: ID\n  ) {\n    athleteDuplicates(\n      organizationId: $organizationId\n      firstName: $firstName\n      lastName: $lastName\n      birthDate: $birthDate\n      excludeId: $excludeId\n    ) {\n      id\n      fullName\n      private {\n        birthDate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AthleteProfile on Athlete {\n    ...AthleteRow\n    organizationId\n    updatedAt\n    private {\n      birthDate\n      email\n      phone\n      address\n      emergencyContactName\n      emergencyContactPhone\n      documents {\n        title\n        url\n      }\n    }\n    history: memberships(includeEnded: true) {\n      id\n      teamId\n      team {\n        id\n        name\n        ageCategory\n      }\n      jerseyNumber\n      position\n      status\n      fromOn\n      toOn\n      current\n    }\n    guardians {\n      id\n      relationship\n      legalGuardian\n      isPrimary\n      mayPickUp\n      guardian {\n        id\n        name\n        email\n      }\n    }\n    consents(includeWithdrawn: true) {\n      id\n      purpose\n      active\n      grantedAt\n      withdrawnAt\n      grantedBy {\n        id\n        name\n      }\n      withdrawnBy {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment AthleteProfile on Athlete {\n    ...AthleteRow\n    organizationId\n    updatedAt\n    private {\n      birthDate\n      email\n      phone\n      address\n      emergencyContactName\n      emergencyContactPhone\n      documents {\n        title\n        url\n      }\n    }\n    history: memberships(includeEnded: true) {\n      id\n      teamId\n      team {\n        id\n        name\n        ageCategory\n      }\n      jerseyNumber\n      position\n      status\n      fromOn\n      toOn\n      current\n    }\n    guardians {\n      id\n      relationship\n      legalGuardian\n      isPrimary\n      mayPickUp\n      guardian {\n        id\n        name\n        email\n      }\n    }\n    consents(includeWithdrawn: true) {\n      id\n      purpose\n      active\n      grantedAt\n      withdrawnAt\n      grantedBy {\n        id\n        name\n      }\n      withdrawnBy {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AthleteProfile($id: ID!) {\n    athlete(id: $id) {\n      ...AthleteProfile\n    }\n  }\n"): (typeof documents)["\n  query AthleteProfile($id: ID!) {\n    athlete(id: $id) {\n      ...AthleteProfile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AthleteAttendance($id: ID!) {\n    athlete(id: $id) {\n      id\n      attendanceByMonth {\n        ...AttendanceMonthFields\n      }\n      attendanceHistory {\n        occurrenceId\n        eventId\n        title\n        type\n        startsAt\n        timeZone\n        attendance\n      }\n    }\n  }\n"): (typeof documents)["\n  query AthleteAttendance($id: ID!) {\n    athlete(id: $id) {\n      id\n      attendanceByMonth {\n        ...AttendanceMonthFields\n      }\n      attendanceHistory {\n        occurrenceId\n        eventId\n        title\n        type\n        startsAt\n        timeZone\n        attendance\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AthleteHealth($athleteId: ID!) {\n    athleteHealth(athleteId: $athleteId) {\n      athleteId\n      medicalNotes\n      healthDataConsent\n    }\n  }\n"): (typeof documents)["\n  query AthleteHealth($athleteId: ID!) {\n    athleteHealth(athleteId: $athleteId) {\n      athleteId\n      medicalNotes\n      healthDataConsent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAthlete($input: CreateAthleteInput!) {\n    createAthlete(input: $input) {\n      ...AthleteProfile\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAthlete($input: CreateAthleteInput!) {\n    createAthlete(input: $input) {\n      ...AthleteProfile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAthlete($id: ID!, $input: UpdateAthleteInput!) {\n    updateAthlete(id: $id, input: $input) {\n      ...AthleteProfile\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAthlete($id: ID!, $input: UpdateAthleteInput!) {\n    updateAthlete(id: $id, input: $input) {\n      ...AthleteProfile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchiveAthlete($id: ID!) {\n    archiveAthlete(id: $id) {\n      id\n      archivedAt\n    }\n  }\n"): (typeof documents)["\n  mutation ArchiveAthlete($id: ID!) {\n    archiveAthlete(id: $id) {\n      id\n      archivedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreAthlete($id: ID!) {\n    restoreAthlete(id: $id) {\n      id\n      archivedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreAthlete($id: ID!) {\n    restoreAthlete(id: $id) {\n      id\n      archivedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveAthlete($input: MoveAthleteInput!) {\n    moveAthlete(input: $input) {\n      ended {\n        id\n        toOn\n        current\n      }\n      started {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MoveAthlete($input: MoveAthleteInput!) {\n    moveAthlete(input: $input) {\n      ended {\n        id\n        toOn\n        current\n      }\n      started {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LinkGuardian($input: LinkGuardianInput!) {\n    linkGuardian(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation LinkGuardian($input: LinkGuardianInput!) {\n    linkGuardian(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteGuardian($input: InviteGuardianInput!) {\n    inviteGuardian(input: $input) {\n      athleteId\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation InviteGuardian($input: InviteGuardianInput!) {\n    inviteGuardian(input: $input) {\n      athleteId\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateGuardianLink($id: ID!, $input: UpdateGuardianLinkInput!) {\n    updateGuardianLink(id: $id, input: $input) {\n      id\n      relationship\n      legalGuardian\n      isPrimary\n      mayPickUp\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateGuardianLink($id: ID!, $input: UpdateGuardianLinkInput!) {\n    updateGuardianLink(id: $id, input: $input) {\n      id\n      relationship\n      legalGuardian\n      isPrimary\n      mayPickUp\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlinkGuardian($id: ID!) {\n    unlinkGuardian(id: $id) {\n      id\n      archivedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UnlinkGuardian($id: ID!) {\n    unlinkGuardian(id: $id) {\n      id\n      archivedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTeamMembership($id: ID!, $input: UpdateTeamMembershipInput!) {\n    updateTeamMembership(id: $id, input: $input) {\n      id\n      jerseyNumber\n      position\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTeamMembership($id: ID!, $input: UpdateTeamMembershipInput!) {\n    updateTeamMembership(id: $id, input: $input) {\n      id\n      jerseyNumber\n      position\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GrantConsent($input: GrantConsentInput!) {\n    grantConsent(input: $input) {\n      id\n      purpose\n      active\n    }\n  }\n"): (typeof documents)["\n  mutation GrantConsent($input: GrantConsentInput!) {\n    grantConsent(input: $input) {\n      id\n      purpose\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawConsent($id: ID!) {\n    withdrawConsent(id: $id) {\n      id\n      active\n      withdrawnAt\n    }\n  }\n"): (typeof documents)["\n  mutation WithdrawConsent($id: ID!) {\n    withdrawConsent(id: $id) {\n      id\n      active\n      withdrawnAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GuardianCandidates($query: String) {\n    guardianCandidates(query: $query, first: 20) {\n      id\n      name\n      email\n    }\n  }\n"): (typeof documents)["\n  query GuardianCandidates($query: String) {\n    guardianCandidates(query: $query, first: 20) {\n      id\n      name\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GuardiansList($query: String, $first: Int, $after: String, $withCount: Boolean! = true) {\n    athletes(query: $query, first: $first, after: $after) {\n      nodes {\n        id\n        fullName\n        status\n        guardians {\n          id\n          relationship\n          legalGuardian\n          isPrimary\n          mayPickUp\n          guardian {\n            id\n            name\n            email\n          }\n        }\n      }\n      totalCount @include(if: $withCount)\n      endCursor\n    }\n  }\n"): (typeof documents)["\n  query GuardiansList($query: String, $first: Int, $after: String, $withCount: Boolean! = true) {\n    athletes(query: $query, first: $first, after: $after) {\n      nodes {\n        id\n        fullName\n        status\n        guardians {\n          id\n          relationship\n          legalGuardian\n          isPrimary\n          mayPickUp\n          guardian {\n            id\n            name\n            email\n          }\n        }\n      }\n      totalCount @include(if: $withCount)\n      endCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AthleteDataExport($athleteId: ID!) {\n    athleteDataExport(athleteId: $athleteId) {\n      fileName\n      json\n    }\n  }\n"): (typeof documents)["\n  query AthleteDataExport($athleteId: ID!) {\n    athleteDataExport(athleteId: $athleteId) {\n      fileName\n      json\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ErasureRequestFields on ErasureRequest {\n    id\n    status\n    requestedAt\n    requestedBy\n    note\n    decidedAt\n    reason\n  }\n"): (typeof documents)["\n  fragment ErasureRequestFields on ErasureRequest {\n    id\n    status\n    requestedAt\n    requestedBy\n    note\n    decidedAt\n    reason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AthleteErasure($id: ID!) {\n    athlete(id: $id) {\n      id\n      erasureRequest {\n        ...ErasureRequestFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AthleteErasure($id: ID!) {\n    athlete(id: $id) {\n      id\n      erasureRequest {\n        ...ErasureRequestFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestAthleteErasure($athleteId: ID!, $note: String) {\n    requestAthleteErasure(athleteId: $athleteId, note: $note) {\n      ...ErasureRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation RequestAthleteErasure($athleteId: ID!, $note: String) {\n    requestAthleteErasure(athleteId: $athleteId, note: $note) {\n      ...ErasureRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteAthleteErasure($id: ID!) {\n    completeAthleteErasure(id: $id) {\n      ...ErasureRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteAthleteErasure($id: ID!) {\n    completeAthleteErasure(id: $id) {\n      ...ErasureRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineAthleteErasure($id: ID!, $reason: String!) {\n    declineAthleteErasure(id: $id, reason: $reason) {\n      ...ErasureRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeclineAthleteErasure($id: ID!, $reason: String!) {\n    declineAthleteErasure(id: $id, reason: $reason) {\n      ...ErasureRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AthleteDataPdf($athleteId: ID!, $language: Language) {\n    athleteDataExport(athleteId: $athleteId) {\n      pdfFileName\n      pdf(language: $language)\n    }\n  }\n"): (typeof documents)["\n  query AthleteDataPdf($athleteId: ID!, $language: Language) {\n    athleteDataExport(athleteId: $athleteId) {\n      pdfFileName\n      pdf(language: $language)\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AthleteRegistration($id: ID!) {\n    athlete(id: $id) {\n      id\n      registration {\n        id\n        status\n        submittedAt\n        decidedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AthleteRegistration($id: ID!) {\n    athlete(id: $id) {\n      id\n      registration {\n        id\n        status\n        submittedAt\n        decidedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AthleteFeeStanding($id: ID!) {\n    athlete(id: $id) {\n      id\n      feeStanding\n    }\n  }\n"): (typeof documents)["\n  query AthleteFeeStanding($id: ID!) {\n    athlete(id: $id) {\n      id\n      feeStanding\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAthleteMedicalNotes($athleteId: ID!, $medicalNotes: String) {\n    updateAthleteHealth(athleteId: $athleteId, medicalNotes: $medicalNotes) {\n      athleteId\n      medicalNotes\n      healthDataConsent\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAthleteMedicalNotes($athleteId: ID!, $medicalNotes: String) {\n    updateAthleteHealth(athleteId: $athleteId, medicalNotes: $medicalNotes) {\n      athleteId\n      medicalNotes\n      healthDataConsent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuditEntryFields on AuditLogEntry {\n    id\n    organizationId\n    actor {\n      id\n      name\n    }\n    action\n    entityType\n    entityId\n    summary\n    before\n    after\n    createdAt\n  }\n"): (typeof documents)["\n  fragment AuditEntryFields on AuditLogEntry {\n    id\n    organizationId\n    actor {\n      id\n      name\n    }\n    action\n    entityType\n    entityId\n    summary\n    before\n    after\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLogPage(\n    $first: Int\n    $after: String\n    $query: String\n    $sort: AuditLogSort\n    $actorId: ID\n    $entityType: String\n    $actions: [AuditAction!]\n    $from: DateTime\n    $to: DateTime\n    $withCount: Boolean! = true\n  ) {\n    auditLog(\n      first: $first\n      after: $after\n      query: $query\n      sort: $sort\n      actorId: $actorId\n      entityType: $entityType\n      actions: $actions\n      from: $from\n      to: $to\n    ) {\n      totalCount @include(if: $withCount)\n      endCursor\n      nodes {\n        ...AuditEntryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditLogPage(\n    $first: Int\n    $after: String\n    $query: String\n    $sort: AuditLogSort\n    $actorId: ID\n    $entityType: String\n    $actions: [AuditAction!]\n    $from: DateTime\n    $to: DateTime\n    $withCount: Boolean! = true\n  ) {\n    auditLog(\n      first: $first\n      after: $after\n      query: $query\n      sort: $sort\n      actorId: $actorId\n      entityType: $entityType\n      actions: $actions\n      from: $from\n      to: $to\n    ) {\n      totalCount @include(if: $withCount)\n      endCursor\n      nodes {\n        ...AuditEntryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditActors {\n    adminUsers(size: 200) {\n      items {\n        id\n        fullName\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditActors {\n    adminUsers(size: 200) {\n      items {\n        id\n        fullName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLogEntry($id: ID!) {\n    auditLogEntry(id: $id) {\n      ...AuditEntryFields\n    }\n  }\n"): (typeof documents)["\n  query AuditLogEntry($id: ID!) {\n    auditLogEntry(id: $id) {\n      ...AuditEntryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input)\n  }\n"): (typeof documents)["\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPassword($input: ForgotPasswordInput!) {\n    forgotPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ForgotPassword($input: ForgotPasswordInput!) {\n    forgotPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlockSession($input: SignInInput!) {\n    unlockSession(input: $input) {\n      accessToken\n      user {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UnlockSession($input: SignInInput!) {\n    unlockSession(input: $input) {\n      accessToken\n      user {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnlockSessionUser {\n    me {\n      id\n      name\n      email\n      avatar\n    }\n  }\n"): (typeof documents)["\n  query UnlockSessionUser {\n    me {\n      id\n      name\n      email\n      avatar\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      accessToken\n      tokenType\n      user {\n        id\n        name\n        email\n        avatar\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      accessToken\n      tokenType\n      user {\n        id\n        name\n        email\n        avatar\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegistrationSchools {\n    registrationSchools {\n      name\n      slug\n    }\n  }\n"): (typeof documents)["\n  query RegistrationSchools {\n    registrationSchools {\n      name\n      slug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompanyRow on Company {\n    id\n    organizationId\n    name\n    taxNumber\n    taxOffice\n    logo\n    email\n    phone\n    website\n    archivedAt\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment CompanyRow on Company {\n    id\n    organizationId\n    name\n    taxNumber\n    taxOffice\n    logo\n    email\n    phone\n    website\n    archivedAt\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SponsorshipRow on Sponsorship {\n    id\n    companyId\n    organizationId\n    scopeType\n    scopeId\n    scopeName\n    tier\n    amount\n    currency\n    startsOn\n    endsOn\n    notes\n    current\n    archivedAt\n  }\n"): (typeof documents)["\n  fragment SponsorshipRow on Sponsorship {\n    id\n    companyId\n    organizationId\n    scopeType\n    scopeId\n    scopeName\n    tier\n    amount\n    currency\n    startsOn\n    endsOn\n    notes\n    current\n    archivedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompanyContactRow on CompanyContact {\n    id\n    companyId\n    createdAt\n    user {\n      id\n      name\n      email\n      avatar\n    }\n  }\n"): (typeof documents)["\n  fragment CompanyContactRow on CompanyContact {\n    id\n    companyId\n    createdAt\n    user {\n      id\n      name\n      email\n      avatar\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompaniesPage(\n    $query: String\n    $sort: CompanySort\n    $first: Int\n    $after: String\n    $includeArchived: Boolean\n    $organizationId: ID\n  ) {\n    companies(\n      query: $query\n      sort: $sort\n      first: $first\n      after: $after\n      includeArchived: $includeArchived\n      organizationId: $organizationId\n    ) {\n      nodes {\n        ...CompanyRow\n      }\n      totalCount\n      endCursor\n    }\n  }\n"): (typeof documents)["\n  query CompaniesPage(\n    $query: String\n    $sort: CompanySort\n    $first: Int\n    $after: String\n    $includeArchived: Boolean\n    $organizationId: ID\n  ) {\n    companies(\n      query: $query\n      sort: $sort\n      first: $first\n      after: $after\n      includeArchived: $includeArchived\n      organizationId: $organizationId\n    ) {\n      nodes {\n        ...CompanyRow\n      }\n      totalCount\n      endCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyOrganizations {\n    organizations(first: 500) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query CompanyOrganizations {\n    organizations(first: 500) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyProfile($id: ID!) {\n    company(id: $id) {\n      ...CompanyRow\n      contacts {\n        ...CompanyContactRow\n      }\n      sponsorships {\n        ...SponsorshipRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query CompanyProfile($id: ID!) {\n    company(id: $id) {\n      ...CompanyRow\n      contacts {\n        ...CompanyContactRow\n      }\n      sponsorships {\n        ...SponsorshipRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SponsorshipScopes($organizationId: ID!) {\n    organization(id: $organizationId) {\n      id\n      name\n    }\n    branches(organizationId: $organizationId, first: 500) {\n      nodes {\n        id\n        name\n      }\n    }\n    teams(organizationId: $organizationId, first: 500) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query SponsorshipScopes($organizationId: ID!) {\n    organization(id: $organizationId) {\n      id\n      name\n    }\n    branches(organizationId: $organizationId, first: 500) {\n      nodes {\n        id\n        name\n      }\n    }\n    teams(organizationId: $organizationId, first: 500) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyContactCandidates($roleId: ID!, $search: String) {\n    adminUsers(roleId: $roleId, search: $search, size: 50) {\n      items {\n        id\n        fullName\n        email\n        organizationId\n      }\n    }\n  }\n"): (typeof documents)["\n  query CompanyContactCandidates($roleId: ID!, $search: String) {\n    adminUsers(roleId: $roleId, search: $search, size: 50) {\n      items {\n        id\n        fullName\n        email\n        organizationId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyRoles {\n    roles {\n      id\n      key\n    }\n  }\n"): (typeof documents)["\n  query CompanyRoles {\n    roles {\n      id\n      key\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCompany($input: CompanyInput!) {\n    createCompany(input: $input) {\n      ...CompanyRow\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCompany($input: CompanyInput!) {\n    createCompany(input: $input) {\n      ...CompanyRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCompany($id: ID!, $input: CompanyPatch!) {\n    updateCompany(id: $id, input: $input) {\n      ...CompanyRow\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCompany($id: ID!, $input: CompanyPatch!) {\n    updateCompany(id: $id, input: $input) {\n      ...CompanyRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchiveCompany($id: ID!) {\n    archiveCompany(id: $id) {\n      ...CompanyRow\n    }\n  }\n"): (typeof documents)["\n  mutation ArchiveCompany($id: ID!) {\n    archiveCompany(id: $id) {\n      ...CompanyRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreCompany($id: ID!) {\n    restoreCompany(id: $id) {\n      ...CompanyRow\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreCompany($id: ID!) {\n    restoreCompany(id: $id) {\n      ...CompanyRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddCompanyContact($companyId: ID!, $userId: ID!) {\n    addCompanyContact(companyId: $companyId, userId: $userId) {\n      id\n      contacts {\n        ...CompanyContactRow\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddCompanyContact($companyId: ID!, $userId: ID!) {\n    addCompanyContact(companyId: $companyId, userId: $userId) {\n      id\n      contacts {\n        ...CompanyContactRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCompanyContact($companyId: ID!, $userId: ID!) {\n    removeCompanyContact(companyId: $companyId, userId: $userId) {\n      id\n      contacts {\n        ...CompanyContactRow\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveCompanyContact($companyId: ID!, $userId: ID!) {\n    removeCompanyContact(companyId: $companyId, userId: $userId) {\n      id\n      contacts {\n        ...CompanyContactRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSponsorship($input: SponsorshipInput!) {\n    createSponsorship(input: $input) {\n      ...SponsorshipRow\n      company {\n        id\n        sponsorships {\n          ...SponsorshipRow\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSponsorship($input: SponsorshipInput!) {\n    createSponsorship(input: $input) {\n      ...SponsorshipRow\n      company {\n        id\n        sponsorships {\n          ...SponsorshipRow\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSponsorship($id: ID!, $input: SponsorshipPatch!) {\n    updateSponsorship(id: $id, input: $input) {\n      ...SponsorshipRow\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSponsorship($id: ID!, $input: SponsorshipPatch!) {\n    updateSponsorship(id: $id, input: $input) {\n      ...SponsorshipRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContactListItem on Contact {\n    id\n    name\n    avatar\n    title\n    company\n    emails {\n      email\n      label\n    }\n  }\n"): (typeof documents)["\n  fragment ContactListItem on Contact {\n    id\n    name\n    avatar\n    title\n    company\n    emails {\n      email\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContactDetail on Contact {\n    id\n    name\n    avatar\n    background\n    title\n    company\n    emails {\n      email\n      label\n    }\n    phoneNumbers {\n      country\n      phoneNumber\n      label\n    }\n    birthday\n    address\n    notes\n    tags\n  }\n"): (typeof documents)["\n  fragment ContactDetail on Contact {\n    id\n    name\n    avatar\n    background\n    title\n    company\n    emails {\n      email\n      label\n    }\n    phoneNumbers {\n      country\n      phoneNumber\n      label\n    }\n    birthday\n    address\n    notes\n    tags\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactsPage($query: String, $first: Int, $after: String) {\n    contacts(query: $query, first: $first, after: $after) {\n      nodes {\n        ...ContactListItem\n      }\n      totalCount\n      endCursor\n    }\n  }\n"): (typeof documents)["\n  query ContactsPage($query: String, $first: Int, $after: String) {\n    contacts(query: $query, first: $first, after: $after) {\n      nodes {\n        ...ContactListItem\n      }\n      totalCount\n      endCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactDetail($id: ID!) {\n    contact(id: $id) {\n      ...ContactDetail\n    }\n  }\n"): (typeof documents)["\n  query ContactDetail($id: ID!) {\n    contact(id: $id) {\n      ...ContactDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactsReference {\n    countries {\n      id\n      iso\n      name\n      code\n      flagImagePos\n    }\n    contactTags {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  query ContactsReference {\n    countries {\n      id\n      iso\n      name\n      code\n      flagImagePos\n    }\n    contactTags {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateContact {\n    createContact {\n      ...ContactListItem\n      ...ContactDetail\n    }\n  }\n"): (typeof documents)["\n  mutation CreateContact {\n    createContact {\n      ...ContactListItem\n      ...ContactDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateContact($id: ID!, $input: ContactPatch!) {\n    updateContact(id: $id, input: $input) {\n      ...ContactListItem\n      ...ContactDetail\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateContact($id: ID!, $input: ContactPatch!) {\n    updateContact(id: $id, input: $input) {\n      ...ContactListItem\n      ...ContactDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteContact($id: ID!) {\n    deleteContact(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteContact($id: ID!) {\n    deleteContact(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadContactAvatar($id: ID!, $avatar: String!) {\n    uploadContactAvatar(id: $id, avatar: $avatar) {\n      id\n      avatar\n    }\n  }\n"): (typeof documents)["\n  mutation UploadContactAvatar($id: ID!, $avatar: String!) {\n    uploadContactAvatar(id: $id, avatar: $avatar) {\n      id\n      avatar\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateContactTag($title: String!) {\n    createContactTag(title: $title) {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  mutation CreateContactTag($title: String!) {\n    createContactTag(title: $title) {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateContactTag($id: ID!, $title: String!) {\n    updateContactTag(id: $id, title: $title) {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateContactTag($id: ID!, $title: String!) {\n    updateContactTag(id: $id, title: $title) {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteContactTag($id: ID!) {\n    deleteContactTag(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteContactTag($id: ID!) {\n    deleteContactTag(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarFeed {\n    calendarFeed {\n      createdAt\n      lastUsedAt\n    }\n  }\n"): (typeof documents)["\n  query CalendarFeed {\n    calendarFeed {\n      createdAt\n      lastUsedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCalendarFeed {\n    createCalendarFeed {\n      url\n      createdAt\n      lastUsedAt\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCalendarFeed {\n    createCalendarFeed {\n      url\n      createdAt\n      lastUsedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCalendarFeed {\n    deleteCalendarFeed\n  }\n"): (typeof documents)["\n  mutation DeleteCalendarFeed {\n    deleteCalendarFeed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventDetail on Event {\n    id\n    organizationId\n    type\n    title\n    scope\n    branchId\n    branch {\n      id\n      name\n    }\n    teamIds\n    teams {\n      id\n      name\n    }\n    startsAt\n    endsAt\n    timeZone\n    recurrence {\n      frequency\n      interval\n      weekdays\n      until\n      count\n      excludedDates\n      rule\n    }\n    venueBranchId\n    venueBranch {\n      id\n      name\n    }\n    venue\n    capacity\n    feeMinor\n    notes\n    status\n    splitFromId\n    canEdit\n  }\n"): (typeof documents)["\n  fragment EventDetail on Event {\n    id\n    organizationId\n    type\n    title\n    scope\n    branchId\n    branch {\n      id\n      name\n    }\n    teamIds\n    teams {\n      id\n      name\n    }\n    startsAt\n    endsAt\n    timeZone\n    recurrence {\n      frequency\n      interval\n      weekdays\n      until\n      count\n      excludedDates\n      rule\n    }\n    venueBranchId\n    venueBranch {\n      id\n      name\n    }\n    venue\n    capacity\n    feeMinor\n    notes\n    status\n    splitFromId\n    canEdit\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OccurrenceFields on EventOccurrence {\n    id\n    eventId\n    originalStart\n    startsAt\n    endsAt\n    title\n    status\n    venue\n  }\n"): (typeof documents)["\n  fragment OccurrenceFields on EventOccurrence {\n    id\n    eventId\n    originalStart\n    startsAt\n    endsAt\n    title\n    status\n    venue\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CalendarOccurrence on EventOccurrence {\n    ...OccurrenceFields\n    notes\n    changed\n    event {\n      ...EventDetail\n    }\n  }\n"): (typeof documents)["\n  fragment CalendarOccurrence on EventOccurrence {\n    ...OccurrenceFields\n    notes\n    changed\n    event {\n      ...EventDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventsCalendar($from: DateTime!, $to: DateTime!, $branchId: ID, $teamId: ID, $types: [EventType!]) {\n    calendar(from: $from, to: $to, branchId: $branchId, teamId: $teamId, types: $types) {\n      ...CalendarOccurrence\n    }\n  }\n"): (typeof documents)["\n  query EventsCalendar($from: DateTime!, $to: DateTime!, $branchId: ID, $teamId: ID, $types: [EventType!]) {\n    calendar(from: $from, to: $to, branchId: $branchId, teamId: $teamId, types: $types) {\n      ...CalendarOccurrence\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventsCalendarGrid(\n    $from: DateTime!\n    $to: DateTime!\n    $branchId: ID\n    $teamId: ID\n    $types: [EventType!]\n    $perDay: Int\n  ) {\n    calendarGrid(from: $from, to: $to, branchId: $branchId, teamId: $teamId, types: $types, perDay: $perDay) {\n      occurrences {\n        ...CalendarOccurrence\n      }\n      days {\n        date\n        total\n        hidden\n      }\n    }\n  }\n"): (typeof documents)["\n  query EventsCalendarGrid(\n    $from: DateTime!\n    $to: DateTime!\n    $branchId: ID\n    $teamId: ID\n    $types: [EventType!]\n    $perDay: Int\n  ) {\n    calendarGrid(from: $from, to: $to, branchId: $branchId, teamId: $teamId, types: $types, perDay: $perDay) {\n      occurrences {\n        ...CalendarOccurrence\n      }\n      days {\n        date\n        total\n        hidden\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventChoices {\n    me {\n      id\n      organization {\n        id\n        timeZone\n      }\n    }\n    branches(first: 500) {\n      nodes {\n        id\n        name\n      }\n    }\n    teams(first: 500, currentSeason: true) {\n      nodes {\n        id\n        name\n        branchId\n      }\n    }\n  }\n"): (typeof documents)["\n  query EventChoices {\n    me {\n      id\n      organization {\n        id\n        timeZone\n      }\n    }\n    branches(first: 500) {\n      nodes {\n        id\n        name\n      }\n    }\n    teams(first: 500, currentSeason: true) {\n      nodes {\n        id\n        name\n        branchId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEvent($input: EventInput!) {\n    createEvent(input: $input) {\n      ...EventDetail\n    }\n  }\n"): (typeof documents)["\n  mutation CreateEvent($input: EventInput!) {\n    createEvent(input: $input) {\n      ...EventDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEvent($id: ID!, $input: EventInput!, $occurrenceStart: DateTime, $mode: EventEditMode) {\n    updateEvent(id: $id, input: $input, occurrenceStart: $occurrenceStart, mode: $mode) {\n      ...EventDetail\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateEvent($id: ID!, $input: EventInput!, $occurrenceStart: DateTime, $mode: EventEditMode) {\n    updateEvent(id: $id, input: $input, occurrenceStart: $occurrenceStart, mode: $mode) {\n      ...EventDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelEvent($id: ID!, $occurrenceStart: DateTime, $mode: EventEditMode, $cancelled: Boolean) {\n    cancelEvent(id: $id, occurrenceStart: $occurrenceStart, mode: $mode, cancelled: $cancelled) {\n      ...EventDetail\n    }\n  }\n"): (typeof documents)["\n  mutation CancelEvent($id: ID!, $occurrenceStart: DateTime, $mode: EventEditMode, $cancelled: Boolean) {\n    cancelEvent(id: $id, occurrenceStart: $occurrenceStart, mode: $mode, cancelled: $cancelled) {\n      ...EventDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteEvent($id: ID!) {\n    deleteEvent(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteEvent($id: ID!) {\n    deleteEvent(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OccurrenceAttendeeFields on OccurrenceAttendee {\n    athleteId\n    athleteName\n    rsvp\n    rsvpNote\n    rsvpAt\n    attendance\n    checkedByName\n    checkedAt\n  }\n"): (typeof documents)["\n  fragment OccurrenceAttendeeFields on OccurrenceAttendee {\n    athleteId\n    athleteName\n    rsvp\n    rsvpNote\n    rsvpAt\n    attendance\n    checkedByName\n    checkedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RsvpCountFields on RsvpCounts {\n    going\n    notGoing\n    maybe\n    unanswered\n  }\n"): (typeof documents)["\n  fragment RsvpCountFields on RsvpCounts {\n    going\n    notGoing\n    maybe\n    unanswered\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventOccurrenceAttendance($eventId: ID!, $occurrenceStart: DateTime!) {\n    eventOccurrence(eventId: $eventId, occurrenceStart: $occurrenceStart) {\n      id\n      attendees {\n        ...OccurrenceAttendeeFields\n      }\n      rsvpCounts {\n        ...RsvpCountFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query EventOccurrenceAttendance($eventId: ID!, $occurrenceStart: DateTime!) {\n    eventOccurrence(eventId: $eventId, occurrenceStart: $occurrenceStart) {\n      id\n      attendees {\n        ...OccurrenceAttendeeFields\n      }\n      rsvpCounts {\n        ...RsvpCountFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerRsvp(\n    $eventId: ID!\n    $occurrenceStart: DateTime!\n    $athleteId: ID!\n    $answer: RsvpAnswer!\n    $note: String\n  ) {\n    answerRsvp(\n      eventId: $eventId\n      occurrenceStart: $occurrenceStart\n      athleteId: $athleteId\n      answer: $answer\n      note: $note\n    ) {\n      ...OccurrenceAttendeeFields\n    }\n  }\n"): (typeof documents)["\n  mutation AnswerRsvp(\n    $eventId: ID!\n    $occurrenceStart: DateTime!\n    $athleteId: ID!\n    $answer: RsvpAnswer!\n    $note: String\n  ) {\n    answerRsvp(\n      eventId: $eventId\n      occurrenceStart: $occurrenceStart\n      athleteId: $athleteId\n      answer: $answer\n      note: $note\n    ) {\n      ...OccurrenceAttendeeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TakeAttendance($eventId: ID!, $occurrenceStart: DateTime!, $marks: [AttendanceInput!]!) {\n    takeAttendance(eventId: $eventId, occurrenceStart: $occurrenceStart, marks: $marks) {\n      ...OccurrenceAttendeeFields\n    }\n  }\n"): (typeof documents)["\n  mutation TakeAttendance($eventId: ID!, $occurrenceStart: DateTime!, $marks: [AttendanceInput!]!) {\n    takeAttendance(eventId: $eventId, occurrenceStart: $occurrenceStart, marks: $marks) {\n      ...OccurrenceAttendeeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LinkedOccurrence($eventId: ID!, $at: DateTime!) {\n    eventOccurrence(eventId: $eventId, occurrenceStart: $at) {\n      ...CalendarOccurrence\n    }\n  }\n"): (typeof documents)["\n  query LinkedOccurrence($eventId: ID!, $at: DateTime!) {\n    eventOccurrence(eventId: $eventId, occurrenceStart: $at) {\n      ...CalendarOccurrence\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WeekSession on EventOccurrence {\n    ...OccurrenceFields\n    event {\n      id\n      type\n      timeZone\n      venueBranch {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment WeekSession on EventOccurrence {\n    ...OccurrenceFields\n    event {\n      id\n      type\n      timeZone\n      venueBranch {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ParentWeek($from: DateTime!, $to: DateTime!) {\n    calendar(from: $from, to: $to) {\n      ...WeekSession\n      attendees {\n        ...OccurrenceAttendeeFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ParentWeek($from: DateTime!, $to: DateTime!) {\n    calendar(from: $from, to: $to) {\n      ...WeekSession\n      attendees {\n        ...OccurrenceAttendeeFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffWeek($from: DateTime!, $to: DateTime!) {\n    calendar(from: $from, to: $to) {\n      ...WeekSession\n      rsvpCounts {\n        ...RsvpCountFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffWeek($from: DateTime!, $to: DateTime!) {\n    calendar(from: $from, to: $to) {\n      ...WeekSession\n      rsvpCounts {\n        ...RsvpCountFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvoiceRow on Invoice {\n    id\n    number\n    status\n    athleteId\n    athleteName\n    period\n    periods\n    currency\n    issuedOn\n    dueOn\n    total\n    paid\n    outstanding\n    remindersPaused\n  }\n"): (typeof documents)["\n  fragment InvoiceRow on Invoice {\n    id\n    number\n    status\n    athleteId\n    athleteName\n    period\n    periods\n    currency\n    issuedOn\n    dueOn\n    total\n    paid\n    outstanding\n    remindersPaused\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvoiceDetail on Invoice {\n    ...InvoiceRow\n    organizationId\n    planId\n    teamId\n    lines {\n      description\n      amount\n    }\n    subtotal\n    discount\n    tax\n    voidedAt\n    voidReason\n  }\n"): (typeof documents)["\n  fragment InvoiceDetail on Invoice {\n    ...InvoiceRow\n    organizationId\n    planId\n    teamId\n    lines {\n      description\n      amount\n    }\n    subtotal\n    discount\n    tax\n    voidedAt\n    voidReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentRow on Payment {\n    id\n    athleteId\n    athleteName\n    method\n    reference\n    amount\n    currency\n    receivedOn\n    unallocated\n    refundOf\n    refundReason\n    allocations {\n      invoiceId\n      invoiceNumber\n      amount\n    }\n  }\n"): (typeof documents)["\n  fragment PaymentRow on Payment {\n    id\n    athleteId\n    athleteName\n    method\n    reference\n    amount\n    currency\n    receivedOn\n    unallocated\n    refundOf\n    refundReason\n    allocations {\n      invoiceId\n      invoiceNumber\n      amount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FeePlanRow on FeePlan {\n    id\n    name\n    kind\n    currency\n    amount\n    instalments\n    firstDueOn\n    taxRate\n    discounts {\n      label\n      kind\n      value\n    }\n    archivedAt\n    newcomerTeams {\n      teamId\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment FeePlanRow on FeePlan {\n    id\n    name\n    kind\n    currency\n    amount\n    instalments\n    firstDueOn\n    taxRate\n    discounts {\n      label\n      kind\n      value\n    }\n    archivedAt\n    newcomerTeams {\n      teamId\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvoicesPage(\n    $organizationId: ID\n    $status: InvoiceStatus\n    $teamId: ID\n    $query: String\n    $first: Int\n    $after: String\n  ) {\n    invoices(\n      organizationId: $organizationId\n      status: $status\n      teamId: $teamId\n      query: $query\n      first: $first\n      after: $after\n    ) {\n      totalCount\n      endCursor\n      nodes {\n        ...InvoiceRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query InvoicesPage(\n    $organizationId: ID\n    $status: InvoiceStatus\n    $teamId: ID\n    $query: String\n    $first: Int\n    $after: String\n  ) {\n    invoices(\n      organizationId: $organizationId\n      status: $status\n      teamId: $teamId\n      query: $query\n      first: $first\n      after: $after\n    ) {\n      totalCount\n      endCursor\n      nodes {\n        ...InvoiceRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Invoice($id: ID!) {\n    invoice(id: $id) {\n      ...InvoiceDetail\n    }\n  }\n"): (typeof documents)["\n  query Invoice($id: ID!) {\n    invoice(id: $id) {\n      ...InvoiceDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrintableInvoice($id: ID!) {\n    invoice(id: $id) {\n      ...InvoiceDetail\n    }\n    me {\n      id\n      organization {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query PrintableInvoice($id: ID!) {\n    invoice(id: $id) {\n      ...InvoiceDetail\n    }\n    me {\n      id\n      organization {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AthletePayments($athleteId: ID!) {\n    payments(athleteId: $athleteId) {\n      ...PaymentRow\n    }\n  }\n"): (typeof documents)["\n  query AthletePayments($athleteId: ID!) {\n    payments(athleteId: $athleteId) {\n      ...PaymentRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FinanceSummary($organizationId: ID) {\n    financeSummary(organizationId: $organizationId) {\n      currency\n      billed\n      collected\n      outstanding\n      overdue\n      overdueCount\n      collectionRate\n      months {\n        month\n        billed\n        collected\n      }\n      teams {\n        id\n        name\n        outstanding\n        overdue\n      }\n      recentPayments {\n        ...PaymentRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query FinanceSummary($organizationId: ID) {\n    financeSummary(organizationId: $organizationId) {\n      currency\n      billed\n      collected\n      outstanding\n      overdue\n      overdueCount\n      collectionRate\n      months {\n        month\n        billed\n        collected\n      }\n      teams {\n        id\n        name\n        outstanding\n        overdue\n      }\n      recentPayments {\n        ...PaymentRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeePlans($organizationId: ID) {\n    feePlans(organizationId: $organizationId) {\n      ...FeePlanRow\n    }\n    teams(organizationId: $organizationId, currentSeason: true, first: 200) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query FeePlans($organizationId: ID) {\n    feePlans(organizationId: $organizationId) {\n      ...FeePlanRow\n    }\n    teams(organizationId: $organizationId, currentSeason: true, first: 200) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFeePlan($organizationId: ID, $input: FeePlanInput!) {\n    createFeePlan(organizationId: $organizationId, input: $input) {\n      ...FeePlanRow\n    }\n  }\n"): (typeof documents)["\n  mutation CreateFeePlan($organizationId: ID, $input: FeePlanInput!) {\n    createFeePlan(organizationId: $organizationId, input: $input) {\n      ...FeePlanRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignFeePlan($planId: ID!, $teamId: ID, $newcomers: Boolean) {\n    assignFeePlan(planId: $planId, teamId: $teamId, newcomers: $newcomers) {\n      plan {\n        ...FeePlanRow\n      }\n      athletes\n      skipped\n      invoices {\n        ...InvoiceRow\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AssignFeePlan($planId: ID!, $teamId: ID, $newcomers: Boolean) {\n    assignFeePlan(planId: $planId, teamId: $teamId, newcomers: $newcomers) {\n      plan {\n        ...FeePlanRow\n      }\n      athletes\n      skipped\n      invoices {\n        ...InvoiceRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordPayment($input: PaymentInput!) {\n    recordPayment(input: $input) {\n      ...PaymentRow\n    }\n  }\n"): (typeof documents)["\n  mutation RecordPayment($input: PaymentInput!) {\n    recordPayment(input: $input) {\n      ...PaymentRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VoidInvoice($id: ID!, $reason: String!) {\n    voidInvoice(id: $id, reason: $reason) {\n      ...InvoiceDetail\n    }\n  }\n"): (typeof documents)["\n  mutation VoidInvoice($id: ID!, $reason: String!) {\n    voidInvoice(id: $id, reason: $reason) {\n      ...InvoiceDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetFeeRemindersPaused($athleteId: ID!, $paused: Boolean!) {\n    setFeeRemindersPaused(athleteId: $athleteId, paused: $paused)\n  }\n"): (typeof documents)["\n  mutation SetFeeRemindersPaused($athleteId: ID!, $paused: Boolean!) {\n    setFeeRemindersPaused(athleteId: $athleteId, paused: $paused)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FamilyInvoices {\n    invoices(first: 20) {\n      totalCount\n      nodes {\n        ...InvoiceRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query FamilyInvoices {\n    invoices(first: 20) {\n      totalCount\n      nodes {\n        ...InvoiceRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefundPayment($paymentId: ID!, $amount: String!, $reason: String!) {\n    refundPayment(paymentId: $paymentId, amount: $amount, reason: $reason) {\n      ...PaymentRow\n    }\n  }\n"): (typeof documents)["\n  mutation RefundPayment($paymentId: ID!, $amount: String!, $reason: String!) {\n    refundPayment(paymentId: $paymentId, amount: $amount, reason: $reason) {\n      ...PaymentRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CardPaymentsEnabled {\n    cardPaymentsEnabled\n  }\n"): (typeof documents)["\n  query CardPaymentsEnabled {\n    cardPaymentsEnabled\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartCardPayment($invoiceId: ID!) {\n    startCardPayment(invoiceId: $invoiceId) {\n      url\n      providerReference\n    }\n  }\n"): (typeof documents)["\n  mutation StartCardPayment($invoiceId: ID!) {\n    startCardPayment(invoiceId: $invoiceId) {\n      url\n      providerReference\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MoneyAccess {\n    moneyAccess {\n      manage\n      plans\n    }\n  }\n"): (typeof documents)["\n  query MoneyAccess {\n    moneyAccess {\n      manage\n      plans\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StopBillingNewcomers($planId: ID!, $teamId: ID!) {\n    stopBillingNewcomers(planId: $planId, teamId: $teamId) {\n      ...FeePlanRow\n    }\n  }\n"): (typeof documents)["\n  mutation StopBillingNewcomers($planId: ID!, $teamId: ID!) {\n    stopBillingNewcomers(planId: $planId, teamId: $teamId) {\n      ...FeePlanRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MoneyAdminsFields on MoneyAdmins {\n    organizationId\n    restricted\n    editable\n    candidates {\n      userId\n      name\n      email\n      branchName\n      named\n    }\n  }\n"): (typeof documents)["\n  fragment MoneyAdminsFields on MoneyAdmins {\n    organizationId\n    restricted\n    editable\n    candidates {\n      userId\n      name\n      email\n      branchName\n      named\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MoneyAdmins($organizationId: ID) {\n    moneyAdmins(organizationId: $organizationId) {\n      ...MoneyAdminsFields\n    }\n  }\n"): (typeof documents)["\n  query MoneyAdmins($organizationId: ID) {\n    moneyAdmins(organizationId: $organizationId) {\n      ...MoneyAdminsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMoneyAdmins($organizationId: ID!, $userIds: [ID!]!) {\n    setMoneyAdmins(organizationId: $organizationId, userIds: $userIds) {\n      ...MoneyAdminsFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetMoneyAdmins($organizationId: ID!, $userIds: [ID!]!) {\n    setMoneyAdmins(organizationId: $organizationId, userIds: $userIds) {\n      ...MoneyAdminsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MailAddressFields on MailAddress {\n    email\n    name\n    userId\n    avatar\n  }\n"): (typeof documents)["\n  fragment MailAddressFields on MailAddress {\n    email\n    name\n    userId\n    avatar\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MailFields on Mail {\n    id\n    type\n    conversationId\n    from {\n      ...MailAddressFields\n    }\n    to {\n      ...MailAddressFields\n    }\n    cc {\n      ...MailAddressFields\n    }\n    bcc {\n      ...MailAddressFields\n    }\n    ccCount\n    bccCount\n    date\n    subject\n    content\n    snippet\n    attachments {\n      id\n      type\n      name\n      size\n      preview\n      downloadUrl\n    }\n    starred\n    important\n    unread\n    folder\n    folderSlug\n    labels\n    inReplyTo\n  }\n"): (typeof documents)["\n  fragment MailFields on Mail {\n    id\n    type\n    conversationId\n    from {\n      ...MailAddressFields\n    }\n    to {\n      ...MailAddressFields\n    }\n    cc {\n      ...MailAddressFields\n    }\n    bcc {\n      ...MailAddressFields\n    }\n    ccCount\n    bccCount\n    date\n    subject\n    content\n    snippet\n    attachments {\n      id\n      type\n      name\n      size\n      preview\n      downloadUrl\n    }\n    starred\n    important\n    unread\n    folder\n    folderSlug\n    labels\n    inReplyTo\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MailLabelFields on MailLabel {\n    id\n    title\n    slug\n    color\n  }\n"): (typeof documents)["\n  fragment MailLabelFields on MailLabel {\n    id\n    title\n    slug\n    color\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MailFolderFields on MailFolder {\n    id\n    title\n    slug\n    icon\n    count\n  }\n"): (typeof documents)["\n  fragment MailFolderFields on MailFolder {\n    id\n    title\n    slug\n    icon\n    count\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Mailbox {\n    mailFolders {\n      ...MailFolderFields\n    }\n    mailFilters {\n      id\n      title\n      slug\n      icon\n    }\n    mailLabels {\n      ...MailLabelFields\n    }\n    mailSettings {\n      messageLayout\n    }\n  }\n"): (typeof documents)["\n  query Mailbox {\n    mailFolders {\n      ...MailFolderFields\n    }\n    mailFilters {\n      id\n      title\n      slug\n      icon\n    }\n    mailLabels {\n      ...MailLabelFields\n    }\n    mailSettings {\n      messageLayout\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Mails($folder: String, $filter: String, $label: String, $query: String, $first: Int, $after: String) {\n    mails(folder: $folder, filter: $filter, label: $label, query: $query, first: $first, after: $after) {\n      nodes {\n        ...MailFields\n      }\n      totalCount\n      endCursor\n    }\n  }\n"): (typeof documents)["\n  query Mails($folder: String, $filter: String, $label: String, $query: String, $first: Int, $after: String) {\n    mails(folder: $folder, filter: $filter, label: $label, query: $query, first: $first, after: $after) {\n      nodes {\n        ...MailFields\n      }\n      totalCount\n      endCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Mail($id: ID!) {\n    mail(id: $id) {\n      ...MailFields\n    }\n  }\n"): (typeof documents)["\n  query Mail($id: ID!) {\n    mail(id: $id) {\n      ...MailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MailRecipients($query: String!) {\n    mailRecipients(query: $query) {\n      ...MailAddressFields\n    }\n  }\n"): (typeof documents)["\n  query MailRecipients($query: String!) {\n    mailRecipients(query: $query) {\n      ...MailAddressFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendMail($input: MailInput!, $draftId: ID) {\n    sendMail(input: $input, draftId: $draftId) {\n      ...MailFields\n    }\n  }\n"): (typeof documents)["\n  mutation SendMail($input: MailInput!, $draftId: ID) {\n    sendMail(input: $input, draftId: $draftId) {\n      ...MailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveDraft($id: ID, $input: MailInput!) {\n    saveDraft(id: $id, input: $input) {\n      ...MailFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveDraft($id: ID, $input: MailInput!) {\n    saveDraft(id: $id, input: $input) {\n      ...MailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveMails($ids: [ID!]!, $folder: String!) {\n    moveMails(ids: $ids, folder: $folder) {\n      ...MailFields\n    }\n  }\n"): (typeof documents)["\n  mutation MoveMails($ids: [ID!]!, $folder: String!) {\n    moveMails(ids: $ids, folder: $folder) {\n      ...MailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMailFlags($ids: [ID!]!, $flags: MailFlagsInput!) {\n    setMailFlags(ids: $ids, flags: $flags) {\n      ...MailFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetMailFlags($ids: [ID!]!, $flags: MailFlagsInput!) {\n    setMailFlags(ids: $ids, flags: $flags) {\n      ...MailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LabelMails($ids: [ID!]!, $labelId: ID!, $on: Boolean!) {\n    labelMails(ids: $ids, labelId: $labelId, on: $on) {\n      ...MailFields\n    }\n  }\n"): (typeof documents)["\n  mutation LabelMails($ids: [ID!]!, $labelId: ID!, $on: Boolean!) {\n    labelMails(ids: $ids, labelId: $labelId, on: $on) {\n      ...MailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMails($ids: [ID!]!) {\n    deleteMails(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation DeleteMails($ids: [ID!]!) {\n    deleteMails(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMailLabel($input: MailLabelInput!) {\n    createMailLabel(input: $input) {\n      ...MailLabelFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateMailLabel($input: MailLabelInput!) {\n    createMailLabel(input: $input) {\n      ...MailLabelFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMailLabel($id: ID!, $input: MailLabelInput!) {\n    updateMailLabel(id: $id, input: $input) {\n      ...MailLabelFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMailLabel($id: ID!, $input: MailLabelInput!) {\n    updateMailLabel(id: $id, input: $input) {\n      ...MailLabelFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMailLabel($id: ID!) {\n    deleteMailLabel(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteMailLabel($id: ID!) {\n    deleteMailLabel(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMailSettings($input: MailSettingsInput!) {\n    updateMailSettings(input: $input) {\n      messageLayout\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMailSettings($input: MailSettingsInput!) {\n    updateMailSettings(input: $input) {\n      messageLayout\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MailReceived {\n    mailReceived {\n      ...MailFields\n    }\n  }\n"): (typeof documents)["\n  subscription MailReceived {\n    mailReceived {\n      ...MailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrganizationSettingsFields on Organization {\n    id\n    name\n    logo\n    email\n    phone\n    address\n    locale\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment OrganizationSettingsFields on Organization {\n    id\n    name\n    logo\n    email\n    phone\n    address\n    locale\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganizationSettings {\n    myOrganization {\n      ...OrganizationSettingsFields\n    }\n  }\n"): (typeof documents)["\n  query OrganizationSettings {\n    myOrganization {\n      ...OrganizationSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrganizationSettings($id: ID!, $input: OrganizationPatch!) {\n    updateOrganization(id: $id, input: $input) {\n      ...OrganizationSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOrganizationSettings($id: ID!, $input: OrganizationPatch!) {\n    updateOrganization(id: $id, input: $input) {\n      ...OrganizationSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganizationHome {\n    me {\n      id\n      name\n      email\n      avatar\n      status\n    }\n  }\n"): (typeof documents)["\n  query OrganizationHome {\n    me {\n      id\n      name\n      email\n      avatar\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminHomeSummary {\n    adminUsers(size: 1) {\n      pagination {\n        length\n      }\n    }\n    taskCounts {\n      total\n      remaining\n    }\n  }\n"): (typeof documents)["\n  query AdminHomeSummary {\n    adminUsers(size: 1) {\n      pagination {\n        length\n      }\n    }\n    taskCounts {\n      total\n      remaining\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminHomeContacts {\n    contacts(first: 1) {\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query AdminHomeContacts {\n    contacts(first: 1) {\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeInbox {\n    notifications {\n      ...NotificationFields\n    }\n    messages {\n      ...MessageFields\n    }\n  }\n"): (typeof documents)["\n  query HomeInbox {\n    notifications {\n      ...NotificationFields\n    }\n    messages {\n      ...MessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeOrganization {\n    me {\n      id\n      organization {\n        id\n        name\n        type\n        email\n        phone\n        address\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeOrganization {\n    me {\n      id\n      organization {\n        id\n        name\n        type\n        email\n        phone\n        address\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeAccount($id: ID!) {\n    adminUser(id: $id) {\n      id\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query HomeAccount($id: ID!) {\n    adminUser(id: $id) {\n      id\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminHomeOrganization {\n    myOrganization {\n      id\n      name\n      slug\n      type\n      logo\n      email\n      phone\n      address\n      locale\n      archivedAt\n      plan {\n        id\n        name\n      }\n      storageUsedBytes\n      storageQuotaBytes\n      branches {\n        id\n        name\n        address\n        active\n      }\n      departments {\n        id\n        name\n        sport\n      }\n      currentSeason {\n        id\n        name\n        startsOn\n        endsOn\n        current\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminHomeOrganization {\n    myOrganization {\n      id\n      name\n      slug\n      type\n      logo\n      email\n      phone\n      address\n      locale\n      archivedAt\n      plan {\n        id\n        name\n      }\n      storageUsedBytes\n      storageQuotaBytes\n      branches {\n        id\n        name\n        address\n        active\n      }\n      departments {\n        id\n        name\n        sport\n      }\n      currentSeason {\n        id\n        name\n        startsOn\n        endsOn\n        current\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeChildren {\n    athletes(first: 12) {\n      totalCount\n      nodes {\n        id\n        fullName\n        status\n        photo\n        memberships {\n          id\n          team {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeChildren {\n    athletes(first: 12) {\n      totalCount\n      nodes {\n        id\n        fullName\n        status\n        photo\n        memberships {\n          id\n          team {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeSchool($organizationId: ID!) {\n    schoolDashboard(organizationId: $organizationId) {\n      organizationId\n      athleteCount\n      missingConsentCount\n      teamsOverCapacity {\n        teamId\n      }\n      expiringCertifications {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeSchool($organizationId: ID!) {\n    schoolDashboard(organizationId: $organizationId) {\n      organizationId\n      athleteCount\n      missingConsentCount\n      teamsOverCapacity {\n        teamId\n      }\n      expiringCertifications {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeCoachTeams {\n    teams(staffedByMe: true, first: 50) {\n      nodes {\n        id\n        name\n        capacity\n        memberCount\n        season {\n          id\n          name\n        }\n        staff {\n          id\n          role\n          professional {\n            id\n            userId\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeCoachTeams {\n    teams(staffedByMe: true, first: 50) {\n      nodes {\n        id\n        name\n        capacity\n        memberCount\n        season {\n          id\n          name\n        }\n        staff {\n          id\n          role\n          professional {\n            id\n            userId\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeCompanies {\n    companies(first: 2) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeCompanies {\n    companies(first: 2) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrganizationRow on Organization {\n    id\n    name\n    slug\n    type\n    logo\n    email\n    phone\n    address\n    locale\n    timeZone\n    plan {\n      id\n      name\n    }\n    storageUsedBytes\n    storageQuotaBytes\n    archivedAt\n    createdAt\n  }\n"): (typeof documents)["\n  fragment OrganizationRow on Organization {\n    id\n    name\n    slug\n    type\n    logo\n    email\n    phone\n    address\n    locale\n    timeZone\n    plan {\n      id\n      name\n    }\n    storageUsedBytes\n    storageQuotaBytes\n    archivedAt\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganizationsPage(\n    $query: String\n    $type: OrganizationType\n    $sort: OrganizationListSort\n    $first: Int\n    $after: String\n    $includeArchived: Boolean\n  ) {\n    organizations(\n      query: $query\n      type: $type\n      sort: $sort\n      first: $first\n      after: $after\n      includeArchived: $includeArchived\n    ) {\n      nodes {\n        ...OrganizationRow\n      }\n      totalCount\n      endCursor\n    }\n  }\n"): (typeof documents)["\n  query OrganizationsPage(\n    $query: String\n    $type: OrganizationType\n    $sort: OrganizationListSort\n    $first: Int\n    $after: String\n    $includeArchived: Boolean\n  ) {\n    organizations(\n      query: $query\n      type: $type\n      sort: $sort\n      first: $first\n      after: $after\n      includeArchived: $includeArchived\n    ) {\n      nodes {\n        ...OrganizationRow\n      }\n      totalCount\n      endCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganizationProfile($id: ID!) {\n    organization(id: $id) {\n      ...OrganizationRow\n      branches {\n        id\n        name\n        address\n        active\n      }\n      departments {\n        id\n        name\n        sport\n      }\n      currentSeason {\n        id\n        name\n        startsOn\n        endsOn\n        current\n      }\n    }\n    seasons(organizationId: $id, first: 100) {\n      nodes {\n        id\n        name\n        startsOn\n        endsOn\n        current\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrganizationProfile($id: ID!) {\n    organization(id: $id) {\n      ...OrganizationRow\n      branches {\n        id\n        name\n        address\n        active\n      }\n      departments {\n        id\n        name\n        sport\n      }\n      currentSeason {\n        id\n        name\n        startsOn\n        endsOn\n        current\n      }\n    }\n    seasons(organizationId: $id, first: 100) {\n      nodes {\n        id\n        name\n        startsOn\n        endsOn\n        current\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganizationPlans {\n    subscriptionPlans {\n      id\n      name\n      storageQuotaBytes\n    }\n  }\n"): (typeof documents)["\n  query OrganizationPlans {\n    subscriptionPlans {\n      id\n      name\n      storageQuotaBytes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOrganization($input: CreateOrganizationInput!) {\n    createOrganization(input: $input) {\n      ...OrganizationRow\n    }\n  }\n"): (typeof documents)["\n  mutation CreateOrganization($input: CreateOrganizationInput!) {\n    createOrganization(input: $input) {\n      ...OrganizationRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrganization($id: ID!, $input: OrganizationPatch!) {\n    updateOrganization(id: $id, input: $input) {\n      ...OrganizationRow\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOrganization($id: ID!, $input: OrganizationPatch!) {\n    updateOrganization(id: $id, input: $input) {\n      ...OrganizationRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchiveOrganization($id: ID!) {\n    archiveOrganization(id: $id) {\n      ...OrganizationRow\n    }\n  }\n"): (typeof documents)["\n  mutation ArchiveOrganization($id: ID!) {\n    archiveOrganization(id: $id) {\n      ...OrganizationRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreOrganization($id: ID!) {\n    restoreOrganization(id: $id) {\n      ...OrganizationRow\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreOrganization($id: ID!) {\n    restoreOrganization(id: $id) {\n      ...OrganizationRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CertificationRow on Certification {\n    id\n    professionalId\n    kind\n    name\n    issuer\n    number\n    issuedOn\n    expiresOn\n    status\n    daysToExpiry\n    documentUrl\n    archivedAt\n  }\n"): (typeof documents)["\n  fragment CertificationRow on Certification {\n    id\n    professionalId\n    kind\n    name\n    issuer\n    number\n    issuedOn\n    expiresOn\n    status\n    daysToExpiry\n    documentUrl\n    archivedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfessionalRow on Professional {\n    id\n    name\n    avatar\n    email\n    title\n    specialties\n    archivedAt\n    certifications {\n      id\n      status\n      daysToExpiry\n    }\n    staffAssignments {\n      id\n      role\n      team {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ProfessionalRow on Professional {\n    id\n    name\n    avatar\n    email\n    title\n    specialties\n    archivedAt\n    certifications {\n      id\n      status\n      daysToExpiry\n    }\n    staffAssignments {\n      id\n      role\n      team {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfessionalsPage(\n    $query: String\n    $sort: ProfessionalSort\n    $first: Int\n    $after: String\n    $includeArchived: Boolean\n  ) {\n    professionals(\n      query: $query\n      sort: $sort\n      first: $first\n      after: $after\n      includeArchived: $includeArchived\n    ) {\n      nodes {\n        ...ProfessionalRow\n      }\n      totalCount\n      endCursor\n    }\n  }\n"): (typeof documents)["\n  query ProfessionalsPage(\n    $query: String\n    $sort: ProfessionalSort\n    $first: Int\n    $after: String\n    $includeArchived: Boolean\n  ) {\n    professionals(\n      query: $query\n      sort: $sort\n      first: $first\n      after: $after\n      includeArchived: $includeArchived\n    ) {\n      nodes {\n        ...ProfessionalRow\n      }\n      totalCount\n      endCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfessionalProfile($id: ID!) {\n    professional(id: $id) {\n      ...ProfessionalRow\n      userId\n      bio\n      certifications {\n        ...CertificationRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProfessionalProfile($id: ID!) {\n    professional(id: $id) {\n      ...ProfessionalRow\n      userId\n      bio\n      certifications {\n        ...CertificationRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCertification($professionalId: ID!, $input: CertificationInput!) {\n    createCertification(professionalId: $professionalId, input: $input) {\n      ...CertificationRow\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCertification($professionalId: ID!, $input: CertificationInput!) {\n    createCertification(professionalId: $professionalId, input: $input) {\n      ...CertificationRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCertification($id: ID!, $input: CertificationInput!) {\n    updateCertification(id: $id, input: $input) {\n      ...CertificationRow\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCertification($id: ID!, $input: CertificationInput!) {\n    updateCertification(id: $id, input: $input) {\n      ...CertificationRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchiveCertification($id: ID!) {\n    archiveCertification(id: $id) {\n      ...CertificationRow\n    }\n  }\n"): (typeof documents)["\n  mutation ArchiveCertification($id: ID!) {\n    archiveCertification(id: $id) {\n      ...CertificationRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfessionalUserCandidates($search: String) {\n    adminUsers(search: $search, size: 20, status: active) {\n      items {\n        id\n        fullName\n        email\n      }\n    }\n    professionals(first: 500, includeArchived: true) {\n      nodes {\n        id\n        userId\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProfessionalUserCandidates($search: String) {\n    adminUsers(search: $search, size: 20, status: active) {\n      items {\n        id\n        fullName\n        email\n      }\n    }\n    professionals(first: 500, includeArchived: true) {\n      nodes {\n        id\n        userId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProfessional($input: CreateProfessionalInput!) {\n    createProfessional(input: $input) {\n      ...ProfessionalRow\n      userId\n      bio\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProfessional($input: CreateProfessionalInput!) {\n    createProfessional(input: $input) {\n      ...ProfessionalRow\n      userId\n      bio\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfessional($id: ID!, $input: ProfessionalPatch!) {\n    updateProfessional(id: $id, input: $input) {\n      ...ProfessionalRow\n      userId\n      bio\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfessional($id: ID!, $input: ProfessionalPatch!) {\n    updateProfessional(id: $id, input: $input) {\n      ...ProfessionalRow\n      userId\n      bio\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuickChatMessage on ChatMessage {\n    id\n    chatId\n    contactId\n    value\n    createdAt\n    isMine\n  }\n"): (typeof documents)["\n  fragment QuickChatMessage on ChatMessage {\n    id\n    chatId\n    contactId\n    value\n    createdAt\n    isMine\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuickChatList {\n    chats {\n      id\n      unreadCount\n      muted\n      lastMessage\n      lastMessageAt\n      contact {\n        id\n        name\n        avatar\n      }\n    }\n  }\n"): (typeof documents)["\n  query QuickChatList {\n    chats {\n      id\n      unreadCount\n      muted\n      lastMessage\n      lastMessageAt\n      contact {\n        id\n        name\n        avatar\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuickChatConversation($id: ID!) {\n    chat(id: $id) {\n      id\n      unreadCount\n      muted\n      lastMessage\n      lastMessageAt\n      contact {\n        id\n        name\n        avatar\n        about\n      }\n      messages {\n        ...QuickChatMessage\n      }\n    }\n  }\n"): (typeof documents)["\n  query QuickChatConversation($id: ID!) {\n    chat(id: $id) {\n      id\n      unreadCount\n      muted\n      lastMessage\n      lastMessageAt\n      contact {\n        id\n        name\n        avatar\n        about\n      }\n      messages {\n        ...QuickChatMessage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QuickChatSendMessage($chatId: ID!, $value: String!) {\n    sendChatMessage(chatId: $chatId, value: $value) {\n      ...QuickChatMessage\n    }\n  }\n"): (typeof documents)["\n  mutation QuickChatSendMessage($chatId: ID!, $value: String!) {\n    sendChatMessage(chatId: $chatId, value: $value) {\n      ...QuickChatMessage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QuickChatMarkRead($chatId: ID!) {\n    markChatRead(chatId: $chatId) {\n      id\n      unreadCount\n    }\n  }\n"): (typeof documents)["\n  mutation QuickChatMarkRead($chatId: ID!) {\n    markChatRead(chatId: $chatId) {\n      id\n      unreadCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription QuickChatMessageAdded {\n    chatMessageAdded {\n      ...QuickChatMessage\n    }\n  }\n"): (typeof documents)["\n  subscription QuickChatMessageAdded {\n    chatMessageAdded {\n      ...QuickChatMessage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegistrationForm($slug: String!) {\n    registrationForm(organizationSlug: $slug) {\n      organizationId\n      organizationName\n      organizationSlug\n      teams {\n        id\n        name\n        ageCategory\n        gender\n        birthYearMin\n        birthYearMax\n        placesLeft\n        departmentName\n        branchName\n      }\n      consentTexts {\n        id\n        purpose\n        version\n        required\n        textEn\n        textTr\n      }\n    }\n  }\n"): (typeof documents)["\n  query RegistrationForm($slug: String!) {\n    registrationForm(organizationSlug: $slug) {\n      organizationId\n      organizationName\n      organizationSlug\n      teams {\n        id\n        name\n        ageCategory\n        gender\n        birthYearMin\n        birthYearMax\n        placesLeft\n        departmentName\n        branchName\n      }\n      consentTexts {\n        id\n        purpose\n        version\n        required\n        textEn\n        textTr\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitRegistration($input: SubmitRegistrationInput!) {\n    submitRegistration(input: $input) {\n      received\n      organizationName\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitRegistration($input: SubmitRegistrationInput!) {\n    submitRegistration(input: $input) {\n      received\n      organizationName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RegistrationRow on Registration {\n    id\n    status\n    teamId\n    team {\n      id\n      name\n      ageCategory\n    }\n    firstName\n    lastName\n    birthDate\n    gender\n    language\n    submittedAt\n    decidedAt\n    reason\n    athleteId\n    waitlistPosition\n    offerExpiresAt\n    guardians {\n      id\n      position\n      firstName\n      lastName\n      email\n      phone\n      relationship\n      userId\n    }\n  }\n"): (typeof documents)["\n  fragment RegistrationRow on Registration {\n    id\n    status\n    teamId\n    team {\n      id\n      name\n      ageCategory\n    }\n    firstName\n    lastName\n    birthDate\n    gender\n    language\n    submittedAt\n    decidedAt\n    reason\n    athleteId\n    waitlistPosition\n    offerExpiresAt\n    guardians {\n      id\n      position\n      firstName\n      lastName\n      email\n      phone\n      relationship\n      userId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RegistrationDetail on Registration {\n    ...RegistrationRow\n    note\n    documents {\n      id\n      kind\n      fileName\n      sizeBytes\n      downloadUrl\n    }\n    consents {\n      purpose\n      version\n      text {\n        id\n        required\n        textEn\n        textTr\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment RegistrationDetail on Registration {\n    ...RegistrationRow\n    note\n    documents {\n      id\n      kind\n      fileName\n      sizeBytes\n      downloadUrl\n    }\n    consents {\n      purpose\n      version\n      text {\n        id\n        required\n        textEn\n        textTr\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegistrationsPage(\n    $status: RegistrationStatus\n    $teamId: ID\n    $query: String\n    $first: Int\n    $after: String\n  ) {\n    registrations(status: $status, teamId: $teamId, query: $query, first: $first, after: $after) {\n      nodes {\n        ...RegistrationRow\n      }\n      totalCount\n      endCursor\n    }\n  }\n"): (typeof documents)["\n  query RegistrationsPage(\n    $status: RegistrationStatus\n    $teamId: ID\n    $query: String\n    $first: Int\n    $after: String\n  ) {\n    registrations(status: $status, teamId: $teamId, query: $query, first: $first, after: $after) {\n      nodes {\n        ...RegistrationRow\n      }\n      totalCount\n      endCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegistrationCounts($teamId: ID) {\n    registrationCounts(teamId: $teamId) {\n      pending\n      approved\n      rejected\n      waitlisted\n    }\n  }\n"): (typeof documents)["\n  query RegistrationCounts($teamId: ID) {\n    registrationCounts(teamId: $teamId) {\n      pending\n      approved\n      rejected\n      waitlisted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Registration($id: ID!) {\n    registration(id: $id) {\n      ...RegistrationDetail\n    }\n  }\n"): (typeof documents)["\n  query Registration($id: ID!) {\n    registration(id: $id) {\n      ...RegistrationDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveRegistration($id: ID!) {\n    approveRegistration(id: $id) {\n      ...RegistrationDetail\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveRegistration($id: ID!) {\n    approveRegistration(id: $id) {\n      ...RegistrationDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectRegistration($id: ID!, $reason: String!) {\n    rejectRegistration(id: $id, reason: $reason) {\n      ...RegistrationDetail\n    }\n  }\n"): (typeof documents)["\n  mutation RejectRegistration($id: ID!, $reason: String!) {\n    rejectRegistration(id: $id, reason: $reason) {\n      ...RegistrationDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegistrationQueueContext {\n    me {\n      id\n      organization {\n        id\n        slug\n      }\n    }\n    teams(currentSeason: true, managedByMe: true, first: 200, sort: AGE_ASC) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query RegistrationQueueContext {\n    me {\n      id\n      organization {\n        id\n        slug\n      }\n    }\n    teams(currentSeason: true, managedByMe: true, first: 200, sort: AGE_ASC) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpenErasureRequests {\n    openErasureRequests {\n      id\n      athleteId\n      athleteName\n      status\n      requestedAt\n      requestedBy\n    }\n  }\n"): (typeof documents)["\n  query OpenErasureRequests {\n    openErasureRequests {\n      id\n      athleteId\n      athleteName\n      status\n      requestedAt\n      requestedBy\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardOrganizations {\n    myOrganization {\n      id\n      name\n    }\n    organizations(first: 100) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardOrganizations {\n    myOrganization {\n      id\n      name\n    }\n    organizations(first: 100) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SchoolDashboard($organizationId: ID!) {\n    schoolDashboard(organizationId: $organizationId) {\n      organizationId\n      organizationName\n      wholeOrganization\n      currentSeason {\n        id\n        name\n        startsOn\n        endsOn\n      }\n      athleteCount\n      athletesByStatus {\n        status\n        count\n      }\n      athletesByTeam {\n        teamId\n        name\n        branchName\n        departmentName\n        capacity\n        athleteCount\n      }\n      athletesByAgeGroup {\n        birthYear\n        age\n        count\n      }\n      newAthletesThisSeason\n      teamsOverCapacity {\n        teamId\n        name\n        capacity\n        athleteCount\n      }\n      expiringCertifications {\n        id\n        professionalId\n        professionalName\n        kind\n        name\n        expiresOn\n        daysLeft\n      }\n      missingConsents {\n        athleteId\n        name\n        missingRegistration\n        missingHealthData\n      }\n      missingConsentCount\n      attendance {\n        month\n        sessions\n        sessionsWithRoll\n        rate {\n          marked\n          present\n          late\n          excused\n          absent\n          rate\n        }\n        withoutRoll {\n          occurrenceId\n          eventId\n          title\n          startsAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SchoolDashboard($organizationId: ID!) {\n    schoolDashboard(organizationId: $organizationId) {\n      organizationId\n      organizationName\n      wholeOrganization\n      currentSeason {\n        id\n        name\n        startsOn\n        endsOn\n      }\n      athleteCount\n      athletesByStatus {\n        status\n        count\n      }\n      athletesByTeam {\n        teamId\n        name\n        branchName\n        departmentName\n        capacity\n        athleteCount\n      }\n      athletesByAgeGroup {\n        birthYear\n        age\n        count\n      }\n      newAthletesThisSeason\n      teamsOverCapacity {\n        teamId\n        name\n        capacity\n        athleteCount\n      }\n      expiringCertifications {\n        id\n        professionalId\n        professionalName\n        kind\n        name\n        expiresOn\n        daysLeft\n      }\n      missingConsents {\n        athleteId\n        name\n        missingRegistration\n        missingHealthData\n      }\n      missingConsentCount\n      attendance {\n        month\n        sessions\n        sessionsWithRoll\n        rate {\n          marked\n          present\n          late\n          excused\n          absent\n          rate\n        }\n        withoutRoll {\n          occurrenceId\n          eventId\n          title\n          startsAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShortcutFields on Shortcut {\n    id\n    label\n    description\n    icon\n    link\n    useRouter\n  }\n"): (typeof documents)["\n  fragment ShortcutFields on Shortcut {\n    id\n    label\n    description\n    icon\n    link\n    useRouter\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TopBarShortcuts {\n    shortcuts {\n      ...ShortcutFields\n    }\n  }\n"): (typeof documents)["\n  query TopBarShortcuts {\n    shortcuts {\n      ...ShortcutFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateShortcut($input: ShortcutInput!) {\n    createShortcut(input: $input) {\n      ...ShortcutFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateShortcut($input: ShortcutInput!) {\n    createShortcut(input: $input) {\n      ...ShortcutFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateShortcut($id: ID!, $input: ShortcutPatch!) {\n    updateShortcut(id: $id, input: $input) {\n      ...ShortcutFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateShortcut($id: ID!, $input: ShortcutPatch!) {\n    updateShortcut(id: $id, input: $input) {\n      ...ShortcutFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteShortcut($id: ID!) {\n    deleteShortcut(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteShortcut($id: ID!) {\n    deleteShortcut(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TopBarMessages {\n    messages {\n      ...MessageFields\n    }\n  }\n"): (typeof documents)["\n  query TopBarMessages {\n    messages {\n      ...MessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TopBarNotifications {\n    notifications {\n      ...NotificationFields\n    }\n  }\n"): (typeof documents)["\n  query TopBarNotifications {\n    notifications {\n      ...NotificationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ToggleMessageRead($id: ID!, $read: Boolean) {\n    toggleMessageRead(id: $id, read: $read) {\n      id\n      read\n    }\n  }\n"): (typeof documents)["\n  mutation ToggleMessageRead($id: ID!, $read: Boolean) {\n    toggleMessageRead(id: $id, read: $read) {\n      id\n      read\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ToggleNotificationRead($id: ID!, $read: Boolean) {\n    toggleNotificationRead(id: $id, read: $read) {\n      id\n      read\n    }\n  }\n"): (typeof documents)["\n  mutation ToggleNotificationRead($id: ID!, $read: Boolean) {\n    toggleNotificationRead(id: $id, read: $read) {\n      id\n      read\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMessage($id: ID!) {\n    deleteMessage(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteMessage($id: ID!) {\n    deleteMessage(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteNotification($id: ID!) {\n    deleteNotification(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteNotification($id: ID!) {\n    deleteNotification(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllMessagesRead {\n    markAllMessagesRead\n  }\n"): (typeof documents)["\n  mutation MarkAllMessagesRead {\n    markAllMessagesRead\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"): (typeof documents)["\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TopBarSearch($query: String!, $language: String) {\n    search(query: $query, language: $language) {\n      id\n      label\n      total\n      hasMore\n      seeAllLink\n      results {\n        __typename\n        ... on ContactSearchResult {\n          avatar\n          name\n          link\n          value\n        }\n        ... on UserSearchResult {\n          id\n          avatar\n          name\n          email\n          link\n          value\n        }\n        ... on PageSearchResult {\n          title\n          link\n          value\n        }\n        ... on TaskSearchResult {\n          title\n          completed\n          link\n          value\n        }\n        ... on MailSearchResult {\n          id\n          subject\n          senderName\n          date\n          unread\n          link\n          value\n        }\n      }\n    }\n    searchPeople(query: $query) {\n      id\n      label\n      total\n      hasMore\n      results {\n        __typename\n        ... on AthleteSearchResult {\n          id\n          name\n          link\n          value\n        }\n        ... on TeamSearchResult {\n          id\n          name\n          link\n          value\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TopBarSearch($query: String!, $language: String) {\n    search(query: $query, language: $language) {\n      id\n      label\n      total\n      hasMore\n      seeAllLink\n      results {\n        __typename\n        ... on ContactSearchResult {\n          avatar\n          name\n          link\n          value\n        }\n        ... on UserSearchResult {\n          id\n          avatar\n          name\n          email\n          link\n          value\n        }\n        ... on PageSearchResult {\n          title\n          link\n          value\n        }\n        ... on TaskSearchResult {\n          title\n          completed\n          link\n          value\n        }\n        ... on MailSearchResult {\n          id\n          subject\n          senderName\n          date\n          unread\n          link\n          value\n        }\n      }\n    }\n    searchPeople(query: $query) {\n      id\n      label\n      total\n      hasMore\n      results {\n        __typename\n        ... on AthleteSearchResult {\n          id\n          name\n          link\n          value\n        }\n        ... on TeamSearchResult {\n          id\n          name\n          link\n          value\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TopBarUser {\n    me {\n      id\n      name\n      email\n      avatar\n      status\n    }\n  }\n"): (typeof documents)["\n  query TopBarUser {\n    me {\n      id\n      name\n      email\n      avatar\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyStatus($status: PresenceStatus!) {\n    updateMe(input: { status: $status }) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMyStatus($status: PresenceStatus!) {\n    updateMe(input: { status: $status }) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationFields\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SubscriptionPlanFields on SubscriptionPlan {\n    id\n    name\n    description\n    price\n    storageQuotaBytes\n    features\n  }\n"): (typeof documents)["\n  fragment SubscriptionPlanFields on SubscriptionPlan {\n    id\n    name\n    description\n    price\n    storageQuotaBytes\n    features\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubscriptionPlans {\n    subscriptionPlans {\n      ...SubscriptionPlanFields\n    }\n  }\n"): (typeof documents)["\n  query SubscriptionPlans {\n    subscriptionPlans {\n      ...SubscriptionPlanFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrganizationSubscriptionFields on Organization {\n    id\n    name\n    plan {\n      id\n      name\n    }\n    storageUsedBytes\n    storageQuotaBytes\n  }\n"): (typeof documents)["\n  fragment OrganizationSubscriptionFields on Organization {\n    id\n    name\n    plan {\n      id\n      name\n    }\n    storageUsedBytes\n    storageQuotaBytes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrganizationSubscription {\n    myOrganization {\n      ...OrganizationSubscriptionFields\n    }\n  }\n"): (typeof documents)["\n  query MyOrganizationSubscription {\n    myOrganization {\n      ...OrganizationSubscriptionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganizationSubscription($id: ID!) {\n    organization(id: $id) {\n      ...OrganizationSubscriptionFields\n    }\n  }\n"): (typeof documents)["\n  query OrganizationSubscription($id: ID!) {\n    organization(id: $id) {\n      ...OrganizationSubscriptionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeOrganizationPlan($id: ID!, $planId: ID) {\n    updateOrganization(id: $id, input: { planId: $planId }) {\n      ...OrganizationSubscriptionFields\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeOrganizationPlan($id: ID!, $planId: ID) {\n    updateOrganization(id: $id, input: { planId: $planId }) {\n      ...OrganizationSubscriptionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TaskFields on Task {\n    id\n    type\n    title\n    notes\n    completed\n    dueDate\n    priority\n    tags\n    assignedTo\n    assignee {\n      id\n      name\n      avatar\n    }\n    subTasks {\n      id\n      title\n      completed\n    }\n    order\n  }\n"): (typeof documents)["\n  fragment TaskFields on Task {\n    id\n    type\n    title\n    notes\n    completed\n    dueDate\n    priority\n    tags\n    assignedTo\n    assignee {\n      id\n      name\n      avatar\n    }\n    subTasks {\n      id\n      title\n      completed\n    }\n    order\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TaskTagFields on TaskTag {\n    id\n    title\n  }\n"): (typeof documents)["\n  fragment TaskTagFields on TaskTag {\n    id\n    title\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Tasks {\n    tasks {\n      ...TaskFields\n    }\n    taskCounts {\n      total\n      remaining\n    }\n    taskTags {\n      ...TaskTagFields\n    }\n  }\n"): (typeof documents)["\n  query Tasks {\n    tasks {\n      ...TaskFields\n    }\n    taskCounts {\n      total\n      remaining\n    }\n    taskTags {\n      ...TaskTagFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TaskAssignees {\n    taskAssignees {\n      id\n      name\n      email\n      avatar\n    }\n  }\n"): (typeof documents)["\n  query TaskAssignees {\n    taskAssignees {\n      id\n      name\n      email\n      avatar\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchTasks($query: String!) {\n    searchTasks(query: $query) {\n      highlightedTitle\n      task {\n        ...TaskFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchTasks($query: String!) {\n    searchTasks(query: $query) {\n      highlightedTitle\n      task {\n        ...TaskFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTask($type: TaskType!) {\n    createTask(type: $type) {\n      ...TaskFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTask($type: TaskType!) {\n    createTask(type: $type) {\n      ...TaskFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTask($id: ID!, $input: TaskPatch!) {\n    updateTask(id: $id, input: $input) {\n      ...TaskFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTask($id: ID!, $input: TaskPatch!) {\n    updateTask(id: $id, input: $input) {\n      ...TaskFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTask($id: ID!) {\n    deleteTask(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteTask($id: ID!) {\n    deleteTask(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderTasks($ids: [ID!]!) {\n    reorderTasks(ids: $ids) {\n      id\n      order\n    }\n  }\n"): (typeof documents)["\n  mutation ReorderTasks($ids: [ID!]!) {\n    reorderTasks(ids: $ids) {\n      id\n      order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTaskTag($title: String!) {\n    createTaskTag(title: $title) {\n      ...TaskTagFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTaskTag($title: String!) {\n    createTaskTag(title: $title) {\n      ...TaskTagFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTaskTag($id: ID!, $title: String!) {\n    updateTaskTag(id: $id, title: $title) {\n      ...TaskTagFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTaskTag($id: ID!, $title: String!) {\n    updateTaskTag(id: $id, title: $title) {\n      ...TaskTagFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTaskTag($id: ID!) {\n    deleteTaskTag(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteTaskTag($id: ID!) {\n    deleteTaskTag(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BranchRow on Branch {\n    id\n    name\n    address\n    phone\n    active\n    archivedAt\n    teamCount\n  }\n"): (typeof documents)["\n  fragment BranchRow on Branch {\n    id\n    name\n    address\n    phone\n    active\n    archivedAt\n    teamCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BranchesPage(\n    $query: String\n    $active: Boolean\n    $sort: OrganizationListSort\n    $first: Int\n    $after: String\n    $includeArchived: Boolean\n  ) {\n    branches(\n      query: $query\n      active: $active\n      sort: $sort\n      first: $first\n      after: $after\n      includeArchived: $includeArchived\n    ) {\n      nodes {\n        ...BranchRow\n      }\n      totalCount\n      endCursor\n    }\n  }\n"): (typeof documents)["\n  query BranchesPage(\n    $query: String\n    $active: Boolean\n    $sort: OrganizationListSort\n    $first: Int\n    $after: String\n    $includeArchived: Boolean\n  ) {\n    branches(\n      query: $query\n      active: $active\n      sort: $sort\n      first: $first\n      after: $after\n      includeArchived: $includeArchived\n    ) {\n      nodes {\n        ...BranchRow\n      }\n      totalCount\n      endCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBranch($input: BranchInput!) {\n    createBranch(input: $input) {\n      ...BranchRow\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBranch($input: BranchInput!) {\n    createBranch(input: $input) {\n      ...BranchRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBranch($id: ID!, $input: BranchInput!) {\n    updateBranch(id: $id, input: $input) {\n      ...BranchRow\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBranch($id: ID!, $input: BranchInput!) {\n    updateBranch(id: $id, input: $input) {\n      ...BranchRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchiveBranch($id: ID!) {\n    archiveBranch(id: $id) {\n      ...BranchRow\n    }\n  }\n"): (typeof documents)["\n  mutation ArchiveBranch($id: ID!) {\n    archiveBranch(id: $id) {\n      ...BranchRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreBranch($id: ID!) {\n    restoreBranch(id: $id) {\n      ...BranchRow\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreBranch($id: ID!) {\n    restoreBranch(id: $id) {\n      ...BranchRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TeamRow on Team {\n    id\n    name\n    branchId\n    branch {\n      id\n      name\n    }\n    departmentId\n    department {\n      id\n      name\n    }\n    seasonId\n    season {\n      id\n      name\n      current\n    }\n    birthYearMin\n    birthYearMax\n    ageCategory\n    gender\n    capacity\n    memberCount\n    archivedAt\n  }\n"): (typeof documents)["\n  fragment TeamRow on Team {\n    id\n    name\n    branchId\n    branch {\n      id\n      name\n    }\n    departmentId\n    department {\n      id\n      name\n    }\n    seasonId\n    season {\n      id\n      name\n      current\n    }\n    birthYearMin\n    birthYearMax\n    ageCategory\n    gender\n    capacity\n    memberCount\n    archivedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TeamStaffRow on TeamStaff {\n    id\n    teamId\n    role\n    professionalId\n    professional {\n      id\n      name\n      title\n      avatar\n    }\n  }\n"): (typeof documents)["\n  fragment TeamStaffRow on TeamStaff {\n    id\n    teamId\n    role\n    professionalId\n    professional {\n      id\n      name\n      title\n      avatar\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamsPage(\n    $query: String\n    $branchId: ID\n    $departmentId: ID\n    $seasonId: ID\n    $gender: TeamGender\n    $managedByMe: Boolean\n    $sort: TeamSort\n    $first: Int\n    $after: String\n    $includeArchived: Boolean\n  ) {\n    teams(\n      query: $query\n      branchId: $branchId\n      departmentId: $departmentId\n      seasonId: $seasonId\n      gender: $gender\n      managedByMe: $managedByMe\n      sort: $sort\n      first: $first\n      after: $after\n      includeArchived: $includeArchived\n    ) {\n      nodes {\n        ...TeamRow\n      }\n      totalCount\n      endCursor\n    }\n  }\n"): (typeof documents)["\n  query TeamsPage(\n    $query: String\n    $branchId: ID\n    $departmentId: ID\n    $seasonId: ID\n    $gender: TeamGender\n    $managedByMe: Boolean\n    $sort: TeamSort\n    $first: Int\n    $after: String\n    $includeArchived: Boolean\n  ) {\n    teams(\n      query: $query\n      branchId: $branchId\n      departmentId: $departmentId\n      seasonId: $seasonId\n      gender: $gender\n      managedByMe: $managedByMe\n      sort: $sort\n      first: $first\n      after: $after\n      includeArchived: $includeArchived\n    ) {\n      nodes {\n        ...TeamRow\n      }\n      totalCount\n      endCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamStructure {\n    branches(first: 500) {\n      nodes {\n        id\n        name\n      }\n    }\n    departments(first: 500) {\n      nodes {\n        id\n        name\n      }\n    }\n    seasons(first: 500) {\n      nodes {\n        id\n        name\n        current\n      }\n    }\n  }\n"): (typeof documents)["\n  query TeamStructure {\n    branches(first: 500) {\n      nodes {\n        id\n        name\n      }\n    }\n    departments(first: 500) {\n      nodes {\n        id\n        name\n      }\n    }\n    seasons(first: 500) {\n      nodes {\n        id\n        name\n        current\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamProfile($id: ID!) {\n    team(id: $id) {\n      ...TeamRow\n      season {\n        id\n        endsOn\n      }\n      staff {\n        ...TeamStaffRow\n      }\n    }\n    teamMemberships(teamId: $id) {\n      ...TeamRosterRow\n    }\n  }\n"): (typeof documents)["\n  query TeamProfile($id: ID!) {\n    team(id: $id) {\n      ...TeamRow\n      season {\n        id\n        endsOn\n      }\n      staff {\n        ...TeamStaffRow\n      }\n    }\n    teamMemberships(teamId: $id) {\n      ...TeamRosterRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamAttendance($id: ID!) {\n    team(id: $id) {\n      id\n      attendanceByMonth {\n        ...AttendanceMonthFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query TeamAttendance($id: ID!) {\n    team(id: $id) {\n      id\n      attendanceByMonth {\n        ...AttendanceMonthFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TeamRosterRow on TeamMembership {\n    id\n    teamId\n    jerseyNumber\n    position\n    status\n    fromOn\n    athlete {\n      id\n      fullName\n    }\n  }\n"): (typeof documents)["\n  fragment TeamRosterRow on TeamMembership {\n    id\n    teamId\n    jerseyNumber\n    position\n    status\n    fromOn\n    athlete {\n      id\n      fullName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamAthleteCandidates($query: String, $birthYearFrom: Int) {\n    athletes(query: $query, birthYearFrom: $birthYearFrom, first: 20) {\n      nodes {\n        id\n        fullName\n        gender\n        licenceNumber\n      }\n    }\n  }\n"): (typeof documents)["\n  query TeamAthleteCandidates($query: String, $birthYearFrom: Int) {\n    athletes(query: $query, birthYearFrom: $birthYearFrom, first: 20) {\n      nodes {\n        id\n        fullName\n        gender\n        licenceNumber\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddTeamAthlete($input: AddTeamMembershipInput!) {\n    addTeamMembership(input: $input) {\n      ...TeamRosterRow\n    }\n  }\n"): (typeof documents)["\n  mutation AddTeamAthlete($input: AddTeamMembershipInput!) {\n    addTeamMembership(input: $input) {\n      ...TeamRosterRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffCandidates($query: String) {\n    professionals(query: $query, first: 50) {\n      nodes {\n        id\n        name\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffCandidates($query: String) {\n    professionals(query: $query, first: 50) {\n      nodes {\n        id\n        name\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTeam($input: TeamInput!) {\n    createTeam(input: $input) {\n      ...TeamRow\n      staff {\n        ...TeamStaffRow\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTeam($input: TeamInput!) {\n    createTeam(input: $input) {\n      ...TeamRow\n      staff {\n        ...TeamStaffRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTeam($id: ID!, $input: TeamInput!) {\n    updateTeam(id: $id, input: $input) {\n      ...TeamRow\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTeam($id: ID!, $input: TeamInput!) {\n    updateTeam(id: $id, input: $input) {\n      ...TeamRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchiveTeam($id: ID!) {\n    archiveTeam(id: $id) {\n      ...TeamRow\n    }\n  }\n"): (typeof documents)["\n  mutation ArchiveTeam($id: ID!) {\n    archiveTeam(id: $id) {\n      ...TeamRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreTeam($id: ID!) {\n    restoreTeam(id: $id) {\n      ...TeamRow\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreTeam($id: ID!) {\n    restoreTeam(id: $id) {\n      ...TeamRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddTeamStaff($teamId: ID!, $professionalId: ID!, $role: TeamStaffRole!) {\n    addTeamStaff(teamId: $teamId, professionalId: $professionalId, role: $role) {\n      ...TeamStaffRow\n    }\n  }\n"): (typeof documents)["\n  mutation AddTeamStaff($teamId: ID!, $professionalId: ID!, $role: TeamStaffRole!) {\n    addTeamStaff(teamId: $teamId, professionalId: $professionalId, role: $role) {\n      ...TeamStaffRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveTeamStaff($id: ID!) {\n    removeTeamStaff(id: $id) {\n      id\n      teamId\n      archivedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveTeamStaff($id: ID!) {\n    removeTeamStaff(id: $id) {\n      id\n      teamId\n      archivedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoleScopeOptions($organizationId: ID) {\n    roleScopeOptions(organizationId: $organizationId, first: 500) {\n      type\n      id\n      name\n      detail\n      organizationId\n    }\n  }\n"): (typeof documents)["\n  query RoleScopeOptions($organizationId: ID) {\n    roleScopeOptions(organizationId: $organizationId, first: 500) {\n      type\n      id\n      name\n      detail\n      organizationId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserDocumentsTab($userId: ID!) {\n    userDocuments(userId: $userId) {\n      id\n      fileName\n      downloadUrl\n      fileAvailable\n      uploadedAt\n      documentType {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query UserDocumentsTab($userId: ID!) {\n    userDocuments(userId: $userId) {\n      id\n      fileName\n      downloadUrl\n      fileAvailable\n      uploadedAt\n      documentType {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserPaymentsTab($userId: ID!) {\n    userPayments(userId: $userId) {\n      id\n      athleteName\n      method\n      amount\n      currency\n      status\n      refunded\n      refundOf\n      receivedOn\n      paymentAt\n      unallocated\n      allocations {\n        invoiceId\n        invoiceNumber\n        amount\n      }\n    }\n  }\n"): (typeof documents)["\n  query UserPaymentsTab($userId: ID!) {\n    userPayments(userId: $userId) {\n      id\n      athleteName\n      method\n      amount\n      currency\n      status\n      refunded\n      refundOf\n      receivedOn\n      paymentAt\n      unallocated\n      allocations {\n        invoiceId\n        invoiceNumber\n        amount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserNotificationPreferencesTab($userId: ID!) {\n    userNotificationPreferences(userId: $userId) {\n      notificationTypeId\n      enabled\n    }\n    notificationTypes {\n      id\n      name\n      description\n    }\n  }\n"): (typeof documents)["\n  query UserNotificationPreferencesTab($userId: ID!) {\n    userNotificationPreferences(userId: $userId) {\n      notificationTypeId\n      enabled\n    }\n    notificationTypes {\n      id\n      name\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserWalletTab($userId: ID!) {\n    userWallet(userId: $userId) {\n      id\n      token\n      balance\n      currency\n      balances {\n        balance\n        currency\n      }\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query UserWalletTab($userId: ID!) {\n    userWallet(userId: $userId) {\n      id\n      token\n      balance\n      currency\n      balances {\n        balance\n        currency\n      }\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserDevicesTab($userId: ID!) {\n    userDevices(userId: $userId) {\n      id\n      deviceInfo\n      lastActiveAt\n    }\n  }\n"): (typeof documents)["\n  query UserDevicesTab($userId: ID!) {\n    userDevices(userId: $userId) {\n      id\n      deviceInfo\n      lastActiveAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserNotificationDeliveriesTab($userId: ID!) {\n    userNotificationDeliveries(userId: $userId) {\n      id\n      additionalData {\n        title\n        message\n      }\n      tryCount\n      sentAt\n      readAt\n      lastTryAt\n    }\n  }\n"): (typeof documents)["\n  query UserNotificationDeliveriesTab($userId: ID!) {\n    userNotificationDeliveries(userId: $userId) {\n      id\n      additionalData {\n        title\n        message\n      }\n      tryCount\n      sentAt\n      readAt\n      lastTryAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserSurveyAnswersTab($userId: ID!) {\n    userSurveyAnswers(userId: $userId) {\n      id\n      surveyQuestionAnswerId\n      surveyTitle\n      questionText\n      answerText\n      answeredAt\n    }\n  }\n"): (typeof documents)["\n  query UserSurveyAnswersTab($userId: ID!) {\n    userSurveyAnswers(userId: $userId) {\n      id\n      surveyQuestionAnswerId\n      surveyTitle\n      questionText\n      answerText\n      answeredAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserFeedbacksTab($userId: ID!) {\n    userFeedbacks(userId: $userId) {\n      id\n      content\n      rating\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query UserFeedbacksTab($userId: ID!) {\n    userFeedbacks(userId: $userId) {\n      id\n      content\n      rating\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminUserRow on AdminUser {\n    id\n    fullName\n    email\n    phone\n    avatar\n    status\n    subscriptionId\n    organizationId\n    organization {\n      id\n      name\n    }\n    createdAt\n    updatedAt\n    roles {\n      id\n      roleId\n      scopeType\n      scopeId\n      assignedAt\n      role {\n        id\n        key\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment AdminUserRow on AdminUser {\n    id\n    fullName\n    email\n    phone\n    avatar\n    status\n    subscriptionId\n    organizationId\n    organization {\n      id\n      name\n    }\n    createdAt\n    updatedAt\n    roles {\n      id\n      roleId\n      scopeType\n      scopeId\n      assignedAt\n      role {\n        id\n        key\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsersRoles {\n    roles {\n      id\n      key\n      name\n      description\n      permissions\n    }\n  }\n"): (typeof documents)["\n  query UsersRoles {\n    roles {\n      id\n      key\n      name\n      description\n      permissions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsersPage(\n    $page: Int!\n    $size: Int!\n    $sort: AdminUserSortField!\n    $order: AdminSortDirection!\n    $search: String\n    $status: AccountStatus\n    $roleId: ID\n  ) {\n    adminUsers(\n      page: $page\n      size: $size\n      sort: $sort\n      order: $order\n      search: $search\n      status: $status\n      roleId: $roleId\n    ) {\n      items {\n        ...AdminUserRow\n      }\n      pagination {\n        length\n        size\n        page\n        lastPage\n        startIndex\n        endIndex\n      }\n    }\n  }\n"): (typeof documents)["\n  query UsersPage(\n    $page: Int!\n    $size: Int!\n    $sort: AdminUserSortField!\n    $order: AdminSortDirection!\n    $search: String\n    $status: AccountStatus\n    $roleId: ID\n  ) {\n    adminUsers(\n      page: $page\n      size: $size\n      sort: $sort\n      order: $order\n      search: $search\n      status: $status\n      roleId: $roleId\n    ) {\n      items {\n        ...AdminUserRow\n      }\n      pagination {\n        length\n        size\n        page\n        lastPage\n        startIndex\n        endIndex\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserDetail($id: ID!) {\n    adminUser(id: $id) {\n      ...AdminUserRow\n    }\n  }\n"): (typeof documents)["\n  query UserDetail($id: ID!) {\n    adminUser(id: $id) {\n      ...AdminUserRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserFormPlans {\n    subscriptionPlans {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query UserFormPlans {\n    subscriptionPlans {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAdminUser($input: CreateAdminUserInput!) {\n    createAdminUser(input: $input) {\n      ...AdminUserRow\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAdminUser($input: CreateAdminUserInput!) {\n    createAdminUser(input: $input) {\n      ...AdminUserRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAdminUser($id: ID!, $input: UpdateAdminUserInput!) {\n    updateAdminUser(id: $id, input: $input) {\n      ...AdminUserRow\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAdminUser($id: ID!, $input: UpdateAdminUserInput!) {\n    updateAdminUser(id: $id, input: $input) {\n      ...AdminUserRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAdminUser($id: ID!) {\n    deleteAdminUser(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteAdminUser($id: ID!) {\n    deleteAdminUser(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignUserRole($userId: ID!, $roleId: ID!, $scopeType: ScopeType, $scopeId: ID) {\n    assignUserRole(userId: $userId, roleId: $roleId, scopeType: $scopeType, scopeId: $scopeId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AssignUserRole($userId: ID!, $roleId: ID!, $scopeType: ScopeType, $scopeId: ID) {\n    assignUserRole(userId: $userId, roleId: $roleId, scopeType: $scopeType, scopeId: $scopeId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnassignUserRole($userId: ID!, $roleId: ID!) {\n    unassignUserRole(userId: $userId, roleId: $roleId)\n  }\n"): (typeof documents)["\n  mutation UnassignUserRole($userId: ID!, $roleId: ID!) {\n    unassignUserRole(userId: $userId, roleId: $roleId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NavigationMenu($language: String) {\n    navigation(language: $language) {\n      compact {\n        ...NavigationEntry\n        children {\n          ...NavigationEntry\n          children {\n            ...NavigationEntry\n            children {\n              ...NavigationEntry\n            }\n          }\n        }\n      }\n      default {\n        ...NavigationEntry\n        children {\n          ...NavigationEntry\n          children {\n            ...NavigationEntry\n            children {\n              ...NavigationEntry\n            }\n          }\n        }\n      }\n      futuristic {\n        ...NavigationEntry\n        children {\n          ...NavigationEntry\n          children {\n            ...NavigationEntry\n            children {\n              ...NavigationEntry\n            }\n          }\n        }\n      }\n      horizontal {\n        ...NavigationEntry\n        children {\n          ...NavigationEntry\n          children {\n            ...NavigationEntry\n            children {\n              ...NavigationEntry\n            }\n          }\n        }\n      }\n    }\n  }\n\n  fragment NavigationEntry on NavigationItem {\n    id\n    title\n    subtitle\n    type\n    icon\n    link\n    externalLink\n    badge {\n      title\n    }\n  }\n"): (typeof documents)["\n  query NavigationMenu($language: String) {\n    navigation(language: $language) {\n      compact {\n        ...NavigationEntry\n        children {\n          ...NavigationEntry\n          children {\n            ...NavigationEntry\n            children {\n              ...NavigationEntry\n            }\n          }\n        }\n      }\n      default {\n        ...NavigationEntry\n        children {\n          ...NavigationEntry\n          children {\n            ...NavigationEntry\n            children {\n              ...NavigationEntry\n            }\n          }\n        }\n      }\n      futuristic {\n        ...NavigationEntry\n        children {\n          ...NavigationEntry\n          children {\n            ...NavigationEntry\n            children {\n              ...NavigationEntry\n            }\n          }\n        }\n      }\n      horizontal {\n        ...NavigationEntry\n        children {\n          ...NavigationEntry\n          children {\n            ...NavigationEntry\n            children {\n              ...NavigationEntry\n            }\n          }\n        }\n      }\n    }\n  }\n\n  fragment NavigationEntry on NavigationItem {\n    id\n    title\n    subtitle\n    type\n    icon\n    link\n    externalLink\n    badge {\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MessageFields on Message {\n    id\n    read\n    title\n    description\n    icon\n    image\n    link\n    useRouter\n    time\n    seen\n  }\n"): (typeof documents)["\n  fragment MessageFields on Message {\n    id\n    read\n    title\n    description\n    icon\n    image\n    link\n    useRouter\n    time\n    seen\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationFields on Notification {\n    id\n    read\n    title\n    description\n    icon\n    image\n    link\n    useRouter\n    time\n    seen\n  }\n"): (typeof documents)["\n  fragment NotificationFields on Notification {\n    id\n    read\n    title\n    description\n    icon\n    image\n    link\n    useRouter\n    time\n    seen\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Shell {\n    me {\n      id\n      name\n      email\n      avatar\n      status\n    }\n  }\n"): (typeof documents)["\n  query Shell {\n    me {\n      id\n      name\n      email\n      avatar\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewerAccess {\n    viewerAccess {\n      staff\n    }\n  }\n"): (typeof documents)["\n  query ViewerAccess {\n    viewerAccess {\n      staff\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewerRoles($userId: ID!) {\n    userRoles(userId: $userId) {\n      id\n      scopeType\n      scopeId\n      role {\n        id\n        key\n        permissions\n      }\n    }\n  }\n"): (typeof documents)["\n  query ViewerRoles($userId: ID!) {\n    userRoles(userId: $userId) {\n      id\n      scopeType\n      scopeId\n      role {\n        id\n        key\n        permissions\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;