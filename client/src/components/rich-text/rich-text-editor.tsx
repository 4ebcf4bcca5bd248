/**
 * The rich text editor of Arena's notes (tasks, contacts): a contentEditable area with a small toolbar.
 *
 *   <RichTextEditor value={task.notes} onChange={(html) => save({ notes: html })} label={t('…notes')} />
 *
 * Props
 * - `value: string | null`: the stored HTML. The editor shows it and follows it when it changes from
 *   outside (another record); values it emitted itself never reset the text, so the caret stays put
 *   while a save goes round trip. Give the editor a `key` per record for a clean undo history.
 * - `onChange(html: string)`: called after every edit with sanitised HTML (see sanitizeRichText):
 *   paragraphs, bulleted and numbered lists, bold, italic, underline, safe links. '' when empty.
 * - `label`: a visible label above the editor; or `aria-label` when the form shows its own label.
 * - `readOnly`: shows the text (RichTextView) without toolbar or caret.
 * - `placeholder`: shown while the editor is empty.
 * - `autoFocus`, `onBlur`, `minHeight`, `id` (of the editable element): optional.
 *
 * Keyboard: Ctrl/Cmd+B, +I, +U toggle bold, italic, underline; Ctrl/Cmd+K opens the link box. The
 * toolbar is one tab stop (arrow keys move between its buttons); each button shows its state with
 * aria-pressed. Pasted content is cleaned (sanitize-html) before it enters the text.
 */
import {
  Box,
  Button,
  Field,
  HStack,
  IconButton,
  Input,
  Popover,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { LuBold, LuItalic, LuLink, LuList, LuListOrdered, LuUnderline } from 'react-icons/lu';
import { isSafeHref } from '../ui/sanitize-html';
import { modKeyLabel } from '../ui/use-hotkey';
import { RichTextView } from './rich-text-view';
import { richTextCss } from './rich-text-styles';
import { sanitizeRichText } from './sanitize-rich-text';

export interface RichTextEditorProps {
  value: string | null;
  onChange: (html: string) => void;
  label?: string;
  'aria-label'?: string;
  readOnly?: boolean;
  placeholder?: string;
  autoFocus?: boolean;
  onBlur?: () => void;
  /** Height of the editable area before it grows; a size token. */
  minHeight?: string;
  id?: string;
}

type Command = 'bold' | 'italic' | 'underline' | 'insertUnorderedList' | 'insertOrderedList';
type ActiveState = Record<Command | 'link', boolean>;

const NO_FORMAT: ActiveState = {
  bold: false,
  italic: false,
  underline: false,
  insertUnorderedList: false,
  insertOrderedList: false,
  link: false,
};

const SHORTCUTS: Record<string, Command> = { b: 'bold', i: 'italic', u: 'underline' };
// How many of its own answers the editor recognises when they come back as `value`.
const REMEMBERED_VALUES = 20;

// execCommand is deprecated but remains the only way to edit a contentEditable with the browser's undo
// history intact; where it is missing (tests in jsdom) the editor still emits what the DOM holds.
function exec(command: string, argument?: string): boolean {
  try {
    return typeof document.execCommand === 'function' && document.execCommand(command, false, argument);
  } catch {
    return false;
  }
}

function commandState(command: Command): boolean {
  try {
    return typeof document.queryCommandState === 'function' && document.queryCommandState(command);
  } catch {
    return false;
  }
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The address a typed link points to: http(s) and mailto as typed, a bare domain gets https:// and a
 * bare email address mailto:. Null for anything else (javascript:, data:, words).
 */
export function normalizeLinkHref(input: string): string | null {
  const text = input.trim();
  if (text === '') return null;
  if (isSafeHref(text)) return text;
  if (/^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/.test(text)) return `mailto:${text}`;
  if (/^(www\.)?[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}(\/\S*)?$/i.test(text)) return `https://${text}`;
  return null;
}

function closestLink(node: Node | null, root: HTMLElement): HTMLAnchorElement | null {
  for (let current = node; current && current !== root; current = current.parentNode) {
    if (current instanceof HTMLAnchorElement) return current;
  }
  return null;
}

export function RichTextEditor(props: RichTextEditorProps) {
  const { value, onChange, label, readOnly, placeholder, autoFocus, onBlur, minHeight = '24' } = props;
  const { t } = useTranslation();
  const generatedId = useId();
  const editorId = props.id ?? `${generatedId}-editor`;
  const labelId = `${generatedId}-label`;
  const editorRef = useRef<HTMLDivElement>(null);
  const savedRange = useRef<Range | null>(null);
  // The element the content was last written to: a new one (after readOnly) starts from `value`.
  const filledEditor = useRef<HTMLDivElement | null>(null);
  // Sanitised values this editor emitted, newest last: the same value coming back is not an outside change.
  const emitted = useRef<string[]>([]);
  const [empty, setEmpty] = useState(() => sanitizeRichText(value) === '');
  const [active, setActive] = useState<ActiveState>(NO_FORMAT);
  const [linkOpen, setLinkOpen] = useState(false);
  // The link box gives the focus back to the text when it closes: the caret goes back where it was.
  const caretPending = useRef(false);

  // Outside changes replace the content; the editor's own answers coming back do not (the caret stays).
  useLayoutEffect(() => {
    const editor = editorRef.current;
    if (!editor) return;
    const next = sanitizeRichText(value);
    const fresh = filledEditor.current !== editor;
    filledEditor.current = editor;
    if (!fresh && emitted.current.includes(next)) return;
    if (!fresh && sanitizeRichText(editor.innerHTML) === next) return;
    editor.innerHTML = next;
    emitted.current = [];
    setEmpty(next === '');
  }, [value, readOnly]);

  useEffect(() => {
    if (autoFocus && !readOnly) editorRef.current?.focus();
  }, [autoFocus, readOnly]);

  const selectionInEditor = useCallback((): Range | null => {
    const editor = editorRef.current;
    const selection = document.getSelection();
    if (!editor || !selection || selection.rangeCount === 0) return null;
    const range = selection.getRangeAt(0);
    return editor.contains(range.commonAncestorContainer) ? range : null;
  }, []);

  const refreshActive = useCallback(() => {
    const editor = editorRef.current;
    const range = selectionInEditor();
    if (!editor || !range) return;
    savedRange.current = range.cloneRange();
    setActive({
      bold: commandState('bold'),
      italic: commandState('italic'),
      underline: commandState('underline'),
      insertUnorderedList: commandState('insertUnorderedList'),
      insertOrderedList: commandState('insertOrderedList'),
      link: closestLink(range.startContainer, editor) !== null,
    });
  }, [selectionInEditor]);

  useEffect(() => {
    if (readOnly) return undefined;
    document.addEventListener('selectionchange', refreshActive);
    return () => document.removeEventListener('selectionchange', refreshActive);
  }, [readOnly, refreshActive]);

  const emit = useCallback(() => {
    const editor = editorRef.current;
    if (!editor) return;
    const html = sanitizeRichText(editor.innerHTML);
    setEmpty(html === '');
    if (emitted.current.at(-1) === html) return;
    emitted.current = [...emitted.current, html].slice(-REMEMBERED_VALUES);
    onChange(html);
  }, [onChange]);

  /**
   * Puts the focus and the last caret position back into the text before a command; `always` also when
   * the browser already put a caret there (focusing an editable element puts it at the start).
   */
  const restoreSelection = useCallback(
    (always = false) => {
      const editor = editorRef.current;
      if (!editor) return;
      // Focusing the text from elsewhere (the toolbar by keyboard, the link box) puts the caret at the
      // start: only a caret the text already had is kept.
      const hadFocus = document.activeElement === editor;
      editor.focus();
      if ((!always && hadFocus && selectionInEditor()) || !savedRange.current) return;
      const selection = document.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(savedRange.current);
    },
    [selectionInEditor],
  );

  const run = useCallback(
    (command: Command) => {
      restoreSelection();
      // Enter makes paragraphs, and formatting is tags (b, i, u), not inline styles.
      exec('defaultParagraphSeparator', 'p');
      exec('styleWithCSS', 'false');
      exec(command);
      emit();
      refreshActive();
    },
    [emit, refreshActive, restoreSelection],
  );

  const applyLink = (href: string | null) => {
    caretPending.current = true;
    setLinkOpen(false);
    restoreSelection();
    const range = selectionInEditor();
    if (href === null) {
      exec('unlink');
    } else if (!range || range.collapsed) {
      exec('insertHTML', `<a href="${escapeHtml(href)}">${escapeHtml(href)}</a>`);
    } else {
      exec('createLink', href);
    }
    emit();
    refreshActive();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const key = event.key.toLowerCase();
    const command = SHORTCUTS[key];
    if (command) {
      event.preventDefault();
      run(command);
    } else if (key === 'k') {
      event.preventDefault();
      refreshActive();
      setLinkOpen(true);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    const html = event.clipboardData.getData('text/html');
    const text = event.clipboardData.getData('text/plain');
    event.preventDefault();
    if (html) exec('insertHTML', sanitizeRichText(html));
    else if (text) exec('insertText', text);
    emit();
  };

  const labelElement = label ? (
    <Text id={labelId} as="span" textStyle="sm" fontWeight="medium">
      {label}
    </Text>
  ) : null;

  if (readOnly) {
    return (
      <Stack gap="1.5">
        {labelElement}
        <RichTextView
          html={value}
          aria-labelledby={label ? labelId : undefined}
          aria-label={label ? undefined : props['aria-label']}
        />
      </Stack>
    );
  }

  const buttons: { command: Command; icon: ReactNode; label: string; shortcut?: string }[] = [
    { command: 'bold', icon: <LuBold />, label: t('rich-text.bold'), shortcut: 'B' },
    { command: 'italic', icon: <LuItalic />, label: t('rich-text.italic'), shortcut: 'I' },
    { command: 'underline', icon: <LuUnderline />, label: t('rich-text.underline'), shortcut: 'U' },
    { command: 'insertUnorderedList', icon: <LuList />, label: t('rich-text.bulletedList') },
    { command: 'insertOrderedList', icon: <LuListOrdered />, label: t('rich-text.numberedList') },
  ];

  return (
    <Stack gap="1.5">
      {labelElement}
      <Box
        borderWidth="1px"
        borderColor="border"
        rounded="l2"
        bg="bg"
        _focusWithin={{
          borderColor: 'colorPalette.focusRing',
          outline: '1px solid',
          outlineColor: 'colorPalette.focusRing',
        }}
      >
        <Toolbar label={t('rich-text.toolbar')} controls={editorId}>
          {buttons.map((button) => (
            <IconButton
              key={button.command}
              size="xs"
              variant={active[button.command] ? 'subtle' : 'ghost'}
              aria-label={button.label}
              aria-pressed={active[button.command]}
              aria-keyshortcuts={button.shortcut ? `Control+${button.shortcut}` : undefined}
              title={button.shortcut ? `${button.label} (${modKeyLabel(button.shortcut)})` : button.label}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => run(button.command)}
            >
              {button.icon}
            </IconButton>
          ))}
          <LinkButton
            open={linkOpen}
            onOpenChange={(open) => {
              if (open) refreshActive();
              else caretPending.current = true;
              setLinkOpen(open);
            }}
            finalFocus={() => editorRef.current}
            active={active.link}
            currentHref={() => {
              const editor = editorRef.current;
              const node = savedRange.current?.startContainer ?? null;
              return editor ? (closestLink(node, editor)?.getAttribute('href') ?? '') : '';
            }}
            onApply={applyLink}
          />
        </Toolbar>
        <Box position="relative">
          {empty && placeholder ? (
            <Text
              aria-hidden="true"
              position="absolute"
              insetInline="3"
              top="2"
              color="fg.muted"
              pointerEvents="none"
              userSelect="none"
            >
              {placeholder}
            </Text>
          ) : null}
          <Box
            ref={editorRef}
            id={editorId}
            role="textbox"
            aria-multiline="true"
            aria-labelledby={label ? labelId : undefined}
            aria-label={label ? undefined : props['aria-label']}
            aria-placeholder={placeholder}
            contentEditable
            suppressContentEditableWarning
            spellCheck
            tabIndex={0}
            minH={minHeight}
            maxH="96"
            overflowY="auto"
            px="3"
            py="2"
            outline="none"
            css={richTextCss}
            onInput={emit}
            onKeyDown={onKeyDown}
            onPaste={onPaste}
            onFocus={() => {
              exec('defaultParagraphSeparator', 'p');
              if (!caretPending.current) return;
              caretPending.current = false;
              restoreSelection(true);
            }}
            onBlur={onBlur}
          />
        </Box>
      </Box>
    </Stack>
  );
}

/** A WAI-ARIA toolbar: one tab stop, arrow keys, Home and End move between its buttons. */
function Toolbar({ label, controls, children }: { label: string; controls: string; children: ReactNode }) {
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

interface LinkButtonProps {
  /** Where the focus goes when the box closes (the text). */
  finalFocus: () => HTMLElement | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  active: boolean;
  currentHref: () => string;
  onApply: (href: string | null) => void;
}

function LinkButton({ open, onOpenChange, finalFocus, active, currentHref, onApply }: LinkButtonProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      initialFocusEl={() => inputRef.current}
      finalFocusEl={finalFocus}
      positioning={{ placement: 'bottom-start' }}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger asChild>
        <IconButton
          size="xs"
          variant={active ? 'subtle' : 'ghost'}
          aria-label={t('rich-text.link')}
          aria-pressed={active}
          aria-keyshortcuts="Control+K"
          title={`${t('rich-text.link')} (${modKeyLabel('K')})`}
          onMouseDown={(event) => event.preventDefault()}
        >
          <LuLink />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="xs">
            <Popover.Body p="3">
              {open ? (
                <LinkForm inputRef={inputRef} initialHref={currentHref()} active={active} onApply={onApply} />
              ) : null}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

interface LinkFormProps {
  inputRef: RefObject<HTMLInputElement | null>;
  initialHref: string;
  active: boolean;
  onApply: (href: string | null) => void;
}

/** The link box's form; mounted each time the box opens, starting from the link under the caret. */
function LinkForm({ inputRef, initialHref, active, onApply }: LinkFormProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(initialHref);
  const [invalid, setInvalid] = useState(false);

  const submit = () => {
    const href = normalizeLinkHref(text);
    if (href === null) {
      setInvalid(true);
      return;
    }
    onApply(href);
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="3">
        <Field.Root invalid={invalid}>
          <Field.Label>{t('rich-text.linkUrl')}</Field.Label>
          <Input
            ref={inputRef}
            size="sm"
            type="text"
            inputMode="url"
            autoComplete="url"
            placeholder={t('rich-text.linkPlaceholder')}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setInvalid(false);
            }}
          />
          {invalid ? <Field.ErrorText>{t('rich-text.invalidLink')}</Field.ErrorText> : null}
        </Field.Root>
        <HStack justify="flex-end" gap="2">
          {active ? (
            <Button size="xs" variant="ghost" onClick={() => onApply(null)}>
              {t('rich-text.removeLink')}
            </Button>
          ) : null}
          <Button size="xs" type="submit">
            {t('rich-text.applyLink')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
