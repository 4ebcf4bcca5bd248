import { Badge, Button, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useLazyQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPencil, LuShieldAlert } from 'react-icons/lu';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { FormDialogFrame } from '../../../components/ui/form-dialog-frame';
import { FormField } from '../../../components/ui/form-field';
import { appToaster } from '../../../components/ui/toaster';
import { useFormSubmit } from '../../../components/ui/use-form-submit';
import { describeApiError } from '../../../lib/apollo/errors';
import { featureErrors, formFailureOf, useFeatureErrors } from '../../../lib/apollo/feature-errors';
import { useAthletesViewer } from '../athletes-viewer';
import { AthleteHealthDocument } from '../graphql/athletes';
import { MEDICAL_NOTES_MAX, useUpdateMedicalNotes } from '../hooks/use-health-mutation';
import { AthleteSection as Section } from './athlete-section';

/** The medical notes: read only when opened (every read is audited), for viewers with full access. */
export function AthleteHealthSection({ athleteId, full }: { athleteId: string; full: boolean }) {
  const { t } = useTranslation();
  const viewer = useAthletesViewer();
  const [load, health] = useLazyQuery(AthleteHealthDocument, { fetchPolicy: 'network-only' });
  const [editing, setEditing] = useState(false);
  const errors = useFeatureErrors('athletes');
  const refused = health.error ? describeApiError(health.error).code : null;
  // The notes are written by the admins of the athlete's scope and the staff of the athlete's current
  // teams (the server's rule); a guardian reads them only. They are edited once read, never blind.
  const mayWrite = full && (viewer.isAdmin || viewer.isStaff);
  const opened = health.data?.athleteHealth;
  return (
    <Section
      title={t('athletes.health.title')}
      actions={
        full && !opened ? (
          <Button
            size="sm"
            variant="outline"
            loading={health.loading}
            onClick={() => void load({ variables: { athleteId } })}
          >
            <LuShieldAlert aria-hidden="true" />
            {t('athletes.health.open')}
          </Button>
        ) : opened && mayWrite ? (
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            <LuPencil aria-hidden="true" />
            {t('athletes.medicalNotesEditor.edit')}
          </Button>
        ) : null
      }
    >
      {!full || refused === 'FORBIDDEN' || refused === 'NOT_FOUND' ? (
        <Text color="fg.muted">{t('athletes.health.notAllowed')}</Text>
      ) : health.error ? (
        <ErrorAlert
          retry={{
            label: t('athletes.actions.retry'),
            onRetry: () => void load({ variables: { athleteId } }),
          }}
        >
          {errors.explain(health.error)}
        </ErrorAlert>
      ) : opened ? (
        <Stack gap="2">
          <HStack>
            <Badge w="fit-content" colorPalette={opened.healthDataConsent ? 'green' : 'orange'}>
              {opened.healthDataConsent
                ? t('athletes.health.consentActive')
                : t('athletes.health.consentMissing')}
            </Badge>
          </HStack>
          <Text whiteSpace="pre-wrap" data-testid="medical-notes">
            {opened.medicalNotes ?? t('athletes.health.noNotes')}
          </Text>
        </Stack>
      ) : (
        <Text color="fg.muted">{t('athletes.health.hint')}</Text>
      )}
      {editing && opened ? (
        <MedicalNotesDialog
          athleteId={athleteId}
          notes={opened.medicalNotes ?? ''}
          onClose={() => setEditing(false)}
        />
      ) : null}
    </Section>
  );
}

/** Replaces the medical notes (at most MEDICAL_NOTES_MAX characters; empty clears them). */
function MedicalNotesDialog({
  athleteId,
  notes,
  onClose,
}: {
  athleteId: string;
  notes: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(notes);
  const [save, saving] = useUpdateMedicalNotes(athleteId);
  const tooLong = t('athletes.medicalNotesEditor.tooLong', { max: MEDICAL_NOTES_MAX });
  const { submit, field, message } = useFormSubmit<'medicalNotes'>({
    check: () => (text.trim().length > MEDICAL_NOTES_MAX ? { medicalNotes: tooLong } : {}),
    save: async () => {
      await save(text.trim() === '' ? null : text.trim());
      appToaster.create({ type: 'success', title: t('athletes.medicalNotesEditor.saved') });
      onClose();
    },
    failure: (error) =>
      formFailureOf(error, featureErrors(t, 'athletes'), ['medicalNotes'] as const, () => tooLong),
  });
  return (
    <FormDialogFrame
      title={t('athletes.medicalNotesEditor.title')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('athletes.medicalNotesEditor.save')}
      submitting={saving.loading}
      size="lg"
    >
      <Stack gap="4">
        {message ? <ErrorAlert>{message}</ErrorAlert> : null}
        <FormField
          label={t('athletes.medicalNotesEditor.label')}
          helper={t('athletes.medicalNotesEditor.helper', {
            length: text.trim().length,
            max: MEDICAL_NOTES_MAX,
          })}
          {...field('medicalNotes')}
        >
          <Textarea
            name="medicalNotes"
            rows={8}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </FormField>
        <Text textStyle="sm" color="fg.muted">
          {t('athletes.medicalNotesEditor.audited')}
        </Text>
      </Stack>
    </FormDialogFrame>
  );
}
