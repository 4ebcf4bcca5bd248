import { Badge, Card, Center, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuHandshake, LuUsers } from 'react-icons/lu';

interface ComingNextCardProps {
  /** Whose home: a company learns about sponsorships, a parent about their children's screens. */
  kind: 'company' | 'parent';
  /** The viewer's organization's name, when known. */
  organizationName: string | undefined;
}

/** What the home will show once its screens exist: said plainly, with nothing to click. */
export function ComingNextCard({ kind, organizationName }: ComingNextCardProps) {
  const { t } = useTranslation();
  const Icon = kind === 'company' ? LuHandshake : LuUsers;
  const organization = organizationName ?? t('organization.place.yourOrganization');
  return (
    <Card.Root as="section" variant="subtle" aria-labelledby="home-next" h="full" data-testid="home-next">
      <Card.Body gap="3">
        <HStack gap="3" align="start">
          <Center boxSize="10" rounded="full" bg="brand.subtle" color="brand.fg" flexShrink={0} fontSize="lg">
            <Icon aria-hidden="true" />
          </Center>
          <Stack gap="1" minW="0">
            <Badge alignSelf="start" variant="outline" colorPalette="brand" size="sm">
              {t('organization.next.badge')}
            </Badge>
            <Heading as="h2" size="md" id="home-next">
              {t(`organization.next.${kind}.title`)}
            </Heading>
            <Text textStyle="sm" color="fg.muted">
              {t(`organization.next.${kind}.description`, { organization })}
            </Text>
          </Stack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
