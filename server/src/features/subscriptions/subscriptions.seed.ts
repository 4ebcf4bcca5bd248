import type { DataSource } from 'typeorm';
import { seedId } from '../../shared/seed-ids.js';
import { SubscriptionPlanEntity } from './subscription-plan.entity.js';

const MB = 1024 * 1024;

/** Spec 000 §9: Basic 9.99 (100 MB), Premium 19.99 (1 GB), Enterprise 49.99 (unlimited), Free 0 (10 MB). */
export const SUBSCRIPTION_PLANS = [
  {
    id: seedId('plan', 1),
    name: 'Free',
    description: 'For a single team getting started.',
    price: '0.00',
    storageQuotaBytes: String(10 * MB),
    features: ['1 branch', 'Up to 30 athletes', 'News and announcements'],
  },
  {
    id: seedId('plan', 2),
    name: 'Basic',
    description: 'For a small school with a few teams.',
    price: '9.99',
    storageQuotaBytes: String(100 * MB),
    features: ['3 branches', 'Up to 200 athletes', 'Events and attendance', 'Parent messaging'],
  },
  {
    id: seedId('plan', 3),
    name: 'Premium',
    description: 'For a club with several branches and departments.',
    price: '19.99',
    storageQuotaBytes: String(1024 * MB),
    features: ['10 branches', 'Unlimited athletes', 'Tournaments', 'Surveys and badges', 'Sponsors'],
  },
  {
    id: seedId('plan', 4),
    name: 'Enterprise',
    description: 'For federations and multi-club organisations.',
    price: '49.99',
    storageQuotaBytes: null,
    features: ['Unlimited branches', 'Unlimited storage', 'Priority support', 'Single sign-on'],
  },
];

/** Reference data: always present. Inserts what is missing, leaves edited rows alone. */
export async function seedSubscriptionPlans(dataSource: DataSource): Promise<void> {
  await dataSource
    .createQueryBuilder()
    .insert()
    .into(SubscriptionPlanEntity)
    .values(SUBSCRIPTION_PLANS)
    .orIgnore()
    .execute();
}
