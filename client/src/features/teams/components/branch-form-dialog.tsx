import { Button, Checkbox, Dialog, Input, Portal, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { FormField } from '../../../components/ui/form-field';
import { appToaster } from '../../../components/ui/toaster';
import type { BranchRowFragment } from '../../../generated/graphql';
import { CreateBranchDocument, UpdateBranchDocument } from '../graphql/branches';
import { formFailure } from '../teams-errors';

interface BranchFormDialogProps {
  /** The branch to edit; null creates one. */
  branch: BranchRowFragment | null;
  onClose: () => void;
  onCreated?: () => void;
}

/** Creates or edits a branch: name, address, phone and whether the site is open. */
export function BranchFormDialog({ branch, onClose, onCreated }: BranchFormDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(branch?.name ?? '');
  const [address, setAddress] = useState(branch?.address ?? '');
  const [phone, setPhone] = useState(branch?.phone ?? '');
  const [active, setActive] = useState(branch?.active ?? true);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [createBranch, creating] = useMutation(CreateBranchDocument);
  const [updateBranch, updating] = useMutation(UpdateBranchDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setFields({ name: t('teams.form.required') });
      return;
    }
    const input = { name: name.trim(), address: address.trim() || null, phone: phone.trim() || null, active };
    try {
      if (branch) {
        await updateBranch({ variables: { id: branch.id, input } });
        appToaster.create({ type: 'success', title: t('teams.branches.saved') });
      } else {
        await createBranch({ variables: { input } });
        appToaster.create({ type: 'success', title: t('teams.branches.created') });
        onCreated?.();
      }
      onClose();
    } catch (error) {
      const failure = formFailure(error, t);
      setFields(failure.fields);
      setMessage(failure.message);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(details) => (details.open ? undefined : onClose())} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form onSubmit={(event) => void submit(event)} noValidate>
              <Dialog.Header>
                <Dialog.Title>
                  {branch ? t('teams.branches.editTitle') : t('teams.branches.createTitle')}
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {message ? <ErrorAlert>{message}</ErrorAlert> : null}
                  <FormField
                    label={t('teams.branches.name')}
                    invalid={Boolean(fields.name)}
                    error={fields.name}
                    required
                  >
                    <Input name="name" value={name} onChange={(event) => setName(event.target.value)} />
                  </FormField>
                  <FormField
                    label={t('teams.branches.address')}
                    invalid={Boolean(fields.address)}
                    error={fields.address}
                  >
                    <Input
                      name="address"
                      value={address}
                      onChange={(event) => setAddress(event.target.value)}
                    />
                  </FormField>
                  <FormField
                    label={t('teams.branches.phone')}
                    invalid={Boolean(fields.phone)}
                    error={fields.phone}
                  >
                    <Input
                      name="phone"
                      type="tel"
                      value={phone}
                      onChange={(event) => setPhone(event.target.value)}
                    />
                  </FormField>
                  <Checkbox.Root
                    checked={active}
                    onCheckedChange={(details) => setActive(details.checked === true)}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{t('teams.branches.activeLabel')}</Checkbox.Label>
                  </Checkbox.Root>
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
