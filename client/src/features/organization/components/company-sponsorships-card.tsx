import { Button, Card, Center, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuArrowRight, LuHandshake } from 'react-icons/lu';
import { useQuery } from '@apollo/client/react';
import { generatePath, Link as RouterLink } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { HomeCompaniesDocument } from '../graphql/organization-home';

interface CompanySponsorshipsCardProps {
  /** The viewer's organization's name, when known. */
  organizationName: string | undefined;
}

/**
 * A company user's way to their company and its sponsorships: the company's own page when they are a
 * contact of one company, else the companies screen (listing theirs).
 */
export function CompanySponsorshipsCard({ organizationName }: CompanySponsorshipsCardProps) {
  const { t } = useTranslation();
  const companies = useQuery(HomeCompaniesDocument).data?.companies.nodes ?? [];
  const target =
    companies.length === 1 ? generatePath(PATHS.company, { id: companies[0]!.id }) : PATHS.companies;
  const organization = organizationName ?? t('organization.place.yourOrganization');
  return (
    <Card.Root
      as="section"
      variant="subtle"
      aria-labelledby="home-sponsorships"
      h="full"
      data-testid="home-sponsorships"
    >
      <Card.Body gap="3">
        <HStack gap="3" align="start">
          <Center boxSize="10" rounded="full" bg="brand.subtle" color="brand.fg" flexShrink={0} fontSize="lg">
            <LuHandshake aria-hidden="true" />
          </Center>
          <Stack gap="2" minW="0">
            <Heading as="h2" size="md" id="home-sponsorships">
              {t('organization.sponsorships.title')}
            </Heading>
            <Text textStyle="sm" color="fg.muted">
              {t('organization.sponsorships.description', { organization })}
            </Text>
            <Button asChild size="sm" variant="outline" alignSelf="start">
              <RouterLink to={target}>
                {t('organization.sponsorships.open')}
                <LuArrowRight aria-hidden="true" />
              </RouterLink>
            </Button>
          </Stack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
