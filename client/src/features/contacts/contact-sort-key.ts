// The server's alphabet order of contact names (the arena_sort_key SQL function of the contacts-sort
// migration), so that a contact created or renamed lands where a reload would put it: case folded,
// Turkish letters right after their base letter (c < ç < d, h < ı < i), other Latin accents folded.
// Keep the tables identical to the migration's.
const LOWER_FROM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZÇĞİÖŞÜÂÊÎÔÛÀÁÄÃÅÈÉËÌÍÏÒÓÕØÙÚÑÝ';
const LOWER_TO = 'abcdefghijklmnopqrstuvwxyzçğiöşüâêîôûàáäãåèéëìíïòóõøùúñý';
const FOLD_FROM = 'âêîôûàáäãåèéëìíïòóõøùúñý';
const FOLD_TO = 'aeiouaaaaaeeeiiioooouuny';
const TURKISH: Record<string, string> = { ç: 'c~', ğ: 'g~', ı: 'h~', ö: 'o~', ş: 's~', ü: 'u~' };

const table = (from: string, to: string) => new Map([...from].map((char, index) => [char, [...to][index]!]));
const LOWER = table(LOWER_FROM, LOWER_TO);
const FOLD = table(FOLD_FROM, FOLD_TO);

/** The key the server sorts contact names by. */
export function contactSortKey(name: string): string {
  let key = '';
  for (const char of name) {
    const lower = LOWER.get(char) ?? char;
    const folded = FOLD.get(lower) ?? lower;
    key += TURKISH[folded] ?? folded;
  }
  return key;
}

/** Compares two strings by code points, as PostgreSQL's C collation does. */
export const compareCodePoints = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
