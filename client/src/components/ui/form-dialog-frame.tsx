import { Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { useRef, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from './error-alert';

export interface FormDialogFrameProps {
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  submitting: boolean;
  /** Shown on the submit button while it works. */
  submittingLabel?: string;
  size?: 'md' | 'lg';
  /** Up to which breakpoint the dialog takes the whole screen (default: phones, `sm`). */
  fullBelow?: 'sm' | 'md';
  /** Long forms scroll inside the dialog. */
  scrollInside?: boolean;
  /** In the middle of the screen rather than near its top. */
  centered?: boolean;
  /** The close button in the corner (default: shown). */
  closeButton?: boolean;
  /** The form element, for focusing a refused field. */
  formRef?: RefObject<HTMLFormElement | null>;
  /**
   * Why the last save was refused (useFormSubmit's `message`), said above the fields; a form that passes
   * it has its fields stacked below the sentence.
   */
  message?: string | null;
  children: ReactNode;
}

/**
 * The frame the form dialogs share: a form in a modal dialog (full screen on a phone) named by its
 * title, Cancel and the submit button, and the close button.
 */
export function FormDialogFrame({
  title,
  onClose,
  onSubmit,
  submitLabel,
  submitting,
  submittingLabel,
  size = 'md',
  fullBelow = 'sm',
  scrollInside = false,
  centered = false,
  closeButton = true,
  formRef,
  message,
  children,
}: FormDialogFrameProps) {
  const { t } = useTranslation();
  const ownRef = useRef<HTMLFormElement>(null);
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size={{ base: 'full', [fullBelow]: size }}
      placement={centered ? 'center' : undefined}
      scrollBehavior={scrollInside ? 'inside' : undefined}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form ref={formRef ?? ownRef} onSubmit={onSubmit} noValidate aria-label={title}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {message === undefined ? (
                  children
                ) : (
                  <Stack gap="4">
                    {message ? <ErrorAlert>{message}</ErrorAlert> : null}
                    {children}
                  </Stack>
                )}
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" type="button">
                    {t('ui.formDialog.cancel')}
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="submit" loading={submitting} loadingText={submittingLabel}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
              {closeButton ? (
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={t('ui.formDialog.close')} />
                </Dialog.CloseTrigger>
              ) : null}
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
