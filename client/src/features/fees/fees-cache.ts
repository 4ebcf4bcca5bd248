// The invoices list in Apollo's cache: one entry per set of filters, holding every page loaded so far.
import type { TypePolicies } from '@apollo/client';
import { connectionField } from '../../components/data-table';

export const feesTypePolicies: TypePolicies = {
  Query: { fields: { invoices: connectionField() } },
};
