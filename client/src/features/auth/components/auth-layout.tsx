import { Box, Circle, Flex, Heading, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuMegaphone, LuShieldCheck, LuTrophy, LuUsers } from 'react-icons/lu';
import { BrandLogo } from '../../../components/ui/brand-logo';
import { ColorModeToggle } from '../../../components/ui/color-mode';
import { LanguageSelect } from '../../../components/ui/language-select';

/** The signed-out pages' frame: the form on the left, Arena's story on the right (wide screens). */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Flex minH="100dvh" bg="bg.panel">
      <Flex
        direction="column"
        flex="1"
        minW="0"
        px={{ base: '5', sm: '10', xl: '16' }}
        py={{ base: '5', sm: '8' }}
      >
        <Flex as="header" align="center" justify="space-between" gap="4">
          <BrandLogo />
          <HStack gap="1">
            <LanguageSelect />
            <ColorModeToggle />
          </HStack>
        </Flex>
        <Flex as="main" flex="1" align="center" justify="center" py="10">
          <Box w="full" maxW="sm">
            {children}
          </Box>
        </Flex>
      </Flex>
      <BrandPanel />
    </Flex>
  );
}

const HIGHLIGHTS = [
  { key: 'people', icon: LuUsers },
  { key: 'competitions', icon: LuTrophy },
  { key: 'communication', icon: LuMegaphone },
  { key: 'security', icon: LuShieldCheck },
] as const;

function BrandPanel() {
  const { t } = useTranslation();
  return (
    <Flex
      display={{ base: 'none', lg: 'flex' }}
      flex="1"
      maxW="2xl"
      position="relative"
      overflow="hidden"
      direction="column"
      justify="center"
      px="16"
      py="12"
      bgGradient="to-br"
      gradientFrom="brand.700"
      gradientVia="brand.800"
      gradientTo="brand.950"
      color="white"
    >
      {/* Rings hinting at a stadium seen from above. */}
      <Circle
        size="xl"
        position="absolute"
        top="-40"
        right="-40"
        borderWidth="56px"
        borderColor="whiteAlpha.100"
      />
      <Circle
        size="sm"
        position="absolute"
        bottom="-24"
        left="-16"
        borderWidth="32px"
        borderColor="whiteAlpha.100"
      />
      <Stack gap="6" position="relative" maxW="lg">
        <Text
          textStyle="sm"
          fontWeight="semibold"
          textTransform="uppercase"
          letterSpacing="widest"
          color="brand.200"
        >
          {t('auth.brandPanel.eyebrow')}
        </Text>
        <Heading as="p" size="4xl" lineHeight="1.15" letterSpacing="tight">
          {t('auth.brandPanel.title')}
        </Heading>
        <Text fontSize="lg" color="whiteAlpha.800">
          {t('auth.brandPanel.description')}
        </Text>
        <Stack as="ul" gap="4" pt="4" listStyle="none">
          {HIGHLIGHTS.map(({ key, icon }) => (
            <HStack as="li" key={key} gap="3" align="center">
              <Circle size="10" bg="whiteAlpha.200" flexShrink="0">
                <Icon as={icon} boxSize="5" aria-hidden="true" />
              </Circle>
              <Text color="whiteAlpha.900">{t(`auth.brandPanel.highlights.${key}`)}</Text>
            </HStack>
          ))}
        </Stack>
      </Stack>
    </Flex>
  );
}
