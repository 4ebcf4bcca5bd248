import { getNamedType, isEnumType, type GraphQLSchema } from 'graphql';

// Crafted page cursors for every keyset list of the schema, for any transport (HTTP here; WebSocket
// can send the same operations). A cursor is base64url JSON `[order, key, id]`; the cases take a real
// cursor of the list and sort, then break one part of it at a time — the key's type, range or form,
// the id, the arity, the order (a cursor of another sort) — and add cursors that are not one at all
// (not base64url, not JSON, huge). Every case must answer without a 5xx and without INTERNAL;
// `refused` cases must answer BAD_USER_INPUT naming `after`, whatever the key's type.

/** A root query field paged with `after`, its sort enum and the sorts it takes (null: one order). */
export interface KeysetList {
  field: string;
  sortType: string | null;
  sorts: (string | null)[];
}

/** Every root query field with an `after: String` argument: the schema's keyset lists. */
export function keysetLists(schema: GraphQLSchema): KeysetList[] {
  return Object.values(schema.getQueryType()?.getFields() ?? {})
    .filter((field) => field.args.some((arg) => arg.name === 'after'))
    .map((field) => {
      const sort = field.args.find((arg) => arg.name === 'sort');
      const type = sort ? getNamedType(sort.type) : null;
      return isEnumType(type)
        ? { field: field.name, sortType: type.name, sorts: type.getValues().map((value) => value.name) }
        : { field: field.name, sortType: null, sorts: [null] };
    });
}

/**
 * Arguments a list cannot be read without, by field: the mailbox's `mails` lists one folder, filter or
 * label (exactly one, BAD_USER_INPUT otherwise), so its pages are read from the Inbox.
 */
export const LIST_SELECTION: Readonly<Record<string, string>> = { mails: 'folder: "inbox"' };

/** The operation that reads one page of a list (its endCursor and a little of each node). */
export function pageQuery(list: KeysetList, sort: string | null): string {
  const sorted = sort !== null && list.sortType !== null;
  const selection = LIST_SELECTION[list.field] ? `, ${LIST_SELECTION[list.field]}` : '';
  return `query CraftedCursor($first: Int, $after: String${sorted ? `, $sort: ${list.sortType}` : ''}) {
    ${list.field}(first: $first, after: $after${sorted ? ', sort: $sort' : ''}${selection}) { endCursor nodes { __typename } }
  }`;
}

export interface CursorCase {
  label: string;
  after: string;
  /** Must answer BAD_USER_INPUT naming `after` (else: any answer but a 5xx or INTERNAL). */
  refused: boolean;
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The parts of a cursor the server made, or placeholders when the list had no second page. */
export function cursorParts(cursor: string | null | undefined): [unknown, unknown, unknown] {
  if (cursor) {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 3) return value as [unknown, unknown, unknown];
  }
  return ['unknown-order', 'x', '00000000-0000-4000-8000-000000000000'];
}

/** Keys of the wrong type, out of range or impossible for some key type (text takes most of them). */
const KEYS: unknown[] = [
  'abc',
  '',
  '2147483648',
  '-2147483649',
  '99999999999999999999',
  '1e5',
  '12.5.3',
  '2026-02-30',
  '+275760-09-13',
  '-271821-04-20',
  '0000-01-01',
  '2026-13-45 99:99:99+00',
  '2026-01-01 10:00:00+99',
  '+275760-09-13 00:00:00+00',
  'not-a-uuid',
  'maybe',
  'a\u0000b',
  '\ud800x',
  'x'.repeat(1500),
  null,
  123,
  true,
  [],
  {},
];

/** Tiebreaks that fit no tiebreak type (a uuid, or the audit log's bigint sequence). */
const IDS: unknown[] = [
  'not-a-uuid',
  '',
  '99999999999999999999',
  '-9223372036854775809',
  '1.5',
  'a\u0000b',
  '\ud800',
  null,
  123,
];

/**
 * The crafted cursors for one list and sort: `own` is a cursor the server made for this sort (null
 * when the list has one page), `others` cursors it made for the list's other sorts.
 */
export function craftedCursorCases(own: string | null, others: string[]): CursorCase[] {
  const [order, key, id] = cursorParts(own);
  const cases: CursorCase[] = [
    { label: 'not base64url', after: 'garbage!!', refused: true },
    { label: 'base64 with padding and +/', after: '+/+/==', refused: true },
    { label: 'not JSON', after: Buffer.from('{[').toString('base64url'), refused: true },
    { label: 'JSON object', after: encode({ order, key, id }), refused: true },
    { label: 'empty array', after: encode([]), refused: true },
    { label: 'two parts (the old form)', after: encode(['abc', id]), refused: true },
    { label: 'two parts with a bad date', after: encode(['2026-02-30', id]), refused: true },
    { label: 'four parts', after: encode([order, key, id, 'x']), refused: true },
    { label: 'unknown order', after: encode(['another-order', key, id]), refused: true },
    { label: 'order not text', after: encode([1, key, id]), refused: true },
    { label: 'huge', after: 'A'.repeat(100_000), refused: true },
    { label: 'huge JSON', after: encode([order, 'x'.repeat(10_000), id]), refused: true },
  ];
  for (const other of others) {
    cases.push({
      label: `cursor of another sort ${String(cursorParts(other)[0])}`,
      after: other,
      refused: true,
    });
  }
  for (const bad of KEYS) {
    // Refused for every key type: not text (null only for a nullable key, which no list has).
    const refused = typeof bad !== 'string' || bad.includes('\u0000') || bad === '\ud800x';
    cases.push({
      label: `key ${JSON.stringify(bad)?.slice(0, 40)}`,
      after: encode([order, bad, id]),
      refused,
    });
  }
  for (const bad of IDS) {
    cases.push({ label: `id ${JSON.stringify(bad)}`, after: encode([order, key, bad]), refused: true });
  }
  return cases;
}
