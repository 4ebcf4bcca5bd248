import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuHouse } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../app/paths';
import { BrandLogo } from '../../../components/ui/brand-logo';
import { useDocumentTitle } from '../../../components/ui/use-document-title';

/** 404-not-found: where every unknown path lands (spec 000 §2). */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('errors.notFound.title'));
  return (
    <Center as="main" minH="100dvh" px="6" py="12" bg="bg.canvas">
      <Stack gap="6" align="center" textAlign="center" maxW="md">
        <BrandLogo />
        <Text
          fontSize={{ base: '7xl', md: '8xl' }}
          fontWeight="black"
          lineHeight="1"
          letterSpacing="tighter"
          color="brand.solid"
          aria-hidden="true"
        >
          404
        </Text>
        <Stack gap="2">
          <Heading as="h1" size="2xl">
            {t('errors.notFound.title')}
          </Heading>
          <Text color="fg.muted">{t('errors.notFound.description')}</Text>
        </Stack>
        <Button asChild size="lg">
          <RouterLink to={PATHS.root}>
            <LuHouse aria-hidden="true" />
            {t('errors.backToHome')}
          </RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}
