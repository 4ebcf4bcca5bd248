import type { TypePolicies } from '@apollo/client';
import type { ClientFeature } from '../../lib/feature';

// Search groups reuse the ids contacts/pages/tasks for every query: they are values, not entities.
const APP_TYPE_POLICIES: TypePolicies = { SearchGroup: { keyFields: false } };

/** How the normalised cache stores each type and paged field: the app's own policies and every feature's. */
export async function loadTypePolicies(features: readonly ClientFeature[]): Promise<TypePolicies> {
  const policies = await Promise.all(features.map((feature) => feature.typePolicies?.() ?? {}));
  return mergeTypePolicies([APP_TYPE_POLICIES, ...policies]);
}

/**
 * One set of type policies from several. Each type's field policies are merged; a type option or a field
 * set twice is an error, since which one the cache used would depend on the order of the list.
 */
export function mergeTypePolicies(sets: readonly TypePolicies[]): TypePolicies {
  const merged: TypePolicies = {};
  for (const set of sets) {
    for (const [typename, policy] of Object.entries(set)) {
      const existing = merged[typename];
      if (!existing) {
        merged[typename] = { ...policy };
        continue;
      }
      const { fields, ...options } = policy;
      for (const key of Object.keys(options)) {
        if (key in existing) throw new Error(`Two type policies set ${typename}.${key}`);
      }
      for (const field of Object.keys(fields ?? {})) {
        if (existing.fields && field in existing.fields) {
          throw new Error(`Two type policies set the field ${typename}.${field}`);
        }
      }
      merged[typename] = { ...existing, ...options, fields: { ...existing.fields, ...fields } };
    }
  }
  return merged;
}
