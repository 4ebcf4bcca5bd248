import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
export function StructureFormDialog(props: StructureFormDialogProps) {
  const { t } = useTranslation();
  return <FormDialogFrame {...props} submitLabel={t('teams.actions.save')} centered />;
}
