import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../app/apollo/errors';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { appToaster } from '../../../components/ui/toaster';
import { contactsErrorMessage } from '../contacts-errors';
import { useDeleteContact } from '../hooks/use-contact-mutations';

interface DeleteContactDialogProps {
  contact: { id: string; name: string } | null;
  onClose: () => void;
  /** After the server deleted it (the cache has dropped it already). */
  onDeleted: (id: string) => void;
}

/** Asks before deleting a contact; a refusal (a role without delete, a network failure) shows inside. */
export function DeleteContactDialog({ contact, onClose, onDeleted }: DeleteContactDialogProps) {
  const { t } = useTranslation();
  const [remove, { loading }] = useDeleteContact();
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    if (!contact) return;
    setFailure(null);
    try {
      await remove(contact.id);
      appToaster.create({ type: 'success', title: t('contacts.delete.done', { name: contact.name }) });
      onDeleted(contact.id);
    } catch (error) {
      setFailure(contactsErrorMessage(describeApiError(error), t));
    }
  };

  return (
    <ConfirmDialog
      open={contact !== null}
      title={t('contacts.delete.title')}
      cancelLabel={t('contacts.delete.cancel')}
      confirmLabel={t('contacts.delete.confirm')}
      confirming={loading}
      onCancel={() => {
        setFailure(null);
        onClose();
      }}
      onConfirm={() => void confirm()}
      failure={failure}
    >
      {t('contacts.delete.question', { name: contact?.name ?? '' })}
    </ConfirmDialog>
  );
}
