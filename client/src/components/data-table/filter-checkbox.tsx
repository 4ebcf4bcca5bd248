import { Checkbox } from '@chakra-ui/react';

interface FilterCheckboxProps {
  label: string;
  /** The address parameter's value: '1' when ticked. */
  value: string;
  /** '1' when ticked, null to drop the parameter from the address. */
  onChange: (value: '1' | null) => void;
}

/** A yes/no filter of a list kept in the address (e.g. "show archived"): ticked is `=1`, unticked is absent. */
export function FilterCheckbox({ label, value, onChange }: FilterCheckboxProps) {
  return (
    <Checkbox.Root
      size="sm"
      checked={value === '1'}
      onCheckedChange={(details) => onChange(details.checked === true ? '1' : null)}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
