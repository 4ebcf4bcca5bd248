// The companies list in Apollo's cache: one entry per set of filters, holding every page loaded so far
// ("load more" appends the next page to it); a company's contacts and sponsorships as last read.
import type { TypePolicies } from '@apollo/client';
import { connectionField } from '../../components/data-table';

export const companiesTypePolicies: TypePolicies = {
  Query: { fields: { companies: connectionField() } },
  Company: {
    fields: {
      contacts: { merge: (_existing, incoming: unknown) => incoming },
      sponsorships: { merge: (_existing, incoming: unknown) => incoming },
    },
  },
};
