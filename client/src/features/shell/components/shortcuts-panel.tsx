import { EmptyState, Flex, Popover, Portal, SimpleGrid, Spinner } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useId, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuBookmark } from 'react-icons/lu';
import { TopBarShortcutsDocument } from '../graphql/top-bar';
import { INITIAL_SHORTCUTS_MODE, shortcutsModeReducer, type ShortcutsEvent } from '../shortcuts-mode';
import { PanelTrigger } from './panel-trigger';
import { ShortcutForm } from './shortcut-form';
import { ShortcutTile } from './shortcut-tile';
import { ShortcutsPanelHeader } from './shortcuts-panel-header';

// The form used to live here; its tests still import it from the panel.
export { ShortcutForm } from './shortcut-form';

/** The shortcuts panel (spec 000 §2, §4): view, modify, add and edit. */
export function ShortcutsPanel() {
  const { t } = useTranslation();
  const triggerId = useId();
  const [open, setOpen] = useState(false);
  const [mode, dispatch] = useReducer(shortcutsModeReducer, INITIAL_SHORTCUTS_MODE);
  // Loaded with the shell (spec 000 §7), so the panel opens with its list ready.
  useQuery(TopBarShortcutsDocument);

  return (
    <Popover.Root
      ids={{ trigger: triggerId }}
      open={open}
      onOpenChange={(details) => {
        // Opening the panel resets it to view.
        if (details.open) dispatch({ type: 'open' });
        setOpen(details.open);
      }}
      positioning={{ placement: 'bottom-end' }}
      lazyMount
    >
      <PanelTrigger
        triggerId={triggerId}
        label={t('shell.shortcuts.open')}
        tooltip={t('shell.shortcuts.open')}
      >
        <LuBookmark />
      </PanelTrigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w={{ base: 'calc(100vw - 2rem)', sm: '96' }} data-testid="shortcuts-panel">
            <ShortcutsPanelHeader mode={mode} dispatch={dispatch} />
            <Popover.Body p="0" maxH={{ base: '70vh', md: '480px' }} overflowY="auto">
              <ShortcutsPanelBody mode={mode} dispatch={dispatch} onNavigate={() => setOpen(false)} />
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

type Mode = ReturnType<typeof shortcutsModeReducer>;

interface ShortcutsPanelBodyProps {
  mode: Mode;
  dispatch: (event: ShortcutsEvent) => void;
  onNavigate: () => void;
}

/** The form (add, edit) or the grid of shortcuts (view, modify), with its loading and empty states. */
function ShortcutsPanelBody({ mode, dispatch, onNavigate }: ShortcutsPanelBodyProps) {
  const { t } = useTranslation();
  const { data, loading } = useQuery(TopBarShortcutsDocument);
  const shortcuts = data?.shortcuts ?? [];

  if (mode.name === 'add') return <ShortcutForm key="add" onDone={() => dispatch({ type: 'saved' })} />;
  if (mode.name === 'edit') {
    const editing = shortcuts.find((shortcut) => shortcut.id === mode.shortcutId);
    return editing ? (
      <ShortcutForm
        key={editing.id}
        shortcut={editing}
        onDone={() => dispatch({ type: 'saved' })}
        onDeleted={() => dispatch({ type: 'deleted' })}
      />
    ) : null;
  }
  if (loading && !data) {
    return (
      <Flex justify="center" py="8">
        <Spinner color="fg.muted" />
      </Flex>
    );
  }
  if (shortcuts.length === 0) {
    return (
      <EmptyState.Root size="sm">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuBookmark />
          </EmptyState.Indicator>
          <EmptyState.Title>{t('shell.shortcuts.emptyTitle')}</EmptyState.Title>
          <EmptyState.Description>{t('shell.shortcuts.emptyDescription')}</EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <SimpleGrid columns={2} gap="px" bg="border.muted">
      {shortcuts.map((shortcut) => (
        <ShortcutTile
          key={shortcut.id}
          shortcut={shortcut}
          modifying={mode.name === 'modify'}
          onSelect={() => dispatch({ type: 'select', shortcutId: shortcut.id })}
          onNavigate={onNavigate}
        />
      ))}
    </SimpleGrid>
  );
}
