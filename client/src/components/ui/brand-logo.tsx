import { Box, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * Arena's mark: an "A" shaped like a stadium roof, in the brand colour. `onBrand`: on a bar that is
 * itself the brand colour, the tile is a lighter veil of it so the mark still shows as a tile.
 */
export function BrandMark({ size = '8', onBrand = false }: { size?: string; onBrand?: boolean }) {
  return (
    <Box
      as="span"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      boxSize={size}
      rounded="lg"
      bg={onBrand ? 'whiteAlpha.300' : 'brand.solid'}
      color="brand.contrast"
      flexShrink="0"
      aria-hidden="true"
    >
      <svg viewBox="0 0 32 32" width="70%" height="70%" fill="currentColor">
        <path d="M7 25 16 6l9 19h-4.6L16 15.5 11.6 25Z" />
        <rect x="12.5" y="20" width="7" height="2.4" rx="1.2" />
      </svg>
    </Box>
  );
}

/** The mark with the product name. */
export function BrandLogo({ onBrand = false }: { onBrand?: boolean }) {
  const { t } = useTranslation();
  return (
    <HStack gap="2.5">
      <BrandMark onBrand={onBrand} />
      <Text as="span" fontWeight="bold" fontSize="lg" letterSpacing="tight" color="fg">
        {t('app.name')}
      </Text>
    </HStack>
  );
}
