import { Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuImageUp, LuTrash2 } from 'react-icons/lu';
import { appToaster } from '../../../components/ui/toaster';
import type { ContactDetailFragment } from '../../../generated/graphql';
import { fieldErrorCodesOf } from '../../../lib/apollo/field-error-codes';
import type { MutationOutcome } from '../../../lib/apollo/use-cache-mutation';
import {
  AVATAR_ACCEPT,
  avatarProblemFromCode,
  checkAvatarFile,
  readAsDataUrl,
  type AvatarProblem,
} from '../avatar-file';
import { useUpdateContact, useUploadContactAvatar } from '../hooks/use-contact-mutations';
import { ContactAvatar } from './contacts-list';

/** A draft's picture: kept in the editor and saved with the contact (useSaveContactDraft). */
export interface DraftAvatar {
  /** The chosen picture as a data URL, or null. */
  value: string | null;
  onChange: (avatar: string | null) => void;
}

/**
 * The picture with its upload and remove buttons; both save at once (and show at once). A file the
 * server refuses is said under the buttons; other refusals come as a toast from the mutation hook.
 * A draft (a contact not saved yet) keeps the chosen picture until its first save instead.
 */
export function ContactAvatarField({
  contact,
  draft,
}: {
  contact: ContactDetailFragment;
  draft?: DraftAvatar;
}) {
  const { t } = useTranslation();
  const fileRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<AvatarProblem | null>(null);
  const [upload, { loading: uploading }] = useUploadContactAvatar();
  const [update, { loading: removing }] = useUpdateContact();

  const report = (outcome: MutationOutcome<unknown>, done: string) => {
    if (outcome.ok) {
      appToaster.create({ type: 'success', title: done });
      return;
    }
    const code = fieldErrorCodesOf(outcome.error).avatar;
    if (code !== undefined) setProblem(avatarProblemFromCode(code));
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const found = checkAvatarFile(file);
    setProblem(found);
    if (found) return;
    if (draft) {
      draft.onChange(await readAsDataUrl(file));
      return;
    }
    report(await upload(contact.id, await readAsDataUrl(file)), t('contacts.form.avatarUpdated'));
  };

  const remove = async () => {
    setProblem(null);
    if (draft) {
      draft.onChange(null);
      return;
    }
    report(await update(contact.id, { avatar: null }, ['avatar']), t('contacts.form.avatarRemoved'));
  };

  return (
    <Flex align="flex-start" gap={{ base: '2', sm: '4' }} mt="-12" direction={{ base: 'column', sm: 'row' }}>
      <Box rounded="full" borderWidth="4px" borderColor="bg.panel" bg="bg.panel">
        <ContactAvatar name={contact.name} avatar={draft ? draft.value : contact.avatar} size="2xl" />
      </Box>
      <Stack gap="1.5" mt={{ base: '0', sm: '14' }}>
        <HStack gap="2" wrap="wrap">
          <input
            ref={fileRef}
            type="file"
            accept={AVATAR_ACCEPT}
            aria-label={t('contacts.form.uploadAvatar')}
            data-testid="contact-avatar-input"
            hidden
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Choosing the same file again must fire again.
              event.target.value = '';
              void onFile(file);
            }}
          />
          <Button size="sm" variant="outline" loading={uploading} onClick={() => fileRef.current?.click()}>
            <LuImageUp aria-hidden="true" />
            {t('contacts.form.uploadAvatar')}
          </Button>
          {(draft ? draft.value : contact.avatar) ? (
            <Button
              size="sm"
              variant="ghost"
              colorPalette="red"
              loading={removing}
              onClick={() => void remove()}
            >
              <LuTrash2 aria-hidden="true" />
              {t('contacts.form.removeAvatar')}
            </Button>
          ) : null}
        </HStack>
        {problem ? (
          <Text role="alert" textStyle="sm" color="fg.error">
            {t(`contacts.validation.${problem}`)}
          </Text>
        ) : (
          <Text textStyle="xs" color="fg.muted">
            {draft ? t('contacts.form.avatarHintDraft') : t('contacts.form.avatarHint')}
          </Text>
        )}
      </Stack>
    </Flex>
  );
}
