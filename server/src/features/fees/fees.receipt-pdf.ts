import type { DataSource } from 'typeorm';
import type { Payment } from '../../generated/graphql.js';
import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import { readRow, type RowTarget } from '../../shared/db/guarded-write.js';
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
import { paymentReadable } from './fees.policy.js';
import { PAYMENT_COLUMNS, type PaymentRow } from './fees.sql.js';

// The receipt of one payment (GET api/payments/:id/receipt), or of a refund: read under the same policy
// as the `payments` query (fees.policy.ts: the money admins and the athlete's guardians; anyone else gets
// NOT_FOUND as for an unknown id), drawn in the reader's language like the invoice (fees.invoice-pdf.ts).
// Its number is the payment's id, which every payment has from the moment it is recorded. A refund's
// amounts are stored negative; the receipt shows what was given back as positive amounts under its words.

type Method = Payment['method'];

interface Words {
  title: string;
  refundTitle: string;
  number: string;
  receivedOn: string;
  refundedOn: string;
  athlete: string;
  method: string;
  reference: string;
  refundOf: string;
  reason: string;
  invoice: string;
  amount: string;
  received: string;
  refunded: string;
  allocated: string;
  takenBack: string;
  credit: string;
  creditTaken: string;
  methods: Record<Method, string>;
  fileName: (number: string) => string;
}

const WORDS: Record<Language, Words> = {
  en: {
    title: 'Receipt',
    refundTitle: 'Refund',
    number: 'Receipt no',
    receivedOn: 'Received on',
    refundedOn: 'Given back on',
    athlete: 'Athlete',
    method: 'Method',
    reference: 'Reference',
    refundOf: 'Refund of',
    reason: 'Reason',
    invoice: 'Invoice',
    amount: 'Amount',
    received: 'Amount received',
    refunded: 'Amount refunded',
    allocated: 'Allocated to invoices',
    takenBack: 'Taken back from invoices',
    credit: 'Kept as credit',
    creditTaken: 'Taken back from credit',
    methods: { CASH: 'Cash', BANK_TRANSFER: 'Bank transfer', CARD: 'Card' },
    fileName: (number) => `receipt-${number}.pdf`,
  },
  tr: {
    title: 'Makbuz',
    refundTitle: 'İade',
    number: 'Makbuz no',
    receivedOn: 'Tahsil tarihi',
    refundedOn: 'İade tarihi',
    athlete: 'Sporcu',
    method: 'Ödeme yöntemi',
    reference: 'Referans',
    refundOf: 'İade edilen ödeme',
    reason: 'Neden',
    invoice: 'Fatura',
    amount: 'Tutar',
    received: 'Tahsil edilen tutar',
    refunded: 'İade edilen tutar',
    allocated: 'Faturalara dağılım',
    takenBack: 'Faturalardan geri alınan',
    credit: 'Alacak olarak kalan',
    creditTaken: 'Alacaktan geri alınan',
    methods: { CASH: 'Nakit', BANK_TRANSFER: 'Banka havalesi', CARD: 'Kart' },
    fileName: (number) => `makbuz-${number}.pdf`,
  },
};

/** A payment as the viewer reads it (the `payments` query's rule). */
const paymentTarget = (viewer: Viewer): RowTarget<PaymentRow> => ({
  label: 'Payment',
  from: 'payments p',
  alias: 'p',
  columns: PAYMENT_COLUMNS,
  readable: (params) => paymentReadable(viewer, params),
});

/** The receipt of the payment as a pdfmake document in `language`. */
function receiptDocument(row: PaymentRow, organization: string, language: Language): PdfDocument {
  const words = WORDS[language];
  const refund = row.refundOf !== null;
  // A refund's amounts are negative: shown as what was given back.
  const money = (minor: number) => moneyText(refund ? -minor : minor, row.currency, language);
  const rows: [string, string][] = [
    [words.number, row.id],
    [refund ? words.refundedOn : words.receivedOn, dayText(row.receivedOn, language)],
    [words.athlete, row.athleteName],
    [words.method, words.methods[row.method] ?? row.method],
  ];
  if (row.reference) rows.push([words.reference, row.reference]);
  if (row.refundOf) rows.push([words.refundOf, row.refundOf], [words.reason, row.refundReason ?? '—']);
  const particulars = pairs(rows, [120, '*'], 'left');
  const allocations: Content[] =
    row.allocations.length > 0
      ? [
          { text: refund ? words.takenBack : words.allocated, style: 'section', margin: [0, 16, 0, 0] },
          amountTable(
            [words.invoice, words.amount],
            row.allocations.map((allocation) => [allocation.invoiceNumber ?? '—', money(allocation.amount)]),
          ),
        ]
      : [];
  const totals = totalsBlock([
    [refund ? words.refunded : words.received, money(row.amountMinor), true],
    [refund ? words.creditTaken : words.credit, money(row.unallocatedMinor)],
  ]);
  const heading: Content[] = refund ? [{ text: words.refundTitle, style: 'void', margin: [0, 0, 0, 8] }] : [];
  return feesDocument(organization, words.title, row.id, [
    ...heading,
    particulars,
    ...allocations,
    { text: '', margin: [0, 8, 0, 0] },
    totals,
  ]);
}

/** A payment's receipt as a PDF for whoever reads the payment (fees.policy.ts); NOT_FOUND otherwise. */
export async function receiptPdf(
  dataSource: DataSource,
  viewer: Viewer | null,
  id: string,
): Promise<FileAnswer> {
  const current = requireViewer(viewer);
  const row = await readRow(dataSource.manager, paymentTarget(current), id);
  if (!row) throw notFound('Payment');
  const { organization, language } = await readContext(dataSource, current, row.organizationId);
  const body = await renderPdf(receiptDocument(row, organization, language));
  return pdfAnswer(WORDS[language].fileName(row.id), body);
}
