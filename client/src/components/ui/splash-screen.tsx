import { Center, Spinner } from '@chakra-ui/react';

/** Shown while the app starts: before translations, the session check and the first route are ready. */
export function SplashScreen() {
  return (
    <Center position="fixed" inset="0" aria-busy="true">
      <Spinner size="xl" borderWidth="3px" color="brand.solid" />
    </Center>
  );
}
