import { describe, expect, it } from 'vitest';
import { contactSortKey } from './contact-sort-key';

const sorted = (names: string[]) =>
  [...names].sort((a, b) => (contactSortKey(a) < contactSortKey(b) ? -1 : 1));

describe('contactSortKey (the server’s arena_sort_key)', () => {
  it('puts Turkish letters right after their base letter', () => {
    expect(sorted(['Deniz', 'Çağla', 'Cem', 'Zeynep'])).toEqual(['Cem', 'Çağla', 'Deniz', 'Zeynep']);
    expect(sorted(['Pınar', 'Özge', 'Orhan'])).toEqual(['Orhan', 'Özge', 'Pınar']);
    expect(sorted(['James', 'İrem', 'Hülya', 'Hakan'])).toEqual(['Hakan', 'Hülya', 'İrem', 'James']);
    expect(sorted(['Sinan', 'Şule', 'Tolga'])).toEqual(['Sinan', 'Şule', 'Tolga']);
  });

  it('ignores case and folds other accents', () => {
    expect(contactSortKey('ÉMILE Zoë')).toBe('emile zoe');
    expect(sorted(['emma', 'Ebru', 'Élodie'])).toEqual(['Ebru', 'Élodie', 'emma']);
  });

  it('gives dotless ı its own place between h and i', () => {
    expect(contactSortKey('Işık')).toBe('is~h~k');
    expect(contactSortKey('ılgaz')).toBe('h~lgaz');
  });
});
