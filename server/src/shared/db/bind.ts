/**
 * Binds one value into a statement's parameters and answers its placeholder (`$3`, `$4::uuid[]`), so
 * values are always bound, never SQL text. For conditions that append to the caller's array.
 */
export function bindParam(params: unknown[], value: unknown, cast?: string): string {
  params.push(value);
  return `$${params.length}${cast ? `::${cast}` : ''}`;
}

/**
 * `column` is one of `values` (uuid, text…: `cast` names the element type): `= $n` for a single value,
 * `= ANY($n::type[])` for several. PostgreSQL 15 reads a btree index in order only for an equality on
 * its leading column; behind `= ANY(…)`, even of one element, a keyset page sorts every matching row.
 * `FALSE` for no value.
 */
export function oneOf(params: unknown[], column: string, values: readonly unknown[], cast: string): string {
  if (values.length === 0) return 'FALSE';
  if (values.length === 1) return `${column} = ${bindParam(params, values[0], cast)}`;
  return `${column} = ANY(${bindParam(params, values, `${cast}[]`)})`;
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
