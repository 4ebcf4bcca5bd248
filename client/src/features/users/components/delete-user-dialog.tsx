import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../app/apollo/errors';
import type { AdminUserRowFragment } from '../../../generated/graphql';
import { DeleteAdminUserDocument } from '../graphql/users';
import { usersErrorMessage } from '../users-errors';
import { usersToaster } from './users-toaster';
import { ErrorAlert } from '../../../components/ui/error-alert';

interface DeleteUserDialogProps {
  user: AdminUserRowFragment | null;
  onClose: () => void;
  onDeleted: (id: string) => void;
}

/** Asks before deleting; the cancel button has the focus, so Enter never deletes by accident. */
export function DeleteUserDialog({ user, onClose, onDeleted }: DeleteUserDialogProps) {
  const { t } = useTranslation();
  const [remove, { loading, error, reset }] = useMutation(DeleteAdminUserDocument, {
    refetchQueries: ['UsersPage'],
    update(cache, _result, { variables }) {
      if (variables) cache.evict({ id: cache.identify({ __typename: 'AdminUser', id: variables.id }) });
      cache.gc();
    },
  });
  const failure = useMemo(() => (error ? describeApiError(error) : null), [error]);

  const confirm = async () => {
    if (!user) return;
    try {
      await remove({ variables: { id: user.id } });
      usersToaster.create({ type: 'success', title: t('users.delete.done', { name: user.fullName }) });
      onDeleted(user.id);
    } catch {
      // Shown in the dialog.
    }
  };

  return (
    <Dialog.Root
      role="alertdialog"
      open={user !== null}
      onOpenChange={(details) => {
        if (!details.open) {
          reset();
          onClose();
        }
      }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('users.delete.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text>
                  {t('users.delete.question', { name: user?.fullName ?? '', email: user?.email ?? '' })}
                </Text>
                {failure ? <ErrorAlert>{usersErrorMessage(failure, t)}</ErrorAlert> : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t('users.actions.cancel')}</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={loading} onClick={() => void confirm()}>
                {t('users.delete.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
