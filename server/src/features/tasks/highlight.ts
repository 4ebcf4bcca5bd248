const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe to place inside HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/**
 * Lower-cases `text` and remembers, for every code unit of the result, where its character starts in
 * `text`: lower-casing may change the length (İ becomes i + a combining dot), and matches found in the
 * lower-cased text must still cut the original at the right places.
 */
function foldWithOffsets(text: string): { folded: string; offsets: number[] } {
  let folded = '';
  const offsets: number[] = [];
  let index = 0;
  for (const char of text) {
    const lower = char.toLowerCase();
    for (let unit = 0; unit < lower.length; unit++) offsets.push(index);
    folded += lower;
    index += char.length;
  }
  offsets.push(text.length);
  return { folded, offsets };
}

/**
 * The text as HTML with every case-insensitive occurrence of `query` wrapped in `<mark>…</mark>`;
 * everything else is escaped. Matches are found on the original text, so `<` or `&` in the text or the
 * query are matched as typed and escaped only in the output.
 */
export function highlight(text: string, query: string): string {
  const needle = query.toLowerCase();
  if (needle === '') return escapeHtml(text);
  const { folded, offsets } = foldWithOffsets(text);
  let html = '';
  let done = 0;
  let from = 0;
  for (let at = folded.indexOf(needle); at !== -1; at = folded.indexOf(needle, from)) {
    from = at + needle.length;
    const start = offsets[at] ?? text.length;
    // A match ending inside a character that lower-cased to several units takes the whole character.
    const last = offsets[from - 1] ?? text.length;
    let endUnit = from;
    while ((offsets[endUnit] ?? text.length) === last && endUnit < folded.length) endUnit++;
    const end = offsets[endUnit] ?? text.length;
    if (start < done) continue;
    html += `${escapeHtml(text.slice(done, start))}<mark>${escapeHtml(text.slice(start, end))}</mark>`;
    done = end;
  }
  return html + escapeHtml(text.slice(done));
}
