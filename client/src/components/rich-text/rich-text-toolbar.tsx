import { HStack, IconButton } from '@chakra-ui/react';
import { useEditorState, type ChainedCommands, type Editor } from '@tiptap/react';
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LuBold,
  LuItalic,
  LuList,
  LuListOrdered,
  LuRedo2,
  LuStrikethrough,
  LuUnderline,
  LuUndo2,
} from 'react-icons/lu';
import { modKeyLabel } from '../ui/use-hotkey';

export interface ToolbarCommand {
  key: string;
  icon: ReactNode;
  label: string;
  /** The keys after Ctrl/Cmd, as aria-keyshortcuts names them ("B", "Shift+8"). */
  keys: string;
  run: (chain: ChainedCommands) => ChainedCommands;
  pressed?: boolean;
  disabled?: boolean;
}

/** The toolbar's commands, each showing its state at the editor's selection. */
export function useToolbarCommands(editor: Editor) {
  const { t } = useTranslation();

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });

  const formatting: ToolbarCommand[] = [
    {
      key: 'bold',
      icon: <LuBold />,
      label: t('rich-text.bold'),
      keys: 'B',
      run: (chain) => chain.toggleBold(),
      pressed: active.bold,
    },
    {
      key: 'italic',
      icon: <LuItalic />,
      label: t('rich-text.italic'),
      keys: 'I',
      run: (chain) => chain.toggleItalic(),
      pressed: active.italic,
    },
    {
      key: 'underline',
      icon: <LuUnderline />,
      label: t('rich-text.underline'),
      keys: 'U',
      run: (chain) => chain.toggleUnderline(),
      pressed: active.underline,
    },
    {
      key: 'strike',
      icon: <LuStrikethrough />,
      label: t('rich-text.strike'),
      keys: 'Shift+S',
      run: (chain) => chain.toggleStrike(),
      pressed: active.strike,
    },
    {
      key: 'bulletList',
      icon: <LuList />,
      label: t('rich-text.bulletedList'),
      keys: 'Shift+8',
      run: (chain) => chain.toggleBulletList(),
      pressed: active.bulletList,
    },
    {
      key: 'orderedList',
      icon: <LuListOrdered />,
      label: t('rich-text.numberedList'),
      keys: 'Shift+7',
      run: (chain) => chain.toggleOrderedList(),
      pressed: active.orderedList,
    },
  ];

  const history: ToolbarCommand[] = [
    {
      key: 'undo',
      icon: <LuUndo2 />,
      label: t('rich-text.undo'),
      keys: 'Z',
      run: (chain) => chain.undo(),
      disabled: !active.canUndo,
    },
    {
      key: 'redo',
      icon: <LuRedo2 />,
      label: t('rich-text.redo'),
      keys: 'Shift+Z',
      run: (chain) => chain.redo(),
      disabled: !active.canRedo,
    },
  ];

  return { formatting, history, linkActive: active.link };
}

/** One toolbar button; it runs its command on the editor, which keeps the focus. */
export function ToolbarButton({ editor, command }: { editor: Editor; command: ToolbarCommand }) {
  return (
    <IconButton
      size="xs"
      variant={command.pressed ? 'subtle' : 'ghost'}
      aria-label={command.label}
      aria-pressed={command.pressed}
      // Still focusable, so the arrow keys keep their order; the click does nothing.
      aria-disabled={command.disabled || undefined}
      aria-keyshortcuts={`Control+${command.keys}`}
      title={`${command.label} (${modKeyLabel(command.keys)})`}
      // The text keeps the focus and its selection.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => {
        if (!command.disabled) command.run(editor.chain().focus()).run();
      }}
    >
      {command.icon}
    </IconButton>
  );
}

/** A WAI-ARIA toolbar: one tab stop, arrow keys, Home and End move between its buttons. */
export function Toolbar({
  label,
  controls,
  children,
}: {
  label: string;
  controls: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);

  const buttons = () => Array.from(ref.current?.querySelectorAll<HTMLButtonElement>(':scope > button') ?? []);

  // Only the current button is in the tab order.
  useLayoutEffect(() => {
    buttons().forEach((button, index) => (button.tabIndex = index === current ? 0 : -1));
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = buttons();
    const index = all.findIndex((button) => button === document.activeElement);
    if (index < 0) return;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % all.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + all.length) % all.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? all.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    setCurrent(next);
    all[next]?.focus();
  };

  return (
    <HStack
      ref={ref}
      role="toolbar"
      aria-label={label}
      aria-controls={controls}
      gap="0.5"
      px="1.5"
      py="1"
      borderBottomWidth="1px"
      borderColor="border"
      wrap="wrap"
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        const target: EventTarget = event.target;
        const index = buttons().findIndex((button) => button === target);
        if (index >= 0) setCurrent(index);
      }}
    >
      {children}
    </HStack>
  );
}
