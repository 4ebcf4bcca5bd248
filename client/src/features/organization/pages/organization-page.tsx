import {
  Avatar,
  Box,
  Card,
  Center,
  Heading,
  HStack,
  Icon,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { LuArrowRight, LuBell, LuCreditCard, LuNewspaper, LuUsers } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { PATHS } from '../../../lib/paths';
import { OrganizationHomeDocument } from '../graphql/organization-home';

const QUICK_LINKS = [
  { key: 'users', to: PATHS.users, icon: LuUsers },
  { key: 'news', to: PATHS.news, icon: LuNewspaper },
  { key: 'subscription', to: PATHS.subscription, icon: LuCreditCard },
  { key: 'notifications', to: PATHS.notifications, icon: LuBell },
] as const;

/** The signed-in home (fbiad-pages/organization): a welcome and the way into the main sections. */
export function OrganizationPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('organization.pageTitle'));
  const { data } = useQuery(OrganizationHomeDocument);
  const name = data?.me.name ?? '';

  return (
    <Stack gap="10">
      <Card.Root variant="outline" overflow="hidden" shadow="sm" bg="bg.panel">
        <Box h="2" bgGradient="to-r" gradientFrom="brand.400" gradientTo="brand.700" />
        <Card.Body>
          <HStack gap={{ base: '4', md: '6' }} align="center">
            <Avatar.Root size="2xl" colorPalette="brand" variant="solid">
              <Avatar.Fallback name={name} />
              {data?.me.avatar ? <Avatar.Image src={data.me.avatar} alt="" /> : null}
            </Avatar.Root>
            <Stack gap="1.5">
              <Heading as="h1" size={{ base: 'xl', md: '2xl' }} letterSpacing="tight">
                {t('organization.welcome', { name })}
              </Heading>
              <Text color="fg.muted" maxW="2xl">
                {t('organization.intro')}
              </Text>
            </Stack>
          </HStack>
        </Card.Body>
      </Card.Root>

      <Stack as="section" gap="4" aria-labelledby="quick-links">
        <Heading as="h2" id="quick-links" size="md">
          {t('organization.quickLinks.title')}
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
          {QUICK_LINKS.map(({ key, to, icon }) => (
            <LinkBox
              as="article"
              key={key}
              role="group"
              p="5"
              rounded="l3"
              borderWidth="1px"
              bg="bg.panel"
              shadow="xs"
              transition="all 0.15s"
              _hover={{ borderColor: 'brand.emphasized', shadow: 'md', transform: 'translateY(-2px)' }}
            >
              <Stack gap="3">
                <Center boxSize="10" rounded="lg" bg="brand.subtle" color="brand.fg">
                  <Icon as={icon} boxSize="5" aria-hidden="true" />
                </Center>
                <HStack justify="space-between">
                  <LinkOverlay asChild fontWeight="semibold">
                    <RouterLink to={to}>{t(`organization.quickLinks.${key}.title`)}</RouterLink>
                  </LinkOverlay>
                  <Icon
                    as={LuArrowRight}
                    color="fg.subtle"
                    transition="transform 0.15s"
                    _groupHover={{ color: 'brand.fg', transform: 'translateX(2px)' }}
                    aria-hidden="true"
                  />
                </HStack>
                <Text textStyle="sm" color="fg.muted">
                  {t(`organization.quickLinks.${key}.description`)}
                </Text>
              </Stack>
            </LinkBox>
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
