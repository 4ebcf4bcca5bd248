/**
 * The rich text editor of Arena's notes (tasks, contacts): Tiptap with a small Chakra toolbar.
 *
 *   <RichTextEditor value={task.notes} onChange={(html) => save({ notes: html })} label={t('…notes')} />
 *
 * Props
 * - `value: string | null`: the stored HTML. The editor shows it and follows it when it changes from
 *   outside (another record); values it emitted itself never reset the text, so the caret stays put
 *   while a save goes round trip. Give the editor a `key` per record for a clean undo history.
 * - `onChange(html: string)`: called after every edit with sanitised HTML (lib/sanitize-html): paragraphs,
 *   bulleted and numbered lists, bold (`<b>`), italic (`<i>`), underline, strikethrough, line breaks and
 *   safe links, each a tag the server keeps. '' when empty.
 * - `label`: a visible label above the editor; or `aria-label` when the form shows its own label.
 * - `readOnly`: shows the text (RichTextView) without toolbar or caret.
 * - `placeholder`: shown while the editor is empty.
 * - `autoFocus`, `onBlur`, `minHeight`, `id` (of the editable element): optional.
 *
 * Keyboard: Tiptap's shortcuts (Ctrl/Cmd+B, +I, +U, +Shift+S, +Shift+8, +Shift+7, +Z, +Shift+Z);
 * Ctrl/Cmd+K opens the link box. The toolbar is one tab stop (arrow keys, Home and End move between its
 * buttons); each button shows its state with aria-pressed. Pasted content is cleaned before it enters.
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
import Bold from '@tiptap/extension-bold';
import Italic from '@tiptap/extension-italic';
import Placeholder from '@tiptap/extension-placeholder';
import {
  EditorContent,
  Extension,
  mergeAttributes,
  useEditor,
  useEditorState,
  type ChainedCommands,
  type Editor,
  type Extensions,
} from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import {
  LuBold,
  LuItalic,
  LuLink,
  LuList,
  LuListOrdered,
  LuRedo2,
  LuStrikethrough,
  LuUnderline,
  LuUndo2,
} from 'react-icons/lu';
import { isSafeHref, LINK_REL, sanitizeHtml, sanitizeRichText } from '../../lib/sanitize-html';
import { modKeyLabel } from '../ui/use-hotkey';
import { RichTextView } from './rich-text-view';
import { richTextCss } from './rich-text-styles';

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

// How many of its own answers the editor recognises when they come back as `value`.
const REMEMBERED_VALUES = 20;

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

/**
 * The editor's schema: only what the toolbar offers (plus line breaks), so every tag it writes is one the
 * server keeps; headings, quotes, code and rules typed as Markdown stay text. Bold and italic write <b>
 * and <i>, as the notes stored before Tiptap do.
 */
function createExtensions(openLink: () => void): Extensions {
  return [
    StarterKit.configure({
      bold: false,
      italic: false,
      heading: false,
      blockquote: false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      // No empty paragraph appended after a closing list: the stored HTML is what was written.
      trailingNode: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        isAllowedUri: (url) => isSafeHref(url),
        HTMLAttributes: { rel: LINK_REL, target: '_blank' },
      },
    }),
    Bold.extend({
      renderHTML({ HTMLAttributes }) {
        return ['b', mergeAttributes(this.options.HTMLAttributes, HTMLAttributes), 0];
      },
    }),
    Italic.extend({
      renderHTML({ HTMLAttributes }) {
        return ['i', mergeAttributes(this.options.HTMLAttributes, HTMLAttributes), 0];
      },
    }),
    // The text is the editable element's aria-placeholder (editorProps), so it follows the language.
    Placeholder.configure({
      placeholder: ({ editor }) => {
        const attributes = editor.options.editorProps.attributes;
        const text = typeof attributes === 'object' ? attributes['aria-placeholder'] : undefined;
        return text ?? '';
      },
    }),
    Extension.create({
      name: 'linkBox',
      addKeyboardShortcuts: () => ({
        'Mod-k': () => {
          openLink();
          return true;
        },
      }),
    }),
  ];
}

export function RichTextEditor(props: RichTextEditorProps) {
  const generatedId = useId();
  const labelId = `${generatedId}-label`;
  const { label } = props;

  const labelElement = label ? (
    <Text id={labelId} as="span" textStyle="sm" fontWeight="medium">
      {label}
    </Text>
  ) : null;

  return (
    <Stack gap="1.5">
      {labelElement}
      {props.readOnly ? (
        <RichTextView
          html={props.value}
          aria-labelledby={label ? labelId : undefined}
          aria-label={label ? undefined : props['aria-label']}
        />
      ) : (
        <EditableRichText {...props} editorId={props.id ?? `${generatedId}-editor`} labelId={labelId} />
      )}
    </Stack>
  );
}

interface ToolbarCommand {
  key: string;
  icon: ReactNode;
  label: string;
  /** The keys after Ctrl/Cmd, as aria-keyshortcuts names them ("B", "Shift+8"). */
  keys: string;
  run: (chain: ChainedCommands) => ChainedCommands;
  pressed?: boolean;
  disabled?: boolean;
}

function EditableRichText({
  value,
  onChange,
  label,
  'aria-label': ariaLabel,
  placeholder,
  autoFocus,
  onBlur,
  minHeight = '24',
  editorId,
  labelId,
}: RichTextEditorProps & { editorId: string; labelId: string }) {
  const { t } = useTranslation();
  const [linkOpen, setLinkOpen] = useState(false);
  const textRef = useRef<HTMLDivElement>(null);
  // Sanitised values this editor emitted, newest last: the same value coming back is not an outside change.
  const emitted = useRef<string[]>([]);
  const [extensions] = useState(() => createExtensions(() => setLinkOpen(true)));
  const [initialContent] = useState(() => sanitizeRichText(value));

  // Tiptap updates the view when these change (a language switch), never the content.
  const editorProps = useMemo(
    () => ({
      attributes: {
        id: editorId,
        'aria-multiline': 'true',
        ...(label ? { 'aria-labelledby': labelId } : ariaLabel ? { 'aria-label': ariaLabel } : {}),
        ...(placeholder ? { 'aria-placeholder': placeholder } : {}),
        spellcheck: 'true',
      },
      transformPastedHTML: (html: string) => sanitizeHtml(html),
    }),
    [editorId, label, labelId, ariaLabel, placeholder],
  );

  // A client-only app: the editor exists from the first render, so the text box never flickers in.
  const editor = useEditor({
    extensions,
    content: initialContent,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    autofocus: autoFocus ? 'end' : false,
    editorProps,
    onUpdate: ({ editor: current }) => {
      const html = sanitizeRichText(current.getHTML());
      if (emitted.current.at(-1) === html) return;
      emitted.current = [...emitted.current, html].slice(-REMEMBERED_VALUES);
      onChange(html);
    },
    onBlur: () => onBlur?.(),
  });

  // Outside changes replace the content; the editor's own answers coming back do not (the caret stays).
  useEffect(() => {
    if (editor.isDestroyed) return;
    const next = sanitizeRichText(value);
    if (emitted.current.includes(next)) return;
    if (sanitizeRichText(editor.getHTML()) === next) return;
    editor.commands.setContent(next, { emitUpdate: false });
    emitted.current = [];
  }, [editor, value]);

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

  const button = (command: ToolbarCommand) => (
    <IconButton
      key={command.key}
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

  return (
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
        {formatting.map(button)}
        <LinkButton
          editor={editor}
          open={linkOpen}
          onOpenChange={setLinkOpen}
          active={active.link}
          text={() => textRef.current?.querySelector<HTMLElement>('[contenteditable]') ?? null}
        />
        {history.map(button)}
      </Toolbar>
      <Box
        ref={textRef}
        css={{
          '& .tiptap': {
            ...richTextCss,
            minHeight,
            maxHeight: '96',
            overflowY: 'auto',
            paddingInline: '3',
            paddingBlock: '2',
            outline: 'none',
          },
          // The Placeholder extension marks the empty first paragraph and names the text in an attribute.
          '& .tiptap p.is-editor-empty:first-of-type::before': {
            content: 'attr(data-placeholder)',
            color: 'fg.muted',
            float: 'inline-start',
            height: '0',
            pointerEvents: 'none',
          },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
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
  editor: Editor;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  active: boolean;
  /** The editable element, which gets the focus back when the box closes. */
  text: () => HTMLElement | null;
}

/** The link button and its box: a link at the caret, around the selection, or changed or removed. */
function LinkButton({ editor, open, onOpenChange, active, text }: LinkButtonProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);

  const apply = (href: string | null) => {
    onOpenChange(false);
    // The editor kept its selection while the box had the focus; focus() puts the caret back there.
    const chain = editor.chain().focus();
    if (href === null) {
      chain.extendMarkRange('link').unsetLink().run();
    } else if (editor.state.selection.empty && !editor.isActive('link')) {
      // Nothing selected: the address becomes the text, and what is typed next is no longer the link.
      chain
        .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
        .unsetMark('link')
        .run();
    } else {
      chain.extendMarkRange('link').setLink({ href }).run();
    }
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      initialFocusEl={() => inputRef.current}
      // Closing gives the focus back to the text (ProseMirror restores its caret).
      finalFocusEl={text}
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
                <LinkForm
                  inputRef={inputRef}
                  initialHref={active ? String(editor.getAttributes('link').href ?? '') : ''}
                  active={active}
                  onApply={apply}
                />
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
