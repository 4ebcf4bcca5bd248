/** Kinds of seeded rows, each with its own block of fixed ids. */
export const SEED_KIND = {
  user: 0,
  organization: 1,
  branch: 2,
  department: 3,
  role: 4,
  plan: 5,
  userRole: 6,
  chat: 20,
  inboxItem: 30,
  shortcut: 31,
  documentType: 40,
  notificationType: 41,
  surveyQuestion: 42,
  surveyOption: 43,
  userResource: 44,
  country: 50,
  contact: 51,
  contactTag: 52,
  task: 60,
  taskTag: 61,
  subTask: 62,
  season: 70,
  team: 71,
  teamStaff: 72,
  professional: 73,
  certification: 74,
  /** The user accounts of the seeded professionals (coaches, physios, managers). */
  professionalUser: 75,
  athlete: 80,
  teamMembership: 81,
  /** The user accounts of the seeded guardians (parents). */
  guardianUser: 82,
  guardianLink: 83,
  consent: 84,
  company: 90,
  companyContact: 91,
  sponsorship: 92,
  event: 100,
  consentText: 110,
  registration: 111,
  mail: 120,
  mailLabel: 121,
  mailFile: 122,
} as const;

/**
 * A fixed UUID for the n-th seeded row of a kind, e.g. seedId('user', 1) is
 * 00000000-0000-4000-8000-000000000001. Seeds stay deterministic and links and tests can rely on them.
 */
export function seedId(kind: keyof typeof SEED_KIND, n: number): string {
  const block = (0x8000 + SEED_KIND[kind]).toString(16);
  return `00000000-0000-4000-${block}-${n.toString(16).padStart(12, '0')}`;
}
