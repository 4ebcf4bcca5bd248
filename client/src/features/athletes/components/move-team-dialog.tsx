import { useMutation, useQuery } from '@apollo/client/react';
import { Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { FormField } from '../../../components/ui/form-field';
import { SelectInput } from '../../../components/ui/select-input';
import { appToaster } from '../../../components/ui/toaster';
import type { AthleteProfileFragment } from '../../../generated/graphql';
import { AthleteProfileDocument, AthleteTeamOptionsDocument, MoveAthleteDocument } from '../graphql/athletes';
import { athletesErrorMessage } from './athletes-errors';

interface MoveTeamDialogProps {
  athlete: AthleteProfileFragment;
  onClose: () => void;
}

/** Moves the athlete from one of their current teams to another: the old membership ends today. */
export function MoveTeamDialog({ athlete, onClose }: MoveTeamDialogProps) {
  const { t } = useTranslation();
  const current = athlete.history.filter((membership) => membership.current);
  const [membershipId, setMembershipId] = useState(current[0]?.id ?? '');
  const [toTeamId, setToTeamId] = useState('');
  const [problem, setProblem] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const teams = useQuery(AthleteTeamOptionsDocument, { variables: {} });
  const [move, moving] = useMutation(MoveAthleteDocument, {
    refetchQueries: [{ query: AthleteProfileDocument, variables: { id: athlete.id } }],
    awaitRefetchQueries: true,
  });
  const fromTeamId = current.find((membership) => membership.id === membershipId)?.teamId;
  const targets = (teams.data?.teams.nodes ?? []).filter(
    (team) => !current.some((membership) => membership.teamId === team.id),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!toTeamId || !membershipId) {
      setProblem(true);
      return;
    }
    setFailure(null);
    try {
      await move({ variables: { input: { membershipId, toTeamId } } });
      appToaster.create({ type: 'success', title: t('athletes.move.done') });
      onClose();
    } catch (error) {
      setFailure(athletesErrorMessage(error, t));
    }
  };

  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size={{ base: 'full', sm: 'md' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form onSubmit={(event) => void submit(event)} noValidate>
              <Dialog.Header>
                <Dialog.Title>{t('athletes.move.title', { name: athlete.fullName })}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
                  {current.length > 1 ? (
                    <FormField label={t('athletes.move.from')} invalid={false}>
                      <SelectInput
                        name="membershipId"
                        value={membershipId}
                        onChange={(event) => setMembershipId(event.target.value)}
                      >
                        {current.map((membership) => (
                          <option key={membership.id} value={membership.id}>
                            {membership.team.name}
                          </option>
                        ))}
                      </SelectInput>
                    </FormField>
                  ) : null}
                  <FormField
                    label={t('athletes.move.to')}
                    required
                    invalid={problem && !toTeamId}
                    error={t('athletes.fieldError.required')}
                    helper={
                      fromTeamId
                        ? t('athletes.move.hint', {
                            team: current.find((membership) => membership.id === membershipId)?.team.name,
                          })
                        : undefined
                    }
                  >
                    <SelectInput
                      name="toTeamId"
                      value={toTeamId}
                      onChange={(event) => setToTeamId(event.target.value)}
                    >
                      <option value="">{t('athletes.move.choose')}</option>
                      {targets.map((team) => (
                        <option key={team.id} value={team.id}>
                          {team.name} · {team.ageCategory} · {team.branch.name}
                        </option>
                      ))}
                    </SelectInput>
                  </FormField>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" type="button">
                    {t('athletes.actions.cancel')}
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="submit" loading={moving.loading}>
                  {t('athletes.move.submit')}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('athletes.actions.close')} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
