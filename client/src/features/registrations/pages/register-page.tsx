import { Box, Button, Card, Flex, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCircleCheck } from 'react-icons/lu';
import { useParams } from 'react-router';
import { BrandLogo } from '../../../components/ui/brand-logo';
import { ColorModeToggle } from '../../../components/ui/color-mode';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { LanguageSelect } from '../../../components/ui/language-select';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import type { RegistrationFormQuery } from '../../../generated/graphql';
import { describeApiError } from '../../../lib/apollo/errors';
import { loadApolloClient } from '../../../lib/apollo/load-client';
import { useDeferredMutation } from '../../../lib/apollo/use-deferred-mutation';
import { RegistrationForm } from '../components/registration-form';
import { RegistrationFormDocument, SubmitRegistrationDocument } from '../graphql/registrations';

type Form = RegistrationFormQuery['registrationForm'];
type Loaded =
  { state: 'loading' } | { state: 'ready'; form: Form } | { state: 'notFound' } | { state: 'failed' };

/** The organization's form, read without signing in (the public pages have no Apollo provider). */
function useRegistrationForm(slug: string) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const client = await loadApolloClient();
        const { data } = await client.query({
          query: RegistrationFormDocument,
          variables: { slug },
          fetchPolicy: 'network-only',
        });
        if (live) setLoaded(data ? { state: 'ready', form: data.registrationForm } : { state: 'failed' });
      } catch (error) {
        if (live) setLoaded({ state: describeApiError(error).code === 'NOT_FOUND' ? 'notFound' : 'failed' });
      }
    })();
    return () => {
      live = false;
    };
  }, [slug, attempt]);
  const retry = useCallback(() => {
    setLoaded({ state: 'loading' });
    setAttempt((value) => value + 1);
  }, []);
  return { loaded, retry };
}

/** /register/:organizationSlug — a family signs a child up, no account needed (public, empty layout). */
export function RegisterPage() {
  const { t } = useTranslation();
  const { organizationSlug = '' } = useParams();
  const { loaded, retry } = useRegistrationForm(organizationSlug);
  const [mutate, { loading }] = useDeferredMutation(SubmitRegistrationDocument);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const school = loaded.state === 'ready' ? loaded.form.organizationName : '';
  useDocumentTitle(
    school ? `${t('registrations.public.title')} · ${school}` : t('registrations.public.title'),
  );

  return (
    <Box minH="100dvh" bg="bg.canvas">
      <Flex
        as="header"
        align="center"
        justify="space-between"
        gap="4"
        px={{ base: '4', md: '8' }}
        py="4"
        bg="bg.panel"
        borderBottomWidth="1px"
      >
        <BrandLogo />
        <HStack gap="1">
          <LanguageSelect />
          <ColorModeToggle />
        </HStack>
      </Flex>
      <Box as="main" maxW="3xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
        {loaded.state === 'loading' ? (
          <HStack gap="3" color="fg.muted" role="status">
            <Spinner size="sm" />
            <Text>{t('registrations.public.loading')}</Text>
          </HStack>
        ) : loaded.state === 'notFound' ? (
          <ErrorAlert>{t('registrations.public.notFound')}</ErrorAlert>
        ) : loaded.state === 'failed' ? (
          <ErrorAlert retry={{ label: t('registrations.public.retry'), onRetry: retry }}>
            {t('registrations.public.loadFailed')}
          </ErrorAlert>
        ) : (
          <Stack gap="6">
            <Stack gap="2">
              <Heading as="h1" size="2xl">
                {t('registrations.public.title')}
              </Heading>
              <Text color="fg.muted">{t('registrations.public.intro', { school })}</Text>
            </Stack>
            {sentTo ? (
              <Card.Root variant="outline" role="status">
                <Card.Body>
                  <Stack gap="4" align="flex-start">
                    <HStack gap="3">
                      <Box color="fg.success" fontSize="2xl" aria-hidden="true">
                        <LuCircleCheck />
                      </Box>
                      <Heading as="h2" size="lg">
                        {t('registrations.public.sentTitle')}
                      </Heading>
                    </HStack>
                    <Text>{t('registrations.public.sentBody', { school: sentTo })}</Text>
                    <Button
                      variant="outline"
                      onClick={() => {
                        setSentTo(null);
                        setRound((value) => value + 1);
                      }}
                    >
                      {t('registrations.public.another')}
                    </Button>
                  </Stack>
                </Card.Body>
              </Card.Root>
            ) : (
              <RegistrationForm
                key={round}
                form={loaded.form}
                sending={loading}
                send={async (input) => {
                  const data = await mutate({ input });
                  setSentTo(data.submitRegistration.organizationName);
                  window.scrollTo({ top: 0 });
                }}
              />
            )}
          </Stack>
        )}
      </Box>
    </Box>
  );
}
