import type { DataSource } from 'typeorm';
import type { Viewer } from '../../shared/auth/viewer.js';
import type { FileAnswer } from '../../shared/file-route.js';
import { preferredLanguage } from '../../shared/language.js';
import type { PdfDocument } from '../../shared/pdf/render-pdf.js';

// What the fees feature's documents share (the invoice, fees.invoice-pdf.ts; the receipt,
// fees.receipt-pdf.ts): the reader's language, the organization's heading and footer, label-value rows.

export type Content = PdfDocument['content'];

/** The organization's name and the language the viewer reads in: theirs, their organization's, the document's. */
export async function readContext(dataSource: DataSource, viewer: Viewer, organizationId: string) {
  const [row] = await dataSource.query<{ name: string; language: string | null }[]>(
    `SELECT o.name, COALESCE(u.language::text, vo.locale, o.locale) AS language
       FROM organizations o
       LEFT JOIN users u ON u.id = $2
       LEFT JOIN organizations vo ON vo.id = u.organization_id
      WHERE o.id = $1`,
    [organizationId, viewer.userId],
  );
  return { organization: row?.name ?? '', language: preferredLanguage(row?.language) };
}

/** Label and value rows without borders, the values aligned `align`; a strong row is bold. */
export function pairs(
  rows: [string, string, boolean?][],
  widths: (number | string)[],
  align: 'left' | 'right',
): Content {
  return {
    table: {
      widths,
      body: rows.map(([label, value, strong = false]) => [
        { text: label, bold: true },
        { text: value, bold: strong, alignment: align },
      ]),
    },
    layout: 'noBorders',
  };
}

/** A table of descriptions and amounts under a header row, the amounts aligned right. */
export function amountTable(headers: [string, string], rows: [string, string][]): Content {
  return {
    table: {
      headerRows: 1,
      widths: ['*', 110],
      body: [
        [
          { text: headers[0], bold: true },
          { text: headers[1], bold: true, alignment: 'right' },
        ],
        ...rows.map(([description, amount]) => [description, { text: amount, alignment: 'right' as const }]),
      ],
    },
    layout: 'lightHorizontalLines',
    margin: [0, 16, 0, 8],
  };
}

/** Rows of label and amount set to the right of the page, as totals are. */
export function totalsBlock(rows: [string, string, boolean?][]): Content {
  return {
    columns: [
      { width: '*', text: '' },
      { width: 240, stack: [pairs(rows, ['*', 110], 'right')] },
    ],
  };
}

/** A `title` (an invoice, a receipt) numbered `number` of `organization`: its heading, body and footer. */
export function feesDocument(
  organization: string,
  title: string,
  number: string,
  body: Content[],
): PdfDocument {
  return {
    info: { title: `${title} ${number}`, producer: 'Arena' },
    content: [
      {
        columns: [
          { text: organization, style: 'organization' },
          { text: title, style: 'title', alignment: 'right', width: 'auto' },
        ],
        margin: [0, 0, 0, 16],
      },
      ...body,
    ],
    styles: {
      organization: { fontSize: 14, bold: true },
      title: { fontSize: 20, bold: true },
      void: { fontSize: 12, bold: true, color: '#b00020' },
      section: { fontSize: 12, bold: true },
    },
    footer: (page: number, pages: number) => ({
      text: `${organization} · ${title} ${number} · ${page} / ${pages}`,
      alignment: 'center',
      fontSize: 8,
    }),
  };
}

/** The document's file answer: a PDF named `fileName`. */
export const pdfAnswer = (fileName: string, body: Buffer): FileAnswer => ({
  fileName,
  contentType: 'application/pdf',
  size: body.length,
  body,
});
