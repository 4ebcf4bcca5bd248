import { Box, Flex, Stack, type BoxProps, type FlexProps, type StackProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { LayoutName } from '../config/layout-config';

// The settings drawer's small drawings of the eleven layouts: where the menu, the header and the page
// sit in each, drawn with boxes in the theme's colours (so they follow the theme and the scheme).

/** A line of text or a menu entry. */
function Line(props: BoxProps) {
  return <Box h="1" rounded="full" bg="border.emphasized" flexShrink="0" {...props} />;
}

/** The brand mark. */
function Mark(props: BoxProps) {
  return <Box boxSize="2" rounded="sm" bg="brand.solid" flexShrink="0" {...props} />;
}

/** The page: a title line and two cards. */
function Page({ px = '1.5', ...props }: StackProps) {
  return (
    <Stack flex="1" minW="0" gap="1" px={px} py="1.5" {...props}>
      <Line w="40%" bg="fg.subtle" />
      <Flex gap="1" flex="1">
        <Box flex="1" rounded="sm" bg="bg.panel" borderWidth="1px" />
        <Box flex="1" rounded="sm" bg="bg.panel" borderWidth="1px" />
      </Flex>
    </Stack>
  );
}

/** A header row: controls on the right, and whatever comes first. */
function Header({ children, ...props }: FlexProps & { children?: ReactNode }) {
  return (
    <Flex h="3" align="center" gap="1" px="1.5" bg="bg.panel" flexShrink="0" {...props}>
      {children}
      <Box flex="1" />
      <Box boxSize="1.5" rounded="full" bg="fg.subtle" />
      <Box boxSize="1.5" rounded="full" bg="fg.subtle" />
    </Flex>
  );
}

/** Menu entries in a side column. */
function SideEntries({ count = 5, dark = false }: { count?: number; dark?: boolean }) {
  return (
    <Stack gap="1" px="1.5">
      {Array.from({ length: count }, (_, index) => (
        <Line
          key={index}
          w={index === 1 ? '70%' : '90%'}
          bg={index === 1 ? 'brand.solid' : dark ? 'whiteAlpha.400' : 'border.emphasized'}
        />
      ))}
    </Stack>
  );
}

/** Icons in a rail. */
function RailIcons({ size = '2', count = 5 }: { size?: string; count?: number }) {
  return (
    <Stack gap="1" align="center">
      {Array.from({ length: count }, (_, index) => (
        <Box key={index} boxSize={size} rounded="sm" bg={index === 1 ? 'brand.solid' : 'border.emphasized'} />
      ))}
    </Stack>
  );
}

/** Entries in a row (a top menu). */
function TopEntries({ count = 4, onBrand = false }: { count?: number; onBrand?: boolean }) {
  return (
    <Flex gap="1" align="center">
      {Array.from({ length: count }, (_, index) => (
        <Line
          key={index}
          w="3"
          bg={
            onBrand
              ? index === 0
                ? 'whiteAlpha.900'
                : 'whiteAlpha.500'
              : index === 0
                ? 'brand.solid'
                : 'border.emphasized'
          }
        />
      ))}
    </Flex>
  );
}

function drawing(layout: LayoutName): ReactNode {
  switch (layout) {
    // Only the page, nothing around it.
    case 'empty':
      return <Page px="4" py="2" />;
    // A floating header card over a centred column.
    case 'centered':
      return (
        <Stack flex="1" gap="0" px="2.5" pt="1">
          <Header rounded="sm" borderWidth="1px" shadow="xs">
            <Mark boxSize="1.5" />
            <TopEntries count={3} />
          </Header>
          <Page px="0" />
        </Stack>
      );
    // A brand bar, then the menu on its own row across the width.
    case 'enterprise':
      return (
        <Stack flex="1" gap="0">
          <Header bg="brand.solid">
            <Mark boxSize="1.5" bg="brand.contrast" />
          </Header>
          <Flex h="2.5" align="center" px="1.5" bg="bg.panel" borderBottomWidth="1px">
            <TopEntries count={6} />
          </Flex>
          <Page />
        </Stack>
      );
    // A tall brand band, the page rising into it as a sheet.
    case 'material':
      return (
        <Stack flex="1" gap="0">
          <Stack h="7" gap="1" bg="brand.solid" px="1.5" pt="1">
            <Flex align="center" gap="1">
              <Mark boxSize="1.5" bg="brand.contrast" />
            </Flex>
            <TopEntries count={5} onBrand />
          </Stack>
          <Box flex="1" mx="2" mt="-2.5" rounded="sm" bg="bg.panel" shadow="sm" display="flex">
            <Page />
          </Box>
        </Stack>
      );
    // One slim bar: logo, menu and controls in a row.
    case 'modern':
      return (
        <Stack flex="1" gap="0">
          <Header borderBottomWidth="1px">
            <Mark boxSize="1.5" />
            <TopEntries count={4} />
          </Header>
          <Page />
        </Stack>
      );
    // The full menu on a dark column.
    case 'classic':
      return (
        <>
          <Stack w="9" gap="1.5" bg={{ base: 'gray.800', _dark: 'black' }} pt="1.5" flexShrink="0">
            <Mark boxSize="1.5" mx="1.5" />
            <SideEntries dark />
          </Stack>
          <Stack flex="1" gap="0">
            <Header borderBottomWidth="1px" />
            <Page />
          </Stack>
        </>
      );
    // A light column with the user's card above the menu; a floating header.
    case 'classy':
      return (
        <>
          <Stack w="9" gap="1" bg="bg.panel" borderEndWidth="1px" pt="1.5" flexShrink="0" align="stretch">
            <Mark boxSize="1.5" mx="1.5" />
            <Box boxSize="3" rounded="full" bg="brand.muted" alignSelf="center" />
            <SideEntries count={4} />
          </Stack>
          <Stack flex="1" gap="0" pt="1" px="1">
            <Header rounded="sm" shadow="xs" />
            <Page px="0.5" />
          </Stack>
        </>
      );
    // A rail of icons with captions.
    case 'compact':
      return (
        <>
          <Stack w="6" gap="1.5" bg="bg.panel" borderEndWidth="1px" pt="1.5" flexShrink="0" align="center">
            <Mark boxSize="1.5" />
            <Stack gap="1" align="center">
              {Array.from({ length: 4 }, (_, index) => (
                <Stack key={index} gap="0.5" align="center">
                  <Box boxSize="1.5" rounded="sm" bg={index === 1 ? 'brand.solid' : 'border.emphasized'} />
                  <Box w="3.5" h="0.5" rounded="full" bg="border.emphasized" />
                </Stack>
              ))}
            </Stack>
          </Stack>
          <Stack flex="1" gap="0">
            <Header borderBottomWidth="1px" />
            <Page />
          </Stack>
        </>
      );
    // Icons only, and a toggle in the header that widens the menu.
    case 'dense':
      return (
        <>
          <Stack w="4" gap="1.5" bg="bg.panel" borderEndWidth="1px" pt="1.5" flexShrink="0" align="center">
            <Mark boxSize="1.5" />
            <RailIcons size="1.5" />
          </Stack>
          <Stack flex="1" gap="0">
            <Header borderBottomWidth="1px">
              <Box w="2" h="1.5" rounded="xs" borderWidth="1px" borderColor="fg.subtle" />
            </Header>
            <Page />
          </Stack>
        </>
      );
    // A dark column tinted with the theme's colour, the user at its foot; a floating header.
    case 'futuristic':
      return (
        <>
          <Stack
            w="9"
            gap="1.5"
            pt="1.5"
            pb="1"
            flexShrink="0"
            bgGradient="to-b"
            gradientFrom="brand.950"
            gradientTo="gray.950"
          >
            <Mark boxSize="1.5" mx="1.5" />
            <SideEntries count={4} dark />
            <Box flex="1" />
            <Flex gap="1" px="1.5" align="center">
              <Box boxSize="1.5" rounded="full" bg="brand.300" />
              <Line flex="1" bg="whiteAlpha.400" />
            </Flex>
          </Stack>
          <Stack flex="1" gap="0" pt="1" px="1">
            <Header rounded="sm" shadow="xs" />
            <Page px="0.5" />
          </Stack>
        </>
      );
    // The narrowest rail: dots only.
    case 'thin':
      return (
        <>
          <Stack w="2.5" gap="1.5" bg="bg.panel" borderEndWidth="1px" pt="1.5" flexShrink="0" align="center">
            <Mark boxSize="1" />
            <RailIcons size="1" count={6} />
          </Stack>
          <Stack flex="1" gap="0">
            <Header borderBottomWidth="1px" />
            <Page />
          </Stack>
        </>
      );
  }
}

/** A small drawing of a layout: decorative, the card's label names it. */
export function LayoutPreview({ layout }: { layout: LayoutName }) {
  return (
    <Flex
      aria-hidden="true"
      w="full"
      h="20"
      rounded="md"
      borderWidth="1px"
      borderColor="border.emphasized"
      bg="bg.muted"
      overflow="hidden"
      data-layout-preview={layout}
    >
      {drawing(layout)}
    </Flex>
  );
}
