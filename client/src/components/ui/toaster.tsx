import { createToaster, Portal, Spinner, Stack, Toast, Toaster } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Short confirmations and failures of the signed-in pages (bottom corner, polite). */
export const appToaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true });

/** Shows appToaster's toasts; rendered once, by the page that is open. */
export function AppToaster() {
  const { t } = useTranslation();
  return (
    <Portal>
      {/* The region's own label is English ("Notifications, bottom-end (alt+T)"): ours is translated. */}
      <Toaster toaster={appToaster} insetInline={{ mdDown: '4' }} aria-label={t('ui.toaster.label')}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.closable ? <Toast.CloseTrigger /> : null}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
