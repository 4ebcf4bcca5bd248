import { graphql } from '../../../generated';

export const InvoiceRowFragment = graphql(`
  fragment InvoiceRow on Invoice {
    id
    number
    status
    athleteId
    athleteName
    period
    periods
    currency
    issuedOn
    dueOn
    total
    paid
    outstanding
    remindersPaused
  }
`);

export const InvoiceDetailFragment = graphql(`
  fragment InvoiceDetail on Invoice {
    ...InvoiceRow
    organizationId
    planId
    teamId
    lines {
      description
      amount
    }
    subtotal
    discount
    tax
    voidedAt
    voidReason
  }
`);

export const PaymentRowFragment = graphql(`
  fragment PaymentRow on Payment {
    id
    athleteId
    athleteName
    method
    reference
    amount
    currency
    receivedOn
    unallocated
    refundOf
    refundReason
    allocations {
      invoiceId
      invoiceNumber
      amount
    }
  }
`);

export const FeePlanRowFragment = graphql(`
  fragment FeePlanRow on FeePlan {
    id
    name
    kind
    currency
    amount
    instalments
    firstDueOn
    taxRate
    discounts {
      label
      kind
      value
    }
    archivedAt
    newcomerTeams {
      teamId
      name
    }
  }
`);

/** The invoices list of the finance page: the money admins' all, a guardian's their children's. */
export const InvoicesPageDocument = graphql(`
  query InvoicesPage(
    $organizationId: ID
    $status: InvoiceStatus
    $teamId: ID
    $query: String
    $first: Int
    $after: String
  ) {
    invoices(
      organizationId: $organizationId
      status: $status
      teamId: $teamId
      query: $query
      first: $first
      after: $after
    ) {
      totalCount
      endCursor
      nodes {
        ...InvoiceRow
      }
    }
  }
`);

export const InvoiceDocument = graphql(`
  query Invoice($id: ID!) {
    invoice(id: $id) {
      ...InvoiceDetail
    }
  }
`);

/** What the printable invoice shows: the invoice and who bills it. */
export const PrintableInvoiceDocument = graphql(`
  query PrintableInvoice($id: ID!) {
    invoice(id: $id) {
      ...InvoiceDetail
    }
    me {
      id
      organization {
        id
        name
      }
    }
  }
`);

export const AthletePaymentsDocument = graphql(`
  query AthletePayments($athleteId: ID!) {
    payments(athleteId: $athleteId) {
      ...PaymentRow
    }
  }
`);

export const FinanceSummaryDocument = graphql(`
  query FinanceSummary($organizationId: ID) {
    financeSummary(organizationId: $organizationId) {
      currency
      billed
      collected
      outstanding
      overdue
      overdueCount
      collectionRate
      months {
        month
        billed
        collected
      }
      teams {
        id
        name
        outstanding
        overdue
      }
      recentPayments {
        ...PaymentRow
      }
    }
  }
`);

export const FeePlansDocument = graphql(`
  query FeePlans($organizationId: ID) {
    feePlans(organizationId: $organizationId) {
      ...FeePlanRow
    }
    teams(organizationId: $organizationId, currentSeason: true, first: 200) {
      nodes {
        id
        name
      }
    }
  }
`);

export const CreateFeePlanDocument = graphql(`
  mutation CreateFeePlan($organizationId: ID, $input: FeePlanInput!) {
    createFeePlan(organizationId: $organizationId, input: $input) {
      ...FeePlanRow
    }
  }
`);

export const AssignFeePlanDocument = graphql(`
  mutation AssignFeePlan($planId: ID!, $teamId: ID, $newcomers: Boolean) {
    assignFeePlan(planId: $planId, teamId: $teamId, newcomers: $newcomers) {
      plan {
        ...FeePlanRow
      }
      athletes
      skipped
      invoices {
        ...InvoiceRow
      }
    }
  }
`);

export const RecordPaymentDocument = graphql(`
  mutation RecordPayment($input: PaymentInput!) {
    recordPayment(input: $input) {
      ...PaymentRow
    }
  }
`);

export const VoidInvoiceDocument = graphql(`
  mutation VoidInvoice($id: ID!, $reason: String!) {
    voidInvoice(id: $id, reason: $reason) {
      ...InvoiceDetail
    }
  }
`);

export const SetFeeRemindersPausedDocument = graphql(`
  mutation SetFeeRemindersPaused($athleteId: ID!, $paused: Boolean!) {
    setFeeRemindersPaused(athleteId: $athleteId, paused: $paused)
  }
`);

/** A parent's home: their children's open invoices, soonest due first. */
export const FamilyInvoicesDocument = graphql(`
  query FamilyInvoices {
    invoices(first: 20) {
      totalCount
      nodes {
        ...InvoiceRow
      }
    }
  }
`);

export const RefundPaymentDocument = graphql(`
  mutation RefundPayment($paymentId: ID!, $amount: String!, $reason: String!) {
    refundPayment(paymentId: $paymentId, amount: $amount, reason: $reason) {
      ...PaymentRow
    }
  }
`);

export const CardPaymentsEnabledDocument = graphql(`
  query CardPaymentsEnabled {
    cardPaymentsEnabled
  }
`);

export const StartCardPaymentDocument = graphql(`
  mutation StartCardPayment($invoiceId: ID!) {
    startCardPayment(invoiceId: $invoiceId) {
      url
      providerReference
    }
  }
`);

export const MoneyAccessDocument = graphql(`
  query MoneyAccess {
    moneyAccess {
      manage
      plans
    }
  }
`);

export const StopBillingNewcomersDocument = graphql(`
  mutation StopBillingNewcomers($planId: ID!, $teamId: ID!) {
    stopBillingNewcomers(planId: $planId, teamId: $teamId) {
      ...FeePlanRow
    }
  }
`);

export const MoneyAdminsFieldsFragment = graphql(`
  fragment MoneyAdminsFields on MoneyAdmins {
    organizationId
    restricted
    editable
    candidates {
      userId
      name
      email
      branchName
      named
    }
  }
`);

export const MoneyAdminsDocument = graphql(`
  query MoneyAdmins($organizationId: ID) {
    moneyAdmins(organizationId: $organizationId) {
      ...MoneyAdminsFields
    }
  }
`);

export const SetMoneyAdminsDocument = graphql(`
  mutation SetMoneyAdmins($organizationId: ID!, $userIds: [ID!]!) {
    setMoneyAdmins(organizationId: $organizationId, userIds: $userIds) {
      ...MoneyAdminsFields
    }
  }
`);
