/**
 * Binds one value into a statement's parameters and answers its placeholder (`$3`, `$4::uuid[]`), so
 * values are always bound, never SQL text. For conditions that append to the caller's array.
 */
export function bindParam(params: unknown[], value: unknown, cast?: string): string {
  params.push(value);
  return `$${params.length}${cast ? `::${cast}` : ''}`;
}

/**
 * Parameters for one hand-written statement: `bind(value, cast)` appends a value and answers its
 * placeholder (`$3`, `$4::jsonb`).
 */
export function boundParams(initial: readonly unknown[] = []) {
  const params: unknown[] = [...initial];
  const bind = (value: unknown, cast?: string) => bindParam(params, value, cast);
  return { params, bind };
}
