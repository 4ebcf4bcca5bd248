import Bold from '@tiptap/extension-bold';
import Italic from '@tiptap/extension-italic';
import Placeholder from '@tiptap/extension-placeholder';
import { Extension, mergeAttributes, type Extensions } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { isSafeHref, LINK_REL } from '../../lib/sanitize-html';

/** What an editor keeps besides the toolbar's formatting. */
export interface ExtensionOptions {
  /** Quoted text (`<blockquote>`): a mail's answer quotes the original below the new text. */
  quotes?: boolean;
}

/**
 * The editor's schema: only what the toolbar offers (plus line breaks), so every tag it writes is one the
 * server keeps; headings, code and rules typed as Markdown stay text, and so do quotes unless `quotes`
 * keeps them. Bold and italic write <b> and <i>, as the notes stored before Tiptap do.
 */
export function createExtensions(
  openLink: () => void,
  { quotes = false }: ExtensionOptions = {},
): Extensions {
  return [
    StarterKit.configure({
      bold: false,
      italic: false,
      heading: false,
      blockquote: quotes ? {} : false,
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
