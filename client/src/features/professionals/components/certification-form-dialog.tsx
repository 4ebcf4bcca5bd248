import { featureErrors } from '../../../lib/apollo/feature-errors';
import { Button, Dialog, Input, NativeSelect, Portal, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { FormField } from '../../../components/ui/form-field';
import { appToaster } from '../../../components/ui/toaster';
import type { CertificationKind, CertificationRowFragment } from '../../../generated/graphql';
import { describeApiError } from '../../../lib/apollo/errors';
import { useSaveCertification } from '../hooks/use-professional-mutations';

export const CERTIFICATION_KINDS: readonly CertificationKind[] = [
  'coaching_licence',
  'first_aid',
  'referee',
  'lifeguard',
  'medical',
  'fitness',
  'other',
];

interface CertificationFormDialogProps {
  professionalId: string;
  /** The certification to edit; null records a new one. */
  certification: CertificationRowFragment | null;
  onClose: () => void;
}

type Field = 'kind' | 'name' | 'issuer' | 'number' | 'issuedOn' | 'expiresOn';

/** Records or edits a certification of a professional. */
export function CertificationFormDialog({
  professionalId,
  certification,
  onClose,
}: CertificationFormDialogProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Record<Field, string>>({
    kind: certification?.kind ?? 'coaching_licence',
    name: certification?.name ?? '',
    issuer: certification?.issuer ?? '',
    number: certification?.number ?? '',
    issuedOn: certification?.issuedOn ?? '',
    expiresOn: certification?.expiresOn ?? '',
  });
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [save, saving] = useSaveCertification(professionalId);
  const set = (name: Field) => (value: string) => setDraft((previous) => ({ ...previous, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    for (const name of ['name', 'issuer'] as const)
      if (draft[name].trim() === '') missing[name] = t('professionals.cert.required');
    if (Object.keys(missing).length > 0) {
      setFields(missing);
      return;
    }
    const input = {
      kind: draft.kind as CertificationKind,
      name: draft.name.trim(),
      issuer: draft.issuer.trim(),
      number: draft.number.trim() || null,
      issuedOn: draft.issuedOn || null,
      expiresOn: draft.expiresOn || null,
    };
    try {
      await save(certification?.id ?? null, input);
      appToaster.create({ type: 'success', title: t('professionals.cert.saved') });
      onClose();
    } catch (error) {
      const failure = describeApiError(error);
      setFields(failure.fieldErrors ?? {});
      setMessage(featureErrors(t, 'professionals').describe(failure));
    }
  };

  const text = (name: Exclude<Field, 'kind'>, type = 'text', required = false) => (
    <FormField
      label={t(`professionals.cert.${name}`)}
      invalid={Boolean(fields[name])}
      error={fields[name]}
      required={required}
    >
      <Input
        name={name}
        type={type}
        value={draft[name]}
        onChange={(event) => set(name)(event.target.value)}
      />
    </FormField>
  );

  return (
    <Dialog.Root
      open
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
                <Dialog.Title>
                  {certification ? t('professionals.cert.editTitle') : t('professionals.cert.createTitle')}
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {message ? <ErrorAlert>{message}</ErrorAlert> : null}
                  <FormField
                    label={t('professionals.cert.kind')}
                    invalid={Boolean(fields.kind)}
                    error={fields.kind}
                    required
                  >
                    <NativeSelect.Root>
                      <NativeSelect.Field
                        name="kind"
                        value={draft.kind}
                        onChange={(event) => set('kind')(event.target.value)}
                      >
                        {CERTIFICATION_KINDS.map((kind) => (
                          <option key={kind} value={kind}>
                            {t(`professionals.kind.${kind}`)}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </FormField>
                  {text('name', 'text', true)}
                  <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                    {text('issuer', 'text', true)}
                    {text('number')}
                    {text('issuedOn', 'date')}
                    {text('expiresOn', 'date')}
                  </SimpleGrid>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {t('professionals.cert.cancel')}
                </Button>
                <Button type="submit" loading={saving.loading}>
                  {t('professionals.cert.save')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
