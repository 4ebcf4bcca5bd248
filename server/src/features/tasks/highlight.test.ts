import { describe, expect, it } from 'vitest';
import { escapeHtml, highlight } from './highlight.js';

describe('escapeHtml', () => {
  it('escapes the five characters that matter in HTML', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
  });
});

describe('highlight', () => {
  it('marks every occurrence regardless of case', () => {
    expect(highlight('Kit order: order the kits', 'ORDER')).toBe(
      'Kit <mark>order</mark>: <mark>order</mark> the kits',
    );
  });

  it('escapes the text and matches markup as typed', () => {
    expect(highlight('Fix <b>bold</b> & more', '<b>')).toBe(
      'Fix <mark>&lt;b&gt;</mark>bold&lt;/b&gt; &amp; more',
    );
    expect(highlight('a & b', '&')).toBe('a <mark>&amp;</mark> b');
    expect(highlight('a &amp; b', 'amp')).toBe('a &amp;<mark>amp</mark>; b');
  });

  it('escapes without marks when nothing matches or the query is empty', () => {
    expect(highlight('<i>x</i>', 'y')).toBe('&lt;i&gt;x&lt;/i&gt;');
    expect(highlight('<i>x</i>', '')).toBe('&lt;i&gt;x&lt;/i&gt;');
  });

  it('does not mark overlapping occurrences twice', () => {
    expect(highlight('aaaa', 'aa')).toBe('<mark>aa</mark><mark>aa</mark>');
    expect(highlight('aaa', 'aa')).toBe('<mark>aa</mark>a');
  });

  it('keeps offsets right when lower-casing changes the length (Turkish İ)', () => {
    // 'İ'.toLowerCase() is two code units: i and a combining dot.
    expect(highlight('İstanbul Cup in Izmir', 'cup')).toBe('İstanbul <mark>Cup</mark> in Izmir');
    expect(highlight('İSTANBUL', 'stan')).toBe('İ<mark>STAN</mark>BUL');
    // Plain JS lower-casing: I folds to i, so both letters match.
    expect(highlight('KADIKÖY İSKELE', 'i')).toBe('KAD<mark>I</mark>KÖY <mark>İ</mark>SKELE');
    expect(highlight('aİb', 'ai')).toBe('<mark>aİ</mark>b');
    expect(highlight('Şile ılıca', 'ILI')).toBe('Şile ılıca');
    expect(highlight('Şile ılıca', 'ılı')).toBe('Şile <mark>ılı</mark>ca');
  });
});
