import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { ContactPatch } from '../../../generated/graphql';
import {
  addContactTag,
  placeContact,
  prependContact,
  removeContact,
  removeContactTag,
} from '../contacts-cache';
import {
  CreateContactDocument,
  CreateContactTagDocument,
  DeleteContactDocument,
  DeleteContactTagDocument,
  UpdateContactDocument,
  UpdateContactTagDocument,
  UploadContactAvatarDocument,
} from '../graphql/contacts';

// The contacts screen's mutations, each with the cache edit that keeps the list right without
// fetching it again. They answer the server's result or reject with Apollo's error.

/** createContact: the new contact goes first in the list and is counted. */
export function useCreateContact() {
  const [mutate, state] = useMutation(CreateContactDocument, {
    update(cache, { data }) {
      if (data) prependContact(cache, data.createContact);
    },
  });
  const create = useCallback(async () => {
    const result = await mutate();
    if (!result.data) throw new Error('createContact answered no data');
    return result.data.createContact;
  }, [mutate]);
  return [create, state] as const;
}

/** updateContact: a new name moves the contact to its place in the list. */
export function useUpdateContact() {
  const [mutate, state] = useMutation(UpdateContactDocument, {
    update(cache, { data }, { variables }) {
      if (data && variables?.input.name !== undefined) placeContact(cache, data.updateContact);
    },
  });
  const update = useCallback(
    async (id: string, input: ContactPatch) => {
      const result = await mutate({ variables: { id, input } });
      if (!result.data) throw new Error('updateContact answered no data');
      return result.data.updateContact;
    },
    [mutate],
  );
  return [update, state] as const;
}

/** deleteContact: the contact leaves every cached list and the cache. */
export function useDeleteContact() {
  const [mutate, state] = useMutation(DeleteContactDocument, {
    update(cache, { data }, { variables }) {
      if (data?.deleteContact && variables) removeContact(cache, String(variables.id));
    },
  });
  const remove = useCallback(
    async (id: string) => {
      await mutate({ variables: { id } });
    },
    [mutate],
  );
  return [remove, state] as const;
}

/** uploadContactAvatar: the answer (id, avatar) updates the contact where it shows. */
export function useUploadContactAvatar() {
  const [mutate, state] = useMutation(UploadContactAvatarDocument);
  const upload = useCallback(
    async (id: string, avatar: string) => {
      await mutate({ variables: { id, avatar } });
    },
    [mutate],
  );
  return [upload, state] as const;
}

/** The tag mutations the tags editor is wired to. */
export function useContactTagMutations() {
  const [create] = useMutation(CreateContactTagDocument, {
    update(cache, { data }) {
      if (data) addContactTag(cache, data.createContactTag);
    },
  });
  const [rename] = useMutation(UpdateContactTagDocument);
  const [remove] = useMutation(DeleteContactTagDocument, {
    update(cache, { data }, { variables }) {
      if (data?.deleteContactTag && variables) removeContactTag(cache, String(variables.id));
    },
  });
  const createTag = useCallback(
    async (title: string) => {
      const result = await create({ variables: { title } });
      if (!result.data) throw new Error('createContactTag answered no data');
      return result.data.createContactTag;
    },
    [create],
  );
  const renameTag = useCallback(
    async (id: string, title: string) => {
      await rename({ variables: { id, title } });
    },
    [rename],
  );
  const deleteTag = useCallback(
    async (id: string) => {
      await remove({ variables: { id } });
    },
    [remove],
  );
  return { createTag, renameTag, deleteTag };
}
