import { Checkbox, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field';
import type { BranchRowFragment } from '../../../generated/graphql';
import { useSaveBranch } from '../hooks/use-team-mutations';
import { useStructureFormSubmit } from '../hooks/use-structure-form';
import { StructureFormDialog } from './structure-form-dialog';

interface BranchFormDialogProps {
  /** The branch to edit; null creates one. */
  branch: BranchRowFragment | null;
  onClose: () => void;
  onCreated?: () => void;
}

const BRANCH_FIELDS = ['name', 'address', 'phone'] as const;
type BranchField = (typeof BRANCH_FIELDS)[number];

/** Creates or edits a branch: name, address, phone and whether the site is open. */
export function BranchFormDialog({ branch, onClose, onCreated }: BranchFormDialogProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Record<BranchField, string>>({
    name: branch?.name ?? '',
    address: branch?.address ?? '',
    phone: branch?.phone ?? '',
  });
  const [active, setActive] = useState(branch?.active ?? true);
  const [saveBranch, saving] = useSaveBranch();
  const { submit, field, message } = useStructureFormSubmit<BranchField>({
    fields: BRANCH_FIELDS,
    missing: () => (draft.name.trim() === '' ? ['name'] : []),
    save: async () => {
      const input = {
        name: draft.name.trim(),
        address: draft.address.trim() || null,
        phone: draft.phone.trim() || null,
        active,
      };
      await saveBranch(branch, input);
      if (!branch) onCreated?.();
      onClose();
    },
  });
  const text = (name: BranchField, type?: 'tel') => (
    <FormField label={t(`teams.branches.${name}`)} required={name === 'name'} {...field(name)}>
      <Input
        name={name}
        type={type}
        value={draft[name]}
        onChange={(event) => setDraft((previous) => ({ ...previous, [name]: event.target.value }))}
      />
    </FormField>
  );

  return (
    <StructureFormDialog
      title={branch ? t('teams.branches.editTitle') : t('teams.branches.createTitle')}
      onClose={onClose}
      onSubmit={submit}
      submitting={saving.loading}
      message={message}
    >
      {text('name')}
      {text('address')}
      {text('phone', 'tel')}
      <Checkbox.Root checked={active} onCheckedChange={(details) => setActive(details.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('teams.branches.activeLabel')}</Checkbox.Label>
      </Checkbox.Root>
    </StructureFormDialog>
  );
}
