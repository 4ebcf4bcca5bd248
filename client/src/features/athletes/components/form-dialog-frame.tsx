import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useRef, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

interface FormDialogFrameProps {
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
  /** The form element, for focusing a refused field. */
  formRef?: RefObject<HTMLFormElement | null>;
  children: ReactNode;
}

/**
 * The frame the athlete screens' dialogs share: a form in a modal dialog (full screen on a phone),
 * its title, Cancel and the submit button, and the close button.
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
  formRef,
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
      scrollBehavior={scrollInside ? 'inside' : undefined}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form ref={formRef ?? ownRef} onSubmit={onSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" type="button">
                    {t('athletes.actions.cancel')}
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="submit" loading={submitting} loadingText={submittingLabel}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('athletes.actions.close')} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
