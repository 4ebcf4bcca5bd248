import { Button, Dialog, Input, NativeSelect, Portal, SimpleGrid, Stack } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { appToaster } from '../../../components/ui/toaster';
import type { TeamGender, TeamRowFragment } from '../../../generated/graphql';
import { CreateTeamDocument, TeamStructureDocument, UpdateTeamDocument } from '../graphql/teams';
import { formFailure } from '../teams-errors';

export const TEAM_GENDERS: readonly TeamGender[] = ['girls', 'boys', 'mixed'];

interface TeamFormDialogProps {
  open: boolean;
  /** The team to edit; null creates one. */
  team: TeamRowFragment | null;
  onClose: () => void;
  /** A new team was created (the list adds it). */
  onCreated?: (team: TeamRowFragment) => void;
}

interface Draft {
  branchId: string;
  departmentId: string;
  seasonId: string;
  name: string;
  birthYearMin: string;
  birthYearMax: string;
  gender: string;
  capacity: string;
}

const draftOf = (team: TeamRowFragment | null): Draft => ({
  branchId: team?.branchId ?? '',
  departmentId: team?.departmentId ?? '',
  seasonId: team?.seasonId ?? '',
  name: team?.name ?? '',
  birthYearMin: team ? String(team.birthYearMin) : '',
  birthYearMax: team ? String(team.birthYearMax) : '',
  gender: team?.gender ?? '',
  capacity: team ? String(team.capacity) : '20',
});

const toInt = (text: string) => (text.trim() === '' ? null : Number(text));

/** Creates or edits a team: branch, department, season, name, birth years, gender and capacity. */
export function TeamFormDialog({ open, team, onClose, onCreated }: TeamFormDialogProps) {
  const { t } = useTranslation();
  const structure = useQuery(TeamStructureDocument, { skip: !open });
  const [draft, setDraft] = useState<Draft>(() => draftOf(team));
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [createTeam, creating] = useMutation(CreateTeamDocument);
  const [updateTeam, updating] = useMutation(UpdateTeamDocument);
  const set = (name: keyof Draft) => (value: string) =>
    setDraft((previous) => ({ ...previous, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The fields the form requires are checked here first; the server checks everything again.
    const missing: Record<string, string> = {};
    for (const name of [
      'branchId',
      'departmentId',
      'seasonId',
      'name',
      'birthYearMin',
      'birthYearMax',
      'gender',
      'capacity',
    ] as const) {
      if (draft[name].trim() === '') missing[name] = t('teams.form.required');
    }
    if (Object.keys(missing).length > 0) {
      setFields(missing);
      setMessage(null);
      return;
    }
    const input = {
      branchId: draft.branchId,
      departmentId: draft.departmentId,
      seasonId: draft.seasonId,
      name: draft.name.trim(),
      birthYearMin: toInt(draft.birthYearMin),
      birthYearMax: toInt(draft.birthYearMax),
      gender: draft.gender as TeamGender,
      capacity: toInt(draft.capacity),
    };
    try {
      if (team) {
        await updateTeam({ variables: { id: team.id, input } });
        appToaster.create({ type: 'success', title: t('teams.form.saved') });
      } else {
        const result = await createTeam({ variables: { input } });
        if (result.data) onCreated?.(result.data.createTeam);
        appToaster.create({ type: 'success', title: t('teams.form.created') });
      }
      onClose();
    } catch (error) {
      const failure = formFailure(error, t);
      setFields(failure.fields);
      setMessage(failure.message);
    }
  };

  const select = (
    name: 'branchId' | 'departmentId' | 'seasonId' | 'gender',
    label: string,
    options: { id: string; name: string }[],
  ) => (
    <FormField label={label} invalid={Boolean(fields[name])} error={fields[name]} required>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={name}
          value={draft[name]}
          onChange={(event) => set(name)(event.target.value)}
        >
          <option value="">{t('teams.form.choose')}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
  const text = (name: 'name' | 'birthYearMin' | 'birthYearMax' | 'capacity', numeric = false) => (
    <FormField label={t(`teams.form.${name}`)} invalid={Boolean(fields[name])} error={fields[name]} required>
      <Input
        name={name}
        value={draft[name]}
        inputMode={numeric ? 'numeric' : undefined}
        type={numeric ? 'number' : 'text'}
        onChange={(event) => set(name)(event.target.value)}
      />
    </FormField>
  );

  const data = structure.data;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => (details.open ? undefined : onClose())}
      placement="center"
      size={{ base: 'full', sm: 'lg' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form onSubmit={(event) => void submit(event)} noValidate>
              <Dialog.Header>
                <Dialog.Title>{team ? t('teams.form.editTitle') : t('teams.form.createTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {message ? <ErrorAlert>{message}</ErrorAlert> : null}
                  {text('name')}
                  <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                    {select('branchId', t('teams.form.branch'), data?.branches.nodes ?? [])}
                    {select('departmentId', t('teams.form.department'), data?.departments.nodes ?? [])}
                    {select(
                      'seasonId',
                      t('teams.form.season'),
                      (data?.seasons.nodes ?? []).map((season) => ({
                        id: season.id,
                        name: season.current ? `${season.name} (${t('teams.current')})` : season.name,
                      })),
                    )}
                    {select(
                      'gender',
                      t('teams.form.gender'),
                      TEAM_GENDERS.map((gender) => ({ id: gender, name: t(`teams.gender.${gender}`) })),
                    )}
                    {text('birthYearMin', true)}
                    {text('birthYearMax', true)}
                    {text('capacity', true)}
                  </SimpleGrid>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {t('teams.actions.cancel')}
                </Button>
                <Button type="submit" loading={creating.loading || updating.loading}>
                  {t('teams.actions.save')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
