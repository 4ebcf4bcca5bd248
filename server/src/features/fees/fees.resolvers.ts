import type { Resolvers } from '../../generated/graphql.js';
import { selectsField } from '../organizations/index.js';

export const feesResolvers: Resolvers = {
  Query: {
    moneyAccess: (_parent, _args, ctx) => ctx.services.fees.finance.access(ctx.viewer),
    moneyAdmins: (_parent, { organizationId }, ctx) =>
      ctx.services.fees.moneyAdmins.read(ctx.viewer, organizationId),
    feePlans: (_parent, { organizationId, includeArchived }, ctx) =>
      ctx.services.fees.feePlans(ctx.viewer, organizationId, includeArchived ?? false),
    invoices: (_parent, args, ctx, info) =>
      ctx.services.fees.invoices(ctx.viewer, args, { count: selectsField(info, 'totalCount') }),
    invoice: (_parent, { id }, ctx) => ctx.services.fees.invoice(ctx.viewer, id),
    payments: (_parent, { athleteId }, ctx) => ctx.services.fees.payments(ctx.viewer, athleteId),
    cardPaymentsEnabled: (_parent, _args, ctx) => ctx.services.fees.card.enabled(),
    financeSummary: (_parent, { organizationId, currency }, ctx) =>
      ctx.services.fees.finance.summary(ctx.viewer, organizationId, currency),
  },
  Mutation: {
    setMoneyAdmins: (_parent, { organizationId, userIds }, ctx) =>
      ctx.services.fees.moneyAdmins.set(ctx.viewer, organizationId, userIds),
    createFeePlan: (_parent, { organizationId, input }, ctx) =>
      ctx.services.fees.createFeePlan(ctx.viewer, organizationId, input),
    archiveFeePlan: (_parent, { id }, ctx) => ctx.services.fees.archiveFeePlan(ctx.viewer, id),
    assignFeePlan: (_parent, args, ctx) => ctx.services.fees.assignFeePlan(ctx.viewer, args),
    stopBillingNewcomers: (_parent, args, ctx) => ctx.services.fees.newcomers.stop(ctx.viewer, args),
    recordPayment: (_parent, { input }, ctx) => ctx.services.fees.recordPayment(ctx.viewer, input),
    setFeeRemindersPaused: (_parent, { athleteId, paused }, ctx) =>
      ctx.services.fees.reminders.setPaused(ctx.viewer, athleteId, paused),
    refundPayment: (_parent, args, ctx) => ctx.services.fees.refundPayment(ctx.viewer, args),
    startCardPayment: (_parent, { invoiceId }, ctx) => ctx.services.fees.card.start(ctx.viewer, invoiceId),
    voidInvoice: (_parent, { id, reason }, ctx) => ctx.services.fees.voidInvoice(ctx.viewer, id, reason),
  },
  Athlete: {
    // Without amounts, for whoever reads the athlete in full (admins, their coaches, their guardians).
    feeStanding: (athlete, _args, ctx) =>
      athlete.access === 'full' ? ctx.loaders.feeStandingByAthleteId.load(athlete.id) : null,
  },
};
