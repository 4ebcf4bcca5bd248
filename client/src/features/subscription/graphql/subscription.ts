import { graphql } from '../../../generated';

export const SubscriptionPlanFieldsFragment = graphql(`
  fragment SubscriptionPlanFields on SubscriptionPlan {
    id
    name
    description
    price
    storageQuotaBytes
    features
  }
`);

/** The four plans, cheapest first, in the interface language. Every signed-in user reads them. */
export const SubscriptionPlansDocument = graphql(`
  query SubscriptionPlans {
    subscriptionPlans {
      ...SubscriptionPlanFields
    }
  }
`);

export const OrganizationSubscriptionFieldsFragment = graphql(`
  fragment OrganizationSubscriptionFields on Organization {
    id
    name
    plan {
      id
      name
    }
    storageUsedBytes
    storageQuotaBytes
  }
`);

/** The viewer's own organization: its plan and storage are null unless the viewer administers it. */
export const MyOrganizationSubscriptionDocument = graphql(`
  query MyOrganizationSubscription {
    myOrganization {
      ...OrganizationSubscriptionFields
    }
  }
`);

/** The organization a super admin chose. */
export const OrganizationSubscriptionDocument = graphql(`
  query OrganizationSubscription($id: ID!) {
    organization(id: $id) {
      ...OrganizationSubscriptionFields
    }
  }
`);

/** Puts an organization on a plan (a super admin only). */
export const ChangeOrganizationPlanDocument = graphql(`
  mutation ChangeOrganizationPlan($id: ID!, $planId: ID) {
    updateOrganization(id: $id, input: { planId: $planId }) {
      ...OrganizationSubscriptionFields
    }
  }
`);
