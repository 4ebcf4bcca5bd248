import { Input } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormField } from './form-field';
import { SelectInput } from './select-input';

export interface SearchSelectOption {
  value: string;
  label: string;
}

export interface SearchSelectFieldProps {
  /** The search box that narrows the choices (asked of the server as the person types). */
  search: { label: string; helper: string; value: string; onChange: (text: string) => void };
  /** The select's label, form name and value. */
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** The choices the search found, and whether they are still on their way. */
  options: readonly SearchSelectOption[];
  loading: boolean;
  /** The empty choice's words: nothing found, or "choose one". */
  emptyLabel: string;
  chooseLabel: string;
  /** The field's state from useFormSubmit's `field(name)`. */
  invalid?: boolean;
  error?: ReactNode;
}

/**
 * Picks one record among many (a user to make a professional, an athlete to add to a team): a search
 * box, then a required select of what the search found.
 */
export function SearchSelectField({ search, options, loading, ...select }: SearchSelectFieldProps) {
  return (
    <>
      <FormField label={search.label} helper={search.helper} invalid={false}>
        <Input
          name="search"
          type="search"
          value={search.value}
          onChange={(event) => search.onChange(event.target.value)}
        />
      </FormField>
      <FormField label={select.label} required invalid={select.invalid ?? false} error={select.error}>
        <SelectInput
          name={select.name}
          value={select.value}
          onChange={(event) => select.onChange(event.target.value)}
        >
          <option value="">
            {loading ? '…' : options.length === 0 ? select.emptyLabel : select.chooseLabel}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectInput>
      </FormField>
    </>
  );
}
