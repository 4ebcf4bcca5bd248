import type { ApolloCache } from '@apollo/client';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { appToaster } from '../../../components/ui/toaster';
import type { FeePlanInput, PaymentInput } from '../../../generated/graphql';
import { dataOrThrow } from '../../../lib/apollo/use-cache-mutation';
import type { SpecialErrorSentence } from '../../../lib/apollo/feature-errors';
import { useFeatureMutation } from '../../../lib/apollo/use-feature-mutation';
import {
  AssignFeePlanDocument,
  CreateFeePlanDocument,
  FeePlansDocument,
  RecordPaymentDocument,
  RefundPaymentDocument,
  StartCardPaymentDocument,
  StopBillingNewcomersDocument,
  SetFeeRemindersPausedDocument,
  SetMoneyAdminsDocument,
  VoidInvoiceDocument,
} from '../graphql/fees';

// Every change of the fees feature through useCacheMutation (lib/apollo). No optimistic answers: what an
// assignment bills and where a payment goes are only known once the server has done it. Where the answer
// alone does not say which lists now hold what (new invoices, paid ones moving between statuses, the
// dashboard's sums), those lists are dropped from the cache and read again when next shown.

/** Drops the lists and sums a change of money makes stale. */
function forgetMoneyLists(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'invoices' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'financeSummary' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'payments' });
  cache.gc();
}

/** Adds a fee plan to the organization (null: the viewer's own) and to its cached list of plans. */
export function useCreateFeePlan(organizationId: string | null) {
  const { t } = useTranslation();
  const [create, state] = useFeatureMutation(CreateFeePlanDocument, 'fees');
  const run = useCallback(
    async (input: FeePlanInput) => {
      const outcome = await create({
        variables: { organizationId, input },
        handledByCaller: true,
        update: (cache, { data }) => {
          if (!data) return;
          cache.updateQuery({ query: FeePlansDocument, variables: { organizationId } }, (previous) =>
            previous ? { ...previous, feePlans: [data.createFeePlan, ...previous.feePlans] } : previous,
          );
        },
      });
      const plan = dataOrThrow(outcome).createFeePlan;
      appToaster.create({ type: 'success', title: t('fees.toast.planCreated', { name: plan.name }) });
      return plan;
    },
    [create, t, organizationId],
  );
  return [run, state] as const;
}

export function useAssignFeePlan() {
  const { t } = useTranslation();
  const [assign, state] = useFeatureMutation(AssignFeePlanDocument, 'fees');
  const run = useCallback(
    async (planId: string, teamId: string, newcomers: boolean) => {
      const outcome = await assign({
        variables: { planId, teamId, newcomers },
        handledByCaller: true,
        update: (cache) => forgetMoneyLists(cache),
      });
      const result = dataOrThrow(outcome).assignFeePlan;
      appToaster.create({
        type: 'success',
        title: t('fees.toast.assigned', { count: result.invoices.length, athletes: result.athletes }),
        description: result.skipped > 0 ? t('fees.toast.skipped', { count: result.skipped }) : undefined,
      });
      return result;
    },
    [assign, t],
  );
  return [run, state] as const;
}

/** Stops billing a team's newcomers with a plan; the plan in the answer updates its cached entry. */
export function useStopBillingNewcomers() {
  const { t } = useTranslation();
  const [stop, state] = useFeatureMutation(StopBillingNewcomersDocument, 'fees');
  const run = useCallback(
    async (planId: string, team: { teamId: string; name: string }) => {
      const outcome = await stop({ variables: { planId, teamId: team.teamId } });
      if (outcome.ok) {
        appToaster.create({ type: 'success', title: t('fees.toast.newcomersStopped', { team: team.name }) });
      }
      return outcome;
    },
    [stop, t],
  );
  return [run, state] as const;
}

export function useRecordPayment() {
  const { t } = useTranslation();
  const [record, state] = useFeatureMutation(RecordPaymentDocument, 'fees');
  const run = useCallback(
    async (input: PaymentInput) => {
      const outcome = await record({
        variables: { input },
        handledByCaller: true,
        update: (cache, { data }) => {
          // The invoices it paid changed their paid amount and status: read them again.
          for (const allocation of data?.recordPayment.allocations ?? []) {
            cache.evict({ id: cache.identify({ __typename: 'Invoice', id: allocation.invoiceId }) });
          }
          forgetMoneyLists(cache);
        },
      });
      const payment = dataOrThrow(outcome).recordPayment;
      appToaster.create({ type: 'success', title: t('fees.toast.paymentRecorded') });
      return payment;
    },
    [record, t],
  );
  return [run, state] as const;
}

export function useVoidInvoice() {
  const { t } = useTranslation();
  const [voidInvoice, state] = useFeatureMutation(VoidInvoiceDocument, 'fees');
  const run = useCallback(
    async (id: string, reason: string) => {
      const outcome = await voidInvoice({
        variables: { id, reason },
        handledByCaller: true,
        update: (cache) => {
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'financeSummary' });
          cache.gc();
        },
      });
      const invoice = dataOrThrow(outcome).voidInvoice;
      appToaster.create({ type: 'success', title: t('fees.toast.voided', { number: invoice.number }) });
      return invoice;
    },
    [voidInvoice, t],
  );
  return [run, state] as const;
}

/** Pauses or resumes a family's reminders; every cached invoice of the athlete says so at once. */
export function useSetRemindersPaused() {
  const { t } = useTranslation();
  const [setPaused, state] = useFeatureMutation(SetFeeRemindersPausedDocument, 'fees');
  const run = useCallback(
    async (athleteId: string, paused: boolean) => {
      const outcome = await setPaused({
        variables: { athleteId, paused },
        update: (cache, { data }) => {
          if (data === undefined || data === null) return;
          const now = data.setFeeRemindersPaused;
          for (const [key, value] of Object.entries(
            cache.extract() as Record<string, { __typename?: string; athleteId?: string }>,
          )) {
            if (value.__typename === 'Invoice' && value.athleteId === athleteId) {
              cache.modify({ id: key, fields: { remindersPaused: () => now } });
            }
          }
        },
      });
      if (outcome.ok) {
        appToaster.create({ type: 'success', title: t(paused ? 'fees.toast.paused' : 'fees.toast.resumed') });
      }
      return outcome;
    },
    [setPaused, t],
  );
  return [run, state] as const;
}

/** Gives money back from a payment; the invoices it took from are read again. */
export function useRefundPayment() {
  const { t } = useTranslation();
  const [refund, state] = useFeatureMutation(RefundPaymentDocument, 'fees');
  const run = useCallback(
    async (paymentId: string, amount: string, reason: string) => {
      const outcome = await refund({
        variables: { paymentId, amount, reason },
        handledByCaller: true,
        update: (cache, { data }) => {
          for (const allocation of data?.refundPayment.allocations ?? []) {
            cache.evict({ id: cache.identify({ __typename: 'Invoice', id: allocation.invoiceId }) });
          }
          forgetMoneyLists(cache);
        },
      });
      const payment = dataOrThrow(outcome).refundPayment;
      appToaster.create({ type: 'success', title: t('fees.toast.refunded') });
      return payment;
    },
    [refund, t],
  );
  return [run, state] as const;
}

/** Begins a card payment at the provider and goes to its payment page. */
export function useStartCardPayment() {
  const [start, state] = useFeatureMutation(StartCardPaymentDocument, 'fees');
  const run = useCallback(
    async (invoiceId: string) => {
      const outcome = await start({ variables: { invoiceId } });
      if (outcome.ok) window.location.assign(outcome.data.startCardPayment.url);
    },
    [start],
  );
  return [run, state] as const;
}

/** The refusals of a change of who handles the money, in the panel's own words. */
const moneyAdminsSentence: SpecialErrorSentence = (failure, t) =>
  failure.code === 'FORBIDDEN'
    ? t('fees.moneyAdmins.forbidden')
    : failure.code === 'BAD_USER_INPUT'
      ? t('fees.moneyAdmins.invalid')
      : undefined;

/**
 * Keeps the organization's money to the named admins (none: every admin again). The answer replaces the
 * organization's entry; what the viewer may now see of the money is read again.
 */
export function useSetMoneyAdmins() {
  const { t } = useTranslation();
  const [set, state] = useFeatureMutation(SetMoneyAdminsDocument, 'fees', moneyAdminsSentence);
  const run = useCallback(
    async (organizationId: string, userIds: string[]) => {
      const outcome = await set({
        variables: { organizationId, userIds },
        update: (cache) => {
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'moneyAccess' });
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'feePlans' });
          forgetMoneyLists(cache);
        },
      });
      if (outcome.ok) {
        appToaster.create({
          type: 'success',
          title:
            userIds.length > 0
              ? t('fees.toast.moneyKept', { count: userIds.length })
              : t('fees.toast.moneyShared'),
        });
      }
      return outcome;
    },
    [set, t],
  );
  return [run, state] as const;
}
