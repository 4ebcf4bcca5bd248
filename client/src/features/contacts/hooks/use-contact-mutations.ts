import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../lib/apollo/errors';
import type { ContactDetailFragment as ContactDetail, ContactPatch } from '../../../generated/graphql';
import { fieldErrorCodesOf } from '../../../lib/apollo/field-error-codes';
import {
  dataOrThrow,
  useCacheMutation,
  withTypename,
  type MutationOutcome,
} from '../../../lib/apollo/use-cache-mutation';
import {
  addContactTag,
  evictContact,
  patchedContact,
  placeContact,
  prependContact,
  removeContactFromLists,
  removeContactTag,
} from '../contacts-cache';
import { contactsErrorMessage } from '../contacts-errors';
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

/** A contacts mutation whose refusals are toasted with the contacts screen's sentences. */
function useContactsMutation<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
) {
  const { t } = useTranslation();
  const explain = useCallback((error: unknown) => contactsErrorMessage(describeApiError(error), t), [t]);
  return useCacheMutation(document, { explain });
}

/**
 * createContact: the new contact goes first in every list it matches and is counted. Not optimistic:
 * the server gives the id the page opens. Answers the contact, or null when refused (toasted).
 */
export function useCreateContact() {
  const { t } = useTranslation();
  const [run, state] = useContactsMutation(CreateContactDocument);
  const create = useCallback(async () => {
    const outcome = await run({
      failureTitle: t('contacts.toast.createFailed'),
      update(cache, { data }) {
        if (data) prependContact(cache, data.createContact);
      },
    });
    return outcome.ok ? outcome.data.createContact : null;
  }, [run, t]);
  return [create, state] as const;
}

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
  const [run, state] = useContactsMutation(UpdateContactDocument);
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
 * deleteContact: the contact leaves every list at once (one fewer counted) and the cache once the
 * server agreed. Answers whether it was deleted; a refusal brings it back and is toasted.
 */
export function useDeleteContact() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [run, state] = useContactsMutation(DeleteContactDocument);
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
  const [run, state] = useContactsMutation(UploadContactAvatarDocument);
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
  const [create] = useContactsMutation(CreateContactTagDocument);
  const [rename] = useContactsMutation(UpdateContactTagDocument);
  const [remove] = useContactsMutation(DeleteContactTagDocument);
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
