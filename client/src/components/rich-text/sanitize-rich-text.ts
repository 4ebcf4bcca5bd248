import { INLINE_TAGS, sanitizeHtml } from '../ui/sanitize-html';

// Rich text keeps its block structure (paragraphs, bulleted and numbered lists) on top of the shared
// inline allow-list: this walk only rebuilds blocks from fixed tags with no attributes (so lists nest
// the way editors show them), and every run of inline content between them goes through sanitizeHtml
// with INLINE_TAGS, which decides what survives.

const LISTS = new Set(['UL', 'OL']);
// Elements that start a new paragraph; other elements are inline content for sanitizeHtml.
const BLOCKS = new Set([
  'P',
  'DIV',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'BLOCKQUOTE',
  'PRE',
  'SECTION',
  'ARTICLE',
  'HEADER',
  'FOOTER',
  'ASIDE',
  'MAIN',
  'NAV',
  'LI',
  'DL',
  'DT',
  'DD',
  'FIGURE',
  'FIGCAPTION',
  'TABLE',
  'THEAD',
  'TBODY',
  'TFOOT',
  'TR',
  'TD',
  'TH',
  'CAPTION',
  'ADDRESS',
]);

type Part = { kind: 'inline' | 'list'; html: string };

function serialize(nodes: readonly Node[]): string {
  const container = document.createElement('div');
  for (const node of nodes) container.appendChild(node.cloneNode(true));
  return container.innerHTML;
}

/** Splits children into inline runs (sanitised) and lists (rebuilt), flattening nested blocks. */
function parts(nodes: readonly Node[]): Part[] {
  const result: Part[] = [];
  let run: Node[] = [];
  const flush = () => {
    if (run.length === 0) return;
    const inline = sanitizeHtml(serialize(run), INLINE_TAGS);
    run = [];
    // Whitespace between blocks is layout of the source, not content; a lone <br> is a blank line.
    if (inline.trim() !== '') result.push({ kind: 'inline', html: inline });
  };
  for (const node of nodes) {
    const tag = node.nodeType === Node.ELEMENT_NODE ? (node as Element).tagName.toUpperCase() : '';
    if (LISTS.has(tag)) {
      flush();
      result.push({ kind: 'list', html: list(node as Element) });
    } else if (BLOCKS.has(tag)) {
      flush();
      result.push(...parts(Array.from(node.childNodes)));
    } else {
      run.push(node);
    }
  }
  flush();
  return result;
}

/** Content of a list item: inline runs separated by line breaks, nested lists as they are. */
function itemContent(nodes: readonly Node[]): string {
  let html = '';
  let previous: Part['kind'] | null = null;
  for (const part of parts(nodes)) {
    if (part.kind === 'inline' && previous === 'inline') html += '<br>';
    html += part.html;
    previous = part.kind;
  }
  return html;
}

function list(element: Element): string {
  const tag = element.tagName.toUpperCase() === 'OL' ? 'ol' : 'ul';
  const items: string[] = [];
  let loose: Node[] = [];
  // Editors indent by putting a list straight inside a list: it belongs to the item before it.
  const flushLoose = () => {
    if (loose.length === 0) return;
    const content = itemContent(loose);
    loose = [];
    if (content === '') return;
    if (items.length > 0) items[items.length - 1] += content;
    else items.push(content);
  };
  for (const child of Array.from(element.childNodes)) {
    if (child.nodeType === Node.ELEMENT_NODE && (child as Element).tagName.toUpperCase() === 'LI') {
      flushLoose();
      items.push(itemContent(Array.from(child.childNodes)));
    } else {
      loose.push(child);
    }
  }
  flushLoose();
  return `<${tag}>${items.map((item) => `<li>${item || '<br>'}</li>`).join('')}</${tag}>`;
}

/**
 * Answers `html` as rich text Arena stores and shows: paragraphs (`<p>`), bulleted and numbered lists
 * (`<ul>`, `<ol>`, `<li>`, nested), and inside them only the inline tags sanitizeHtml allows (bold,
 * italic, underline, marks, safe links, line breaks). Every other block (div, headings, tables) becomes
 * a paragraph.
 * Text with nothing to read answers ''. Idempotent: cleaning the answer again changes nothing.
 */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const cleaned = parts(Array.from(parsed.body.childNodes))
    .map((part) => (part.kind === 'list' ? part.html : `<p>${part.html}</p>`))
    .join('');
  return isBlankRichText(cleaned) ? '' : cleaned;
}

/** True when the HTML shows no text at all (an empty editor holds `<p><br></p>`). */
export function isBlankRichText(html: string | null | undefined): boolean {
  if (!html) return true;
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return (parsed.body.textContent ?? '').trim() === '';
}

/** The readable text of rich text, for previews and search snippets. */
export function richTextToPlainText(html: string | null | undefined): string {
  if (!html) return '';
  const parsed = new DOMParser().parseFromString(`<body>${sanitizeRichText(html)}</body>`, 'text/html');
  for (const element of Array.from(parsed.body.querySelectorAll('p, li, br'))) {
    element.after(parsed.createTextNode(' '));
  }
  return (parsed.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
