import { describe, expect, it } from 'vitest';
import { CSV_BOM, collectPages, csvBlob, csvCell, csvFileText, toCsv } from './csv';

describe('csvCell', () => {
  it('writes plain text, numbers and booleans as they are, and nothing for a missing value', () => {
    expect(csvCell('Ela Demir')).toBe('Ela Demir');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes cells with commas, quotes, line breaks or edge spaces and doubles inner quotes', () => {
    expect(csvCell('Demir, Ela')).toBe('"Demir, Ela"');
    expect(csvCell('the "Eagles"')).toBe('"the ""Eagles"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(' padded')).toBe('" padded"');
  });

  it('guards text that a spreadsheet would read as a formula', () => {
    expect(csvCell('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(csvCell('+90 555')).toBe("'+90 555");
    expect(csvCell('-1+1')).toBe("'-1+1");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('keeps Turkish letters', () => {
    expect(csvCell('Şükrü Çağlar İğdeli')).toBe('Şükrü Çağlar İğdeli');
  });
});

describe('toCsv', () => {
  const columns = [
    { header: 'Name', value: (row: { name: string; age: number | null }) => row.name },
    { header: 'Age', value: (row: { name: string; age: number | null }) => row.age },
  ];

  it('writes a header line and one CRLF-terminated line per row', () => {
    expect(
      toCsv(columns, [
        { name: 'Ela', age: 9 },
        { name: '=evil', age: null },
      ]),
    ).toBe("Name,Age\r\nEla,9\r\n'=evil,\r\n");
  });

  it('starts the file with a UTF-8 byte order mark', () => {
    expect(csvBlob(columns, []).type).toBe('text/csv;charset=utf-8');
    const bytes = new TextEncoder().encode(csvFileText(columns, [{ name: 'Gülşah', age: 10 }]));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text).toBe(`${CSV_BOM}Name,Age\r\nGülşah,10\r\n`);
  });
});

describe('collectPages', () => {
  it('follows endCursor while hasNextPage and keeps the order', async () => {
    const pages: Record<string, { rows: number[]; endCursor: string | null; hasNextPage: boolean }> = {
      first: { rows: [1, 2], endCursor: 'a', hasNextPage: true },
      a: { rows: [3, 4], endCursor: 'b', hasNextPage: true },
      b: { rows: [5], endCursor: 'c', hasNextPage: false },
    };
    const asked: (string | null)[] = [];
    const rows = await collectPages(async (after) => {
      asked.push(after);
      return pages[after ?? 'first']!;
    });
    expect(rows).toEqual([1, 2, 3, 4, 5]);
    expect(asked).toEqual([null, 'a', 'b']);
  });

  it('stops on a cursor that does not move and at the row limit', async () => {
    const stuck = await collectPages(async () => ({ rows: [1], endCursor: 'same', hasNextPage: true }));
    expect(stuck).toEqual([1, 1]);
    const limited = await collectPages(
      async () => ({ rows: [1, 2, 3], endCursor: String(Math.random()), hasNextPage: true }),
      5,
    );
    expect(limited).toHaveLength(5);
  });
});
