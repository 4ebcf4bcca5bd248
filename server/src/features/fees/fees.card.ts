import type { DataSource } from 'typeorm';
import type { CardCheckout } from '../../generated/graphql.js';
import type { Viewer } from '../../shared/auth/viewer.js';

/** Online card payments through a provider (see `startCardPayment` in schema/fees.graphql). */
export class CardPayments {
  constructor(private readonly dataSource: DataSource) {}

  /** Whether a provider is configured. */
  enabled(): boolean {
    void this.dataSource;
    return false;
  }

  start(_viewer: Viewer | null, _invoiceId: string): Promise<CardCheckout> {
    throw new Error('Not built yet');
  }
}
