import { NativeSelect } from '@chakra-ui/react';
import type { ChangeEventHandler, ReactNode, Ref } from 'react';

export interface SelectInputProps {
  ref?: Ref<HTMLSelectElement>;
  name: string;
  value: string;
  onChange: ChangeEventHandler<HTMLSelectElement>;
  disabled?: boolean;
  /** The `<option>` elements. */
  children: ReactNode;
}

/** A native select with Chakra's styling and indicator, for use inside a form field. */
export function SelectInput({ ref, name, value, onChange, disabled, children }: SelectInputProps) {
  return (
    <NativeSelect.Root disabled={disabled}>
      <NativeSelect.Field ref={ref} name={name} value={value} onChange={onChange}>
        {children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
