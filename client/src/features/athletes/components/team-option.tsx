import { useTranslation } from 'react-i18next';

interface TeamOptionProps {
  team: {
    id: string;
    name: string;
    ageCategory: string;
    capacity: number;
    memberCount: number;
    branch: { name: string };
  };
}

/** A team to join in a select: name, age category and branch; a full team is shown but cannot be chosen. */
export function TeamOption({ team }: TeamOptionProps) {
  const { t } = useTranslation();
  const full = team.memberCount >= team.capacity;
  return (
    <option value={team.id} disabled={full}>
      {team.name} · {team.ageCategory} · {team.branch.name}
      {full ? ` · ${t('athletes.form.teamFull')}` : ''}
    </option>
  );
}
