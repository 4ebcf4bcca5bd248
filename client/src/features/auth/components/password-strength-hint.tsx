import { HStack, Box, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH, passwordStrength, type PasswordStrength } from '../account-validation';

const LEVELS: Record<PasswordStrength, { filled: number; palette: string }> = {
  empty: { filled: 0, palette: 'gray' },
  weak: { filled: 1, palette: 'red' },
  fair: { filled: 2, palette: 'orange' },
  good: { filled: 3, palette: 'teal' },
  strong: { filled: 4, palette: 'green' },
};

/** Four bars and a word under a new password; the minimum length is said before anything is typed. */
export function PasswordStrengthHint({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation();
  const strength = passwordStrength(password);
  const { filled, palette } = LEVELS[strength];
  return (
    <Stack gap="1.5" id={id}>
      <HStack gap="1" aria-hidden="true">
        {[1, 2, 3, 4].map((bar) => (
          <Box
            key={bar}
            flex="1"
            h="1"
            rounded="full"
            colorPalette={palette}
            bg={bar <= filled ? 'colorPalette.solid' : 'bg.emphasized'}
          />
        ))}
      </HStack>
      <Text textStyle="xs" color="fg.muted" aria-live="polite">
        {strength === 'empty'
          ? t('auth.passwordStrength.hint', { count: PASSWORD_MIN_LENGTH })
          : t('auth.passwordStrength.label', { strength: t(`auth.passwordStrength.${strength}`) })}
      </Text>
    </Stack>
  );
}
