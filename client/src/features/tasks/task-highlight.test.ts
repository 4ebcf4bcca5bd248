import { describe, expect, it } from 'vitest';
import { highlightedTitleHtml } from './task-highlight';

describe('highlightedTitleHtml', () => {
  it('keeps the marks of the server and the escaped text', () => {
    expect(highlightedTitleHtml('Book the <mark>bus</mark> for the <mark>Bus</mark> trip')).toBe(
      'Book the <mark>bus</mark> for the <mark>Bus</mark> trip',
    );
    expect(highlightedTitleHtml('a &lt;b&gt; &amp; <mark>c</mark>')).toBe('a &lt;b&gt; &amp; <mark>c</mark>');
  });

  it('lets nothing else through, even from a wrong answer', () => {
    expect(highlightedTitleHtml('<img src=x onerror="bad()"><mark onclick="x()">hit</mark>')).toBe(
      '<mark>hit</mark>',
    );
    expect(highlightedTitleHtml('<mark><script>bad()</script>hit</mark>')).toBe('<mark>hit</mark>');
    expect(highlightedTitleHtml('<b>bold</b> <ul><li><mark>item</mark></li></ul>')).toBe(
      'bold <mark>item</mark>',
    );
  });
});
