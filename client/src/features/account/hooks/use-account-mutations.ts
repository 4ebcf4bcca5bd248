import { useFeatureMutation } from '../../../lib/apollo/use-feature-mutation';
import { accountWait } from '../account-errors';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language, UpdateMeInput } from '../../../generated/graphql';
import { hasFieldErrors } from '../../../lib/apollo/field-error-codes';
import { withTypename } from '../../../lib/apollo/use-cache-mutation';
import { sessionStore } from '../../../lib/session/session-store';
import {
  ChangeMyPasswordDocument,
  SetMyLanguageDocument,
  SetMyNotificationPreferenceDocument,
  UpdateMyProfileDocument,
} from '../graphql/account';

// The account pages' mutations (lib/apollo/use-cache-mutation.ts): a change shows at once, only the
// entries it touches change in the cache, and a refusal is rolled back and said in a toast — except
// field errors, which the forms show on their fields.

/**
 * updateMe for the profile: the name or picture changes at once in the top bar and everywhere else the
 * user shows. `current` is what the user has now, for the optimistic answer.
 */
export function useUpdateMyProfile() {
  const { t } = useTranslation();
  const [mutate, state] = useFeatureMutation(UpdateMyProfileDocument, 'account', accountWait);
  const update = useCallback(
    (current: { id: string; name: string; avatar: string | null }, input: UpdateMeInput) =>
      mutate({
        variables: { input },
        optimisticResponse: {
          updateMe: withTypename('User', {
            id: current.id,
            name: input.name?.trim() ?? current.name,
            avatar: input.avatar !== undefined ? input.avatar : current.avatar,
          }),
        },
        failureTitle: t('account.errors.notSaved'),
        handledByCaller: hasFieldErrors,
      }),
    [mutate, t],
  );
  return [update, state] as const;
}

/** setMyLanguage: the account's language changes in the cache at once (language-sync.tsx follows it). */
export function useSetMyLanguage() {
  const { t } = useTranslation();
  const [mutate, state] = useFeatureMutation(SetMyLanguageDocument, 'account', accountWait);
  const setLanguage = useCallback(
    (accountId: string, language: Language) =>
      mutate({
        variables: { language },
        optimisticResponse: { setMyLanguage: withTypename('Account', { id: accountId, language }) },
        failureTitle: t('account.errors.notSaved'),
      }),
    [mutate, t],
  );
  return [setLanguage, state] as const;
}

/** setMyNotificationPreference: the switch moves at once; a refusal moves it back. */
export function useSetMyNotificationPreference() {
  const { t } = useTranslation();
  const [mutate, state] = useFeatureMutation(SetMyNotificationPreferenceDocument, 'account', accountWait);
  const setPreference = useCallback(
    (notificationTypeId: string, enabled: boolean) =>
      mutate({
        variables: { input: { notificationTypeId, enabled } },
        optimisticResponse: {
          setMyNotificationPreference: withTypename('AccountNotificationPreference', {
            id: notificationTypeId,
            enabled,
            chosen: true,
          }),
        },
        failureTitle: t('account.errors.notSaved'),
      }),
    [mutate, t],
  );
  return [setPreference, state] as const;
}

/**
 * changeMyPassword. Every token issued before stops working, this session's too, so the fresh token of
 * the answer takes its place at once: this session goes on, every other one is signed out.
 */
export function useChangeMyPassword() {
  const [mutate, state] = useFeatureMutation(ChangeMyPasswordDocument, 'account', accountWait);
  const change = useCallback(
    async (currentPassword: string, newPassword: string) => {
      const outcome = await mutate({
        variables: { input: { currentPassword, newPassword } },
        handledByCaller: hasFieldErrors,
        // The answer carries no account: the date the settings page shows is now.
        update: (cache, { data }) => {
          const id = data?.changeMyPassword.user.id;
          if (!id) return;
          cache.modify({
            id: cache.identify({ __typename: 'Account', id }),
            fields: { passwordChangedAt: () => new Date().toISOString() },
          });
        },
      });
      if (outcome.ok) sessionStore.replace(outcome.data.changeMyPassword.accessToken);
      return outcome;
    },
    [mutate],
  );
  return [change, state] as const;
}
