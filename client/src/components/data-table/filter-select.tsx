import { Field, NativeSelect } from '@chakra-ui/react';

export interface FilterOption {
  value: string;
  label: string;
}

/**
 * A list filter: a native select with its label in sight above it (a filter's first choice, "All teams",
 * does not say what it filters once another is chosen); the empty choice means "all".
 */
export function FilterSelect({
  label,
  allLabel,
  value,
  options,
  onChange,
  width = '44',
}: {
  label: string;
  /** The empty choice; leave it out for a select that always has a value (a sort). */
  allLabel?: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  width?: string;
}) {
  return (
    <Field.Root gap="1" w={{ base: 'full', sm: width }}>
      <Field.Label textStyle="xs" color="fg.muted" fontWeight="medium">
        {label}
      </Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          {allLabel !== undefined ? <option value="">{allLabel}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
