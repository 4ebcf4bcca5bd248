import type { DataSource } from 'typeorm';
import type { Invoice } from '../../generated/graphql.js';
import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import { readRow } from '../../shared/db/guarded-write.js';
import { notFound } from '../../shared/errors.js';
import type { FileAnswer } from '../../shared/file-route.js';
import type { Language } from '../../shared/language.js';
import { moneyText } from '../../shared/money.js';
import { dayText } from '../../shared/dates.js';
import { renderPdf, type PdfDocument } from '../../shared/pdf/render-pdf.js';
import {
  amountTable,
  feesDocument,
  pairs,
  pdfAnswer,
  readContext,
  totalsBlock,
  type Content,
} from './fees.pdf-parts.js';
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
  const lines = amountTable(
    [words.description, words.amount],
    row.lines.map((line) => [line.description, money(line.amount)]),
  );
  // The discount is what was taken off: shown as a deduction.
  const totals = totalsBlock([
    [words.subtotal, money(row.subtotalMinor)],
    [words.discount, money(-row.discountMinor)],
    [words.tax, money(row.taxMinor)],
    [words.total, money(row.totalMinor), true],
    [words.paid, money(row.paidMinor)],
    [words.outstanding, money(owedOn(row)), true],
  ]);
  const voided: Content[] =
    row.status === 'VOID'
      ? [
          { text: words.statuses.VOID, style: 'void', margin: [0, 16, 0, 2] },
          { text: `${words.voidReason}: ${row.voidReason ?? '—'}` },
        ]
      : [];
  return feesDocument(organization, words.title, number, [particulars, lines, totals, ...voided]);
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
  return pdfAnswer(WORDS[language].fileName(row.number ?? `draft-${row.id}`), body);
}
