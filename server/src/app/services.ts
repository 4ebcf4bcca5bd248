import type { CoreDeps, FeatureDefinition } from '../shared/feature.js';
import type { JobHandler } from '../shared/jobs/job-queue.js';
import { featureList, type features } from './features.js';

type Feature = (typeof features)[number];
type WithService = Extract<Feature, { createService: (deps: never) => unknown }>;

/** `ctx.services`: each feature's service under its name, typed by its factory. */
export type Services = { [F in WithService as F['name']]: ReturnType<F['createService']> };

/** What a factory may receive: the core dependencies and every service by name. */
type AvailableDeps = CoreDeps & Services;

// A factory asking for a service no feature provides fails here, at compile time, naming the feature.
type NeedsOf<F> = F extends { createService: (deps: infer D) => unknown } ? D : CoreDeps;
type ProviderNeedsOf<F> = F extends { searchProviders: (deps: infer D) => unknown } ? D : CoreDeps;
type JobNeedsOf<F> = F extends { jobs: (deps: infer D) => unknown } ? D : CoreDeps;
type Unmet = {
  [F in Feature as F['name']]: AvailableDeps extends NeedsOf<F> & ProviderNeedsOf<F> & JobNeedsOf<F>
    ? never
    : F['name'];
}[Feature['name']];
const everyDependencyIsMet: [Unmet] extends [never] ? true : Unmet = true;
// A feature named like a core dependency would hide it from every factory.
type Shadowing = Extract<keyof Services, keyof CoreDeps>;
const noFeatureShadowsACoreDependency: [Shadowing] extends [never] ? true : Shadowing = true;
void everyDependencyIsMet;
void noFeatureShadowsACoreDependency;

export interface ComposedServices {
  services: Services;
  /**
   * The job queue's task list: `coreTasks` and every feature's `jobs`, built from the same dependencies
   * as the services. A task name given twice throws.
   */
  jobTasks(coreTasks?: Readonly<Record<string, JobHandler>>): Record<string, JobHandler>;
}

/**
 * The services are stateless apart from their rate-limit counters: one set per process. Each is built
 * on first use by whichever factory asks for it, so the list order does not matter; a cycle throws.
 */
export function createServices(core: Omit<CoreDeps, 'searchProviders'>): ComposedServices {
  const built = new Map<string, unknown>();
  const building: string[] = [];
  const deps: Record<string, unknown> = { ...core };
  let searchProviders: CoreDeps['searchProviders'] | undefined;

  const serviceOf = (name: string, create: NonNullable<FeatureDefinition['createService']>) => {
    if (built.has(name)) return built.get(name);
    if (building.includes(name)) {
      throw new Error(`Services depend on each other in a cycle: ${[...building, name].join(' → ')}`);
    }
    building.push(name);
    const service = create(deps as never);
    building.pop();
    built.set(name, service);
    return service;
  };

  for (const { name, createService } of featureList) {
    if (!createService) continue;
    if (name in deps) throw new Error(`Two features, or a feature and a core dependency, are named ${name}.`);
    Object.defineProperty(deps, name, { get: () => serviceOf(name, createService) });
  }
  Object.defineProperty(deps, 'searchProviders', {
    get: () =>
      (searchProviders ??= featureList.flatMap((feature) => feature.searchProviders?.(deps as never) ?? [])),
  });

  const services: Record<string, unknown> = {};
  for (const { name, createService } of featureList) {
    if (createService) services[name] = serviceOf(name, createService);
  }

  const jobTasks = (coreTasks: Readonly<Record<string, JobHandler>> = {}) => {
    const tasks: Record<string, JobHandler> = { ...coreTasks };
    for (const feature of featureList) {
      for (const [task, handler] of Object.entries(feature.jobs?.(deps as never) ?? {})) {
        if (Object.hasOwn(tasks, task)) throw new Error(`Two job tasks are named ${task} (${feature.name}).`);
        tasks[task] = handler;
      }
    }
    return tasks;
  };
  return { services: services as Services, jobTasks };
}
