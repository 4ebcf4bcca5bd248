import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/** A thin indeterminate bar at the top while a navigation loads code or data. */
export function LoadingBar() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <Box
      position="fixed"
      top="0"
      insetX="0"
      h="0.5"
      zIndex="toast"
      overflow="hidden"
      role="progressbar"
      aria-label={t('ui.loading')}
      aria-busy="true"
      bg="brand.muted"
    >
      <Box
        h="full"
        w="40%"
        bg="brand.solid"
        animation="loading-bar 1.1s ease-in-out infinite"
        css={{
          '@keyframes loading-bar': {
            from: { transform: 'translateX(-100%)' },
            to: { transform: 'translateX(250%)' },
          },
        }}
      />
    </Box>
  );
}
