import { Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { ErrorAlert } from './error-alert';
import { FormDialogFrame } from './form-dialog-frame';
import { FormField } from './form-field';
import { useFormSubmit } from './use-form-submit';

const REASON_MAX = 1000;

/** What a reason dialog says, in the caller's words. */
export interface ReasonDialogTexts {
  title: string;
  /** A sentence above the field: what happens next. */
  intro?: string;
  label: string;
  helper: string;
  submit: string;
  /** Said when the field is left empty; the field is optional without it. */
  required?: string;
  tooLong: string;
}

/**
 * Asks for a short text (up to 1,000 characters) before a decision that someone else reads: the reason a
 * school refuses, the note a family adds to a request. The text is trimmed; an optional one may be empty.
 */
export function ReasonDialog({
  texts,
  onClose,
  onSubmit,
  saving,
  describeFailure,
}: {
  texts: ReasonDialogTexts;
  onClose: () => void;
  onSubmit: (text: string) => Promise<void>;
  saving: boolean;
  /** The sentence said when the server refuses. */
  describeFailure: (error: unknown) => string;
}) {
  const [text, setText] = useState('');
  const form = useFormSubmit<'reason'>({
    check: () => {
      const trimmed = text.trim();
      if (!trimmed && texts.required) return { reason: texts.required };
      return trimmed.length > REASON_MAX ? { reason: texts.tooLong } : {};
    },
    save: async () => {
      await onSubmit(text.trim());
      onClose();
    },
    failure: (error) => ({ message: describeFailure(error), fields: {} }),
  });
  return (
    <FormDialogFrame
      title={texts.title}
      onClose={onClose}
      onSubmit={form.submit}
      submitLabel={texts.submit}
      submitting={saving}
      centered
    >
      {form.message ? <ErrorAlert>{form.message}</ErrorAlert> : null}
      {texts.intro ? <Text color="fg.muted">{texts.intro}</Text> : null}
      <FormField
        label={texts.label}
        required={Boolean(texts.required)}
        helper={texts.helper}
        {...form.field('reason')}
      >
        <Textarea
          name="reason"
          rows={5}
          maxLength={REASON_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </FormField>
    </FormDialogFrame>
  );
}
