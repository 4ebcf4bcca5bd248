import { describe, expect, it } from 'vitest';
import { INLINE_TAGS, isSafeHref, sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps the allowed formatting', () => {
    expect(sanitizeHtml('<b>Elif</b> <i>x</i> <em>y</em> <strong>z</strong> <u>u</u> <code>c</code>')).toBe(
      '<b>Elif</b> <i>x</i> <em>y</em> <strong>z</strong> <u>u</u> <code>c</code>',
    );
    expect(sanitizeHtml('<p>one<br>two</p><span>three</span>')).toBe('<p>one<br>two</p><span>three</span>');
  });

  it('removes scripts with their content', () => {
    expect(sanitizeHtml('hi<script>window.__xss=1</script>!')).toBe('hi!');
    expect(sanitizeHtml('<style>body{display:none}</style>ok')).toBe('ok');
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg>ok')).toBe('ok');
    expect(sanitizeHtml('<iframe src="https://evil.example"></iframe>ok')).toBe('ok');
  });

  it('removes event handlers, styles and every other attribute', () => {
    expect(sanitizeHtml('<img src=x onerror="window.__xss=1">')).toBe('');
    expect(sanitizeHtml('<b onclick="alert(1)" style="color:red" class="x">bold</b>')).toBe('<b>bold</b>');
    expect(sanitizeHtml('<span onmouseover="alert(1)">s</span>')).toBe('<span>s</span>');
  });

  it('keeps lists and search marks, as the server does', () => {
    expect(sanitizeHtml('<ul><li>one</li><li><b>two</b></li></ul><ol class="x"><li>three</li></ol>')).toBe(
      '<ul><li>one</li><li><b>two</b></li></ul><ol><li>three</li></ol>',
    );
    expect(sanitizeHtml('Book the <mark onclick="x()">bus</mark>')).toBe('Book the <mark>bus</mark>');
  });

  it('unwraps unknown tags but keeps their text', () => {
    expect(sanitizeHtml('<div><h1>Title</h1><table><tr><td>one</td></tr></table></div>')).toBe('Titleone');
  });

  it('keeps only the tags it is given', () => {
    expect(sanitizeHtml('<p><b>a</b><ul><li><mark>b</mark></li></ul></p>', INLINE_TAGS)).toBe(
      '<b>a</b><mark>b</mark>',
    );
    expect(sanitizeHtml('<b>a</b> <mark>b</mark><script>x()</script>', new Set(['MARK']))).toBe(
      'a <mark>b</mark>',
    );
  });

  it('keeps http, https and mailto links with rel added', () => {
    expect(sanitizeHtml('<a href="https://www.tff.org" onclick="x()">tff</a>')).toBe(
      '<a href="https://www.tff.org" rel="noopener noreferrer nofollow" target="_blank">tff</a>',
    );
    expect(sanitizeHtml('<a href="mailto:a@b.c">mail</a>')).toContain('href="mailto:a@b.c"');
    expect(sanitizeHtml('<a href="http://x.org">x</a>')).toContain('href="http://x.org"');
  });

  it('drops javascript:, data: and relative hrefs but keeps the link text', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">a</a>')).toBe('<a>a</a>');
    expect(sanitizeHtml('<a href=" jav&#x09;ascript:alert(1)">a</a>')).toBe('<a>a</a>');
    expect(sanitizeHtml('<a href="data:text/html,<script>alert(1)</script>">a</a>')).toBe('<a>a</a>');
  });

  it('escapes text and drops comments', () => {
    expect(sanitizeHtml('1 &lt; 2 <!-- secret --> &amp; 3')).toBe('1 &lt; 2  &amp; 3');
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});

describe('isSafeHref', () => {
  it('allows only http, https and mailto', () => {
    expect(isSafeHref('https://a.b')).toBe(true);
    expect(isSafeHref('MAILTO:a@b.c')).toBe(true);
    expect(isSafeHref('javascript:alert(1)')).toBe(false);
    expect(isSafeHref('java\nscript:alert(1)')).toBe(false);
    expect(isSafeHref('/apps/chat')).toBe(false);
  });
});
