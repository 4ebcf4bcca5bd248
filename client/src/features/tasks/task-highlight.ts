import { sanitizeHtml } from '../../components/ui/sanitize-html';

const MARKED = /(<mark>[\s\S]*?<\/mark>)/i;
const MARK_CONTENT = /^<mark>([\s\S]*)<\/mark>$/i;

/**
 * searchTasks' highlightedTitle, safe to render: the server escapes the title and wraps matches in
 * <mark>; each piece is still cleaned on its own (sanitizeHtml) and only <mark> is put back around the
 * matches, so nothing but text and marks reaches the page even from a wrong answer.
 */
export function highlightedTitleHtml(html: string): string {
  return html
    .split(MARKED)
    .map((part) => {
      const match = MARK_CONTENT.exec(part);
      return match ? `<mark>${sanitizeHtml(match[1])}</mark>` : sanitizeHtml(part);
    })
    .join('');
}
