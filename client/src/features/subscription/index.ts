import { defineFeature, localesOf } from '../../lib/feature';
import { PATHS } from '../../lib/paths';
import type en from './locales/en.json';

const pricing = async () => await import('./pages/pricing-pages');

/** Subscription plans: the organization's plan and storage, and the pricing pages of the four plans. */
export const subscriptionFeature = defineFeature({
  name: 'subscription',
  locales: localesOf<typeof en>(),
  routes: [
    {
      path: PATHS.subscription,
      access: 'signed-in-area',
      lazy: { Component: async () => (await import('./pages/subscription-page')).SubscriptionPage },
    },
    {
      path: PATHS.pricingModern,
      access: 'signed-in-area',
      lazy: { Component: async () => (await pricing()).ModernPricingPage },
    },
    {
      path: PATHS.pricingSimple,
      access: 'signed-in-area',
      lazy: { Component: async () => (await pricing()).SimplePricingPage },
    },
    {
      path: PATHS.pricingSingle,
      access: 'signed-in-area',
      lazy: { Component: async () => (await pricing()).SinglePricingPage },
    },
    {
      path: PATHS.pricingTable,
      access: 'signed-in-area',
      lazy: { Component: async () => (await pricing()).TablePricingPage },
    },
  ],
});
