import { useApolloClient } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  MailFlagsInput,
  MailInput,
  MailLabelInput,
  MailMessageLayout,
} from '../../../generated/graphql';
import { withTypename } from '../../../lib/apollo/use-cache-mutation';
import { useFeatureMutation } from '../../../lib/apollo/use-feature-mutation';
import {
  CreateMailLabelDocument,
  DeleteMailLabelDocument,
  DeleteMailsDocument,
  LabelMailsDocument,
  MoveMailsDocument,
  SaveDraftDocument,
  SendMailDocument,
  SetMailFlagsDocument,
  UpdateMailLabelDocument,
  UpdateMailSettingsDocument,
} from '../graphql/mail';
import {
  addLabel,
  afterMailChange,
  afterMailsGone,
  cachedMail,
  folderIdOf,
  forgetLabel,
  type MailRow,
} from '../mail-cache';

/** Only the flags given. */
const definedFlags = (flags: MailFlagsInput): Partial<Pick<MailRow, 'starred' | 'important' | 'unread'>> =>
  Object.fromEntries(Object.entries(flags).filter(([, value]) => typeof value === 'boolean'));

/**
 * The mailbox's mutations (lib/apollo/use-cache-mutation.ts). Flags, labels and moves answer at once:
 * the optimistic answer changes the mails, and the cache edit moves them between the cached lists and
 * edits the folder counts; no list is fetched again. A refusal drops the optimistic layer and is said
 * in a toast. Each function answers whether the change was saved.
 */
export function useMailMutations() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [flagsMutation] = useFeatureMutation(SetMailFlagsDocument, 'mail');
  const [moveMutation] = useFeatureMutation(MoveMailsDocument, 'mail');
  const [labelMutation] = useFeatureMutation(LabelMailsDocument, 'mail');
  const [deleteMutation] = useFeatureMutation(DeleteMailsDocument, 'mail');
  const [sendMutation, sendState] = useFeatureMutation(SendMailDocument, 'mail');
  const [draftMutation] = useFeatureMutation(SaveDraftDocument, 'mail');
  const [createLabelMutation] = useFeatureMutation(CreateMailLabelDocument, 'mail');
  const [updateLabelMutation] = useFeatureMutation(UpdateMailLabelDocument, 'mail');
  const [deleteLabelMutation] = useFeatureMutation(DeleteMailLabelDocument, 'mail');
  const [settingsMutation] = useFeatureMutation(UpdateMailSettingsDocument, 'mail');

  /** The mails of `ids` as shown now; null when one of them is not cached (no optimistic answer then). */
  const snapshot = useCallback(
    (ids: readonly string[]): MailRow[] | null => {
      const mails = ids.map((id) => cachedMail(client.cache, id));
      return mails.every((mail): mail is MailRow => mail !== null) ? mails : null;
    },
    [client],
  );

  const setFlags = useCallback(
    async (ids: readonly string[], flags: MailFlagsInput): Promise<boolean> => {
      if (ids.length === 0) return true;
      const before = snapshot(ids);
      const outcome = await flagsMutation({
        variables: { ids: [...ids], flags },
        optimisticResponse: before
          ? { setMailFlags: before.map((mail) => ({ ...mail, ...definedFlags(flags) })) }
          : undefined,
        update(cache, { data }) {
          if (data) afterMailChange(cache, before ?? [], data.setMailFlags);
        },
        failureTitle: t('mail.toast.changeFailed'),
      });
      return outcome.ok;
    },
    [flagsMutation, snapshot, t],
  );

  const move = useCallback(
    async (ids: readonly string[], folderSlug: string): Promise<boolean> => {
      if (ids.length === 0) return true;
      const before = snapshot(ids);
      const folder = folderIdOf(client.cache, folderSlug);
      const outcome = await moveMutation({
        variables: { ids: [...ids], folder: folderSlug },
        optimisticResponse:
          before && folder
            ? { moveMails: before.map((mail) => ({ ...mail, folder, folderSlug })) }
            : undefined,
        update(cache, { data }) {
          if (data) afterMailChange(cache, before ?? [], data.moveMails);
        },
        failureTitle: t('mail.toast.moveFailed'),
      });
      return outcome.ok;
    },
    [client, moveMutation, snapshot, t],
  );

  const label = useCallback(
    async (ids: readonly string[], labelId: string, on: boolean): Promise<boolean> => {
      if (ids.length === 0) return true;
      const before = snapshot(ids);
      const relabel = (mail: MailRow): MailRow => ({
        ...mail,
        labels: on
          ? mail.labels.includes(labelId)
            ? mail.labels
            : [...mail.labels, labelId]
          : mail.labels.filter((id) => id !== labelId),
      });
      const outcome = await labelMutation({
        variables: { ids: [...ids], labelId, on },
        optimisticResponse: before ? { labelMails: before.map(relabel) } : undefined,
        update(cache, { data }) {
          if (data) afterMailChange(cache, before ?? [], data.labelMails);
        },
        failureTitle: t('mail.toast.changeFailed'),
      });
      return outcome.ok;
    },
    [labelMutation, snapshot, t],
  );

  /** Deletes mails forever (those in Trash, or drafts). */
  const deleteForever = useCallback(
    async (ids: readonly string[], failureTitle = t('mail.toast.deleteFailed')): Promise<boolean> => {
      if (ids.length === 0) return true;
      const before = ids
        .map((id) => cachedMail(client.cache, id))
        .filter((mail): mail is MailRow => mail !== null);
      const outcome = await deleteMutation({
        variables: { ids: [...ids] },
        optimisticResponse: { deleteMails: [...ids] },
        update(cache, { data }) {
          if (data) afterMailsGone(cache, before, data.deleteMails);
        },
        failureTitle,
      });
      return outcome.ok;
    },
    [client, deleteMutation, t],
  );

  /** Keeps a draft (a new one without `id`); answers it, or null when refused (the composer says so). */
  const saveDraft = useCallback(
    async (id: string | null, input: MailInput): Promise<MailRow | null> => {
      const before = id ? cachedMail(client.cache, id) : null;
      const outcome = await draftMutation({
        variables: { id, input },
        update(cache, { data }) {
          if (data) afterMailChange(cache, before ? [before] : [], [data.saveDraft]);
        },
        handledByCaller: true,
      });
      return outcome.ok ? outcome.data.saveDraft : null;
    },
    [client, draftMutation],
  );

  /** Sends a mail (and the draft it was); answers whether it went. */
  const send = useCallback(
    async (input: MailInput, draftId: string | null): Promise<boolean> => {
      const draft = draftId ? cachedMail(client.cache, draftId) : null;
      const outcome = await sendMutation({
        variables: { input, draftId },
        update(cache, { data }) {
          if (!data) return;
          const sent = data.sendMail;
          if (draft && sent.id !== draft.id) {
            afterMailsGone(cache, [draft], [draft.id]);
            afterMailChange(cache, [], [sent]);
          } else afterMailChange(cache, draft ? [draft] : [], [sent]);
        },
        failureTitle: t('mail.toast.sendFailed'),
      });
      return outcome.ok;
    },
    [client, sendMutation, t],
  );

  const createLabel = useCallback(
    async (input: MailLabelInput): Promise<boolean> => {
      const outcome = await createLabelMutation({
        variables: { input },
        update(cache, { data }) {
          if (data) addLabel(cache, data.createMailLabel);
        },
        failureTitle: t('mail.toast.labelFailed'),
      });
      return outcome.ok;
    },
    [createLabelMutation, t],
  );

  const updateLabel = useCallback(
    async (label: { id: string; title: string; slug: string; color: string }, input: MailLabelInput) => {
      const outcome = await updateLabelMutation({
        variables: { id: label.id, input },
        optimisticResponse: {
          updateMailLabel: withTypename('MailLabel', { ...label, ...input } as never),
        },
        failureTitle: t('mail.toast.labelFailed'),
      });
      return outcome.ok;
    },
    [updateLabelMutation, t],
  );

  const deleteLabel = useCallback(
    async (label: { id: string; slug: string }): Promise<boolean> => {
      const outcome = await deleteLabelMutation({
        variables: { id: label.id },
        optimisticResponse: { deleteMailLabel: true },
        update(cache, { data }) {
          if (data?.deleteMailLabel) forgetLabel(cache, label.id, label.slug);
        },
        failureTitle: t('mail.toast.labelFailed'),
      });
      return outcome.ok;
    },
    [deleteLabelMutation, t],
  );

  const setLayout = useCallback(
    async (messageLayout: MailMessageLayout): Promise<boolean> => {
      const outcome = await settingsMutation({
        variables: { input: { messageLayout } },
        optimisticResponse: { updateMailSettings: withTypename('MailSettings', { messageLayout }) },
        failureTitle: t('mail.toast.changeFailed'),
      });
      return outcome.ok;
    },
    [settingsMutation, t],
  );

  return useMemo(
    () => ({
      setFlags,
      move,
      label,
      deleteForever,
      saveDraft,
      send,
      sending: sendState.loading,
      createLabel,
      updateLabel,
      deleteLabel,
      setLayout,
    }),
    [
      setFlags,
      move,
      label,
      deleteForever,
      saveDraft,
      send,
      sendState.loading,
      createLabel,
      updateLabel,
      deleteLabel,
      setLayout,
    ],
  );
}

export type MailMutations = ReturnType<typeof useMailMutations>;
