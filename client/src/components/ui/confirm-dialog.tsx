import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ErrorAlert } from './error-alert';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, as one sentence. */
  children: ReactNode;
  /** Why the last attempt failed, shown under the question. */
  failure?: string | null;
  cancelLabel: string;
  confirmLabel: string;
  /** Also on Escape and a click outside. */
  onCancel: () => void;
  onConfirm: () => void;
  confirming?: boolean;
}

/**
 * A question before something that cannot be taken back (an alert dialog). The safe answer comes first
 * and has the focus, so Enter never confirms by accident; the other one is red.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  failure = null,
  cancelLabel,
  confirmLabel,
  onCancel,
  onConfirm,
  confirming = false,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onCancel();
      }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text>{children}</Text>
                {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                {cancelLabel}
              </Button>
              <Button colorPalette="red" loading={confirming} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
