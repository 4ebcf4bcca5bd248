import type { DataSource } from 'typeorm';
import type { Payment } from '../../generated/graphql.js';
import type { Viewer } from '../../shared/auth/viewer.js';

/** Refunds: money given back from a payment (see `refundPayment` in schema/fees.graphql). */
export function refundPayment(
  _dataSource: DataSource,
  _viewer: Viewer | null,
  _input: { paymentId: string; amount: string; reason: string },
): Promise<Payment> {
  throw new Error('Not built yet');
}
