import { featureErrors } from '../../../lib/apollo/feature-errors';
import { Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { FormField } from '../../../components/ui/form-field';
import { SelectInput } from '../../../components/ui/select-input';
import { appToaster } from '../../../components/ui/toaster';
import type { AthleteProfileFragment, TeamMembershipStatus } from '../../../generated/graphql';
import { describeApiError } from '../../../lib/apollo/errors';
import { fieldErrorCodesOf, namedFieldLimits } from '../../../lib/apollo/field-error-codes';
import { useUpdateMembership } from '../hooks/use-athlete-mutations';
import { FormDialogFrame } from '../../../components/ui/form-dialog-frame';
import { useFieldProblems } from './use-field-problems';

const MEMBERSHIP_STATUSES: TeamMembershipStatus[] = ['active', 'trial', 'injured', 'suspended'];

type Membership = AthleteProfileFragment['history'][number];

/** Changes a current membership's jersey number, position and status. */
export function MembershipDialog({ membership, onClose }: { membership: Membership; onClose: () => void }) {
  const { t } = useTranslation();
  const [jersey, setJersey] = useState(
    membership.jerseyNumber === null ? '' : String(membership.jerseyNumber),
  );
  const [position, setPosition] = useState(membership.position ?? '');
  const [status, setStatus] = useState<TeamMembershipStatus>(membership.status);
  const { show: setProblems, field } = useFieldProblems();
  const [failure, setFailure] = useState<string | null>(null);
  const [update, updating] = useUpdateMembership();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setProblems({});
    const number = jersey.trim() === '' ? null : Number(jersey);
    if (number !== null && (!Number.isInteger(number) || number < 0 || number > 99)) {
      setProblems({ jerseyNumber: 'out_of_range' }, { jerseyNumber: { min: 0, max: 99 } });
      return;
    }
    try {
      await update({
        id: membership.id,
        input: { jerseyNumber: number, position: position.trim() || null, status },
      });
      appToaster.create({ type: 'success', title: t('athletes.membership.saved') });
      onClose();
    } catch (error) {
      const codes = fieldErrorCodesOf(error);
      const described = describeApiError(error);
      if (Object.keys(codes).length > 0) setProblems(codes, namedFieldLimits(error));
      else if (described.code === 'CONFLICT' && described.fieldErrors?.jerseyNumber) {
        setProblems({ jerseyNumber: 'not_unique' });
      } else setFailure(featureErrors(t, 'athletes').explain(error));
    }
  };

  return (
    <FormDialogFrame
      title={t('athletes.membership.title', { team: membership.team.name })}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      submitLabel={t('athletes.form.save')}
      submitting={updating.loading}
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label={t('athletes.profile.jersey')} {...field('jerseyNumber')}>
            <Input
              name="jerseyNumber"
              inputMode="numeric"
              autoComplete="off"
              value={jersey}
              onChange={(event) => setJersey(event.target.value)}
            />
          </FormField>
          <FormField label={t('athletes.profile.position')} {...field('position')}>
            <Input
              name="position"
              autoComplete="off"
              value={position}
              onChange={(event) => setPosition(event.target.value)}
            />
          </FormField>
        </SimpleGrid>
        <FormField label={t('athletes.profile.membershipStatus')} {...field('status')}>
          <SelectInput
            name="status"
            value={status}
            onChange={(event) => setStatus(event.target.value as TeamMembershipStatus)}
          >
            {MEMBERSHIP_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`athletes.membershipStatus.${value}`)}
              </option>
            ))}
          </SelectInput>
        </FormField>
        {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
      </Stack>
    </FormDialogFrame>
  );
}
