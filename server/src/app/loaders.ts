import type { DataSource } from 'typeorm';
import { featureList, type features } from './features.js';

type Feature = (typeof features)[number];
type LoadersOf<F> = F extends { loaders: (dataSource: DataSource) => infer L } ? L : never;
type Intersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void
  ? I
  : never;

/** `ctx.loaders`: every feature's loaders side by side. */
export type Loaders = Intersection<LoadersOf<Extract<Feature, { loaders: unknown }>>>;

/** Per-request DataLoaders: each batches one kind of lookup into one query and caches it for the request. */
export function createLoaders(dataSource: DataSource): Loaders {
  const loaders: Record<string, unknown> = {};
  for (const feature of featureList) {
    for (const [name, loader] of Object.entries(feature.loaders?.(dataSource) ?? {})) {
      // Merged into one object: a second loader of the same name would silently replace the first.
      if (name in loaders) throw new Error(`Two features define the loader ${name}.`);
      loaders[name] = loader;
    }
  }
  return loaders as Loaders;
}
