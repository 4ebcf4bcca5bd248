import type { Language } from '../../shared/language.js';

// The mailbox's fixed parts (spec 001 Mailbox): five folders and two filters, the same in every mailbox,
// with stable ids; the label colours and the limits of the contract (schema/mail.graphql).

export const MAIL_FOLDER_SLUGS = ['inbox', 'sent', 'drafts', 'spam', 'trash'] as const;
export type MailFolderSlug = (typeof MAIL_FOLDER_SLUGS)[number];

export const MAIL_FILTER_SLUGS = ['starred', 'important'] as const;
export type MailFilterSlug = (typeof MAIL_FILTER_SLUGS)[number];

export const MAIL_LABEL_COLORS = [
  'blue',
  'indigo',
  'red',
  'teal',
  'purple',
  'green',
  'orange',
  'pink',
  'gray',
] as const;
export type MailLabelColorValue = (typeof MAIL_LABEL_COLORS)[number];

export const MAIL_LAYOUTS = ['right', 'full'] as const;
export type MailLayoutValue = (typeof MAIL_LAYOUTS)[number];

interface Fixed<Slug extends string> {
  id: string;
  slug: Slug;
  title: Record<Language, string>;
  icon: string;
}

/** The five folders, in the menu's order, with their constant ids. */
export const MAIL_FOLDERS: readonly Fixed<MailFolderSlug>[] = [
  {
    id: '6d61696c-0000-4000-8000-000000000001',
    slug: 'inbox',
    title: { en: 'Inbox', tr: 'Gelen kutusu' },
    icon: 'heroicons_outline:inbox',
  },
  {
    id: '6d61696c-0000-4000-8000-000000000002',
    slug: 'sent',
    title: { en: 'Sent', tr: 'Gönderilenler' },
    icon: 'heroicons_outline:paper-airplane',
  },
  {
    id: '6d61696c-0000-4000-8000-000000000003',
    slug: 'drafts',
    title: { en: 'Drafts', tr: 'Taslaklar' },
    icon: 'heroicons_outline:document',
  },
  {
    id: '6d61696c-0000-4000-8000-000000000004',
    slug: 'spam',
    title: { en: 'Spam', tr: 'İstenmeyen' },
    icon: 'heroicons_outline:exclamation-circle',
  },
  {
    id: '6d61696c-0000-4000-8000-000000000005',
    slug: 'trash',
    title: { en: 'Trash', tr: 'Çöp kutusu' },
    icon: 'heroicons_outline:trash',
  },
];

/** The two filters, with their constant ids. */
export const MAIL_FILTERS: readonly Fixed<MailFilterSlug>[] = [
  {
    id: '6d61696c-0000-4000-8000-000000000011',
    slug: 'starred',
    title: { en: 'Starred', tr: 'Yıldızlı' },
    icon: 'heroicons_outline:star',
  },
  {
    id: '6d61696c-0000-4000-8000-000000000012',
    slug: 'important',
    title: { en: 'Important', tr: 'Önemli' },
    icon: 'heroicons_outline:exclamation-circle',
  },
];

/** A folder by slug or by id (case-insensitive), or undefined. */
export function folderOf(value: string): Fixed<MailFolderSlug> | undefined {
  const key = value.toLowerCase();
  return MAIL_FOLDERS.find((folder) => folder.slug === key || folder.id === key);
}

export const folderId = (slug: MailFolderSlug): string => folderOf(slug)!.id;

export const MAIL_LIMITS = {
  recipients: 50,
  subject: 300,
  content: 100_000,
  snippet: 200,
  attachments: 10,
  labelTitle: 40,
  bulk: 500,
  pageSize: 10,
  first: 100,
  defaultFirst: 10,
  query: 200,
  queryMin: 2,
  recipientsAnswered: 10,
} as const;

/**
 * The spec's slug rule: the title lower-cased, spaces to hyphens, other non-word characters dropped,
 * repeated hyphens collapsed (and none left at either end). Turkish letters are kept (they are word
 * characters); a title of signs only gives `label`.
 */
export function labelSlug(title: string): string {
  const slug = title
    .trim()
    .replace(/İ/g, 'i')
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^\p{L}\p{N}_-]/gu, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  return slug === '' ? 'label' : slug;
}

/** The first of `base`, `base-1`, `base-2`… not in `taken`. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 1; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Plain text of sanitised HTML, blanks collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h[1-3]|\/blockquote)[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first MAIL_LIMITS.snippet characters of the text (whole characters). */
export const snippetOf = (text: string): string => Array.from(text).slice(0, MAIL_LIMITS.snippet).join('');
