/**
 * The one way HTML from elsewhere (the server's titles and descriptions, stored notes, pasted text)
 * reaches the page: DOMPurify with the allow-list the server applies on write (server/src/shared/html.ts).
 *
 *   <Box dangerouslySetInnerHTML={{ __html: sanitizeHtml(item.description) }} />
 *
 * Formatting, lists, search marks and http(s)/mailto links survive; scripts, styles, frames, event
 * handlers, every other attribute and javascript:/data: URLs are removed. Unknown tags are unwrapped (their
 * text stays); scripts, styles, frames, svg and the like go with their content.
 */
import DOMPurify, { type Config } from 'dompurify';

/** The tags the server keeps (server/src/shared/html.ts: allowedTags): the two lists stay the same. */
export const ALLOWED_TAGS: readonly string[] = [
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'mark',
  'code',
  'pre',
  'p',
  'br',
  'span',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'h1',
  'h2',
  'h3',
];

/** What a kept link carries besides its href. */
export const LINK_REL = 'noopener noreferrer nofollow';

// The schemes a link may use, as the server's allowedSchemes; relative and protocol-relative URLs go too.
const SAFE_URL = /^(?:https?|mailto):/i;
// What DOMPurify ignores in a URL before testing it; isSafeHref does the same.
// eslint-disable-next-line no-control-regex
const URL_WHITESPACE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;

/** Whether an href may stay: http(s) and mailto only (after removing whitespace and control characters). */
export function isSafeHref(href: string): boolean {
  return SAFE_URL.test(href.replace(URL_WHITESPACE, ''));
}

// An instance of our own: its hooks never touch another user of the DOMPurify default export.
const purify = DOMPurify(window);

// href is the only attribute allowed, and only on links.
purify.addHook('uponSanitizeAttribute', (node, data) => {
  if (node.nodeName !== 'A') data.keepAttr = false;
});

// A kept link opens in a new tab and tells the target nothing.
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('rel', LINK_REL);
    node.setAttribute('target', '_blank');
  }
});

const config = (tags: Iterable<string>): Config => ({
  ALLOWED_TAGS: [...tags],
  ALLOWED_ATTR: ['href'],
  ALLOWED_URI_REGEXP: SAFE_URL,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Besides DOMPurify's own list (script, style, iframe, svg, math, template…): text that is not prose.
  ADD_FORBID_CONTENTS: ['textarea', 'select', 'object', 'embed'],
});

const DEFAULT_CONFIG = config(ALLOWED_TAGS);

/**
 * `html` reduced to the allow-list: ALLOWED_TAGS, or `tags` (any case) to narrow it, such as ['mark'] for
 * a search hit's title. '' for nothing.
 */
export function sanitizeHtml(html: string | null | undefined, tags?: Iterable<string>): string {
  if (!html) return '';
  return purify.sanitize(html, tags ? config(tags) : DEFAULT_CONFIG);
}

/** True when the HTML shows no text at all (an empty editor holds `<p></p>`). */
export function isBlankRichText(html: string | null | undefined): boolean {
  if (!html) return true;
  // Parsing into an inert document runs no script and loads nothing.
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  return (parsed.body.textContent ?? '').trim() === '';
}

/** Stored rich text (notes) as it may be shown: sanitizeHtml, and '' when there is nothing to read. */
export function sanitizeRichText(html: string | null | undefined): string {
  const clean = sanitizeHtml(html);
  return isBlankRichText(clean) ? '' : clean;
}
