import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FormFieldProps {
  /** The visible label; leave it out when the control labels itself (a checkbox). */
  label?: ReactNode;
  invalid: boolean;
  required?: boolean;
  /** What is wrong, shown while the field is invalid. */
  error?: ReactNode;
  /** Shown under the control while the field is valid; the error takes its place otherwise. */
  helper?: ReactNode;
  /** The control: an input, a select, a checkbox. */
  children: ReactNode;
}

/** One form field: label, control, and the error (or helper) text under it, tied together by Chakra's Field. */
export function FormField({ label, invalid, required, error, helper, children }: FormFieldProps) {
  return (
    <Field.Root invalid={invalid} required={required}>
      {label !== undefined ? <Field.Label>{label}</Field.Label> : null}
      {children}
      {helper !== undefined && !invalid ? (
        <Field.HelperText w="full">{helper}</Field.HelperText>
      ) : (
        <Field.ErrorText>{error}</Field.ErrorText>
      )}
    </Field.Root>
  );
}
