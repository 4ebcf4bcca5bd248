import type { TypePolicies } from '@apollo/client';
import { contactsQueryFields } from '../../features/contacts/contacts-cache';

/**
 * How the normalised cache stores each type and paged field. A feature that needs a policy (a paged
 * list, a type without an id) keeps it in its own folder and spreads it in here: one line per feature.
 */
export const typePolicies: TypePolicies = {
  // Search groups are values inside one answer, not entities: never merged across queries.
  SearchGroup: { keyFields: false },
  Query: { fields: { ...contactsQueryFields } },
};
