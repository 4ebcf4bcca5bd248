import { defineFeature } from '../../shared/feature.js';
import { SubscriptionPlanEntity } from './subscription-plan.entity.js';
import { seedSubscriptionPlans } from './subscriptions.seed.js';

export { SubscriptionPlanEntity } from './subscription-plan.entity.js';

/** The plans organizations and users subscribe to: reference data read by user administration. */
export const subscriptionsModule = defineFeature({
  name: 'subscriptions',
  entities: [SubscriptionPlanEntity],
  seed: { reference: seedSubscriptionPlans },
});
