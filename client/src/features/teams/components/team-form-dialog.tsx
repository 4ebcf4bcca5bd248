import { Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field';
import type { TeamGender, TeamRowFragment } from '../../../generated/graphql';
import { TeamStructureDocument } from '../graphql/teams';
import { useSaveTeam } from '../hooks/use-team-mutations';
import { useStructureFormSubmit } from '../hooks/use-structure-form';
import { StructureFormDialog } from './structure-form-dialog';

export const TEAM_GENDERS: readonly TeamGender[] = ['girls', 'boys', 'mixed'];

interface TeamFormDialogProps {
  /** The team to edit; null creates one. */
  team: TeamRowFragment | null;
  onClose: () => void;
  /** A new team was created (the list adds it). */
  onCreated?: (team: TeamRowFragment) => void;
}

/** The form's fields, as the server names them; every one is required. */
const TEAM_FIELDS = [
  'branchId',
  'departmentId',
  'seasonId',
  'name',
  'birthYearMin',
  'birthYearMax',
  'gender',
  'capacity',
] as const;
type TeamField = (typeof TEAM_FIELDS)[number];
type Draft = Record<TeamField, string>;

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
export function TeamFormDialog({ team, onClose, onCreated }: TeamFormDialogProps) {
  const { t } = useTranslation();
  const structure = useQuery(TeamStructureDocument);
  const [draft, setDraft] = useState<Draft>(() => draftOf(team));
  const [saveTeam, saving] = useSaveTeam();
  const set = (name: TeamField) => (value: string) =>
    setDraft((previous) => ({ ...previous, [name]: value }));
  // The fields the form requires are checked here first; the server checks everything again.
  const { submit, field, message } = useStructureFormSubmit<TeamField>({
    fields: TEAM_FIELDS,
    missing: () => TEAM_FIELDS.filter((name) => draft[name].trim() === ''),
    save: async () => {
      const saved = await saveTeam(team, {
        branchId: draft.branchId,
        departmentId: draft.departmentId,
        seasonId: draft.seasonId,
        name: draft.name.trim(),
        birthYearMin: toInt(draft.birthYearMin),
        birthYearMax: toInt(draft.birthYearMax),
        gender: draft.gender as TeamGender,
        capacity: toInt(draft.capacity),
      });
      if (!team) onCreated?.(saved);
      onClose();
    },
  });

  const select = (
    name: 'branchId' | 'departmentId' | 'seasonId' | 'gender',
    label: string,
    options: { id: string; name: string }[],
  ) => (
    <FormField label={label} {...field(name)} required>
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
    <FormField label={t(`teams.form.${name}`)} {...field(name)} required>
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
    <StructureFormDialog
      title={team ? t('teams.form.editTitle') : t('teams.form.createTitle')}
      onClose={onClose}
      onSubmit={submit}
      submitting={saving.loading}
      message={message}
      size="lg"
    >
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
    </StructureFormDialog>
  );
}
