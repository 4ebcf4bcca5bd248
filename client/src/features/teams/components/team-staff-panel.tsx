import { Button, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link as RouterLink } from 'react-router';
import { LuPlus, LuX } from 'react-icons/lu';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormField } from '../../../components/ui/form-field';
import { SelectInput } from '../../../components/ui/select-input';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { UserAvatar } from '../../../components/ui/user-avatar';
import type { TeamStaffRole, TeamStaffRowFragment } from '../../../generated/graphql';
import { useFeatureErrors } from '../../../lib/apollo/feature-errors';
import { PATHS } from '../../../lib/paths';
import { StaffCandidatesDocument } from '../graphql/teams';
import { useTeamStaffMutations } from '../hooks/use-team-mutations';

export const STAFF_ROLES: readonly TeamStaffRole[] = [
  'head_coach',
  'assistant_coach',
  'goalkeeper_coach',
  'physio',
  'manager',
];

interface TeamStaffPanelProps {
  teamId: string;
  staff: readonly TeamStaffRowFragment[];
  canManage: boolean;
}

/** A team's staff with their roles; the admins of the team's scope add and remove them. */
export function TeamStaffPanel({ teamId, staff, canManage }: TeamStaffPanelProps) {
  const { t } = useTranslation();
  const [professionalId, setProfessionalId] = useState('');
  const [role, setRole] = useState<TeamStaffRole>('head_coach');
  const [removing, setRemoving] = useState<TeamStaffRowFragment | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const candidates = useQuery(StaffCandidatesDocument, { variables: { query: null }, skip: !canManage });
  const staffMutations = useTeamStaffMutations(teamId);
  const errors = useFeatureErrors('teams');

  const add = async () => {
    setFailure(null);
    const outcome = await staffMutations.add(professionalId, role);
    if (outcome.ok) setProfessionalId('');
    else setFailure(errors.explain(outcome.error));
  };
  const remove = async () => {
    if (!removing) return;
    const outcome = await staffMutations.remove(removing.id);
    if (!outcome.ok) setFailure(errors.explain(outcome.error));
    setRemoving(null);
  };

  return (
    <Stack gap="3">
      {staff.length === 0 ? (
        <Text color="fg.muted">{t('teams.profile.staffEmpty')}</Text>
      ) : (
        <Stack as="ul" gap="2" listStyle="none" aria-label={t('teams.profile.staff')}>
          {staff.map((member) => (
            <HStack
              as="li"
              key={member.id}
              justify="space-between"
              p="3"
              borderWidth="1px"
              rounded="l2"
              gap="3"
            >
              <HStack gap="3" minW="0">
                <UserAvatar name={member.professional.name} src={member.professional.avatar} size="sm" />
                <Stack gap="0" minW="0">
                  <Link asChild fontWeight="medium">
                    <RouterLink to={generatePath(PATHS.professional, { id: member.professionalId })}>
                      {member.professional.name}
                    </RouterLink>
                  </Link>
                  <Text textStyle="xs" color="fg.muted" truncate>
                    {t(`teams.staffRole.${member.role}`)} · {member.professional.title}
                  </Text>
                </Stack>
              </HStack>
              {canManage ? (
                <IconButton
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={t('teams.actions.removeStaff', { name: member.professional.name })}
                  onClick={() => setRemoving(member)}
                >
                  <LuX />
                </IconButton>
              ) : null}
            </HStack>
          ))}
        </Stack>
      )}
      {canManage ? (
        // One field under the other, each with its label: the panel sits in a narrow column, where side
        // by side the role read "Head c".
        <Stack gap="3" p="3" borderWidth="1px" borderStyle="dashed" rounded="l2">
          <FormField label={t('teams.profile.professional')} invalid={false}>
            <SelectInput
              name="professionalId"
              value={professionalId}
              onChange={(event) => setProfessionalId(event.target.value)}
            >
              <option value="">{t('teams.form.choose')}</option>
              {(candidates.data?.professionals.nodes ?? []).map((professional) => (
                <option key={professional.id} value={professional.id}>
                  {professional.name} — {professional.title}
                </option>
              ))}
            </SelectInput>
          </FormField>
          <FormField label={t('teams.profile.role')} invalid={false}>
            <SelectInput
              name="role"
              value={role}
              onChange={(event) => setRole(event.target.value as TeamStaffRole)}
            >
              {STAFF_ROLES.map((value) => (
                <option key={value} value={value}>
                  {t(`teams.staffRole.${value}`)}
                </option>
              ))}
            </SelectInput>
          </FormField>
          <Button
            size="sm"
            alignSelf="start"
            disabled={!professionalId}
            loading={staffMutations.adding}
            onClick={() => void add()}
          >
            <LuPlus aria-hidden="true" />
            {t('teams.actions.addStaff')}
          </Button>
        </Stack>
      ) : null}
      {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
      <ConfirmDialog
        open={removing !== null}
        title={t('teams.profile.removeTitle')}
        cancelLabel={t('teams.actions.cancel')}
        confirmLabel={t('teams.profile.removeTitle')}
        onCancel={() => setRemoving(null)}
        onConfirm={() => void remove()}
        confirming={staffMutations.removing}
      >
        {t('teams.profile.removeQuestion', { name: removing?.professional.name ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}
