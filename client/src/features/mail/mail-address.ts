// Recipients as typed: "ada@example.org, Bob <bob@example.org>; carol@example.org" becomes addresses.

const EMAIL = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;

/** Whether `value` reads as one email address. */
export const isEmail = (value: string): boolean => EMAIL.test(value.trim());

/** The addresses typed or pasted in `text` (lower case, each once) and the pieces that are not addresses. */
export function parseAddresses(text: string): { valid: string[]; invalid: string[] } {
  const valid: string[] = [];
  const invalid: string[] = [];
  // "Name <address>" keeps the address; separators are commas, semicolons and line breaks.
  for (const raw of text.split(/[,;\n]+/)) {
    const piece = raw.trim();
    if (piece === '') continue;
    const angled = /<([^<>]+)>\s*$/.exec(piece);
    const candidates = angled ? [angled[1]!.trim()] : piece.split(/\s+/);
    for (const candidate of candidates) {
      const email = candidate.toLowerCase();
      if (!isEmail(email)) invalid.push(candidate);
      else if (!valid.includes(email)) valid.push(email);
    }
  }
  return { valid, invalid };
}

/** `addresses` without those of `remove` (case-insensitive) and without repeats. */
export function withoutAddresses(addresses: readonly string[], remove: readonly string[]): string[] {
  const removed = new Set(remove.map((email) => email.toLowerCase()));
  const kept: string[] = [];
  for (const email of addresses) {
    const key = email.toLowerCase();
    if (!removed.has(key) && !kept.includes(key)) kept.push(key);
  }
  return kept;
}

/** How an address reads in a quote header: "Name <address>", or the address alone. */
export function formatAddress({ name, email }: { name: string; email: string }): string {
  return name && name.toLowerCase() !== email.toLowerCase() ? `${name} <${email}>` : email;
}
