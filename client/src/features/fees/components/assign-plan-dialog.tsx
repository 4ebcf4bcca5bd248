import { Checkbox, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialogFrame } from '../../../components/ui/form-dialog-frame';
import { FormField } from '../../../components/ui/form-field';
import type { FeePlanRowFragment } from '../../../generated/graphql';
import { useAssignFeePlan } from '../hooks/use-fee-mutations';
import { useMoney } from '../../../lib/use-money';
import { useFeatureFormSubmit } from '../../../lib/apollo/feature-errors';

/**
 * Assigns a plan to a team: every current athlete gets the plan's invoices, issued at once; optionally the
 * children the team admits from registrations later get its invoices not due yet when they are approved.
 */
export function AssignPlanDialog({
  plan,
  teams,
  onClose,
}: {
  plan: FeePlanRowFragment;
  teams: readonly { id: string; name: string }[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const [teamId, setTeamId] = useState('');
  const [newcomers, setNewcomers] = useState(false);
  const [assign, state] = useAssignFeePlan();
  const { submit, field, message } = useFeatureFormSubmit<'teamId'>('fees', {
    fields: ['teamId'],
    missing: () => (teamId ? [] : ['teamId']),
    save: async () => {
      await assign(plan.id, teamId, newcomers);
      onClose();
    },
  });
  return (
    <FormDialogFrame
      message={message}
      title={t('fees.assign.title', { name: plan.name })}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('fees.assign.submit')}
      submitting={state.loading}
    >
      <Text mb="4">
        {t(`fees.assign.explain.${plan.kind}`, {
          amount: money(plan.amount, plan.currency),
          count: plan.instalments,
        })}
      </Text>
      <FormField label={t('fees.assign.team')} {...field('teamId')} required>
        <NativeSelect.Root>
          <NativeSelect.Field
            name="teamId"
            value={teamId}
            onChange={(event) => setTeamId(event.target.value)}
          >
            <option value="">{t('fees.assign.choose')}</option>
            {teams.map((team) => (
              <option key={team.id} value={team.id}>
                {team.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <Checkbox.Root
        mt="4"
        alignItems="flex-start"
        checked={newcomers}
        onCheckedChange={(details) => setNewcomers(details.checked === true)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control mt="0.5" />
        <Stack gap="0.5">
          <Checkbox.Label>{t('fees.assign.newcomers')}</Checkbox.Label>
          <Text textStyle="sm" color="fg.muted">
            {t('fees.assign.newcomersHelp')}
          </Text>
        </Stack>
      </Checkbox.Root>
    </FormDialogFrame>
  );
}
