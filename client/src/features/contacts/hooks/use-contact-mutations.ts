import { useFeatureMutation } from '../../../lib/apollo/use-feature-mutation';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactDetailFragment as ContactDetail, ContactPatch } from '../../../generated/graphql';
import { fieldErrorCodesOf } from '../../../lib/apollo/field-error-codes';
import { dataOrThrow, withTypename, type MutationOutcome } from '../../../lib/apollo/use-cache-mutation';
import {
  addContactTag,
  evictContact,
  patchedContact,
  placeContact,
  removeContactFromLists,
  removeContactTag,
} from '../contacts-cache';
import {
  ContactDetailFragment,
  CreateContactDocument,
  CreateContactTagDocument,
  DeleteContactDocument,
  DeleteContactTagDocument,
  UpdateContactDocument,
  UpdateContactTagDocument,
  UploadContactAvatarDocument,
} from '../graphql/contacts';

// The contacts screen's mutations, in the shape every app follows (lib/apollo/use-cache-mutation.ts):
// each change answers at once where the answer can be known (an optimistic response), edits only the
// cached lists and contacts it touches (counts included) and never fetches a list again. A refusal is
// rolled back and said in a toast, except field errors, which the form shows on its fields, and the
// tag calls, which reject so the tags editor can say why next to what was typed.

/** Whether a refusal names one of `fields` (any field when not given): those the caller shows itself. */
const namesFields = (fields?: readonly string[]) => (error: unknown) => {
  const paths = Object.keys(fieldErrorCodesOf(error));
  return fields ? paths.some((path) => fields.includes(path)) : paths.length > 0;
};

/**
 * updateContact: the contact changes at once everywhere it shows and a new name moves it to its place.
 * Field errors (on `shownFields`, else on any field) are the caller's to show; other refusals are toasted.
 */
export function useUpdateContact() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [run, state] = useFeatureMutation(UpdateContactDocument, 'contacts');
  const update = useCallback(
    async (
      id: string,
      input: ContactPatch,
      shownFields?: readonly string[],
    ): Promise<MutationOutcome<ContactDetail>> => {
      const current = client.cache.readFragment(
        { id: client.cache.identify({ __typename: 'Contact', id }), fragment: ContactDetailFragment },
        true,
      );
      const outcome = await run({
        variables: { id, input },
        optimisticResponse: current ? { updateContact: patchedContact(current, input) } : undefined,
        update(cache, { data }) {
          if (data && input.name !== undefined) placeContact(cache, data.updateContact);
        },
        failureTitle: t('contacts.toast.saveFailed'),
        handledByCaller: namesFields(shownFields),
      });
      return outcome.ok ? { ok: true, data: outcome.data.updateContact } : outcome;
    },
    [client, run, t],
  );
  return [update, state] as const;
}

/**
 * Saves a new contact's draft in one user action. createContact takes no fields (it makes a blank 'New
 * Contact', as the spec's REST POST does), so the contact is created and then given everything typed
 * with updateContact, whose answer places it in the lists by its name and counts it (useUpdateContact):
 * no blank row ever shows. When that update is refused, the blank is deleted again, so a draft that is
 * then left behind leaves nothing; where the viewer may not delete, it is kept and the next Save only
 * updates it. Field errors are the caller's to show, as for useUpdateContact.
 */
export function useSaveContactDraft() {
  const { t } = useTranslation();
  const [create, createState] = useFeatureMutation(CreateContactDocument, 'contacts');
  const [remove] = useFeatureMutation(DeleteContactDocument, 'contacts');
  const [update, updateState] = useUpdateContact();
  // The contact this draft created, once created: a second Save only updates it.
  const created = useRef<string | null>(null);
  const save = useCallback(
    async (input: ContactPatch, shownFields?: readonly string[]): Promise<MutationOutcome<ContactDetail>> => {
      let id = created.current;
      const fresh = id === null;
      if (id === null) {
        const outcome = await create({ failureTitle: t('contacts.toast.createFailed') });
        if (!outcome.ok) return outcome;
        id = outcome.data.createContact.id;
        created.current = id;
      }
      const outcome = await update(id, input, shownFields);
      if (!outcome.ok && fresh) {
        const removed = await remove({ variables: { id }, handledByCaller: true });
        if (removed.ok) created.current = null;
      }
      return outcome;
    },
    [create, remove, update, t],
  );
  return [save, { loading: createState.loading || updateState.loading }] as const;
}

/**
 * deleteContact: the contact leaves every list at once (one fewer counted) and the cache once the
 * server agreed. Answers whether it was deleted; a refusal brings it back and is toasted.
 */
export function useDeleteContact() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [run, state] = useFeatureMutation(DeleteContactDocument, 'contacts');
  const remove = useCallback(
    async (id: string) => {
      const outcome = await run({
        variables: { id },
        optimisticResponse: { deleteContact: true },
        update(cache, { data }) {
          if (data?.deleteContact) removeContactFromLists(cache, id);
        },
        failureTitle: t('contacts.toast.deleteFailed'),
      });
      if (outcome.ok) evictContact(client.cache, id);
      return outcome.ok;
    },
    [client, run, t],
  );
  return [remove, state] as const;
}

/**
 * uploadContactAvatar: the picture shows at once wherever the contact does. A refused file (a field
 * error on `avatar`) is the caller's to show; other refusals are toasted.
 */
export function useUploadContactAvatar() {
  const { t } = useTranslation();
  const [run, state] = useFeatureMutation(UploadContactAvatarDocument, 'contacts');
  const upload = useCallback(
    (id: string, avatar: string) =>
      run({
        variables: { id, avatar },
        optimisticResponse: { uploadContactAvatar: withTypename('Contact', { id, avatar }) },
        failureTitle: t('contacts.toast.avatarFailed'),
        handledByCaller: namesFields(['avatar']),
      }),
    [run, t],
  );
  return [upload, state] as const;
}

/**
 * The tag mutations the tags editor is wired to. Rename and delete answer at once (a deleted tag
 * leaves every cached contact in the same optimistic layer); every refusal is rolled back and
 * rejects, for the editor to show.
 */
export function useContactTagMutations() {
  const [create] = useFeatureMutation(CreateContactTagDocument, 'contacts');
  const [rename] = useFeatureMutation(UpdateContactTagDocument, 'contacts');
  const [remove] = useFeatureMutation(DeleteContactTagDocument, 'contacts');
  const createTag = useCallback(
    async (title: string) =>
      dataOrThrow(
        await create({
          variables: { title },
          update(cache, { data }) {
            if (data) addContactTag(cache, data.createContactTag.id);
          },
          handledByCaller: true,
        }),
      ).createContactTag,
    [create],
  );
  const renameTag = useCallback(
    async (id: string, title: string) => {
      dataOrThrow(
        await rename({
          variables: { id, title },
          optimisticResponse: { updateContactTag: withTypename('ContactTag', { id, title }) },
          handledByCaller: true,
        }),
      );
    },
    [rename],
  );
  const deleteTag = useCallback(
    async (id: string) => {
      dataOrThrow(
        await remove({
          variables: { id },
          optimisticResponse: { deleteContactTag: true },
          update(cache, { data }) {
            if (data?.deleteContactTag) removeContactTag(cache, id);
          },
          handledByCaller: true,
        }),
      );
    },
    [remove],
  );
  return useMemo(() => ({ createTag, renameTag, deleteTag }), [createTag, renameTag, deleteTag]);
}
