import { defineFeature, localesOf } from '../../lib/feature';
import { PATHS } from '../../lib/paths';
import type en from './locales/en.json';

/** Fees and payments: the finance dashboard, the printable invoices and a parent's home card. */
export const feesFeature = defineFeature({
  name: 'fees',
  locales: localesOf<typeof en>(),
  routes: [
    {
      path: PATHS.finance,
      access: 'signed-in-area',
      lazy: { Component: async () => (await import('./pages/finance-page')).FinancePage },
    },
    {
      path: PATHS.invoiceCompact,
      access: 'signed-in-area',
      lazy: { Component: async () => (await import('./pages/printable-invoice-page')).CompactInvoicePage },
    },
    {
      path: PATHS.invoiceModern,
      access: 'signed-in-area',
      lazy: { Component: async () => (await import('./pages/printable-invoice-page')).ModernInvoicePage },
    },
  ],
  homeCards: [
    {
      id: 'fees',
      homes: ['parent'],
      load: async () => (await import('./components/family-fees-card')).FamilyFeesCard,
    },
  ],
  // The invoices list pages through one cache entry per set of filters.
  typePolicies: async () => (await import('./fees-cache')).feesTypePolicies,
});
