import type { ReactNode } from 'react';

/** The `invalid` and `error` props of a FormField. */
export interface FieldProblemProps {
  invalid: boolean;
  error: ReactNode;
}

/**
 * Turns the problems a form found (field → problem key) into FormField props, wording each problem with
 * `describe` (usually a `t()` call on the feature's validation keys).
 */
export function fieldProblems<Field extends string, Problem extends string>(
  problems: Partial<Record<Field, Problem>>,
  describe: (problem: Problem) => string,
): (field: Field) => FieldProblemProps {
  return (field) => {
    const problem = problems[field];
    return { invalid: problem !== undefined, error: problem ? describe(problem) : null };
  };
}
