import type { DataSource } from 'typeorm';
import { featureList } from '../../app/features.js';
import type { FeatureDefinition, SeedContext } from '../../shared/feature.js';

/** Throws when a feature's seeds would run before those of a feature it names in `seed.after`. */
export function assertSeedOrder(list: readonly FeatureDefinition[]): void {
  const seen = new Set<string>();
  for (const feature of list) {
    for (const earlier of feature.seed?.after ?? []) {
      if (!list.some((other) => other.name === earlier)) {
        throw new Error(`Feature ${feature.name} seeds after ${earlier}, which is not in the feature list.`);
      }
      if (!seen.has(earlier)) {
        throw new Error(`Feature ${feature.name} must come after ${earlier} in app/features.ts (its seeds).`);
      }
    }
    seen.add(feature.name);
  }
}

/**
 * Deterministic and idempotent: running it again changes nothing. Every feature's reference data
 * (always) comes first, then the demo data (only when asked), each in the feature list's order. Files a
 * seed stores (the demo mail's attachments) go under `filesDir`, the data directory's files folder.
 */
export async function seedDatabase(
  dataSource: DataSource,
  options: { demo: boolean } & SeedContext,
): Promise<void> {
  assertSeedOrder(featureList);
  const context: SeedContext = { filesDir: options.filesDir };
  for (const feature of featureList) await feature.seed?.reference?.(dataSource, context);
  if (options.demo) {
    for (const feature of featureList) await feature.seed?.demo?.(dataSource, context);
  }
}
