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
 * - `quotes`: keeps quoted text (`<blockquote>`), as a mail's answer needs; off elsewhere.
 * - `autoFocus`: the caret at the end of the text, or at its `'start'` (an answer above a quote).
 * - `onBlur`, `minHeight`, `id` (of the editable element): optional.
 *
 * Keyboard: Tiptap's shortcuts (Ctrl/Cmd+B, +I, +U, +Shift+S, +Shift+8, +Shift+7, +Z, +Shift+Z);
 * Ctrl/Cmd+K opens the link box. The toolbar is one tab stop (arrow keys, Home and End move between its
 * buttons); each button shows its state with aria-pressed. Pasted content is cleaned before it enters.
 */
import { Box, Stack, Text } from '@chakra-ui/react';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml, sanitizeRichText } from '../../lib/sanitize-html';
import { createExtensions } from './rich-text-extensions';
import { LinkButton } from './rich-text-link';
import { Toolbar, ToolbarButton, useToolbarCommands, type ToolbarCommand } from './rich-text-toolbar';
import { RichTextView } from './rich-text-view';
import { richTextCss } from './rich-text-styles';

export { normalizeLinkHref } from './rich-text-link';

export interface RichTextEditorProps {
  value: string | null;
  onChange: (html: string) => void;
  label?: string;
  'aria-label'?: string;
  readOnly?: boolean;
  placeholder?: string;
  autoFocus?: boolean | 'start';
  onBlur?: () => void;
  /** Height of the editable area before it grows; a size token. */
  minHeight?: string;
  id?: string;
  /** Keep quoted text (`<blockquote>`): fixed for the editor's life. */
  quotes?: boolean;
}

// How many of its own answers the editor recognises when they come back as `value`.
const REMEMBERED_VALUES = 20;

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
  quotes,
}: RichTextEditorProps & { editorId: string; labelId: string }) {
  const { t } = useTranslation();
  const [linkOpen, setLinkOpen] = useState(false);
  const textRef = useRef<HTMLDivElement>(null);
  // Sanitised values this editor emitted, newest last: the same value coming back is not an outside change.
  const emitted = useRef<string[]>([]);
  const [extensions] = useState(() => createExtensions(() => setLinkOpen(true), { quotes }));
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
    autofocus: autoFocus === 'start' ? 'start' : autoFocus ? 'end' : false,
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

  const { formatting, history, linkActive } = useToolbarCommands(editor);

  const button = (command: ToolbarCommand) => (
    <ToolbarButton key={command.key} editor={editor} command={command} />
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
          active={linkActive}
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
