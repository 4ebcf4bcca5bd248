import { describe, expect, it } from 'vitest';
import { isBlankRichText, richTextToPlainText, sanitizeRichText } from './sanitize-rich-text';

describe('sanitizeRichText', () => {
  it('keeps paragraphs with inline formatting and safe links', () => {
    expect(sanitizeRichText('<p><b>Bring</b> <i>water</i> and <u>boots</u></p><p>Gate B</p>')).toBe(
      '<p><b>Bring</b> <i>water</i> and <u>boots</u></p><p>Gate B</p>',
    );
    expect(sanitizeRichText('<p><a href="https://www.tff.org">tff</a></p>')).toBe(
      '<p><a href="https://www.tff.org" rel="noopener noreferrer nofollow" target="_blank">tff</a></p>',
    );
  });

  it('keeps bulleted and numbered lists, nested ones too', () => {
    expect(sanitizeRichText('<ul><li>one</li><li><b>two</b></li></ul>')).toBe(
      '<ul><li>one</li><li><b>two</b></li></ul>',
    );
    expect(sanitizeRichText('<ol><li>first<ul><li>inner</li></ul></li></ol>')).toBe(
      '<ol><li>first<ul><li>inner</li></ul></li></ol>',
    );
  });

  it('keeps marks, and flattens blocks and lists written inside inline formatting', () => {
    expect(sanitizeRichText('<p>Bring <mark>water</mark></p>')).toBe('<p>Bring <mark>water</mark></p>');
    expect(sanitizeRichText('<b><ul><li>x</li></ul></b>')).toBe('<p><b>x</b></p>');
    expect(sanitizeRichText('<span><p>one</p></span>')).toBe('<p><span>one</span></p>');
  });

  it('moves a list written straight inside a list into the item before it', () => {
    expect(sanitizeRichText('<ul><li>a</li><ul><li>b</li></ul></ul>')).toBe(
      '<ul><li>a<ul><li>b</li></ul></li></ul>',
    );
  });

  it('turns divs, headings and loose text into paragraphs', () => {
    expect(sanitizeRichText('first<div>second</div><div><div>third</div></div><h1>Title</h1>')).toBe(
      '<p>first</p><p>second</p><p>third</p><p>Title</p>',
    );
    expect(sanitizeRichText('<p>one</p><p><br></p><p>two</p>')).toBe('<p>one</p><p><br></p><p>two</p>');
  });

  it('drops scripts, handlers, styles and attributes everywhere, lists included', () => {
    expect(
      sanitizeRichText(
        '<ul onclick="x()" class="a"><li style="color:red">ok<script>window.__xss=1</script></li></ul>',
      ),
    ).toBe('<ul><li>ok</li></ul>');
    expect(sanitizeRichText('<div><img src=x onerror="window.__xss=1">text</div>')).toBe('<p>text</p>');
    expect(sanitizeRichText('<p><a href="javascript:alert(1)">x</a></p>')).toBe('<p><a>x</a></p>');
    expect(sanitizeRichText('<svg><ul><li>x</li></ul></svg>')).not.toContain('svg');
  });

  it('answers an empty string for nothing to read', () => {
    expect(sanitizeRichText(null)).toBe('');
    expect(sanitizeRichText('<p><br></p>')).toBe('');
    expect(sanitizeRichText('<ul><li></li></ul>')).toBe('');
    expect(sanitizeRichText('  \n ')).toBe('');
  });

  it('is idempotent', () => {
    const samples = [
      'a<div>b</div><ul><li>c</li><ul><li>d</li></ul></ul>',
      '<p>x <a href="mailto:coach@arena.local">mail</a></p><ol><li><p>one</p><p>two</p></li></ol>',
      '<p><b>bold<ul><li>inner</li></ul></b><mark>hit</mark></p>',
    ];
    for (const sample of samples) {
      const once = sanitizeRichText(sample);
      expect(sanitizeRichText(once)).toBe(once);
    }
  });

  it('puts line breaks between paragraphs inside a list item', () => {
    expect(sanitizeRichText('<ol><li><p>one</p><p>two</p></li></ol>')).toBe('<ol><li>one<br>two</li></ol>');
  });
});

describe('isBlankRichText and richTextToPlainText', () => {
  it('tells blank rich text and reads the text', () => {
    expect(isBlankRichText('<p><br></p>')).toBe(true);
    expect(isBlankRichText('<p>x</p>')).toBe(false);
    expect(richTextToPlainText('<p>Bring <b>water</b></p><ul><li>boots</li><li>ball</li></ul>')).toBe(
      'Bring water boots ball',
    );
  });
});
