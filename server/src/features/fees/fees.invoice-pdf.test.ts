import { inflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PERSONAS } from '../users/index.js';
import { feesSuite, KEREM, type Invoice, type Persona } from './fees.test-kit.js';

// An invoice as a PDF through the real HTTP API (GET api/invoices/:id/pdf, fees.invoice-pdf.ts): its money
// admins and the athlete's guardian download it, drawn in their language with the organization, the
// number, the athlete, the lines and the totals; everyone else gets NOT_FOUND as for an unknown id, and a
// signed-out caller is asked to sign in.

const { t, gql, query, createPlan, assign, keremInvoice } = feesSuite();

/** GET the invoice's PDF as `token`: the status, the headers and the bytes (JSON for an error). */
async function download(id: string, token?: string) {
  const response = await fetch(`${t.server.url}/api/invoices/${encodeURIComponent(id)}/pdf`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const json = () => JSON.parse(bytes.toString('utf8')) as { code?: string; message?: string };
  return { status: response.status, headers: response.headers, bytes, json };
}

/**
 * The text a PDF shows, a line per baseline and its pieces joined by a space (no poppler needed): pdfkit
 * draws each word with a Type 0 font whose glyph codes its ToUnicode map turns back into characters.
 */
function pdfLines(bytes: Buffer): string[] {
  const pdf = bytes.toString('latin1');
  const objects = new Map<string, string>();
  for (const [, id, body] of pdf.matchAll(/(?:^|\n)(\d+) 0 obj\n([\s\S]*?)\nendobj/g))
    objects.set(id!, body!);
  const stream = (object: string) => {
    const start = object.indexOf('\nstream\n');
    const data = Buffer.from(object.slice(start + 8, object.lastIndexOf('\nendstream')), 'latin1');
    return (object.slice(0, start).includes('/FlateDecode') ? inflateSync(data) : data).toString('latin1');
  };
  const fonts = new Map<string, Map<number, string>>();
  for (const [, name, id] of pdf.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    if (fonts.has(name!)) continue;
    const glyphs = new Map<number, string>();
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(id!) ?? '');
    const cmap = toUnicode ? stream(objects.get(toUnicode[1]!)!) : '';
    for (const [, first, list] of cmap.matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/gi)) {
      [...list!.matchAll(/<([0-9a-f]+)>/gi)].forEach(([, code], index) =>
        glyphs.set(parseInt(first!, 16) + index, String.fromCodePoint(parseInt(code!, 16))),
      );
    }
    fonts.set(name!, glyphs);
  }
  const lines: string[] = [];
  let font = new Map<number, string>();
  let baseline = '';
  for (const [, contents] of pdf.matchAll(/\/Type \/Page\n[^]*?\/Contents (\d+) 0 R/g)) {
    const operators = /[\d.-]+ ([\d.-]+) Tm|\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g;
    for (const [, y, name, shown] of stream(objects.get(contents!)!).matchAll(operators)) {
      if (y !== undefined) {
        if (y === baseline) lines[lines.length - 1] += ' ';
        else lines.push('');
        baseline = y;
      } else if (name !== undefined) {
        font = fonts.get(name) ?? new Map();
      } else {
        for (const [, codes] of shown!.matchAll(/<([0-9a-f]*)>/gi)) {
          for (let at = 0; at < codes!.length; at += 4) {
            lines[lines.length - 1] += font.get(parseInt(codes!.slice(at, at + 4), 16)) ?? '?';
          }
        }
      }
    }
  }
  return lines.map((line) => line.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

/** The PDF answered `persona`, checked as a PDF file named `fileName`: its lines of text. */
async function pdfOf(invoice: Invoice, persona: Persona, fileName: string): Promise<string[]> {
  const answer = await download(invoice.id, t.tokens[persona]);
  expect(answer.status, persona).toBe(200);
  expect(answer.headers.get('content-type'), persona).toBe('application/pdf');
  expect(answer.headers.get('content-disposition'), persona).toContain(`filename="${fileName}"`);
  expect(answer.headers.get('cache-control'), persona).toContain('no-store');
  expect(Number(answer.headers.get('content-length')), persona).toBe(answer.bytes.length);
  expect(answer.bytes.subarray(0, 5).toString('latin1'), persona).toBe('%PDF-');
  return pdfLines(answer.bytes);
}

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
    const parent = DEMO_PERSONAS.parent.id;
    const [saved] = await query<{ language: string | null }>('SELECT language FROM users WHERE id = $1', [
      parent,
    ]);
    try {
      const chosen = await gql('parent', 'mutation { setMyLanguage(language: tr) { id language } }');
      expect(chosen.errors).toBeUndefined();
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
    } finally {
      await query('UPDATE users SET language = $2 WHERE id = $1', [parent, saved!.language]);
    }
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

describe('who may not download it', () => {
  it.each(['deptAdmin', 'company', 'regular', 'otherOrgAdmin', 'coach'] as const)(
    'answers %s NOT_FOUND, as for an unknown invoice',
    async (persona) => {
      const answer = await download(invoice.id, t.tokens[persona]);
      expect(answer.status).toBe(404);
      expect(answer.headers.get('content-type')).toContain('application/json');
      expect(answer.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Invoice not found.' });
    },
  );

  it('asks a signed-out caller to sign in', async () => {
    const answer = await download(invoice.id);
    expect(answer.status).toBe(401);
    expect(answer.json().code).toBe('UNAUTHENTICATED');
  });

  it('answers NOT_FOUND for a malformed or unknown id, even to an admin', async () => {
    for (const id of ['not-an-id', '00000000-0000-4000-8000-000000000000']) {
      const answer = await download(id, t.tokens.orgAdmin);
      expect([answer.status, answer.json().code], id).toEqual([404, 'NOT_FOUND']);
    }
  });
});
