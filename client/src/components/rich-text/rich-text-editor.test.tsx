import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { normalizeLinkHref, RichTextEditor } from './rich-text-editor';

function typeHtml(editor: HTMLElement, html: string) {
  editor.innerHTML = html;
  fireEvent.input(editor);
}

describe('RichTextEditor', () => {
  it('shows the value, labels the text box and emits sanitised HTML on input', () => {
    const onChange = vi.fn();
    renderWithProviders(
      <RichTextEditor value="<p>Bring <b>water</b></p>" onChange={onChange} label="Notes" />,
    );
    const editor = screen.getByRole('textbox', { name: 'Notes' });
    expect(editor).toHaveAttribute('contenteditable', 'true');
    expect(editor.innerHTML).toBe('<p>Bring <b>water</b></p>');

    typeHtml(
      editor,
      '<div>Bring <b onclick="x()">water</b></div><ul><li>boots<script>bad()</script></li></ul>',
    );
    expect(onChange).toHaveBeenLastCalledWith('<p>Bring <b>water</b></p><ul><li>boots</li></ul>');
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
    const editor = screen.getByRole('textbox', { name: 'Notes' });
    typeHtml(editor, '<p>Draft</p>');
    // The DOM keeps whatever the browser made of the typing (here: an unsanitised attribute).
    editor.innerHTML = '<p class="kept">Draft more</p>';
    fireEvent.input(editor);
    expect(editor.innerHTML).toBe('<p class="kept">Draft more</p>');

    fireEvent.click(screen.getByRole('button', { name: 'load' }));
    expect(editor.innerHTML).toBe('<p>Other task</p>');
  });

  it('shows the placeholder only while empty', () => {
    renderWithProviders(
      <RichTextEditor value={null} onChange={() => undefined} aria-label="Notes" placeholder="Write…" />,
    );
    const editor = screen.getByRole('textbox', { name: 'Notes' });
    expect(screen.getByText('Write…')).toBeInTheDocument();
    typeHtml(editor, '<p>x</p>');
    expect(screen.queryByText('Write…')).not.toBeInTheDocument();
    typeHtml(editor, '<p><br></p>');
    expect(screen.getByText('Write…')).toBeInTheDocument();
  });

  it('offers a toolbar with pressed states, one tab stop and arrow keys', () => {
    renderWithProviders(<RichTextEditor value={null} onChange={() => undefined} label="Notes" />);
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const bold = screen.getByRole('button', { name: 'Bold' });
    const italic = screen.getByRole('button', { name: 'Italic' });
    const link = screen.getByRole('button', { name: 'Link' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    expect(bold).toHaveAttribute('tabindex', '0');
    expect(italic).toHaveAttribute('tabindex', '-1');
    bold.focus();
    fireEvent.keyDown(toolbar, { key: 'ArrowRight' });
    expect(italic).toHaveFocus();
    fireEvent.keyDown(toolbar, { key: 'End' });
    expect(link).toHaveFocus();
    fireEvent.keyDown(toolbar, { key: 'ArrowRight' });
    expect(bold).toHaveFocus();
  });

  it('runs bold on Ctrl+B and on the button, through the browser command', () => {
    const execCommand = vi.fn(() => true);
    const queryCommandState = vi.fn((command: string) => command === 'bold');
    Object.assign(document, { execCommand, queryCommandState });
    try {
      const onChange = vi.fn();
      renderWithProviders(<RichTextEditor value="<p>x</p>" onChange={onChange} label="Notes" />);
      const editor = screen.getByRole('textbox', { name: 'Notes' });
      fireEvent.keyDown(editor, { key: 'b', ctrlKey: true });
      expect(execCommand).toHaveBeenCalledWith('bold', false, undefined);
      fireEvent.click(screen.getByRole('button', { name: 'Numbered list' }));
      expect(execCommand).toHaveBeenCalledWith('insertOrderedList', false, undefined);
    } finally {
      Reflect.deleteProperty(document, 'execCommand');
      Reflect.deleteProperty(document, 'queryCommandState');
    }
  });

  it('cleans pasted HTML before it is inserted', () => {
    const execCommand = vi.fn(() => true);
    Object.assign(document, { execCommand });
    try {
      renderWithProviders(<RichTextEditor value={null} onChange={() => undefined} aria-label="Notes" />);
      const editor = screen.getByRole('textbox', { name: 'Notes' });
      const clipboardData = {
        getData: (type: string) =>
          type === 'text/html'
            ? '<b style="x">hi</b><img src=x onerror="bad()"><script>bad()</script>'
            : 'hi',
      };
      act(() => {
        fireEvent.paste(editor, { clipboardData });
      });
      expect(execCommand).toHaveBeenCalledWith('insertHTML', false, '<p><b>hi</b></p>');
    } finally {
      Reflect.deleteProperty(document, 'execCommand');
    }
  });

  it('renders read-only text without toolbar or text box, in Turkish too', () => {
    renderWithProviders(<RichTextEditor value={null} onChange={() => undefined} label="Notlar" readOnly />, {
      language: 'tr',
    });
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('Not yok')).toBeInTheDocument();
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
