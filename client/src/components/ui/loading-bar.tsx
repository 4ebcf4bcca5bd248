import { Box } from '@chakra-ui/react';
import { useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { activityProgress, networkActivity } from '../../lib/network-activity';

export type LoadingBarMode = 'determinate' | 'indeterminate';

/** How long the full bar stays after the last operation. */
const FINISH_MS = 300;

/**
 * The loading bar at the very top (spec 000 §2): indeterminate while a navigation loads code or data,
 * determinate (finished of started operations) while only network operations run. When everything
 * ends the bar fills to 100 % and fades away.
 */
export function LoadingBar() {
  const navigation = useNavigation();
  const activity = useSyncExternalStore(networkActivity.subscribe, networkActivity.getSnapshot);
  const navigating = navigation.state !== 'idle';
  const busy = navigating || activity.inFlight > 0;
  const mode: LoadingBarMode = navigating ? 'indeterminate' : 'determinate';
  const value = busy ? activityProgress(activity) : 100;

  // After the last operation the bar stays a moment at 100 % so the end is visible. Every change to
  // idle starts its own timer, so the bar cannot be left showing 100 % with nothing running (it
  // was, now and then, when busy and idle alternated quickly around a navigation).
  const [finishing, setFinishing] = useState(false);
  const wasBusy = useRef(busy);
  // A layout effect: the 100 % frame is painted in the same frame the work ends, with no gap.
  useLayoutEffect(() => {
    if (busy) {
      wasBusy.current = true;
      return;
    }
    if (!wasBusy.current) return;
    wasBusy.current = false;
    setFinishing(true);
    const timer = window.setTimeout(() => setFinishing(false), FINISH_MS);
    return () => window.clearTimeout(timer);
  }, [busy]);

  if (!busy && !finishing) return null;
  return <LoadingBarView mode={mode} value={value} />;
}

/** The bar itself; `value` (0–100) counts in determinate mode only. */
export function LoadingBarView({ mode, value }: { mode: LoadingBarMode; value: number }) {
  const { t } = useTranslation();
  const determinate = mode === 'determinate';
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
      aria-busy={value < 100}
      aria-valuemin={determinate ? 0 : undefined}
      aria-valuemax={determinate ? 100 : undefined}
      aria-valuenow={determinate ? value : undefined}
      data-mode={mode}
      bg="brand.muted"
      pointerEvents="none"
    >
      {determinate ? (
        <Box
          h="full"
          w={`${value}%`}
          bg="brand.solid"
          transition="width 0.2s ease-out"
          data-testid="loading-bar-value"
        />
      ) : (
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
      )}
    </Box>
  );
}
