import type { RoleKey } from '../../shared/auth/roles.js';
import type { Language } from '../../shared/language.js';
import { clientPath, type ClientSection } from '../../shared/links.js';

// The menu's building blocks: the types, who may see what, and the helpers the sections are written with
// (navigation.school.ts, navigation.apps.ts, navigation.demo.ts; navigation.data.ts joins them).

export type { Language };

/** A text in every interface language (spec 000 §1: en and tr). */
export type Text = Readonly<Record<Language, string>>;

export type NavigationItemType = 'basic' | 'collapsable' | 'group' | 'aside' | 'divider';

/**
 * Who may see an entry: a viewer holding any of the roles or any of the permissions, or, with `staff`,
 * any of the school's staff (shared/auth/staff.ts) — a super admin's `all` permission passes every
 * check. No `roles`, `permissions` or `staff`: everyone signed in. `exceptRoles` is checked first and
 * leaves the entry out for holders of those roles, super admin included (navigation.policy.ts).
 */
export interface NavigationAccess {
  roles?: readonly RoleKey[];
  permissions?: readonly string[];
  /** The school's staff: the admin roles and, once they exist, its professionals (one rule, isStaff). */
  staff?: boolean;
  /** Roles that do not get the entry, because another entry of their menu already leads there. */
  exceptRoles?: readonly RoleKey[];
}

/** One menu entry as stored here: titles in both languages, plus who may see it. */
export interface NavigationNode {
  id: string;
  title?: Text;
  subtitle?: Text;
  type: NavigationItemType;
  icon?: string;
  link?: string;
  externalLink?: boolean;
  badge?: { title: string; classes?: string };
  access?: NavigationAccess;
  children?: readonly NavigationNode[];
}

/** A top-level entry of a non-default variant: its children are the default section with the same id. */
export interface VariantSection {
  id: string;
  type: NavigationItemType;
  title?: Text;
  icon: string;
}

export const NAVIGATION_VARIANTS = ['compact', 'default', 'futuristic', 'horizontal'] as const;
export type NavigationVariant = (typeof NAVIGATION_VARIANTS)[number];
export const text = (en: string, tr: string): Text => ({ en, tr });

// Who manages what. The spec leaves the role-to-screen mapping open (000 §6); these follow docs/domain.md.
export const ADMIN_ROLES = [
  'super_admin',
  'org_admin',
  'branch_admin',
  'dept_admin',
] as const satisfies RoleKey[];
export const ADMINS: NavigationAccess = { roles: ADMIN_ROLES };
export const ORGANIZATION_ADMINS: NavigationAccess = { roles: ['super_admin', 'org_admin'] };
// The school's money (fees.policy.ts): the organization's admins and branch admins; department admins
// handle sport, not money. A parent reaches their own family's invoices from the account section.
export const MONEY_ADMINS: NavigationAccess = { roles: ['super_admin', 'org_admin', 'branch_admin'] };
export const PARENTS: NavigationAccess = { roles: ['parent'] };
export const ADVERTISERS: NavigationAccess = {
  roles: ['super_admin', 'org_admin', 'branch_admin', 'company'],
};
// Profiles with minors' and families' data: the admins, and a parent for their own children and
// themselves; never a company or a regular user (docs/domain.md, "Privacy of minors").
export const FAMILIES: NavigationAccess = { roles: [...ADMIN_ROLES, 'parent'] };
// The sponsors' profiles: the admins, and a company for its own.
export const SPONSORS: NavigationAccess = { roles: [...ADMIN_ROLES, 'company'] };

// The template's demo sections (dashboards with sample figures, page designs, the UI showcase, the
// menu's own features and the documentation they link to) are not the school's: the super admin keeps
// them to look at; every other role's menu holds only what that role uses.
export const DEMO: NavigationAccess = { roles: ['super_admin'] };

// The signed-in home (fbiad-pages/organization) is the organization admins' "Organization" entry; every
// other role reaches the same page, made for them, as "Home".
export const HOME: NavigationAccess = { exceptRoles: ['super_admin', 'org_admin'] };

// The staff's work apps: the organization's shared working data, which parents, companies and regular
// users must not read (docs/domain.md) — the address book (other families' numbers and addresses),
// the task board and the scrumboard (internal work), the file manager (the organization's documents:
// registrations, certificates) and the e-commerce inventory (the school's stock). The personal apps
// stay with everyone: chat and mailbox are each user's own conversations, notes each user's own notes;
// the academy (courses) and the help center are content for every member.
export const STAFF: NavigationAccess = { staff: true };

export const page = (
  section: ClientSection,
  slug: string,
  title: Text,
  icon: string,
  extra: Partial<NavigationNode> = {},
): NavigationNode => ({
  id: `${section}.${slug}`,
  title,
  type: 'basic',
  icon,
  link: clientPath(section, slug),
  ...extra,
});

export const fbiad = (slug: string, title: Text, icon: string, extra: Partial<NavigationNode> = {}) =>
  page('fbiad-pages', slug, title, icon, extra);
