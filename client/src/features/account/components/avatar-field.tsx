import { Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuImageUp, LuTrash2 } from 'react-icons/lu';
import { appToaster } from '../../../components/ui/toaster';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { fieldErrorCodesOf } from '../../../lib/apollo/field-error-codes';
import {
  AVATAR_ACCEPT,
  avatarProblemFromCode,
  checkAvatarFile,
  readAsDataUrl,
  type AvatarProblem,
} from '../../../lib/avatar-file';
import { useUpdateMyProfile } from '../hooks/use-account-mutations';

interface AvatarFieldProps {
  user: { id: string; name: string; avatar: string | null };
}

/**
 * The person's picture with its upload and remove buttons. Each saves at once and shows at once (the
 * top bar too); a file the browser or the server refuses is said under the buttons.
 */
export function AvatarField({ user }: AvatarFieldProps) {
  const { t } = useTranslation();
  const fileRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<AvatarProblem | null>(null);
  const [update, { loading }] = useUpdateMyProfile();
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);

  const save = async (avatar: string | null, done: string, kind: 'upload' | 'remove') => {
    setBusy(kind);
    const outcome = await update(user, { avatar });
    setBusy(null);
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
    await save(await readAsDataUrl(file), t('account.profile.avatarUpdated'), 'upload');
  };

  return (
    <Flex align={{ base: 'flex-start', sm: 'center' }} gap="4" direction={{ base: 'column', sm: 'row' }}>
      <UserAvatar
        name={user.name}
        src={user.avatar}
        size="2xl"
        emphasis="solid"
        data-testid="profile-avatar"
      />
      <Stack gap="1.5">
        <HStack gap="2" wrap="wrap">
          <input
            ref={fileRef}
            type="file"
            accept={AVATAR_ACCEPT}
            aria-label={t('account.profile.uploadAvatar')}
            data-testid="profile-avatar-input"
            hidden
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Choosing the same file again must fire again.
              event.target.value = '';
              void onFile(file);
            }}
          />
          <Button
            size="sm"
            variant="outline"
            loading={busy === 'upload'}
            disabled={loading}
            onClick={() => fileRef.current?.click()}
          >
            <LuImageUp aria-hidden="true" />
            {t('account.profile.uploadAvatar')}
          </Button>
          {user.avatar ? (
            <Button
              size="sm"
              variant="ghost"
              colorPalette="red"
              loading={busy === 'remove'}
              disabled={loading}
              onClick={() => {
                setProblem(null);
                void save(null, t('account.profile.avatarRemoved'), 'remove');
              }}
            >
              <LuTrash2 aria-hidden="true" />
              {t('account.profile.removeAvatar')}
            </Button>
          ) : null}
        </HStack>
        <Box minH="5">
          {problem ? (
            <Text role="alert" textStyle="sm" color="fg.error">
              {t(`account.validation.${problem}`)}
            </Text>
          ) : (
            <Text textStyle="xs" color="fg.muted">
              {t('account.profile.avatarHint')}
            </Text>
          )}
        </Box>
      </Stack>
    </Flex>
  );
}
