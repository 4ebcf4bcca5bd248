// Server HTML (message and notification titles and descriptions) is rendered only after this allow-list:
// formatting tags, lists and safe links survive, everything else (scripts, styles, event handlers,
// javascript: URLs, unknown tags) is removed. Unknown tags keep their text; dangerous ones lose it too.

/** What a line of text may carry: inline formatting, search marks, safe links and line breaks. */
export const INLINE_TAGS: ReadonlySet<string> = new Set([
  'B',
  'STRONG',
  'I',
  'EM',
  'U',
  'MARK',
  'A',
  'BR',
  'SPAN',
  'CODE',
]);
// The inline tags with paragraphs and lists: each of them the server keeps too (server/src/shared/html.ts).
const ALLOWED_TAGS: ReadonlySet<string> = new Set([...INLINE_TAGS, 'P', 'UL', 'OL', 'LI']);
// Elements whose content is never text for a person to read.
const DROPPED_WITH_CONTENT = new Set([
  'SCRIPT',
  'STYLE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'NOSCRIPT',
  'TEMPLATE',
  'SVG',
  'MATH',
  'TEXTAREA',
  'SELECT',
  'TITLE',
  'HEAD',
  'LINK',
  'META',
]);
const SAFE_URL = /^(https?:|mailto:)/i;

/** Whether an href may stay: http(s) and mailto only (after trimming and removing control characters). */
export function isSafeHref(href: string): boolean {
  // eslint-disable-next-line no-control-regex
  const cleaned = href.replace(/[\u0000-\u0020]/g, '');
  return SAFE_URL.test(cleaned);
}

function cleanChildren(source: Node, target: Node, doc: Document, allowed: ReadonlySet<string>) {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      target.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue; // comments, processing instructions
    const element = child as Element;
    const tag = element.tagName.toUpperCase();
    if (DROPPED_WITH_CONTENT.has(tag)) continue;
    if (!allowed.has(tag)) {
      // Unwrap: keep the readable text of a harmless unknown tag (div, h1, img has none).
      cleanChildren(element, target, doc, allowed);
      continue;
    }
    const copy = doc.createElement(tag.toLowerCase());
    if (tag === 'A') {
      const href = element.getAttribute('href');
      if (href !== null && isSafeHref(href.trim())) {
        copy.setAttribute('href', href.trim());
        copy.setAttribute('rel', 'noopener noreferrer nofollow');
        copy.setAttribute('target', '_blank');
      }
    }
    cleanChildren(element, copy, doc, allowed);
    target.appendChild(copy);
  }
}

/**
 * Answers `html` reduced to b, strong, i, em, u, mark, a (http, https, mailto; rel added), br, span,
 * code, p, ul, ol and li, with no attributes other than a link's href; `allowed` narrows the tags
 * (upper case), such as INLINE_TAGS for a line of text. Parsing with DOMParser runs no scripts and
 * loads no images, so the input is never live.
 */
export function sanitizeHtml(
  html: string | null | undefined,
  allowed: ReadonlySet<string> = ALLOWED_TAGS,
): string {
  if (!html) return '';
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const output = document.implementation.createHTMLDocument('');
  const container = output.createElement('div');
  cleanChildren(parsed.body, container, output, allowed);
  return container.innerHTML;
}
