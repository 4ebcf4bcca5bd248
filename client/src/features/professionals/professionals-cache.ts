// The professionals list in Apollo's cache: one entry per search, sort and archive choice, holding every
// page loaded so far ("load more" appends the next page to it).
import type { TypePolicies } from '@apollo/client';
import { connectionField } from '../../components/data-table';

export const professionalsTypePolicies: TypePolicies = {
  Query: { fields: { professionals: connectionField() } },
};
