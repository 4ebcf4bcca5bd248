import { Text } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { FormDialogFrame } from '../../../components/ui/form-dialog-frame';

/** The fees dialogs' frame: FormDialogFrame with the refusal's sentence above the fields. */
export function FeeFormDialog({
  message,
  children,
  ...frame
}: ComponentProps<typeof FormDialogFrame> & { message: string | null }) {
  return (
    <FormDialogFrame {...frame}>
      {message ? (
        <Text color="fg.error" role="alert" mb="3">
          {message}
        </Text>
      ) : null}
      {children}
    </FormDialogFrame>
  );
}
