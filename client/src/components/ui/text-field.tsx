import { Input, type InputProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FieldProblemProps } from './field-problems';
import { FormField } from './form-field';

export interface TextFieldProps
  extends FieldProblemProps, Pick<InputProps, 'type' | 'inputMode' | 'autoComplete' | 'maxLength'> {
  label: ReactNode;
  /** The input's name (what the form's tests and the browser's autofill know it by). */
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  required?: boolean;
  helper?: ReactNode;
}

/** A FormField holding one text input: a form's name, e-mail, phone or address line. */
export function TextField({
  label,
  required,
  helper,
  invalid,
  error,
  onValueChange,
  ...input
}: TextFieldProps) {
  return (
    <FormField label={label} required={required} helper={helper} invalid={invalid} error={error}>
      <Input {...input} onChange={(event) => onValueChange(event.target.value)} />
    </FormField>
  );
}

/** What a TextField takes from its form for one field: the input's name and value, the setter, the problem. */
export type TextFieldBinding = Pick<TextFieldProps, 'name' | 'value' | 'onValueChange' | 'invalid' | 'error'>;

/** A form as TextFields read it: its values by name, the setter of one, and useFormSubmit's `field`. */
export interface TextFieldForm<Value extends string, Problem extends string> {
  values: Record<Value, string>;
  set: (name: Value) => (value: string) => void;
  field: (name: Problem) => FieldProblemProps;
}

/**
 * Binds a form's TextFields: `bind('email')` is the e-mail field's name, value, setter and problem;
 * `bind('adminName', 'admin.fullName')` where the server names the field differently.
 */
export function textFieldBinder<Value extends string, Problem extends string>(
  form: TextFieldForm<Value, Problem>,
) {
  function bind(name: Value & Problem): TextFieldBinding;
  function bind(name: Value, problem: Problem): TextFieldBinding;
  function bind(name: Value, problem?: Problem): TextFieldBinding {
    const { invalid, error } = form.field(problem ?? (name as Value & Problem));
    return { name, value: form.values[name], onValueChange: form.set(name), invalid, error };
  }
  return bind;
}
