import { Button, Center, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuHouse } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { BrandLogo } from '../../../components/ui/brand-logo';
import { useDocumentTitle } from '../../../components/ui/use-document-title';

interface ErrorViewProps {
  /** The big status code; none for a page that is not an error (a new version to load). */
  code?: '404' | '500';
  title: string;
  description: string;
  /** Alone on the screen (the empty layout) or inside a layout's page area. */
  fullPage?: boolean;
  /** Replaces the "back to home" button. */
  actions?: ReactNode;
}

/** The big status code, what happened and the way out; shared by the 404 and 500 pages. */
export function ErrorView({ code, title, description, fullPage = false, actions }: ErrorViewProps) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  const content = (
    <Stack gap="6" align="center" textAlign="center" maxW="md" data-error-code={code}>
      {fullPage ? <BrandLogo /> : null}
      {code ? (
        <Text
          fontSize={{ base: '7xl', md: '8xl' }}
          fontWeight="black"
          lineHeight="1"
          letterSpacing="tighter"
          color={code === '500' ? 'fg.error' : 'brand.solid'}
          aria-hidden="true"
        >
          {code}
        </Text>
      ) : null}
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted">{description}</Text>
      </Stack>
      {actions ?? (
        <HStack>
          <Button asChild size="lg">
            <RouterLink to={PATHS.root}>
              <LuHouse aria-hidden="true" />
              {t('errors.backToHome')}
            </RouterLink>
          </Button>
        </HStack>
      )}
    </Stack>
  );
  return fullPage ? (
    <Center as="main" minH="100dvh" px="6" py="12" bg="bg.canvas">
      {content}
    </Center>
  ) : (
    <Center py={{ base: '10', md: '20' }}>{content}</Center>
  );
}
