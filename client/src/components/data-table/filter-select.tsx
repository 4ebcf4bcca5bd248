import { NativeSelect } from '@chakra-ui/react';

export interface FilterOption {
  value: string;
  label: string;
}

/** A list filter: a labelled native select whose empty choice means "all". */
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
    <NativeSelect.Root size="sm" w={{ base: 'full', sm: width }}>
      <NativeSelect.Field aria-label={label} value={value} onChange={(event) => onChange(event.target.value)}>
        {allLabel !== undefined ? <option value="">{allLabel}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
