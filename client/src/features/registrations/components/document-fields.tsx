import { Button, Card, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuFileCheck, LuUpload, LuX } from 'react-icons/lu';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { FormField } from '../../../components/ui/form-field';
import type { RegistrationDocumentKind } from '../../../generated/graphql';
import { formatBytes } from '../../../lib/format-bytes';
import {
  DOCUMENT_ACCEPT,
  UploadError,
  uploadRegistrationDocument,
  type UploadedDocument,
  type UploadFailure,
} from '../registration-upload';

export type ChosenDocuments = Partial<Record<RegistrationDocumentKind, UploadedDocument>>;

const KINDS: readonly RegistrationDocumentKind[] = ['health_report', 'photo'];

interface DocumentFieldsProps {
  organizationSlug: string;
  documents: ChosenDocuments;
  /** A kind's document was kept (or let go: null). */
  onChange: (kind: RegistrationDocumentKind, document: UploadedDocument | null) => void;
  /** Whether an upload is under way (the form waits for it before sending). */
  onBusyChange: (busy: boolean) => void;
  /** The server refused the documents named (kept for a day only): choose them again. */
  expired: boolean;
}

/**
 * The documents a family may add (a health report, a photo): each uploaded when chosen, shown by name
 * and size once kept, removable; a refused file is said on its field and nothing is kept.
 */
export function DocumentFields({
  organizationSlug,
  documents,
  onChange,
  onBusyChange,
  expired,
}: DocumentFieldsProps) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState<Partial<Record<RegistrationDocumentKind, boolean>>>({});
  const [failed, setFailed] = useState<Partial<Record<RegistrationDocumentKind, UploadFailure>>>({});

  const choose = async (kind: RegistrationDocumentKind, input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    setFailed((previous) => ({ ...previous, [kind]: undefined }));
    setBusy((previous) => ({ ...previous, [kind]: true }));
    onBusyChange(true);
    try {
      const kept = await uploadRegistrationDocument(organizationSlug, kind, file);
      onChange(kind, kept);
    } catch (error) {
      setFailed((previous) => ({
        ...previous,
        [kind]: error instanceof UploadError ? error.reason : 'failed',
      }));
      onChange(kind, null);
    } finally {
      input.value = '';
      setBusy((previous) => ({ ...previous, [kind]: false }));
      onBusyChange(false);
    }
  };

  return (
    <Card.Root variant="outline">
      <Card.Body>
        <Stack gap="4">
          <Heading as="h2" size="md">
            {t('registrations.public.documents.title')}
          </Heading>
          <Text color="fg.muted">{t('registrations.public.documents.intro')}</Text>
          {expired ? <ErrorAlert>{t('registrations.public.documents.expired')}</ErrorAlert> : null}
          {KINDS.map((kind) => {
            const kept = documents[kind];
            const failure = failed[kind];
            return (
              <FormField
                key={kind}
                label={t(`registrations.documentKind.${kind}`)}
                invalid={Boolean(failure)}
                error={failure ? t(`registrations.public.documents.failure.${failure}`) : undefined}
                helper={t(`registrations.public.documents.hint.${kind}`)}
              >
                {kept ? (
                  <HStack gap="2" wrap="wrap" data-testid={`document-${kind}`}>
                    <LuFileCheck aria-hidden="true" />
                    <Text truncate minW="0" maxW="full">
                      {kept.fileName}
                    </Text>
                    <Text color="fg.muted" textStyle="sm">
                      {formatBytes(kept.sizeBytes, i18n.resolvedLanguage ?? 'en')}
                    </Text>
                    <Button
                      size="xs"
                      variant="ghost"
                      onClick={() => onChange(kind, null)}
                      aria-label={t('registrations.public.documents.remove', { name: kept.fileName })}
                    >
                      <LuX aria-hidden="true" />
                      {t('registrations.public.documents.removeShort')}
                    </Button>
                  </HStack>
                ) : (
                  <FilePicker
                    name={`document-${kind}`}
                    accept={DOCUMENT_ACCEPT[kind]}
                    busy={Boolean(busy[kind])}
                    label={t('registrations.public.documents.choose')}
                    fieldLabel={t(`registrations.documentKind.${kind}`)}
                    busyLabel={t('registrations.public.documents.uploading')}
                    onPick={(input) => void choose(kind, input)}
                  />
                )}
              </FormField>
            );
          })}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

interface FilePickerProps {
  name: string;
  accept: string;
  busy: boolean;
  label: string;
  /** The field's label, said with the button's (which kind of document it picks). */
  fieldLabel: string;
  busyLabel: string;
  onPick: (input: HTMLInputElement) => void;
}

/**
 * A file input the field's label names, shown as a button in the page's language (the browser's own
 * "Choose file" follows the browser's language, not the page's).
 */
function FilePicker({ name, accept, busy, label, fieldLabel, busyLabel, onPick }: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <HStack gap="2">
      <Input
        ref={input}
        type="file"
        name={name}
        accept={accept}
        srOnly
        tabIndex={-1}
        onChange={(event) => onPick(event.currentTarget)}
      />
      <Button
        variant="outline"
        size="sm"
        loading={busy}
        loadingText={busyLabel}
        aria-label={`${label}: ${fieldLabel}`}
        onClick={() => input.current?.click()}
      >
        <LuUpload aria-hidden="true" />
        {label}
      </Button>
    </HStack>
  );
}
