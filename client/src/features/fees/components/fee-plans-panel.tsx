import { Button, Card, Heading, HStack, Skeleton, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import type { FeePlanRowFragment } from '../../../generated/graphql';
import { useDates } from '../../../lib/dates-hook';
import { FeePlansDocument } from '../graphql/fees';
import { useStopBillingNewcomers } from '../hooks/use-fee-mutations';
import { useMoney } from '../../../lib/use-money';
import { AssignPlanDialog } from './assign-plan-dialog';
import { FeePlanDialog } from './fee-plan-dialog';

/** The organization's fee plans, each assigned to a team from here; the organization's admins add them. */
export function FeePlansPanel({
  canCreate,
  organizationId,
}: {
  canCreate: boolean;
  organizationId: string | null;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const dates = useDates();
  const { data, error } = useQuery(FeePlansDocument, { variables: { organizationId } });
  const [creating, setCreating] = useState(false);
  const [assigning, setAssigning] = useState<FeePlanRowFragment | null>(null);
  const [stopNewcomers, stopState] = useStopBillingNewcomers();
  const plans = data?.feePlans;
  return (
    <Card.Root variant="outline" as="section" aria-labelledby="fee-plans-heading">
      <Card.Body gap="3">
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Heading as="h2" size="sm" id="fee-plans-heading">
            {t('fees.plans.title')}
          </Heading>
          {canCreate ? (
            <Button size="sm" variant="outline" onClick={() => setCreating(true)}>
              <LuPlus aria-hidden="true" />
              {t('fees.plans.new')}
            </Button>
          ) : null}
        </HStack>
        {error && !plans ? (
          <Text color="fg.error" role="alert">
            {t('fees.errors.generic')}
          </Text>
        ) : !plans ? (
          <Skeleton h="10" />
        ) : plans.length === 0 ? (
          <Text color="fg.muted">{canCreate ? t('fees.plans.emptyAdmin') : t('fees.plans.empty')}</Text>
        ) : (
          <Stack gap="2">
            {plans.map((plan) => (
              <HStack key={plan.id} justify="space-between" gap="3" wrap="wrap" borderTopWidth="1px" pt="2">
                <Stack gap="0" minW="0">
                  <Text fontWeight="medium">{plan.name}</Text>
                  <Text textStyle="sm" color="fg.muted">
                    {t(`fees.plans.summary.${plan.kind}`, {
                      amount: money(plan.amount, plan.currency),
                      count: plan.instalments,
                      date: dates.calendarDate(plan.firstDueOn),
                    })}
                  </Text>
                  {plan.newcomerTeams.length > 0 ? (
                    <Wrap gap="1.5" align="center" mt="1" data-testid="plan-newcomer-teams">
                      <Text textStyle="xs" color="fg.muted">
                        {t('fees.plans.newcomers')}
                      </Text>
                      {plan.newcomerTeams.map((team) => (
                        <Tag.Root key={team.teamId} size="sm" variant="surface" colorPalette="brand">
                          <Tag.Label>{team.name}</Tag.Label>
                          <Tag.EndElement>
                            <Tag.CloseTrigger
                              aria-label={t('fees.plans.stopNewcomers', { team: team.name, name: plan.name })}
                              disabled={stopState.loading}
                              onClick={() => void stopNewcomers(plan.id, team)}
                            />
                          </Tag.EndElement>
                        </Tag.Root>
                      ))}
                    </Wrap>
                  ) : null}
                </Stack>
                <Button
                  size="sm"
                  onClick={() => setAssigning(plan)}
                  aria-label={t('fees.plans.assignNamed', { name: plan.name })}
                >
                  {t('fees.plans.assign')}
                </Button>
              </HStack>
            ))}
          </Stack>
        )}
      </Card.Body>
      {creating ? <FeePlanDialog organizationId={organizationId} onClose={() => setCreating(false)} /> : null}
      {assigning ? (
        <AssignPlanDialog
          plan={assigning}
          teams={data?.teams.nodes ?? []}
          onClose={() => setAssigning(null)}
        />
      ) : null}
    </Card.Root>
  );
}
