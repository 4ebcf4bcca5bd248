import { featureErrors } from '../../../lib/apollo/feature-errors';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { appToaster } from '../../../components/ui/toaster';
import type { AdminUserRowFragment } from '../../../generated/graphql';
import { useDeleteUser } from '../hooks/use-user-mutations';

interface DeleteUserDialogProps {
  user: AdminUserRowFragment | null;
  onClose: () => void;
  onDeleted: (id: string) => void;
}

/** Asks before deleting; the cancel button has the focus, so Enter never deletes by accident. */
export function DeleteUserDialog({ user, onClose, onDeleted }: DeleteUserDialogProps) {
  const { t } = useTranslation();
  const [remove, { loading, error, reset }] = useDeleteUser();

  const confirm = async () => {
    if (!user) return;
    try {
      await remove({ id: user.id });
      appToaster.create({ type: 'success', title: t('users.delete.done', { name: user.fullName }) });
      onDeleted(user.id);
    } catch {
      // Shown in the dialog.
    }
  };

  return (
    <ConfirmDialog
      open={user !== null}
      title={t('users.delete.title')}
      cancelLabel={t('users.actions.cancel')}
      confirmLabel={t('users.delete.confirm')}
      confirming={loading}
      failure={error ? featureErrors(t, 'users').explain(error) : null}
      onCancel={() => {
        reset();
        onClose();
      }}
      onConfirm={() => void confirm()}
    >
      {t('users.delete.question', { name: user?.fullName ?? '', email: user?.email ?? '' })}
    </ConfirmDialog>
  );
}
