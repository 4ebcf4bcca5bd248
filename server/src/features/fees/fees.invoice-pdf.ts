import type { DataSource } from 'typeorm';
import type { Invoice } from '../../generated/graphql.js';
import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import { readRow } from '../../shared/db/guarded-write.js';
import { notFound } from '../../shared/errors.js';
import type { FileAnswer } from '../../shared/file-route.js';
import { preferredLanguage, type Language } from '../../shared/language.js';
import { moneyText } from '../../shared/money.js';
import { dayText } from '../../shared/dates.js';
import { renderPdf, type PdfDocument } from '../../shared/pdf/render-pdf.js';
import { invoiceRow, owedOn, type InvoiceRow } from './fees.sql.js';

// An invoice as the document a family keeps or an admin prints (GET api/invoices/:id/pdf): read under the
// same policy as the `invoice` query (fees.policy.ts: its money admins and the athlete's guardians; anyone
// else gets NOT_FOUND as for an unknown id), drawn in the reader's language (their saved one, else their
// organization's, else the invoice's). Amounts stay integers of minor units until they are shown, in the
// invoice's currency with the language's separators; dates are the day written, in the language's words.

type Status = Invoice['status'];

interface Words {
  title: string;
  number: string;
  status: string;
  issued: string;
  due: string;
  billTo: string;
  description: string;
  amount: string;
  subtotal: string;
  discount: string;
  tax: string;
  total: string;
  paid: string;
  outstanding: string;
  voidReason: string;
  notIssued: string;
  statuses: Record<Status, string>;
  /** Intl's locale for amounts, luxon's for dates. */
  fileName: (number: string) => string;
}

const WORDS: Record<Language, Words> = {
  en: {
    title: 'Invoice',
    number: 'Number',
    status: 'Status',
    issued: 'Issued',
    due: 'Due',
    billTo: 'Bill to',
    description: 'Description',
    amount: 'Amount',
    subtotal: 'Subtotal',
    discount: 'Discount',
    tax: 'Tax',
    total: 'Total',
    paid: 'Paid',
    outstanding: 'Outstanding',
    voidReason: 'Reason for voiding',
    notIssued: 'Not issued yet',
    statuses: {
      ISSUED: 'Issued',
      PARTLY_PAID: 'Partly paid',
      PAID: 'Paid',
      OVERDUE: 'Overdue',
      VOID: 'Void',
      DRAFT: 'Draft',
    },
    fileName: (number) => `invoice-${number}.pdf`,
  },
  tr: {
    title: 'Fatura',
    number: 'Fatura no',
    status: 'Durum',
    issued: 'Düzenlenme tarihi',
    due: 'Son ödeme tarihi',
    billTo: 'Sayın',
    description: 'Açıklama',
    amount: 'Tutar',
    subtotal: 'Ara toplam',
    discount: 'İndirim',
    tax: 'Vergi',
    total: 'Toplam',
    paid: 'Ödenen',
    outstanding: 'Kalan',
    voidReason: 'İptal nedeni',
    notIssued: 'Henüz düzenlenmedi',
    statuses: {
      ISSUED: 'Düzenlendi',
      PARTLY_PAID: 'Kısmen ödendi',
      PAID: 'Ödendi',
      OVERDUE: 'Vadesi geçti',
      VOID: 'İptal edildi',
      DRAFT: 'Taslak',
    },
    fileName: (number) => `fatura-${number}.pdf`,
  },
};

/** The words of a status, in the language (a status the contract adds later reads as its code). */
function statusText(status: Status, language: Language): string {
  return WORDS[language].statuses[status] ?? status;
}

/** A YYYY-MM-DD day in the language's words, or "not issued yet" for a draft. */
const dateText = (day: string | null, language: Language) =>
  day ? dayText(day, language) : WORDS[language].notIssued;

/** The organization's name and the language the viewer reads in: theirs, their organization's, the invoice's. */
async function readContext(dataSource: DataSource, viewer: Viewer, organizationId: string) {
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

type Content = PdfDocument['content'];

/** Label and value rows without borders, the values aligned `align`; a strong row is bold. */
function pairs(
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

/** The invoice as a pdfmake document in `language`. */
function invoiceDocument(row: InvoiceRow, organization: string, language: Language): PdfDocument {
  const words = WORDS[language];
  const money = (minor: number) => moneyText(minor, row.currency, language);
  const number = row.number ?? '—';
  const particulars = pairs(
    [
      [words.number, number],
      [words.status, statusText(row.status, language)],
      [words.issued, dateText(row.issuedOn, language)],
      [words.due, dateText(row.dueOn, language)],
      [words.billTo, row.athleteName],
    ],
    [120, '*'],
    'left',
  );
  const lines: Content = {
    table: {
      headerRows: 1,
      widths: ['*', 110],
      body: [
        [
          { text: words.description, bold: true },
          { text: words.amount, bold: true, alignment: 'right' },
        ],
        ...row.lines.map((line) => [
          line.description,
          { text: money(line.amount), alignment: 'right' as const },
        ]),
      ],
    },
    layout: 'lightHorizontalLines',
    margin: [0, 16, 0, 8],
  };
  // The discount is what was taken off: shown as a deduction.
  const totals: Content = {
    columns: [
      { width: '*', text: '' },
      {
        width: 240,
        stack: [
          pairs(
            [
              [words.subtotal, money(row.subtotalMinor)],
              [words.discount, money(-row.discountMinor)],
              [words.tax, money(row.taxMinor)],
              [words.total, money(row.totalMinor), true],
              [words.paid, money(row.paidMinor)],
              [words.outstanding, money(owedOn(row)), true],
            ],
            ['*', 110],
            'right',
          ),
        ],
      },
    ],
  };
  const voided: Content[] =
    row.status === 'VOID'
      ? [
          { text: words.statuses.VOID, style: 'void', margin: [0, 16, 0, 2] },
          { text: `${words.voidReason}: ${row.voidReason ?? '—'}` },
        ]
      : [];
  return {
    info: { title: `${words.title} ${number}`, producer: 'Arena' },
    content: [
      {
        columns: [
          { text: organization, style: 'organization' },
          { text: words.title, style: 'title', alignment: 'right', width: 'auto' },
        ],
        margin: [0, 0, 0, 16],
      },
      particulars,
      lines,
      totals,
      ...voided,
    ],
    styles: {
      organization: { fontSize: 14, bold: true },
      title: { fontSize: 20, bold: true },
      void: { fontSize: 12, bold: true, color: '#b00020' },
    },
    footer: (page: number, pages: number) => ({
      text: `${organization} · ${words.title} ${number} · ${page} / ${pages}`,
      alignment: 'center',
      fontSize: 8,
    }),
  };
}

/** An invoice as a PDF for whoever reads it (fees.policy.ts); NOT_FOUND otherwise. */
export async function invoicePdf(
  dataSource: DataSource,
  viewer: Viewer | null,
  id: string,
): Promise<FileAnswer> {
  const current = requireViewer(viewer);
  const row = await readRow(dataSource.manager, invoiceRow(current), id);
  if (!row) throw notFound('Invoice');
  const { organization, language } = await readContext(dataSource, current, row.organizationId);
  const body = await renderPdf(invoiceDocument(row, organization, language));
  return {
    fileName: WORDS[language].fileName(row.number ?? `draft-${row.id}`),
    contentType: 'application/pdf',
    size: body.length,
    body,
  };
}
