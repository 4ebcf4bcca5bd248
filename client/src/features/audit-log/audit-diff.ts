// The before/after of an audit row as a readable list of changed fields.

/** One field of a change: its name and its value before and after, as display text. */
export interface AuditDiffLine {
  field: string;
  before: string | null;
  after: string | null;
  changed: boolean;
}

function parse(text: string | null | undefined): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
    return { value };
  } catch {
    return { value: text };
  }
}

/** A value as one line of text: strings as they are, anything else as compact JSON; null stays null. */
export function displayValue(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/**
 * The fields of `before` and `after` (JSON text of objects) in a stable order: changed fields first,
 * then the unchanged ones, each group by name. A missing side counts as absent (null).
 */
export function auditDiff(
  before: string | null | undefined,
  after: string | null | undefined,
): AuditDiffLine[] {
  const left = parse(before) ?? {};
  const right = parse(after) ?? {};
  const fields = [...new Set([...Object.keys(left), ...Object.keys(right)])];
  const lines = fields.map((field) => {
    const was = displayValue(left[field]);
    const now = displayValue(right[field]);
    return { field, before: was, after: now, changed: was !== now };
  });
  return lines.sort((a, b) => Number(b.changed) - Number(a.changed) || a.field.localeCompare(b.field, 'en'));
}
