// The invoices list in Apollo's cache: one entry per set of filters, holding every page loaded so far.
// Who handles an organization's money is one entry per organization, so a change's answer replaces it.
import type { TypePolicies } from '@apollo/client';
import { connectionField } from '../../components/data-table';

export const feesTypePolicies: TypePolicies = {
  Query: { fields: { invoices: connectionField() } },
  MoneyAdmins: { keyFields: ['organizationId'] },
  MoneyAdminCandidate: { keyFields: false },
};
