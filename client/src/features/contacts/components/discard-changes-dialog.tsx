import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

interface DiscardChangesDialogProps {
  open: boolean;
  /** The contact being edited. */
  name: string;
  onKeep: () => void;
  onDiscard: () => void;
}

/** Asks before unsaved changes are thrown away; "Keep editing" is the safe answer. */
export function DiscardChangesDialog({ open, name, onKeep, onDiscard }: DiscardChangesDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      title={t('contacts.discard.title')}
      cancelLabel={t('contacts.discard.keep')}
      confirmLabel={t('contacts.discard.discard')}
      onCancel={onKeep}
      onConfirm={onDiscard}
    >
      {t('contacts.discard.description', { name })}
    </ConfirmDialog>
  );
}
