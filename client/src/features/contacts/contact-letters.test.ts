import { describe, expect, it } from 'vitest';
import { contactLetter, contactListRows, pinnedLetterIndex } from './contact-letters';

const contact = (id: string, name: string) => ({ id, name });

describe('contact letters', () => {
  it('upper-cases the first letter by the language, Turkish letters included', () => {
    expect(contactLetter('ahmet', 'en')).toBe('A');
    expect(contactLetter('irem', 'tr')).toBe('İ');
    expect(contactLetter('irem', 'en')).toBe('I');
    expect(contactLetter('ışıl', 'tr')).toBe('I');
    expect(contactLetter('şule', 'tr')).toBe('Ş');
    expect(contactLetter('Özge', 'tr')).toBe('Ö');
    expect(contactLetter('  çağla', 'en')).toBe('Ç');
  });

  it('groups names that do not start with a letter under #', () => {
    expect(contactLetter('4 Seasons Club')).toBe('#');
    expect(contactLetter('')).toBe('#');
  });

  it('starts a group wherever the letter changes, so a contact created on top gets its own', () => {
    const rows = contactListRows(
      [
        contact('n', 'New Contact'),
        contact('a1', 'Ahmet'),
        contact('a2', 'Ali'),
        contact('b', 'Burak'),
        contact('c', 'Çağla'),
      ],
      'tr',
    );
    expect(rows.map((row) => (row.kind === 'letter' ? row.letter : row.contact.id))).toEqual([
      'N',
      'n',
      'A',
      'a1',
      'a2',
      'B',
      'b',
      'Ç',
      'c',
    ]);
    expect(rows.filter((row) => row.kind === 'contact').map((row) => row.position)).toEqual([0, 1, 2, 3, 4]);
  });

  it('finds the letter row to pin above any row', () => {
    const rows = contactListRows([contact('a1', 'Ahmet'), contact('a2', 'Ali'), contact('b', 'Burak')]);
    expect(pinnedLetterIndex(rows, 0)).toBe(0);
    expect(pinnedLetterIndex(rows, 2)).toBe(0);
    expect(pinnedLetterIndex(rows, 4)).toBe(3);
    expect(pinnedLetterIndex([], 3)).toBe(-1);
  });
});
