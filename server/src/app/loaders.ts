import type { DataSource } from 'typeorm';
import { featureList, type features } from './features.js';

type Feature = (typeof features)[number];
type LoadersOf<F> = F extends { loaders: (dataSource: DataSource) => infer L } ? L : never;
type Intersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void
  ? I
  : never;

/** `ctx.loaders`: every feature's loaders side by side. */
export type Loaders = Intersection<LoadersOf<Extract<Feature, { loaders: unknown }>>>;

type LoaderFactory = (dataSource: DataSource) => Record<string, unknown>;

const BUILT = Symbol('built loaders');
type LazyLoaders = { [BUILT]: (Record<string, unknown> | undefined)[] };

// Per data source, once: which feature answers each loader name, as getters on a prototype. A request
// then allocates one small object, and a feature's DataLoaders only when a resolver first uses one of
// them (most requests use none or one feature's).
const prototypes = new WeakMap<DataSource, object>();

function loadersPrototype(dataSource: DataSource): object {
  const known = prototypes.get(dataSource);
  if (known) return known;
  const factories: LoaderFactory[] = [];
  const prototype: Record<string, unknown> = {};
  for (const feature of featureList) {
    if (!feature.loaders) continue;
    const factory = feature.loaders as LoaderFactory;
    const index = factories.push(factory) - 1;
    for (const name of Object.keys(factory(dataSource))) {
      // Merged into one object: a second loader of the same name would silently replace the first.
      if (name in prototype) throw new Error(`Two features define the loader ${name}.`);
      Object.defineProperty(prototype, name, {
        enumerable: true,
        get(this: LazyLoaders) {
          const built = (this[BUILT][index] ??= factory(dataSource));
          return built[name];
        },
      });
    }
  }
  prototypes.set(dataSource, prototype);
  return prototype;
}

/** Per-request DataLoaders: each batches one kind of lookup into one query and caches it for the request. */
export function createLoaders(dataSource: DataSource): Loaders {
  const loaders = Object.create(loadersPrototype(dataSource)) as LazyLoaders;
  loaders[BUILT] = [];
  return loaders as unknown as Loaders;
}
