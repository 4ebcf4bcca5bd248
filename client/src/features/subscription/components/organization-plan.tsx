import { Card, DataList, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { StorageMeter } from '../../../components/organization-details/storage-meter';
import type { OrganizationSubscriptionFieldsFragment } from '../../../generated/graphql';
import type { Plan } from '../use-plans';

interface OrganizationPlanProps {
  organization: OrganizationSubscriptionFieldsFragment;
  /** The organization's plan as the plan list has it (its price), when it has one. */
  plan: Plan | undefined;
  price: (plan: Plan) => string;
}

/** The organization's plan and its storage against the plan's quota, or why they are not shown. */
export function OrganizationPlan({ organization, plan, price }: OrganizationPlanProps) {
  const { t } = useTranslation();
  // The plan and the storage are read by the organization's administrators only (null for others).
  const administered = organization.storageUsedBytes !== null && organization.storageUsedBytes !== undefined;
  return (
    <Card.Root as="section" aria-labelledby="subscription-current">
      <Card.Header>
        <Heading as="h2" size="lg" id="subscription-current">
          {t('subscription.current.title', { organization: organization.name })}
        </Heading>
      </Card.Header>
      <Card.Body>
        {administered ? (
          <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }} size="md">
            <DataList.Item>
              <DataList.ItemLabel>{t('subscription.current.plan')}</DataList.ItemLabel>
              <DataList.ItemValue data-testid="subscription-plan">
                {organization.plan ? (
                  <Stack gap="0">
                    <Text fontWeight="semibold">{organization.plan.name}</Text>
                    {plan ? (
                      <Text color="fg.muted" textStyle="sm">
                        {price(plan)} {t('subscription.perMonth')}
                      </Text>
                    ) : null}
                  </Stack>
                ) : (
                  <Text color="fg.muted">{t('subscription.current.noPlan')}</Text>
                )}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('subscription.current.storage')}</DataList.ItemLabel>
              <DataList.ItemValue>
                <StorageMeter
                  used={organization.storageUsedBytes ?? 0}
                  quota={organization.storageQuotaBytes ?? null}
                />
              </DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        ) : (
          <Text color="fg.muted">{t('subscription.current.adminsOnly')}</Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
