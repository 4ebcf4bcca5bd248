import { Box, Flex, HStack, IconButton, Stack, Theme, type BoxProps } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPanelLeftClose, LuPanelLeftOpen } from 'react-icons/lu';
import type { LayoutName } from '../config/layout-config';
import { RailNavigation } from '../navigation/rail-navigation';
import { VerticalNavigation } from '../navigation/vertical-navigation';
import {
  BrandLink,
  HeaderActions,
  MobileNavigation,
  NavigationArea,
  PageArea,
  UserCard,
} from './shell-parts';

// The side-navigation layouts. From md (960px) up the menu is a column on the left; below it, the
// header's menu button opens it as an overlay (MobileNavigation).

export type VerticalLayoutName = Extract<
  LayoutName,
  'classic' | 'classy' | 'compact' | 'dense' | 'futuristic' | 'thin'
>;

export function VerticalLayout({ name }: { name: VerticalLayoutName }) {
  const [denseExpanded, setDenseExpanded] = useState(false);
  return (
    <Flex minH="100dvh" data-layout={name}>
      <SideColumn name={name} denseExpanded={denseExpanded} />
      <Flex direction="column" flex="1" minW="0">
        <Header name={name}>
          {name === 'dense' ? (
            <DenseToggle expanded={denseExpanded} onToggle={() => setDenseExpanded((value) => !value)} />
          ) : null}
        </Header>
        <PageArea />
      </Flex>
    </Flex>
  );
}

/** The column pinned to the viewport's height, scrolling on its own. */
function Column({ children, ...props }: BoxProps) {
  return (
    <Box
      hideBelow="md"
      position="sticky"
      top="0"
      h="100dvh"
      flexShrink="0"
      overflowY="auto"
      display="flex"
      flexDirection="column"
      {...props}
    >
      {children}
    </Box>
  );
}

function SideColumn({ name, denseExpanded }: { name: VerticalLayoutName; denseExpanded: boolean }) {
  switch (name) {
    // Classy: a light panel with the user's card above the full menu.
    case 'classy':
      return (
        <Column w="72" bg="bg.panel" borderEndWidth="1px" data-navigation="default">
          <Box px="6" pt="5" pb="4">
            <BrandLink />
          </Box>
          <Box pb="2">
            <UserCard />
          </Box>
          <NavigationArea variant="default">{(items) => <VerticalNavigation items={items} />}</NavigationArea>
        </Column>
      );
    // Classic: the full menu on a dark column, whatever the scheme.
    case 'classic':
      return (
        <Theme appearance="dark" hasBackground={false} asChild>
          <Column w="72" bg="gray.900" color="fg" data-navigation="default">
            <Box px="6" py="5" borderBottomWidth="1px" borderColor="whiteAlpha.200">
              <BrandLink />
            </Box>
            <NavigationArea variant="default">
              {(items) => <VerticalNavigation items={items} />}
            </NavigationArea>
          </Column>
        </Theme>
      );
    // Futuristic: dark column tinted with the theme colour; sections fold; the user sits at the foot.
    case 'futuristic':
      return (
        <Theme appearance="dark" hasBackground={false} asChild>
          <Column
            w="72"
            bgGradient="to-b"
            gradientFrom="brand.950"
            gradientTo="gray.950"
            color="fg"
            data-navigation="futuristic"
          >
            <Box px="6" py="6">
              <BrandLink />
            </Box>
            <Box flex="1">
              <NavigationArea variant="futuristic">
                {(items) => <VerticalNavigation items={items} />}
              </NavigationArea>
            </Box>
            <Box px="6" py="4" borderTopWidth="1px" borderColor="whiteAlpha.200">
              <UserCard layout="row" />
            </Box>
          </Column>
        </Theme>
      );
    // Compact: a rail of section icons with short captions; entries open beside it.
    case 'compact':
      return (
        <Column w="28" bg="bg.panel" borderEndWidth="1px" alignItems="stretch" data-navigation="compact">
          <Stack align="center" py="5">
            <BrandLink markOnly />
          </Stack>
          <NavigationArea variant="compact">
            {(items) => <RailNavigation items={items} captions />}
          </NavigationArea>
        </Column>
      );
    // Thin: the narrowest rail, icons only.
    case 'thin':
      return (
        <Column w="16" bg="bg.panel" borderEndWidth="1px" data-navigation="thin">
          <Stack align="center" py="4">
            <BrandLink markOnly />
          </Stack>
          <NavigationArea variant="compact">{(items) => <RailNavigation items={items} />}</NavigationArea>
        </Column>
      );
    // Dense: icons only until the header's toggle widens it to the full, tightly spaced menu.
    case 'dense':
      return denseExpanded ? (
        <Column w="64" bg="bg.panel" borderEndWidth="1px" data-navigation="default">
          <Box px="5" py="4">
            <BrandLink />
          </Box>
          <NavigationArea variant="default">
            {(items) => <VerticalNavigation items={items} dense />}
          </NavigationArea>
        </Column>
      ) : (
        <Column w="20" bg="bg.panel" borderEndWidth="1px" data-navigation="dense">
          <Stack align="center" py="4">
            <BrandLink markOnly />
          </Stack>
          <NavigationArea variant="default">{(items) => <RailNavigation items={items} />}</NavigationArea>
        </Column>
      );
  }
}

function Header({ name, children }: { name: VerticalLayoutName; children?: ReactNode }) {
  const floating = name === 'futuristic' || name === 'classy';
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      px={{ base: '2', sm: '4', md: '6' }}
      pt={floating ? { base: '0', md: '3' } : '0'}
      bg={floating ? 'bg.canvas' : 'bg.panel'}
      borderBottomWidth={floating ? { base: '1px', md: '0' } : '1px'}
    >
      <HStack
        h="16"
        gap="2"
        px={floating ? { base: '0', md: '4' } : '0'}
        bg="bg.panel"
        rounded={floating ? { base: 'none', md: 'xl' } : 'none'}
        shadow={floating ? { base: 'none', md: 'sm' } : 'none'}
      >
        <MobileNavigation />
        <BrandLink markOnly hideFrom="md" hideBelow="sm" />
        {children}
        <HeaderActions />
      </HStack>
    </Box>
  );
}

function DenseToggle({ expanded, onToggle }: { expanded: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <IconButton
      hideBelow="md"
      variant="ghost"
      colorPalette="gray"
      size="sm"
      aria-label={t('layout.navigation.toggleDense')}
      aria-pressed={expanded}
      onClick={onToggle}
    >
      {expanded ? <LuPanelLeftClose /> : <LuPanelLeftOpen />}
    </IconButton>
  );
}
