import { createToaster, Portal, Spinner, Stack, Toast, Toaster } from '@chakra-ui/react';

/** Short confirmations and failures of the signed-in pages (bottom corner, polite). */
export const appToaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true });

/** Shows appToaster's toasts; rendered once, by the page that is open. */
export function AppToaster() {
  return (
    <Portal>
      <Toaster toaster={appToaster} insetInline={{ mdDown: '4' }}>
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
