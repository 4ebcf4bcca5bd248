// The organizations list in Apollo's cache: one entry per set of filters, holding every page loaded so
// far ("load more" appends the next page to it).
import type { TypePolicies } from '@apollo/client';
import { connectionField } from '../../components/data-table';

export const organizationsTypePolicies: TypePolicies = {
  Query: { fields: { organizations: connectionField() } },
};
