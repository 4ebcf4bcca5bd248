import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isFieldErrorCode, type FieldLimit } from '../../../lib/apollo/field-error-codes';
import { fieldErrorSentence } from '../../../lib/validation/field-error-sentence';

/** What is wrong with one field: a shared code (with the bounds it broke) or the athletes' own (`teamFull`). */
export interface FieldProblem {
  code: string;
  limit?: FieldLimit;
}

/**
 * The refused fields of an athletes form and their sentences: the shared words of every form for the
 * shared rules (lib/validation/field-error-sentence.ts, naming the limit), the feature's own for the rest.
 */
export function useFieldProblems() {
  const { t, i18n } = useTranslation();
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});

  /** Shows `codes` (field → code), each with its bounds in `limits` if any (`limitsOf` a refusal). */
  const show = useCallback((codes: Record<string, string>, limits: Record<string, FieldLimit> = {}) => {
    setProblems(
      Object.fromEntries(Object.entries(codes).map(([name, code]) => [name, { code, limit: limits[name] }])),
    );
  }, []);

  const sentence = ({ code, limit }: FieldProblem) =>
    isFieldErrorCode(code)
      ? fieldErrorSentence(t, i18n.language, code, limit)
      : t(`athletes.fieldError.${code}` as 'athletes.fieldError.teamFull');

  /** A FormField's `invalid` and `error` for the field `name`. */
  const field = (name: string) => ({
    invalid: problems[name] !== undefined,
    error: problems[name] ? sentence(problems[name]) : null,
  });

  return { problems, show, field };
}
