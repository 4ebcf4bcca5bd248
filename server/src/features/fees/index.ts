import { defineFeature, type Deps } from '../../shared/feature.js';
import type { FileRoute, UploadRoute } from '../../shared/file-route.js';
import { FeeReminderEntity, FeeReminderPauseEntity } from './fee-reminder.entity.js';
import { FeePlanEntity, FeePlanTeamEntity } from './fee-plan.entity.js';
import { CardPayments, cardProviderFromEnv } from './fees.card.js';
import { createFeeLoaders } from './fees.loaders.js';
import { FinanceReads } from './fees.finance.js';
import { FeeNewcomers } from './fees.newcomers.js';
import { MoneyAdmins } from './fees.money-admins.js';
import { FEE_REMINDER_SCHEDULES, FeeReminders, feeReminderJobs } from './fees.reminders.js';
import { feesResolvers } from './fees.resolvers.js';
import { FeesService } from './fees.service.js';
import { InvoiceCounterEntity, InvoiceEntity } from './invoice.entity.js';
import { CardPaymentEventEntity, PaymentAllocationEntity, PaymentEntity } from './payment.entity.js';
import { MoneyAdminEntity } from './money-admin.entity.js';

export type { FeesService } from './fees.service.js';
export { invoiceManaged } from './fees.policy.js';
export { userFamilyCredit, userFamilyPayments } from './fees.user-money.js';

/**
 * Fees (docs/adr/0011): fee plans, the invoices an assignment issues with the organization's numbers,
 * the payments allocated to them, reminders through the job queue and the finance dashboard; money in
 * integer minor units, seen by its admins and the athletes' guardians only.
 */
export const feesModule = defineFeature({
  name: 'fees',
  entities: [
    FeePlanEntity,
    FeePlanTeamEntity,
    InvoiceEntity,
    InvoiceCounterEntity,
    PaymentEntity,
    PaymentAllocationEntity,
    FeeReminderEntity,
    FeeReminderPauseEntity,
    CardPaymentEventEntity,
    MoneyAdminEntity,
  ],
  resolvers: feesResolvers,
  loaders: createFeeLoaders,
  createService: ({ dataSource, authSettings }: Deps) =>
    new FeesService(
      dataSource,
      new FinanceReads(dataSource),
      new FeeReminders(dataSource),
      new CardPayments(dataSource, cardProviderFromEnv(process.env), authSettings.publicUrl),
      new FeeNewcomers(dataSource),
      new MoneyAdmins(dataSource),
    ),
  jobs: ({ dataSource, jobs, authSettings }: Deps) =>
    feeReminderJobs({ dataSource, jobs, publicUrl: authSettings.publicUrl }),
  schedules: FEE_REMINDER_SCHEDULES,
  // The invoice and a payment's receipt as PDFs, for whoever reads them.
  fileRoutes: ({ fees }: { fees: FeesService }): FileRoute[] => [
    {
      path: 'api/invoices/:id/pdf',
      handle: ({ viewer, params }) => fees.invoicePdf(viewer, params.id ?? ''),
    },
    {
      path: 'api/payments/:id/receipt',
      handle: ({ viewer, params }) => fees.receiptPdf(viewer, params.id ?? ''),
    },
  ],
  // The card provider's signed webhook (fees.card-webhook.ts): the provider calls it, signed out.
  uploadRoutes: ({ fees }: { fees: FeesService }): UploadRoute[] => [
    {
      path: 'api/payments/card/stripe/webhook',
      maxBytes: 256 * 1024,
      handle: ({ bytes, headers }) => fees.card.webhook(bytes, headers['stripe-signature']),
    },
  ],
});
