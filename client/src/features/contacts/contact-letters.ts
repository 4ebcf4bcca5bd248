// The list's first-letter groups. Letters are upper-cased by the UI language's rules (Turkish i → İ),
// and a new group starts wherever the letter changes, so the groups follow the server's order whatever
// its collation, and a contact created on top of the list gets its own group.

/** The group letter of a name: its first letter upper-cased in `locale`, or '#' for anything else. */
export function contactLetter(name: string, locale?: string): string {
  const first = Array.from(name.normalize('NFC').trim())[0];
  if (!first || !/\p{L}/u.test(first)) return '#';
  try {
    return first.toLocaleUpperCase(locale);
  } catch {
    return first.toLocaleUpperCase();
  }
}

export type ContactListRow<T> =
  | { kind: 'letter'; key: string; letter: string }
  | { kind: 'contact'; key: string; contact: T; position: number };

/**
 * The rows to render: a letter row before each run of contacts sharing a first letter, then the
 * contacts. `position` is the contact's index among contacts only (for keyboard moves).
 */
export function contactListRows<T extends { id: string; name: string }>(
  contacts: readonly T[],
  locale?: string,
): ContactListRow<T>[] {
  const rows: ContactListRow<T>[] = [];
  let previous: string | null = null;
  contacts.forEach((contact, position) => {
    const letter = contactLetter(contact.name, locale);
    if (letter !== previous) {
      rows.push({ kind: 'letter', key: `letter-${contact.id}`, letter });
      previous = letter;
    }
    rows.push({ kind: 'contact', key: contact.id, contact, position });
  });
  return rows;
}

/** Index of the last letter row at or before `index` (the header that stays pinned), or -1. */
export function pinnedLetterIndex(rows: readonly ContactListRow<unknown>[], index: number): number {
  for (let current = Math.min(index, rows.length - 1); current >= 0; current -= 1) {
    if (rows[current]?.kind === 'letter') return current;
  }
  return -1;
}
