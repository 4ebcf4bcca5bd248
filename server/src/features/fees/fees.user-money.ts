import type { DataSource } from 'typeorm';
import type { UserPayment, UserWallet } from '../../generated/graphql.js';
import type { Viewer } from '../../shared/auth/viewer.js';
import { toDecimalText } from '../../shared/money.js';
import { parentOfOrganizationSql } from '../athletes/index.js';
import { invoiceManaged, invoiceReadable } from './fees.policy.js';
import { PAYMENT_COLUMNS, toPayment, type PaymentRow } from './fees.sql.js';

// A user's money as the user administration shows it (the payments and wallet tabs), read from the fees
// feature's payments: the user's family is the athletes they are a guardian of, with a link that holds
// (a parent of the athlete's organization), and its payments are theirs. The user reads all of them, as
// the fees policy lets a guardian; anyone else only those of the athletes whose money they handle (an
// invoice of the athlete the viewer manages), so a department admin, a coach, a company, a regular user
// or another organization reads none. There is no wallet to keep: the wallet is the family's credit,
// what the payments left once every open invoice was paid (refunds that took it back count negative).

/**
 * SQL: the payment `p` is of the family of the user `$n` (pushed to `params`) and the viewer reads it.
 */
function familyPaymentSql(viewer: Viewer, userId: string, params: unknown[]): string {
  params.push(userId);
  const user = `$${params.length}`;
  const readable =
    viewer.userId === userId ? invoiceReadable(viewer, params, 'ui') : invoiceManaged(viewer, params, 'ui');
  return `p.athlete_id IN (SELECT gl.athlete_id FROM guardian_links gl JOIN athletes fa ON fa.id = gl.athlete_id
                            WHERE gl.user_id = ${user} AND gl.archived_at IS NULL
                              AND ${parentOfOrganizationSql('gl.user_id', 'fa.organization_id')})
    AND EXISTS (SELECT 1 FROM invoices ui WHERE ui.athlete_id = p.athlete_id AND ${readable})`;
}

/**
 * What a payment's refunds gave back: a payment is `refunded` once they gave all of it back; partly
 * refunded it stays `completed` with the amount in `refunded`. A refund itself (a negative amount) is
 * `completed` and gives back nothing of its own.
 */
function statusOf(amountMinor: number, refundedMinor: number): 'completed' | 'refunded' {
  return amountMinor > 0 && refundedMinor >= amountMinor ? 'refunded' : 'completed';
}

/** The payments of the user's family the viewer reads, newest received first (refunds included). */
export async function userFamilyPayments(
  dataSource: DataSource,
  viewer: Viewer,
  userId: string,
): Promise<UserPayment[]> {
  const params: unknown[] = [];
  const family = familyPaymentSql(viewer, userId, params);
  const rows = await dataSource.query<(PaymentRow & { refundedMinor: number })[]>(
    `SELECT ${PAYMENT_COLUMNS},
            COALESCE((SELECT sum(-r.amount_minor) FROM payments r WHERE r.refund_of = p.id), 0)::int
              AS "refundedMinor"
       FROM payments p
      WHERE ${family}
      ORDER BY p.received_on DESC, p.created_at DESC, p.id`,
    params,
  );
  return rows.map((row) => {
    const payment = toPayment(row);
    return {
      id: payment.id,
      userId,
      organizationId: payment.organizationId,
      athleteId: payment.athleteId,
      athleteName: payment.athleteName,
      method: payment.method,
      amount: payment.amount,
      currency: payment.currency,
      status: statusOf(row.amountMinor, row.refundedMinor),
      refunded: toDecimalText(row.refundedMinor),
      refundOf: payment.refundOf,
      receivedOn: payment.receivedOn,
      paymentAt: payment.createdAt,
      allocations: payment.allocations,
      unallocated: payment.unallocated,
    };
  });
}

interface CreditRow {
  currency: string;
  /** A bigint sum: exact text. */
  creditMinor: string;
  since: Date;
}

/**
 * The user's wallet, the family's credit on the payments the viewer reads, one balance per currency
 * (currencies are never added), the one of the latest payment recorded first; null before the family's first
 * payment. It is named by its owner: the id is the user's and the token a public reference made of it.
 */
export async function userFamilyCredit(
  dataSource: DataSource,
  viewer: Viewer,
  userId: string,
): Promise<UserWallet | null> {
  const params: unknown[] = [];
  const family = familyPaymentSql(viewer, userId, params);
  const rows = await dataSource.query<CreditRow[]>(
    `SELECT p.currency, sum(p.unallocated_minor)::text AS "creditMinor", min(p.created_at) AS since
       FROM payments p
      WHERE ${family}
      GROUP BY p.currency
      ORDER BY max(p.created_at) DESC, p.currency`,
    params,
  );
  const balances = rows.map((row) => ({
    currency: row.currency,
    balance: toDecimalText(Number(row.creditMinor)),
  }));
  const [first] = balances;
  if (!first) return null;
  return {
    id: userId,
    userId,
    token: `credit-${userId}`,
    balance: first.balance,
    currency: first.currency,
    balances,
    createdAt: rows.reduce((since, row) => (row.since < since ? row.since : since), rows[0]!.since),
  };
}
