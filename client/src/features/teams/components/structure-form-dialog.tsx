import { Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { FormDialogFrame } from '../../../components/ui/form-dialog-frame';

interface StructureFormDialogProps {
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  submitting: boolean;
  /** The refusal above the form (useStructureFormSubmit's `message`). */
  message: string | null;
  size?: 'md' | 'lg';
  children: ReactNode;
}

/** The team and branch dialogs' frame: centred, Save, and a refusal said above the fields. */
export function StructureFormDialog({ message, children, ...frame }: StructureFormDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialogFrame {...frame} submitLabel={t('teams.actions.save')} centered>
      <Stack gap="4">
        {message ? <ErrorAlert>{message}</ErrorAlert> : null}
        {children}
      </Stack>
    </FormDialogFrame>
  );
}
