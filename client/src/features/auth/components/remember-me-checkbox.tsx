import { chakra, Checkmark, useSlotRecipe } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface RememberMeCheckboxProps {
  name: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  children: ReactNode;
}

/**
 * A native checkbox drawn with the styles of Chakra's Checkbox (its `checkbox` recipe and the same check
 * mark), for the sign-in form: Chakra's Checkbox runs a state machine whose code would be a sizeable part
 * of the sign-in page's first load, and this one needs nothing the browser does not do by itself
 * (label click, Space, form value, focus only from the keyboard).
 */
export function RememberMeCheckbox({ name, checked, onCheckedChange, children }: RememberMeCheckboxProps) {
  const styles = useSlotRecipe({ key: 'checkbox' })({});
  return (
    <chakra.label css={styles.root} cursor="pointer">
      <chakra.input
        type="checkbox"
        className="peer"
        name={name}
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        srOnly
      />
      <Checkmark
        checked={checked}
        aria-hidden="true"
        // The ring the Checkbox shows when its hidden input has keyboard focus.
        _peerFocusVisible={{
          outlineWidth: 'var(--focus-ring-width, 2px)',
          outlineOffset: 'var(--focus-ring-offset, 2px)',
          outlineStyle: 'var(--focus-ring-style, solid)',
          outlineColor: 'var(--focus-ring-color)',
        }}
      />
      <chakra.span css={styles.label}>{children}</chakra.span>
    </chakra.label>
  );
}
