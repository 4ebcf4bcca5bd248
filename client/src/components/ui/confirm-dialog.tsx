import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ErrorAlert } from './error-alert';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, as one sentence; or the question with its choices (a radio group, say). */
  children: ReactNode;
  /** Why the last attempt failed, shown under the question. */
  failure?: string | null;
  cancelLabel: string;
  confirmLabel: string;
  /** Also on Escape and a click outside. */
  onCancel: () => void;
  onConfirm: () => void;
  confirming?: boolean;
  /**
   * `danger` (default): something that cannot be taken back — an alert dialog, the confirm button red.
   * `choice`: a question before going on (which dates a change applies to) — a plain dialog.
   */
  tone?: 'danger' | 'choice';
  /** Whether focus goes back where it was on closing (default true; false when another dialog follows). */
  restoreFocus?: boolean;
  /** Once closed and its exit animation over (to reset a choice). */
  onExitComplete?: () => void;
}

/**
 * A question before something that cannot be taken back (an alert dialog), or before going on with a
 * choice made in it. The safe answer comes first and has the focus, so Enter never confirms by accident;
 * the other one is red when nothing can be taken back.
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
  tone = 'danger',
  restoreFocus = true,
  onExitComplete,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root
      role={tone === 'danger' ? 'alertdialog' : 'dialog'}
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onCancel();
      }}
      onExitComplete={onExitComplete}
      restoreFocus={restoreFocus}
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
                {typeof children === 'string' ? <Text>{children}</Text> : children}
                {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                {cancelLabel}
              </Button>
              <Button
                colorPalette={tone === 'danger' ? 'red' : undefined}
                loading={confirming}
                onClick={onConfirm}
              >
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
