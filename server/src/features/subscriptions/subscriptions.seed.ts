import type { DataSource } from 'typeorm';
import { fillSeededTranslations } from '../../shared/localized-text.js';
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
    translations: {
      tr: {
        name: 'Ücretsiz',
        description: 'Yeni başlayan tek bir takım için.',
        features: '1 şube\nEn fazla 30 sporcu\nHaberler ve duyurular',
      },
    },
  },
  {
    id: seedId('plan', 2),
    name: 'Basic',
    description: 'For a small school with a few teams.',
    price: '9.99',
    storageQuotaBytes: String(100 * MB),
    features: ['3 branches', 'Up to 200 athletes', 'Events and attendance', 'Parent messaging'],
    translations: {
      tr: {
        name: 'Temel',
        description: 'Birkaç takımı olan küçük bir okul için.',
        features: '3 şube\nEn fazla 200 sporcu\nEtkinlikler ve yoklama\nVeli mesajlaşması',
      },
    },
  },
  {
    id: seedId('plan', 3),
    name: 'Premium',
    description: 'For a club with several branches and departments.',
    price: '19.99',
    storageQuotaBytes: String(1024 * MB),
    features: ['10 branches', 'Unlimited athletes', 'Tournaments', 'Surveys and badges', 'Sponsors'],
    translations: {
      tr: {
        name: 'Premium',
        description: 'Birkaç şubesi ve bölümü olan bir kulüp için.',
        features: '10 şube\nSınırsız sporcu\nTurnuvalar\nAnketler ve rozetler\nSponsorlar',
      },
    },
  },
  {
    id: seedId('plan', 4),
    name: 'Enterprise',
    description: 'For federations and multi-club organisations.',
    price: '49.99',
    storageQuotaBytes: null,
    features: ['Unlimited branches', 'Unlimited storage', 'Priority support', 'Single sign-on'],
    translations: {
      tr: {
        name: 'Kurumsal',
        description: 'Federasyonlar ve çok kulüplü kuruluşlar için.',
        features: 'Sınırsız şube\nSınırsız depolama\nÖncelikli destek\nTek oturum açma',
      },
    },
  },
];

/**
 * Reference data: always present. Inserts what is missing, leaves edited rows alone; plans seeded before
 * translations existed get theirs unless edited.
 */
export async function seedSubscriptionPlans(dataSource: DataSource): Promise<void> {
  await dataSource
    .createQueryBuilder()
    .insert()
    .into(SubscriptionPlanEntity)
    .values(SUBSCRIPTION_PLANS)
    .orIgnore()
    .execute();
  await fillSeededTranslations(
    dataSource,
    'subscription_plans',
    SUBSCRIPTION_PLANS.map(({ id, name, description, translations }) => ({
      id,
      translations,
      seeded: { name, description },
    })),
  );
}
