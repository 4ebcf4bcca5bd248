import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuPencil } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import type { Shortcut } from '../hooks/use-shortcut-mutations';
import { ShellIcon } from '../icons';

interface ShortcutTileProps {
  shortcut: Shortcut;
  /** In modify mode a tile opens the shortcut's form instead of its link. */
  modifying: boolean;
  onSelect: () => void;
  onNavigate: () => void;
}

const tileStyle = {
  display: 'flex',
  bg: 'bg.panel',
  _hover: { bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '-2px' },
  cursor: 'pointer',
} as const;

/** One shortcut of the grid: an in-app link, an external link (new tab), or in modify mode a button. */
export function ShortcutTile({ shortcut, modifying, onSelect, onNavigate }: ShortcutTileProps) {
  const { t } = useTranslation();
  const body = <TileBody shortcut={shortcut} modifying={modifying} />;

  if (modifying) {
    return (
      <Box
        as="button"
        {...tileStyle}
        aria-label={t('shell.shortcuts.edit', { label: shortcut.label })}
        onClick={onSelect}
      >
        {body}
      </Box>
    );
  }
  if (shortcut.useRouter) {
    return (
      <Box asChild {...tileStyle}>
        <RouterLink to={shortcut.link} onClick={onNavigate}>
          {body}
        </RouterLink>
      </Box>
    );
  }
  return (
    <Box asChild {...tileStyle}>
      <a
        href={shortcut.link}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('shell.shortcuts.opensExternal', { label: shortcut.label })}
        onClick={onNavigate}
      >
        {body}
      </a>
    </Box>
  );
}

/** The icon (with a pencil over it in modify mode), the label and the description. */
function TileBody({ shortcut, modifying }: { shortcut: Shortcut; modifying: boolean }) {
  return (
    <Stack align="center" gap="2" py="5" px="3" textAlign="center" w="full">
      <Flex
        position="relative"
        align="center"
        justify="center"
        boxSize="12"
        rounded="full"
        bg="bg.muted"
        color="fg"
        fontSize="xl"
      >
        <ShellIcon name={shortcut.icon} />
        {modifying ? (
          <Flex
            position="absolute"
            inset="0"
            rounded="full"
            align="center"
            justify="center"
            bg="brand.solid"
            color="brand.contrast"
            fontSize="md"
          >
            <LuPencil aria-hidden="true" />
          </Flex>
        ) : null}
      </Flex>
      <Box minW="0" w="full">
        <Text fontWeight="medium" truncate>
          {shortcut.label}
        </Text>
        {shortcut.description ? (
          <Text textStyle="xs" color="fg.muted" truncate>
            {shortcut.description}
          </Text>
        ) : null}
      </Box>
    </Stack>
  );
}
