import { beforeAll, describe, expect, it } from 'vitest';
import {
  describeRefusedDownloads,
  downloadFile,
  pdfAnswerLines,
} from '../../../../tests/support/pdf-text.js';
import { DEMO_PERSONAS } from '../users/index.js';
import { feesSuite, KARTAL, KEREM, PAYMENT_FIELDS, type Invoice, type Persona } from './fees.test-kit.js';

// A payment's receipt as a PDF through the real HTTP API (GET api/payments/:id/receipt,
// fees.receipt-pdf.ts): whoever reads the payment (its money admins, the athlete's guardian) downloads
// it in their language, with the organization, the payment, where it went and the credit it left; a
// refund's says it is one, why, and which payment it gives back from; everyone else, and a malformed id,
// gets NOT_FOUND as for an unknown payment.

const { t, gql, query, asTurkishParent, keremInvoice } = feesSuite();

interface Payment {
  id: string;
  amount: string;
  unallocated: string;
  allocations: { invoiceId: string; invoiceNumber: string; amount: string }[];
}

/** GET the payment's receipt as `token`. */
const download = (id: string, token?: string) =>
  downloadFile(t.server.url, `api/payments/${encodeURIComponent(id)}/receipt`, token);

/**
 * The receipt answered `persona`, checked as a PDF file named `fileName`: its lines of text, the id read
 * whole (the renderer may break a word after a hyphen, and draws the pieces apart).
 */
async function receiptOf(payment: { id: string }, persona: Persona, fileName = `receipt-${payment.id}.pdf`) {
  const lines = pdfAnswerLines(await download(payment.id, t.tokens[persona]), persona, fileName);
  return lines.map((line) => line.replace(/- /g, '-'));
}

let invoice: Invoice;
let payment: Payment;
beforeAll(async () => {
  invoice = await keremInvoice('250.00', '2027-03-01');
  const answer = await gql<{ recordPayment: Payment }>(
    'orgAdmin',
    `mutation ($input: PaymentInput!) { recordPayment(input: $input) { ${PAYMENT_FIELDS} } }`,
    {
      input: {
        athleteId: KEREM,
        amount: '300.00',
        method: 'BANK_TRANSFER',
        reference: 'EFT-2026-1120',
        receivedOn: '2026-11-20',
        invoiceIds: [invoice.id],
      },
    },
  );
  expect(answer.errors).toBeUndefined();
  payment = answer.data!.recordPayment;
  expect(payment).toMatchObject({ amount: '300.00', unallocated: '50.00' });
});

describe('a payment’s receipt', () => {
  it.each(['orgAdmin', 'branchAdmin', 'parent'] as const)(
    'answers %s, who reads the payment, its receipt in English',
    async (persona) => {
      const lines = await receiptOf(payment, persona);
      expect(lines).toContain('Kartal Spor Akademisi');
      expect(lines).toContain('Receipt');
      expect(lines).toContain(`Receipt no ${payment.id}`);
      expect(lines).toContain('Received on 20 November 2026');
      expect(lines).toContain(`Athlete ${invoice.athleteName}`);
      expect(lines).toContain('Method Bank transfer');
      expect(lines).toContain('Reference EFT-2026-1120');
      expect(lines).toContain('Allocated to invoices');
      expect(lines).toContain(`${invoice.number} ₺250.00`);
      expect(lines).toContain('Amount received ₺300.00');
      expect(lines).toContain('Kept as credit ₺50.00');
      expect(lines).not.toContain('Refund');
    },
  );

  it('says a refund is one, with its reason, the payment it gives back from and what it took back', async () => {
    const answer = await gql<{ refundPayment: { id: string } }>(
      'orgAdmin',
      `mutation ($paymentId: ID!) {
         refundPayment(paymentId: $paymentId, amount: "100.00", reason: "Sezon iptal") { id } }`,
      { paymentId: payment.id },
    );
    expect(answer.errors).toBeUndefined();
    const refund = answer.data!.refundPayment;
    for (const persona of ['orgAdmin', 'parent'] as const) {
      const lines = await receiptOf(refund, persona);
      expect(lines, persona).toContain('Refund');
      expect(lines, persona).toContain(`Refund of ${payment.id}`);
      expect(lines, persona).toContain('Reason Sezon iptal');
      expect(lines.join('\n'), persona).toMatch(/^Given back on \d{1,2} [A-Z][a-z]+ \d{4}$/m);
      expect(lines, persona).toContain('Taken back from invoices');
      expect(lines, persona).toContain(`${invoice.number} ₺50.00`);
      expect(lines, persona).toContain('Amount refunded ₺100.00');
      expect(lines, persona).toContain('Taken back from credit ₺50.00');
    }
  });

  it('is drawn in Turkish for a reader who chose Turkish: words, amounts, dates and the file name', async () => {
    await asTurkishParent(async () => {
      const lines = await receiptOf(payment, 'parent', `makbuz-${payment.id}.pdf`);
      expect(lines).toContain('Makbuz');
      expect(lines).toContain(`Makbuz no ${payment.id}`);
      expect(lines).toContain('Tahsil tarihi 20 Kasım 2026');
      expect(lines).toContain(`Sporcu ${invoice.athleteName}`);
      expect(lines).toContain('Ödeme yöntemi Banka havalesi');
      expect(lines).toContain('Faturalara dağılım');
      expect(lines).toContain(`${invoice.number} ₺250,00`);
      expect(lines).toContain('Tahsil edilen tutar ₺300,00');
      expect(lines).toContain('Alacak olarak kalan ₺50,00');
      // The admin, who chose no language, still reads Kartal's English.
      expect(await receiptOf(payment, 'orgAdmin')).toContain('Amount received ₺300.00');
    });
  });
});

describe('an organization keeping its money to named admins', () => {
  it('hides the receipt from the branch admin it does not name, and still shows it to the guardian', async () => {
    const kept = await gql(
      'orgAdmin',
      'mutation ($org: ID!, $ids: [ID!]!) { setMoneyAdmins(organizationId: $org, userIds: $ids) { restricted } }',
      { org: KARTAL, ids: [DEMO_PERSONAS.orgAdmin.id] },
    );
    expect(kept.errors).toBeUndefined();
    try {
      const answer = await download(payment.id, t.tokens.branchAdmin);
      expect([answer.status, answer.json().code]).toEqual([404, 'NOT_FOUND']);
      expect(await receiptOf(payment, 'orgAdmin')).toContain('Amount received ₺300.00');
      expect(await receiptOf(payment, 'parent')).toContain('Amount received ₺300.00');
    } finally {
      await query('DELETE FROM money_admins WHERE organization_id = $1', [KARTAL]);
    }
  });
});

describeRefusedDownloads({
  noun: 'Payment',
  personas: ['deptAdmin', 'company', 'regular', 'otherOrgAdmin', 'coach'],
  admin: 'orgAdmin',
  tokens: t.tokens,
  id: () => payment.id,
  download,
});
