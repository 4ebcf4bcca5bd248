import { beforeAll, describe, expect, it } from 'vitest';
import {
  describeRefusedDownloads,
  downloadFile,
  pdfAnswerLines,
} from '../../../../tests/support/pdf-text.js';
import { feesSuite, KEREM, type Invoice, type Persona } from './fees.test-kit.js';

// An invoice as a PDF through the real HTTP API (GET api/invoices/:id/pdf, fees.invoice-pdf.ts): its money
// admins and the athlete's guardian download it, drawn in their language with the organization, the
// number, the athlete, the lines and the totals; everyone else gets NOT_FOUND as for an unknown id, and a
// signed-out caller is asked to sign in.

const { t, gql, asTurkishParent, createPlan, assign, keremInvoice } = feesSuite();

/** GET the invoice's PDF as `token`: the status, the headers and the bytes (JSON for an error). */
const download = (id: string, token?: string) =>
  downloadFile(t.server.url, `api/invoices/${encodeURIComponent(id)}/pdf`, token);

/** The PDF answered `persona`, checked as a PDF file named `fileName`: its lines of text. */
const pdfOf = async (invoice: Invoice, persona: Persona, fileName: string) =>
  pdfAnswerLines(await download(invoice.id, t.tokens[persona]), persona, fileName);

let invoice: Invoice;
beforeAll(async () => {
  invoice = await keremInvoice('250.00', '2027-03-01');
});

describe('an invoice as a PDF', () => {
  it.each(['orgAdmin', 'branchAdmin', 'parent'] as const)(
    'answers %s, who reads the invoice, a PDF of it in English',
    async (persona) => {
      const lines = await pdfOf(invoice, persona, `invoice-${invoice.number}.pdf`);
      expect(lines).toContain('Kartal Spor Akademisi');
      expect(lines).toContain('Invoice');
      expect(lines).toContain(`Number ${invoice.number}`);
      expect(lines).toContain('Status Issued');
      expect(lines.join('\n')).toMatch(/^Issued \d{1,2} [A-Z][a-z]+ \d{4}$/m);
      expect(lines).toContain('Due 1 March 2027');
      expect(lines).toContain(`Bill to ${invoice.athleteName}`);
      expect(lines).toContain(`${invoice.lines[0]!.description} ₺250.00`);
      expect(lines).toContain('Subtotal ₺250.00');
      expect(lines).toContain('Total ₺250.00');
      expect(lines).toContain('Paid ₺0.00');
      expect(lines).toContain('Outstanding ₺250.00');
    },
  );

  it('is drawn in Turkish for a reader who chose Turkish: words, amounts, dates and the file name', async () => {
    await asTurkishParent(async () => {
      const lines = await pdfOf(invoice, 'parent', `fatura-${invoice.number}.pdf`);
      expect(lines).toContain('Fatura');
      expect(lines).toContain(`Fatura no ${invoice.number}`);
      expect(lines).toContain('Durum Düzenlendi');
      expect(lines.join('\n')).toMatch(/^Düzenlenme tarihi \d{1,2} \p{Lu}\p{Ll}+ \d{4}$/mu);
      expect(lines).toContain('Son ödeme tarihi 1 Mart 2027');
      expect(lines).toContain(`Sayın ${invoice.athleteName}`);
      expect(lines).toContain('Açıklama Tutar');
      expect(lines).toContain('Ara toplam ₺250,00');
      expect(lines).toContain('İndirim ₺0,00');
      expect(lines).toContain('Vergi ₺0,00');
      expect(lines).toContain('Toplam ₺250,00');
      expect(lines).toContain('Ödenen ₺0,00');
      expect(lines).toContain('Kalan ₺250,00');
      // The admin, who chose no language, still reads Kartal's English.
      expect(await pdfOf(invoice, 'orgAdmin', `invoice-${invoice.number}.pdf`)).toContain(
        'Outstanding ₺250.00',
      );
    });
  });

  it('shows the discount, the tax, what was paid and what is left, to the minor unit', async () => {
    const planId = await createPlan({
      kind: 'ONE_OFF',
      instalments: 1,
      amount: '1000.00',
      firstDueOn: '2031-03-01',
      taxRate: '20',
      discounts: [{ label: 'Kardeş indirimi', kind: 'PERCENT', value: '10' }],
    });
    const [billed] = (await assign(planId, { athleteIds: [KEREM] })).invoices;
    expect(billed).toMatchObject({
      subtotal: '1000.00',
      discount: '100.00',
      tax: '180.00',
      total: '1080.00',
    });
    const paid = await gql(
      'orgAdmin',
      'mutation ($input: PaymentInput!) { recordPayment(input: $input) { id } }',
      {
        input: {
          athleteId: KEREM,
          amount: '300.50',
          method: 'CASH',
          receivedOn: '2026-11-20',
          invoiceIds: [billed!.id],
        },
      },
    );
    expect(paid.errors).toBeUndefined();
    const lines = await pdfOf(billed!, 'branchAdmin', `invoice-${billed!.number}.pdf`);
    expect(lines).toContain('Status Partly paid');
    expect(lines).toContain('Due 1 March 2031');
    expect(lines).toContain(`${billed!.lines[0]!.description} ₺1,000.00`);
    expect(lines.join('\n')).toMatch(/^Kardeş indirimi -\s?₺100\.00$/m);
    expect(lines).toContain('Subtotal ₺1,000.00');
    expect(lines.join('\n')).toMatch(/^Discount -\s?₺100\.00$/m);
    expect(lines).toContain('Tax ₺180.00');
    expect(lines).toContain('Total ₺1,080.00');
    expect(lines).toContain('Paid ₺300.50');
    expect(lines).toContain('Outstanding ₺779.50');
  });

  it('shows a void invoice as void, with the reason', async () => {
    const voidable = await keremInvoice('75.00');
    const voided = await gql(
      'orgAdmin',
      'mutation ($id: ID!) { voidInvoice(id: $id, reason: "Yanlış tutar girildi") { id status } }',
      { id: voidable.id },
    );
    expect(voided.errors).toBeUndefined();
    const lines = await pdfOf(voidable, 'parent', `invoice-${voidable.number}.pdf`);
    expect(lines).toContain('Status Void');
    expect(lines).toContain('Reason for voiding: Yanlış tutar girildi');
    expect(lines).toContain('Outstanding ₺0.00');
  });
});

describeRefusedDownloads({
  noun: 'Invoice',
  personas: ['deptAdmin', 'company', 'regular', 'otherOrgAdmin', 'coach'],
  admin: 'orgAdmin',
  tokens: t.tokens,
  id: () => invoice.id,
  download,
});
