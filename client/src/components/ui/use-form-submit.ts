import { useState, type FormEvent } from 'react';
import type { FieldProblemProps } from './field-problems';

/** What is wrong with a form, field by field, in the screen's words. */
export type FieldMessages<Field extends string> = Partial<Record<Field, string>>;

/** A refused save in the screen's words: the sentence above the form and the fields the server named. */
export interface FormFailure<Field extends string> {
  message: string;
  fields: FieldMessages<Field>;
}

export interface FormSubmitOptions<Field extends string> {
  /** What the screen finds wrong itself, before asking the server. */
  check: () => FieldMessages<Field>;
  /** Sends the form (and closes it); throws what the server refused. */
  save: () => Promise<void>;
  /** Words a refusal. */
  failure: (error: unknown) => FormFailure<Field>;
}

/**
 * A form dialog's submit: the screen's own checks first (nothing is sent while a field is wrong), then
 * the save, whose refusal lands on the fields the server named and in the sentence above the form.
 */
export function useFormSubmit<Field extends string>({ check, save, failure }: FormSubmitOptions<Field>) {
  const [fields, setFields] = useState<FieldMessages<Field>>({});
  const [message, setMessage] = useState<string | null>(null);

  const run = async (event: FormEvent) => {
    event.preventDefault();
    const problems = check();
    setFields(problems);
    if (Object.keys(problems).length > 0) {
      setMessage(null);
      return;
    }
    try {
      await save();
    } catch (error) {
      const refused = failure(error);
      setFields(refused.fields);
      setMessage(refused.message);
    }
  };

  /** A field's FormField props. */
  const field = (name: Field): FieldProblemProps => ({
    invalid: Boolean(fields[name]),
    error: fields[name],
  });
  return { submit: (event: FormEvent) => void run(event), field, message };
}
