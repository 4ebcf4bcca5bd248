import { Stack } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TagOption } from '../../../components/tags/tags-editor';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { appToaster } from '../../../components/ui/toaster';
import type { ContactDetailFragment } from '../../../generated/graphql';
import { fieldErrorCodesOf } from '../../../lib/apollo/field-error-codes';
import { contactPatch, contactServerProblems } from '../contact-form';
import type { CountryOption } from '../countries';
import { useContactForm } from '../hooks/use-contact-form';
import { useSaveContactDraft, useUpdateContact } from '../hooks/use-contact-mutations';
import { useUnsavedChangesGuard } from '../hooks/use-unsaved-changes-guard';
import { ContactAvatarField } from './contact-avatar-field';
import { ContactEditorActions } from './contact-editor-actions';
import { ContactEmailFields } from './contact-email-fields';
import { ContactNameFields } from './contact-name-fields';
import { ContactOtherFields } from './contact-other-fields';
import { ContactPhoneFields } from './contact-phone-fields';
import { ContactTagsField } from './contact-tags-field';
import { ContactCover } from './contact-view';
import { DiscardChangesDialog } from './discard-changes-dialog';

interface ContactEditorProps {
  /** The contact to edit; a draft's blank contact (contact-draft.ts) for a new one. */
  contact: ContactDetailFragment;
  countries: readonly CountryOption[];
  tags: readonly TagOption[];
  /** After a successful save or a cancel: back to the view (for a draft: a cancel, back to the list). */
  onClose: () => void;
  /** Set for a new contact's draft: its first Save creates it, then this opens the saved contact. */
  onCreated?: (id: string) => void;
}

/**
 * The edit mode of a contact. Checks run before sending; the save shows at once, and when the server
 * refuses it is rolled back: its field problems land on their fields (other refusals come as a toast)
 * and nothing typed is lost. Escape (or Cancel) leaves; with unsaved changes, Escape and leaving the
 * page ask first. The picture is uploaded or removed at once. A new contact's draft (contact-draft.ts)
 * keeps its picture and creates the contact with everything on its first Save (useSaveContactDraft).
 */
export function ContactEditor({ contact, countries, tags, onClose, onCreated }: ContactEditorProps) {
  const { t } = useTranslation();
  const draft = onCreated !== undefined;
  const form = useContactForm(contact);
  // A draft's picture waits for the first save; a saved contact's is uploaded at once.
  const [draftAvatar, setDraftAvatar] = useState<string | null>(null);
  const guard = useUnsavedChangesGuard(form.dirty || draftAvatar !== null, onClose);
  const [update, { loading: updating }] = useUpdateContact();
  const [saveDraft, { loading: creating }] = useSaveContactDraft();
  const saving = updating || creating;
  const formRef = useRef<HTMLFormElement>(null);

  // A new contact starts with its name (once, when the editor opens).
  const focusName = useRef(draft);
  useEffect(() => {
    if (!focusName.current) return;
    focusName.current = false;
    form.fields.focusSoon('name');
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || !form.check()) return;
    const patch = contactPatch(form.fields.values);
    const outcome = draft
      ? await saveDraft(draftAvatar === null ? patch : { ...patch, avatar: draftAvatar })
      : await update(contact.id, patch);
    if (outcome.ok) {
      appToaster.create({ type: 'success', title: t('contacts.form.saved', { name: outcome.data.name }) });
      if (onCreated) {
        guard.release();
        onCreated(outcome.data.id);
      } else guard.leave();
    } else form.showServerProblems(contactServerProblems(fieldErrorCodesOf(outcome.error)));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    // Escape inside the form (not in a popover, calendar or list of its own, which handle it first).
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    if (!formRef.current?.contains(event.target as Node)) return;
    event.preventDefault();
    guard.requestLeave();
  };

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      onKeyDown={onKeyDown}
      noValidate
      aria-label={draft ? t('contacts.form.newLabel') : t('contacts.form.label', { name: contact.name })}
    >
      <ContactCover background={contact.background} />
      <Stack gap="6" px={{ base: '4', md: '8' }} pb="4">
        <ContactAvatarField
          contact={contact}
          draft={draft ? { value: draftAvatar, onChange: setDraftAvatar } : undefined}
        />
        {form.summary ? <ErrorAlert>{t('contacts.validation.summary')}</ErrorAlert> : null}
        <ContactNameFields form={form.fields} />
        <ContactEmailFields form={form.fields} />
        <ContactPhoneFields form={form.fields} countries={countries} />
        <ContactOtherFields form={form.fields} contactId={contact.id} />
        <ContactTagsField form={form.fields} tags={tags} />
      </Stack>

      <ContactEditorActions saving={saving} onCancel={onClose} />

      <DiscardChangesDialog
        open={guard.asking}
        name={draft ? t('contacts.form.newContact') : contact.name}
        onKeep={guard.keep}
        onDiscard={guard.discard}
      />
    </form>
  );
}
