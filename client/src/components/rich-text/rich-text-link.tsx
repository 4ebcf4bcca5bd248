import { Button, Field, HStack, IconButton, Input, Popover, Portal, Stack } from '@chakra-ui/react';
import { type Editor } from '@tiptap/react';
import { useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { LuLink } from 'react-icons/lu';
import { isSafeHref } from '../../lib/sanitize-html';
import { modKeyLabel } from '../ui/use-hotkey';

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

interface LinkButtonProps {
  editor: Editor;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  active: boolean;
  /** The editable element, which gets the focus back when the box closes. */
  text: () => HTMLElement | null;
}

/** The link button and its box: a link at the caret, around the selection, or changed or removed. */
export function LinkButton({ editor, open, onOpenChange, active, text }: LinkButtonProps) {
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
