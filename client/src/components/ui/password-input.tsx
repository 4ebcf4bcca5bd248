import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { LuEye, LuEyeOff } from 'react-icons/lu';

export interface PasswordInputProps extends Omit<InputProps, 'type'> {
  ref?: Ref<HTMLInputElement>;
}

/** A password input with a show/hide toggle; the toggle keeps its own accessible name. */
export function PasswordInput({ ref, ...props }: PasswordInputProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElement={
        <IconButton
          type="button"
          variant="ghost"
          colorPalette="gray"
          size="xs"
          me="-2"
          aria-label={visible ? t('ui.password.hide') : t('ui.password.show')}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <LuEyeOff /> : <LuEye />}
        </IconButton>
      }
    >
      <Input ref={ref} type={visible ? 'text' : 'password'} {...props} />
    </InputGroup>
  );
}
