import { defineFeature, type Deps } from '../../shared/feature.js';
import { FeePlanEntity } from './fee-plan.entity.js';
import { feesResolvers } from './fees.resolvers.js';
import { FeesService } from './fees.service.js';
import { InvoiceCounterEntity, InvoiceEntity } from './invoice.entity.js';
import { PaymentAllocationEntity, PaymentEntity } from './payment.entity.js';

export type { FeesService } from './fees.service.js';

/**
 * Fees (docs/adr/0011): fee plans, the invoices an assignment issues with the organization's numbers,
 * and the payments allocated to them; money in integer minor units, seen by its admins and the
 * athletes' guardians only.
 */
export const feesModule = defineFeature({
  name: 'fees',
  entities: [FeePlanEntity, InvoiceEntity, InvoiceCounterEntity, PaymentEntity, PaymentAllocationEntity],
  resolvers: feesResolvers,
  createService: ({ dataSource }: Deps) => new FeesService(dataSource),
});
