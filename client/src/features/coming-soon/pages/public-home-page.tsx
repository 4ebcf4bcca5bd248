import { Card, Center, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link as RouterLink } from 'react-router';
import { BrandLogo } from '../../../components/ui/brand-logo';
import { ComingSoonCard } from '../../../components/ui/coming-soon-card';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import type { RegistrationSchoolsQuery } from '../../../generated/graphql';
import { loadApolloClient } from '../../../lib/apollo/load-client';
import { PATHS } from '../../../lib/paths';
import { RegistrationSchoolsDocument } from '../graphql/public-home';

type School = RegistrationSchoolsQuery['registrationSchools'][number];

/** The schools taking registrations, read signed out (the public pages have no Apollo provider). */
function useRegistrationSchools(): School[] {
  const [schools, setSchools] = useState<School[]>([]);
  useEffect(() => {
    let live = true;
    void loadApolloClient()
      .then((client) => client.query({ query: RegistrationSchoolsDocument }))
      .then(({ data }) => {
        if (live && data) setSchools(data.registrationSchools);
      })
      // The list is an extra: without it the page still leads to the console.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return schools;
}

/** The public home page (spec 000 §2: public, empty layout), open to everyone. */
export function PublicHomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('app.tagline'));
  const schools = useRegistrationSchools();
  return (
    <Center as="main" minH="100dvh" px="6" py="12" bg="bg.canvas">
      <Stack gap="8" align="center" w="full" maxW="lg">
        <BrandLogo />
        <ComingSoonCard
          title={t('app.tagline')}
          action={{ to: PATHS.root, label: t('ui.comingSoon.openConsole') }}
        />
        {schools.length > 0 ? (
          <Card.Root as="section" variant="outline" w="full" aria-labelledby="register-schools">
            <Card.Body gap="3">
              <Heading as="h2" size="md" id="register-schools">
                {t('coming-soon.register.title')}
              </Heading>
              <Text color="fg.muted">{t('coming-soon.register.intro')}</Text>
              <List.Root gap="1" ps="5">
                {schools.map((school) => (
                  <List.Item key={school.slug}>
                    <Link asChild color="brand.fg">
                      <RouterLink to={generatePath(PATHS.register, { organizationSlug: school.slug })}>
                        {school.name}
                      </RouterLink>
                    </Link>
                  </List.Item>
                ))}
              </List.Root>
            </Card.Body>
          </Card.Root>
        ) : null}
      </Stack>
    </Center>
  );
}
