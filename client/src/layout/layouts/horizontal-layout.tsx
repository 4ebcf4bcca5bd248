import { Box, Flex, HStack, Theme } from '@chakra-ui/react';
import type { LayoutName } from '../config/layout-config';
import { HorizontalNavigation } from '../navigation/horizontal-navigation';
import { BrandLink, HeaderActions, MobileNavigation, NavigationArea, PageArea } from './shell-parts';

// The top-navigation layouts: the menu runs across the header from md (960px) up; below it the
// header's menu button opens the side overlay instead.

export type HorizontalLayoutName = Extract<LayoutName, 'centered' | 'enterprise' | 'material' | 'modern'>;

/** The menu takes the room the row leaves it; what does not fit goes under "More" (it measures itself). */
function TopMenu({ onBrand = false }: { onBrand?: boolean }) {
  return (
    <Box hideBelow="md" minW="0" flex="1">
      <NavigationArea variant="horizontal">
        {(items) => <HorizontalNavigation items={items} onBrand={onBrand} />}
      </NavigationArea>
    </Box>
  );
}

export function HorizontalLayout({ name }: { name: HorizontalLayoutName }) {
  switch (name) {
    // Centered: header and page share one centred column; the header is a floating card.
    case 'centered':
      return (
        <Flex direction="column" minH="100dvh" data-layout={name} data-navigation="horizontal">
          <Box
            as="header"
            position="sticky"
            top="0"
            zIndex="sticky"
            px={{ base: '0', md: '6' }}
            pt={{ md: '4' }}
          >
            <HStack
              maxW="7xl"
              mx="auto"
              h="16"
              px="4"
              gap="3"
              bg="bg.panel"
              rounded={{ base: 'none', md: '2xl' }}
              borderWidth={{ base: '0', md: '1px' }}
              borderBottomWidth="1px"
              shadow={{ md: 'md' }}
            >
              <MobileNavigation />
              <BrandLink hideBelow="sm" />
              <TopMenu />
              <HeaderActions />
            </HStack>
          </Box>
          <PageArea />
        </Flex>
      );
    // Enterprise: a brand-coloured bar with logo and controls, and the menu on its own full-width row.
    case 'enterprise':
      return (
        <Flex direction="column" minH="100dvh" data-layout={name} data-navigation="horizontal">
          <Box as="header" position="sticky" top="0" zIndex="sticky">
            <Theme appearance="dark" hasBackground={false} asChild>
              <HStack
                h="14"
                px={{ base: '2', sm: '4', md: '6' }}
                gap="3"
                bg="brand.solid"
                color="brand.contrast"
              >
                <MobileNavigation />
                <BrandLink hideBelow="sm" onBrand />
                <HeaderActions onBrand />
              </HStack>
            </Theme>
            <Box hideBelow="md" px="6" bg="bg.panel" borderBottomWidth="1px" shadow="xs">
              <TopMenu />
            </Box>
          </Box>
          <PageArea contained={false} />
        </Flex>
      );
    // Material: a tall brand-coloured band; the page rises into it as an elevated sheet.
    case 'material':
      return (
        <Flex direction="column" minH="100dvh" data-layout={name} data-navigation="horizontal">
          <Theme appearance="dark" hasBackground={false} asChild>
            <Box as="header" bg="brand.solid" color="brand.contrast" pb={{ base: '4', md: '24' }}>
              <HStack maxW="7xl" mx="auto" h="16" px={{ base: '2', sm: '4', md: '6' }} gap="3">
                <MobileNavigation />
                <BrandLink hideBelow="sm" onBrand />
                <HeaderActions onBrand />
              </HStack>
              <Box hideBelow="md" maxW="7xl" mx="auto" px="6">
                <TopMenu onBrand />
              </Box>
            </Box>
          </Theme>
          <Box
            flex="1"
            display="flex"
            w="full"
            maxW="7xl"
            mx="auto"
            mt={{ base: '0', md: '-20' }}
            px={{ base: '0', md: '6' }}
          >
            <Flex
              direction="column"
              flex="1"
              minW="0"
              bg="bg.panel"
              rounded={{ base: 'none', md: '2xl' }}
              shadow={{ md: 'lg' }}
              overflow="hidden"
            >
              <PageArea contained={false} />
            </Flex>
          </Box>
        </Flex>
      );
    // Modern: one slim bar with logo, menu and controls in a row.
    case 'modern':
      return (
        <Flex direction="column" minH="100dvh" data-layout={name} data-navigation="horizontal">
          <HStack
            as="header"
            position="sticky"
            top="0"
            zIndex="sticky"
            h="16"
            px={{ base: '2', sm: '4', md: '6' }}
            gap="4"
            bg="bg.panel"
            borderBottomWidth="1px"
          >
            <MobileNavigation />
            <BrandLink hideBelow="sm" />
            <TopMenu />
            <HeaderActions />
          </HStack>
          <PageArea />
        </Flex>
      );
  }
}
