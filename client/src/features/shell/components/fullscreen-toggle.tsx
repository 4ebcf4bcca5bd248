import { IconButton } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuMaximize, LuMinimize } from 'react-icons/lu';
import { TopBarTooltip } from './top-bar-tooltip';

/** Enters or leaves fullscreen; the console messages are the spec's (000 §8). */
export async function toggleFullscreen(doc: Document = document): Promise<void> {
  if (!doc.fullscreenEnabled) {
    console.log('Fullscreen is not available in this browser.');
    return;
  }
  if (doc.fullscreenElement) {
    await doc.exitFullscreen().catch(() => undefined);
    return;
  }
  try {
    await doc.documentElement.requestFullscreen();
  } catch {
    console.error('Entering fullscreen mode failed.');
  }
}

export function FullscreenToggle() {
  const { t } = useTranslation();
  const [active, setActive] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const update = () => setActive(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  return (
    <TopBarTooltip content={t('shell.fullscreen.toggle')}>
      <IconButton
        variant="ghost"
        colorPalette="gray"
        color="inherit"
        size="sm"
        aria-label={t('shell.fullscreen.toggle')}
        aria-pressed={active}
        // Phones seldom allow fullscreen and the bar is narrow there.
        hideBelow="sm"
        onClick={() => void toggleFullscreen()}
      >
        {active ? <LuMinimize /> : <LuMaximize />}
      </IconButton>
    </TopBarTooltip>
  );
}
