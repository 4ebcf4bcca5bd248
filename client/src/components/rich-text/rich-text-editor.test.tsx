import type { Editor } from '@tiptap/react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { normalizeLinkHref, RichTextEditor } from './rich-text-editor';

// jsdom has no layout: ProseMirror measures the caret to scroll it into view.
beforeAll(() => {
  const rect = () => new DOMRect(0, 0, 0, 0);
  const rects = () => Object.assign([] as DOMRect[], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= rect;
  Range.prototype.getClientRects ??= rects;
  document.elementFromPoint ??= () => null;
});

/** The Tiptap editor behind a text box (Tiptap puts it on its element). */
function editorOf(textbox: HTMLElement): Editor {
  const editor = (textbox as HTMLElement & { editor?: Editor }).editor;
  if (!editor) throw new Error('no editor on this element');
  return editor;
}

function run(command: () => unknown) {
  act(() => {
    command();
  });
}

describe('RichTextEditor', () => {
  it('shows the value in a labelled text box and emits HTML while typing', () => {
    const onChange = vi.fn();
    renderWithProviders(
      <RichTextEditor value="<p>Bring <b>water</b></p>" onChange={onChange} label="Notes" />,
    );
    const textbox = screen.getByRole('textbox', { name: 'Notes' });
    expect(textbox).toHaveAttribute('contenteditable', 'true');
    expect(textbox).toHaveAttribute('aria-multiline', 'true');
    expect(textbox.innerHTML).toBe('<p>Bring <b>water</b></p>');

    const editor = editorOf(textbox);
    run(() => editor.chain().focus('end').insertContent(' and boots').run());
    expect(onChange).toHaveBeenLastCalledWith('<p>Bring <b>water and boots</b></p>');
  });

  it('formats from the toolbar and shows the state with aria-pressed', () => {
    const onChange = vi.fn();
    renderWithProviders(<RichTextEditor value="<p>Gate B</p>" onChange={onChange} label="Notes" />);
    const editor = editorOf(screen.getByRole('textbox', { name: 'Notes' }));
    run(() => editor.commands.selectAll());

    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(bold);
    expect(onChange).toHaveBeenLastCalledWith('<p><b>Gate B</b></p>');
    expect(bold).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'Italic' }));
    fireEvent.click(screen.getByRole('button', { name: 'Underline' }));
    fireEvent.click(screen.getByRole('button', { name: 'Strikethrough' }));
    expect(onChange).toHaveBeenLastCalledWith('<p><s><u><b><i>Gate B</i></b></u></s></p>');

    fireEvent.click(screen.getByRole('button', { name: 'Numbered list' }));
    expect(screen.getByRole('button', { name: 'Numbered list' })).toHaveAttribute('aria-pressed', 'true');
    expect(onChange).toHaveBeenLastCalledWith('<ol><li><p><s><u><b><i>Gate B</i></b></u></s></p></li></ol>');
    fireEvent.click(screen.getByRole('button', { name: 'Bulleted list' }));
    expect(onChange.mock.lastCall?.[0]).toMatch(/^<ul><li><p>/);

    // Undo takes back the last group of steps (how many depends on their timing), Redo brings it again.
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onChange.mock.lastCall?.[0]).not.toMatch(/^<ul>/);
    fireEvent.click(screen.getByRole('button', { name: 'Redo' }));
    expect(onChange.mock.lastCall?.[0]).toMatch(/^<ul><li><p>/);
  });

  it('runs the formatting shortcuts', () => {
    const onChange = vi.fn();
    renderWithProviders(<RichTextEditor value="<p>x</p>" onChange={onChange} aria-label="Notes" />);
    const textbox = screen.getByRole('textbox', { name: 'Notes' });
    run(() => editorOf(textbox).commands.selectAll());
    fireEvent.keyDown(textbox, { key: 'b', ctrlKey: true });
    expect(onChange).toHaveBeenLastCalledWith('<p><b>x</b></p>');
    fireEvent.keyDown(textbox, { key: 'u', ctrlKey: true });
    expect(onChange).toHaveBeenLastCalledWith('<p><u><b>x</b></u></p>');
  });

  it('adds a link at the caret from the link box (Ctrl+K) and refuses script addresses', async () => {
    const onChange = vi.fn();
    renderWithProviders(<RichTextEditor value={null} onChange={onChange} label="Notes" />);
    const textbox = screen.getByRole('textbox', { name: 'Notes' });
    run(() => editorOf(textbox).chain().focus().insertContent('See ').run());
    onChange.mockClear();

    fireEvent.keyDown(textbox, { key: 'k', ctrlKey: true });
    const address = await screen.findByLabelText('Link address');
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    fireEvent.submit(address.closest('form') as HTMLFormElement);
    expect(
      await screen.findByText(/Enter a web address starting with https:\/\//, {}, { timeout: 2000 }),
    ).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.change(address, { target: { value: 'tff.org' } });
    fireEvent.submit(address.closest('form') as HTMLFormElement);
    expect(onChange).toHaveBeenLastCalledWith(
      '<p>See <a href="https://tff.org" rel="noopener noreferrer nofollow" target="_blank">https://tff.org</a></p>',
    );
    await waitFor(() => expect(screen.queryByLabelText('Link address')).not.toBeInTheDocument());
    // What is typed after the link is plain text again.
    run(() => editorOf(textbox).commands.insertContent('!'));
    expect(onChange.mock.lastCall?.[0]).toMatch(/<\/a>!<\/p>$/);
  });

  it('keeps only safe HTML from the value and from pasted content', () => {
    const onChange = vi.fn();
    renderWithProviders(
      <RichTextEditor
        value={
          '<p onclick="x()">Hi <a href="javascript:alert(1)">there</a><img src=x onerror="bad()"></p><script>bad()</script>'
        }
        onChange={onChange}
        aria-label="Notes"
      />,
    );
    const textbox = screen.getByRole('textbox', { name: 'Notes' });
    expect(textbox.innerHTML).toBe('<p>Hi there</p>');

    const editor = editorOf(textbox);
    const paste = editor.view.someProp('transformPastedHTML', (transform) =>
      transform('<b style="x">hi</b><img src=x onerror="bad()"><script>bad()</script>', editor.view),
    );
    expect(paste).toBe('<b>hi</b>');
    // Markup the editor has no place for (headings, tables) arrives as paragraphs.
    run(() =>
      editor.commands.setContent('<h4>Title</h4><table><tr><td>cell</td></tr></table>', { emitUpdate: true }),
    );
    expect(onChange).toHaveBeenLastCalledWith('<p>Title</p><p>cell</p>');
  });

  it('keeps quoted text only when asked (a mail answer), and turns it into paragraphs elsewhere', () => {
    const quoted = '<p></p><p>Ada wrote:</p><blockquote><p>Training moves to 18:00</p></blockquote>';
    const onQuote = vi.fn();
    renderWithProviders(<RichTextEditor value={quoted} onChange={onQuote} label="Body" quotes />);
    const body = editorOf(screen.getByRole('textbox', { name: 'Body' }));
    run(() => body.chain().focus('start').insertContent('Fine').run());
    expect(onQuote).toHaveBeenLastCalledWith(
      '<p>Fine</p><p>Ada wrote:</p><blockquote><p>Training moves to 18:00</p></blockquote>',
    );

    const onNote = vi.fn();
    renderWithProviders(<RichTextEditor value={quoted} onChange={onNote} label="Notes" />);
    const notes = editorOf(screen.getByRole('textbox', { name: 'Notes' }));
    run(() => notes.chain().focus('start').insertContent('Fine').run());
    expect(onNote).toHaveBeenLastCalledWith('<p>Fine</p><p>Ada wrote:</p><p>Training moves to 18:00</p>');
  });

  it('keeps its own text when its answers come back as the value, and follows outside changes', () => {
    function Harness({ outside }: { outside: string }) {
      const [value, setValue] = useState<string | null>(null);
      return (
        <>
          <button type="button" onClick={() => setValue(outside)}>
            load
          </button>
          <RichTextEditor value={value} onChange={setValue} aria-label="Notes" />
        </>
      );
    }
    renderWithProviders(<Harness outside="<p>Other task</p>" />);
    const textbox = screen.getByRole('textbox', { name: 'Notes' });
    const editor = editorOf(textbox);
    run(() => editor.chain().focus().insertContent('Draft').run());
    expect(textbox.innerHTML).toBe('<p>Draft</p>');
    const caret = editor.state.selection.from;
    run(() => editor.commands.insertContent(' more'));
    // The value came back from the parent: neither the text nor the caret moved.
    expect(textbox.innerHTML).toBe('<p>Draft more</p>');
    expect(editor.state.selection.from).toBe(caret + ' more'.length);

    fireEvent.click(screen.getByRole('button', { name: 'load' }));
    expect(textbox.innerHTML).toBe('<p>Other task</p>');
  });

  it('shows the placeholder only while empty, and follows a new one', () => {
    const { rerender } = renderWithProviders(
      <RichTextEditor value={null} onChange={() => undefined} aria-label="Notes" placeholder="Write…" />,
    );
    const textbox = screen.getByRole('textbox', { name: 'Notes' });
    expect(textbox).toHaveAttribute('aria-placeholder', 'Write…');
    expect(textbox.querySelector('p')).toHaveAttribute('data-placeholder', 'Write…');
    rerender(
      <RichTextEditor value={null} onChange={() => undefined} aria-label="Notes" placeholder="Yaz…" />,
    );
    expect(textbox).toHaveAttribute('aria-placeholder', 'Yaz…');
    expect(textbox.querySelector('p')).toHaveAttribute('data-placeholder', 'Yaz…');
    run(() => editorOf(textbox).commands.insertContent('x'));
    expect(textbox.querySelector('[data-placeholder]')).toBeNull();
  });

  it('emits an empty string when the text is cleared', () => {
    const onChange = vi.fn();
    renderWithProviders(<RichTextEditor value="<p>x</p>" onChange={onChange} aria-label="Notes" />);
    run(() => editorOf(screen.getByRole('textbox', { name: 'Notes' })).commands.clearContent(true));
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('offers a toolbar with one tab stop and arrow keys', () => {
    renderWithProviders(<RichTextEditor value={null} onChange={() => undefined} label="Notes" />);
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const bold = screen.getByRole('button', { name: 'Bold' });
    const italic = screen.getByRole('button', { name: 'Italic' });
    const redo = screen.getByRole('button', { name: 'Redo' });
    expect(bold).toHaveAttribute('tabindex', '0');
    expect(italic).toHaveAttribute('tabindex', '-1');
    // Nothing to undo yet: announced as unavailable, but still reachable with the arrow keys.
    expect(redo).toHaveAttribute('aria-disabled', 'true');
    bold.focus();
    fireEvent.keyDown(toolbar, { key: 'ArrowRight' });
    expect(italic).toHaveFocus();
    fireEvent.keyDown(toolbar, { key: 'End' });
    expect(redo).toHaveFocus();
    fireEvent.keyDown(toolbar, { key: 'ArrowRight' });
    expect(bold).toHaveFocus();
    fireEvent.keyDown(toolbar, { key: 'ArrowLeft' });
    expect(redo).toHaveFocus();
  });

  it('labels the toolbar in Turkish', () => {
    renderWithProviders(<RichTextEditor value={null} onChange={() => undefined} label="Notlar" />, {
      language: 'tr',
    });
    expect(screen.getByRole('toolbar', { name: 'Biçimlendirme' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kalın' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Geri al' })).toBeInTheDocument();
  });

  it('renders read-only text without toolbar or text box, in Turkish too', () => {
    renderWithProviders(<RichTextEditor value={null} onChange={() => undefined} label="Notlar" readOnly />, {
      language: 'tr',
    });
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('Not yok')).toBeInTheDocument();
  });

  it('renders stored read-only text sanitised', () => {
    const { container } = renderWithProviders(
      <RichTextEditor
        value={'<p>Hi <b onclick="x()">you</b></p><script>window.__xss = 1</script>'}
        onChange={() => undefined}
        label="Notes"
        readOnly
      />,
    );
    expect(container.querySelector('script, [onclick]')).toBeNull();
    expect(screen.getByText('you').tagName).toBe('B');
  });
});

describe('normalizeLinkHref', () => {
  it('accepts web and mail addresses and refuses scripts', () => {
    expect(normalizeLinkHref(' https://www.tff.org ')).toBe('https://www.tff.org');
    expect(normalizeLinkHref('tff.org/haberler')).toBe('https://tff.org/haberler');
    expect(normalizeLinkHref('coach@arena.local')).toBe('mailto:coach@arena.local');
    expect(normalizeLinkHref('javascript:alert(1)')).toBeNull();
    expect(normalizeLinkHref('just words')).toBeNull();
    expect(normalizeLinkHref('')).toBeNull();
  });
});
