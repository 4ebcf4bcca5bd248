import sanitize from 'sanitize-html';

// What rich text in Arena may contain (message and notification titles, notes, mail): formatting and
// links, never scripts, event handlers, styles or frames. Links get rel="noopener noreferrer".
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
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
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
};

/** The HTML with everything outside the allow-list removed. Run on write, before storing. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}
