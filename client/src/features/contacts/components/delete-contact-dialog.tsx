import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { appToaster } from '../../../components/ui/toaster';
import { useDeleteContact } from '../hooks/use-contact-mutations';

interface DeleteContactDialogProps {
  contact: { id: string; name: string } | null;
  onClose: () => void;
  /** After the server deleted it (the cache has dropped it already). */
  onDeleted: (id: string) => void;
}

/**
 * Asks before deleting a contact. The contact leaves the list at once; a refusal (a role without
 * delete, a network failure) brings it back, is said in a toast and closes the dialog.
 */
export function DeleteContactDialog({ contact, onClose, onDeleted }: DeleteContactDialogProps) {
  const { t } = useTranslation();
  const [remove, { loading }] = useDeleteContact();

  const confirm = async () => {
    if (!contact) return;
    if (await remove(contact.id)) {
      appToaster.create({ type: 'success', title: t('contacts.delete.done', { name: contact.name }) });
      onDeleted(contact.id);
    } else onClose();
  };

  return (
    <ConfirmDialog
      open={contact !== null}
      title={t('contacts.delete.title')}
      cancelLabel={t('contacts.delete.cancel')}
      confirmLabel={t('contacts.delete.confirm')}
      confirming={loading}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    >
      {t('contacts.delete.question', { name: contact?.name ?? '' })}
    </ConfirmDialog>
  );
}
