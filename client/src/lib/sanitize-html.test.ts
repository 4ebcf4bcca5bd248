import { describe, expect, it } from 'vitest';
import { ALLOWED_TAGS, isBlankRichText, isSafeHref, sanitizeHtml, sanitizeRichText } from './sanitize-html';

const LINK = 'rel="noopener noreferrer nofollow" target="_blank"';

describe('sanitizeHtml', () => {
  it('keeps the allowed formatting, lists and search marks', () => {
    const kept =
      '<p><b>Elif</b> <strong>z</strong> <i>x</i> <em>y</em> <u>u</u> <s>old</s> <code>c</code> <mark>hit</mark><br>two</p>' +
      '<ul><li>one</li><li><b>two</b><ol><li>inner</li></ol></li></ul><blockquote>q</blockquote><h2>T</h2><pre>p</pre>';
    expect(sanitizeHtml(kept)).toBe(kept);
    expect(sanitizeHtml('Book the <mark onclick="x()" class="hl">bus</mark>')).toBe(
      'Book the <mark>bus</mark>',
    );
  });

  it('removes scripts, styles, frames and svg with their content', () => {
    expect(sanitizeHtml('hi<script>window.__xss=1</script>!')).toBe('hi!');
    expect(sanitizeHtml('<style>body{display:none}</style>ok')).toBe('ok');
    expect(sanitizeHtml('<svg><script>alert(1)</script><text>t</text></svg>ok')).toBe('ok');
    expect(sanitizeHtml('<iframe src="https://evil.example">x</iframe>ok')).toBe('ok');
    expect(sanitizeHtml('<textarea>secret</textarea><template><b>t</b></template>ok')).toBe('ok');
  });

  it('removes event handlers, styles and every attribute but a link’s href', () => {
    expect(sanitizeHtml('<img src=x onerror="window.__xss=1">')).toBe('');
    expect(
      sanitizeHtml('<b onclick="alert(1)" style="color:red" class="x" data-x="1" aria-hidden="true">b</b>'),
    ).toBe('<b>b</b>');
    expect(sanitizeHtml('<p href="https://a.b" id="p">p</p>')).toBe('<p>p</p>');
    expect(sanitizeHtml('<details open ontoggle="alert(1)">d</details>')).toBe('d');
  });

  it('keeps http, https and mailto links, opening in a new tab', () => {
    expect(
      sanitizeHtml('<a href="https://www.tff.org" onclick="x()" target="_self" rel="opener">tff</a>'),
    ).toBe(`<a href="https://www.tff.org" ${LINK}>tff</a>`);
    expect(sanitizeHtml('<a href="mailto:a@b.c">mail</a>')).toBe(`<a href="mailto:a@b.c" ${LINK}>mail</a>`);
    expect(sanitizeHtml('<a href="http://x.org">x</a>')).toContain('href="http://x.org"');
  });

  it('drops javascript:, data:, relative and protocol-relative hrefs but keeps the link text', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">a</a>')).toBe('<a>a</a>');
    expect(sanitizeHtml('<a href=" jav&#x09;ascript:alert(1)">a</a>')).toBe('<a>a</a>');
    expect(sanitizeHtml('<a href="JaVaScRiPt:alert(1)">a</a>')).toBe('<a>a</a>');
    expect(sanitizeHtml('<a href="data:text/html,<script>alert(1)</script>">a</a>')).toBe('<a>a</a>');
    expect(sanitizeHtml('<a href="/apps/chat">a</a><a href="//evil.example">b</a>')).toBe('<a>a</a><a>b</a>');
  });

  it('unwraps unknown tags but keeps their text, and drops comments', () => {
    expect(sanitizeHtml('<div><h4>Title</h4><table><tr><td>one</td></tr></table></div>')).toBe('Titleone');
    expect(sanitizeHtml('1 &lt; 2 <!-- secret --> &amp; 3')).toBe('1 &lt; 2  &amp; 3');
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });

  it('keeps only the tags it is given, in any case', () => {
    expect(sanitizeHtml('<b>a</b> <mark>b</mark><script>x()</script>', ['MARK'])).toBe('a <mark>b</mark>');
    expect(sanitizeHtml('<p><b>a</b><ul><li><mark>b</mark></li></ul></p>', new Set(['b', 'mark']))).toBe(
      '<b>a</b><mark>b</mark>',
    );
  });

  it('allows exactly the tags the server keeps on write', () => {
    // The client never imports the server: its allow-list is read as text.
    const files = import.meta.glob<string>('../../../server/src/shared/html.ts', {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    const server = Object.values(files)[0] ?? '';
    const list = /allowedTags:\s*\[([^\]]*)\]/.exec(server)?.[1] ?? '';
    const serverTags = [...list.matchAll(/'([a-z0-9]+)'/g)].map((match) => match[1]);
    expect(serverTags.length).toBeGreaterThan(0);
    expect([...ALLOWED_TAGS].sort()).toEqual(serverTags.sort());
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

describe('sanitizeRichText and isBlankRichText', () => {
  it('cleans notes and answers an empty string for nothing to read', () => {
    expect(
      sanitizeRichText(
        '<p>Bring <b onclick="x()">water</b></p><ul><li>boots<script>bad()</script></li></ul>',
      ),
    ).toBe('<p>Bring <b>water</b></p><ul><li>boots</li></ul>');
    expect(sanitizeRichText(null)).toBe('');
    expect(sanitizeRichText('<p></p>')).toBe('');
    expect(sanitizeRichText('<p><br></p><ul><li></li></ul>')).toBe('');
    expect(sanitizeRichText('<img src=x onerror="bad()">')).toBe('');
  });

  it('tells blank rich text', () => {
    expect(isBlankRichText('<p><br></p>')).toBe(true);
    expect(isBlankRichText('  \n ')).toBe(true);
    expect(isBlankRichText('<p>x</p>')).toBe(false);
  });
});
