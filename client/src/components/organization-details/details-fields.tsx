import { SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FieldProblemProps } from '../ui/field-problems';
import { TextField, textFieldBinder } from '../ui/text-field';

// The fields an organization and a sponsor company share in their create/edit dialogs: the name, the
// contact e-mail and phone, and the logo's address. Each form adds its own (tax details; slug, type,
// language and plan) around them and keeps its own labels.

/** What an e-mail address must look like in a record's form (the server checks it again). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type DetailsField = 'name' | 'email' | 'phone' | 'logo';

/** The shared details as the form holds them. */
export type DetailsValues = Record<DetailsField, string>;

type StoredDetails = { name: string } & Partial<Record<Exclude<DetailsField, 'name'>, string | null>>;

/** The form's starting values of the shared details: the record's, or empty for a new one. */
export function detailsValuesOf(record: StoredDetails | null): DetailsValues {
  return {
    name: record?.name ?? '',
    email: record?.email ?? '',
    phone: record?.phone ?? '',
    logo: record?.logo ?? '',
  };
}

/** The contact details as a create or update sends them: trimmed, and null where left empty. */
export function contactInput(values: DetailsValues) {
  return {
    email: values.email.trim() || null,
    phone: values.phone.trim() || null,
    logo: values.logo.trim() || null,
  };
}

/** Whether the e-mail address given (if any) looks like one. */
export function contactEmailValid(values: Pick<DetailsValues, 'email'>): boolean {
  const email = values.email.trim();
  return !email || EMAIL_PATTERN.test(email);
}

interface DetailsFieldsProps {
  /** The form's values, its setter of one, and useFormSubmit's `field` (a field's problem). */
  form: {
    values: DetailsValues;
    set: (name: DetailsField) => (value: string) => void;
    field: (name: DetailsField) => FieldProblemProps;
  };
  /** The form's wording of a field's label (and of the logo's helper text). */
  label: (key: DetailsField | 'logoHelp') => string;
  /** The form's own inputs in the two-column grid, before the e-mail and phone. */
  leading?: ReactNode;
  /** The form's own inputs in the grid after them. */
  trailing?: ReactNode;
  /** A full-width input under the grid, above the logo (the web site, the address). */
  below?: ReactNode;
}

/** The name, then a grid with the e-mail and phone among the form's own inputs, then the logo. */
export function DetailsFields({ form, label, leading, trailing, below }: DetailsFieldsProps) {
  const bind = textFieldBinder(form);
  return (
    <>
      <TextField label={label('name')} required {...bind('name')} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        {leading}
        <TextField label={label('email')} type="email" {...bind('email')} />
        <TextField label={label('phone')} type="tel" {...bind('phone')} />
        {trailing}
      </SimpleGrid>
      {below}
      <TextField label={label('logo')} helper={label('logoHelp')} {...bind('logo')} />
    </>
  );
}
