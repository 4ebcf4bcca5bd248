import { Box, Container, Flex, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { apolloClient } from '../app/apollo/client';
import { Footer } from './components/footer';
import { TopBar } from './components/top-bar';
import { ShellDocument } from './graphql/shell';

/**
 * The signed-in area's frame for now: top bar, page, footer. The route loader has loaded `me` already,
 * so the first render has the user. The eleven configurable layouts replace this later. Apollo's
 * provider starts here: everything that queries lives in the signed-in area.
 */
export function SignedInLayout() {
  return (
    <ApolloProvider client={apolloClient}>
      <SignedInFrame />
    </ApolloProvider>
  );
}

function SignedInFrame() {
  const { t } = useTranslation();
  const { data } = useQuery(ShellDocument);
  return (
    <Flex direction="column" minH="100dvh" bg="bg.canvas">
      <SkipNavLink>{t('layout.skipToContent')}</SkipNavLink>
      <TopBar user={data?.me ?? null} />
      <Box as="main" flex="1">
        <SkipNavContent />
        <Container maxW="6xl" py={{ base: '6', md: '10' }}>
          <Outlet />
        </Container>
      </Box>
      <Footer />
    </Flex>
  );
}
