import { describe, expect, it } from 'vitest';
import { documentFileName, documentHref } from './user-documents';

describe('document links', () => {
  it('opens same-site paths and http(s) addresses only', () => {
    expect(documentHref('/files/users/1/document-1.pdf')).toBe('/files/users/1/document-1.pdf');
    expect(documentHref('https://files.example/a.pdf')).toBe('https://files.example/a.pdf');
    expect(documentHref('//evil.example/a.pdf')).toBeNull();
    expect(documentHref('/\\evil.example')).toBeNull();
    expect(documentHref('javascript:alert(1)')).toBeNull();
    expect(documentHref('files/a.pdf')).toBeNull();
  });

  it('names a document by its file', () => {
    expect(documentFileName('/files/users/1/document-1.pdf')).toBe('document-1.pdf');
    expect(documentFileName('https://files.example/a%20b.pdf?x=1#y')).toBe('a b.pdf');
    expect(documentFileName('')).toBe('');
  });
});
