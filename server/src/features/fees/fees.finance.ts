import type { DataSource } from 'typeorm';
import type { FinanceSummary } from '../../generated/graphql.js';
import { hasRole, requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import { badInput } from '../../shared/errors.js';
import { toDecimalText } from '../../shared/money.js';
import { isUuid } from '../../shared/validation.js';
import { invoiceManaged, moneyAccessSql } from './fees.policy.js';
import { ORGANIZATION_TODAY, PAYMENT_COLUMNS, toPayment, type PaymentRow } from './fees.sql.js';

// The finance dashboard (dashboards/finance): sums of minor units in SQL over the invoices the viewer
// handles (fees.policy.ts), in one currency, never added across currencies.

interface Totals {
  billed: string;
  collected: string;
  outstanding: string;
  overdue: string;
  overdueCount: number;
  dueSoFar: string;
  paidOfDue: string;
}

interface Group {
  id: string | null;
  name: string | null;
  outstanding: string;
  overdue: string;
}

const money = (minor: string | number | null) => toDecimalText(Number(minor ?? 0));

export class FinanceReads {
  constructor(private readonly dataSource: DataSource) {}

  /** What the viewer may do with money, for the screens (fees.policy.ts decides every call anyway). */
  async access(viewer: Viewer | null): Promise<{ manage: boolean; plans: boolean }> {
    const current = requireViewer(viewer);
    const params: unknown[] = [];
    const [access] = await this.dataSource.query<{ manage: boolean; plans: boolean }[]>(
      moneyAccessSql(current, params),
      params,
    );
    return { manage: access?.manage === true, plans: access?.plans === true };
  }

  async summary(
    viewer: Viewer | null,
    organizationId: string | null | undefined,
    currency: string | null | undefined,
  ): Promise<FinanceSummary> {
    const current = requireViewer(viewer);
    const code = (currency ?? 'TRY').trim().toUpperCase();
    if (!/^[A-Z]{3}$/.test(code))
      throw badInput('currency', 'Currency must be an ISO 4217 code such as TRY', 'invalid_format');
    const target = organizationId ?? (hasRole(current, 'super_admin') ? null : current.organizationId);
    if (target === null || !isUuid(target)) return empty(code);
    const params: unknown[] = [target, code];
    const managed = invoiceManaged(current, params);
    // The invoices of the summary: issued ones the viewer handles, of the organization and currency.
    const scope = `i.organization_id = $1 AND i.currency = $2 AND i.state = 'issued' AND ${managed}`;
    const from = `invoices i JOIN organizations io ON io.id = i.organization_id`;
    const owed = 'GREATEST(i.total_minor - i.paid_minor, 0)';
    const late = `i.due_on < ${ORGANIZATION_TODAY}`;
    const [totals] = await this.dataSource.query<Totals[]>(
      `SELECT COALESCE(sum(i.total_minor), 0)::text AS billed,
              COALESCE(sum(LEAST(i.paid_minor, i.total_minor)), 0)::text AS collected,
              COALESCE(sum(${owed}), 0)::text AS outstanding,
              COALESCE(sum(${owed}) FILTER (WHERE ${late}), 0)::text AS overdue,
              count(*) FILTER (WHERE ${late} AND i.paid_minor < i.total_minor)::int AS "overdueCount",
              COALESCE(sum(i.total_minor) FILTER (WHERE i.due_on <= ${ORGANIZATION_TODAY}), 0)::text AS "dueSoFar",
              COALESCE(sum(LEAST(i.paid_minor, i.total_minor)) FILTER (WHERE i.due_on <= ${ORGANIZATION_TODAY}), 0)::text AS "paidOfDue"
         FROM ${from} WHERE ${scope}`,
      params,
    );
    const months = await this.dataSource.query<{ month: string; billed: string; collected: string }[]>(
      `WITH bounds AS (SELECT date_trunc('month', (now() AT TIME ZONE o.time_zone))::date AS this_month
                         FROM organizations o WHERE o.id = $1),
            months AS (SELECT (b.this_month - make_interval(months => m))::date AS month
                         FROM bounds b, generate_series(0, 11) AS m)
       SELECT to_char(mo.month, 'YYYY-MM') AS month,
              COALESCE((SELECT sum(i.total_minor) FROM ${from}
                         WHERE ${scope} AND date_trunc('month', i.due_on) = mo.month), 0)::text AS billed,
              COALESCE((SELECT sum(pa.amount_minor) FROM payment_allocations pa
                          JOIN payments p ON p.id = pa.payment_id JOIN ${from} ON i.id = pa.invoice_id
                         WHERE ${scope} AND date_trunc('month', p.received_on) = mo.month), 0)::text AS collected
         FROM months mo ORDER BY mo.month`,
      params,
    );
    const groups = (column: string, table: string) =>
      this.dataSource.query<Group[]>(
        `SELECT g.id, g.name::text AS name, sum(${owed})::text AS outstanding,
                COALESCE(sum(${owed}) FILTER (WHERE ${late}), 0)::text AS overdue
           FROM ${from} LEFT JOIN ${table} g ON g.id = i.${column}
          WHERE ${scope} AND i.paid_minor < i.total_minor
          GROUP BY g.id, g.name ORDER BY sum(${owed}) DESC, g.name LIMIT 20`,
        params,
      );
    const [teams, branches] = [await groups('team_id', 'teams'), await groups('branch_id', 'branches')];
    const payments = await this.dataSource.query<PaymentRow[]>(
      `SELECT ${PAYMENT_COLUMNS} FROM payments p
        WHERE p.organization_id = $1 AND p.currency = $2
          AND EXISTS (SELECT 1 FROM payment_allocations pa JOIN invoices i ON i.id = pa.invoice_id
                       WHERE pa.payment_id = p.id AND ${managed})
        ORDER BY p.received_on DESC, p.created_at DESC, p.id LIMIT 10`,
      params,
    );
    const t = totals!;
    const due = Number(t.dueSoFar);
    return {
      currency: code,
      billed: money(t.billed),
      collected: money(t.collected),
      outstanding: money(t.outstanding),
      overdue: money(t.overdue),
      overdueCount: t.overdueCount,
      collectionRate: due > 0 ? Number(t.paidOfDue) / due : null,
      months: months.map((row) => ({
        month: row.month,
        billed: money(row.billed),
        collected: money(row.collected),
      })),
      teams: teams.map(toGroup),
      branches: branches.map(toGroup),
      recentPayments: payments.map(toPayment),
    };
  }
}

const toGroup = (row: Group) => ({
  id: row.id,
  name: row.name,
  outstanding: money(row.outstanding),
  overdue: money(row.overdue),
});

function empty(currency: string): FinanceSummary {
  return {
    currency,
    billed: '0.00',
    collected: '0.00',
    outstanding: '0.00',
    overdue: '0.00',
    overdueCount: 0,
    collectionRate: null,
    months: [],
    teams: [],
    branches: [],
    recentPayments: [],
  };
}
