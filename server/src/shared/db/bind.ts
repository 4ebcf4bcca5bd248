/**
 * Parameters for one hand-written statement: `bind(value, cast)` appends a value and answers its
 * placeholder (`$3`, `$4::jsonb`), so values are always bound, never SQL text.
 */
export function boundParams(initial: readonly unknown[] = []) {
  const params: unknown[] = [...initial];
  const bind = (value: unknown, cast?: string) => {
    params.push(value);
    return `$${params.length}${cast ? `::${cast}` : ''}`;
  };
  return { params, bind };
}
