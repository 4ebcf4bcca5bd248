import { sanitizeHtml } from '../../lib/sanitize-html';

const MARKS_ONLY: ReadonlySet<string> = new Set(['MARK']);

/**
 * searchTasks' highlightedTitle, safe to render: the server escapes the title and wraps matches in
 * <mark>; sanitizeHtml keeps the marks (without attributes) and the text, so nothing else reaches the
 * page even from a wrong answer.
 */
export function highlightedTitleHtml(html: string): string {
  return sanitizeHtml(html, MARKS_ONLY);
}
