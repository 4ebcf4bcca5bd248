import { describe, expect, it } from 'vitest';
import { csvColumnsOf, type ListColumn } from './data-table';
import { toCsv } from './csv';

interface Row {
  name: string;
  email: string | null;
  phone: string | null;
}

const columns: ListColumn<Row>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, csv: (row) => row.name },
  { id: 'contact', header: 'Contact', cell: (row) => row.email ?? row.phone ?? '—' },
  { id: 'email', header: 'E-mail', csv: (row) => row.email ?? '', csvOnly: true },
  { id: 'phone', header: 'Phone', csv: (row) => row.phone, csvOnly: true },
];

describe('csvColumnsOf', () => {
  it('exports the columns with a csv value, CSV-only ones included, in the order declared', () => {
    const csv = csvColumnsOf(columns);
    expect(csv.map((column) => column.header)).toEqual(['Name', 'E-mail', 'Phone']);
    expect(toCsv(csv, [{ name: 'Kartal', email: null, phone: '0212' }])).toBe(
      'Name,E-mail,Phone\r\nKartal,,0212\r\n',
    );
  });
});
