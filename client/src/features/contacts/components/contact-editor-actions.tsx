import { Button, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface ContactEditorActionsProps {
  saving: boolean;
  onCancel: () => void;
}

/** The bar under the form (it stays in view): the Escape hint, Cancel and Save (the form's submit). */
export function ContactEditorActions({ saving, onCancel }: ContactEditorActionsProps) {
  const { t } = useTranslation();
  return (
    <Flex
      position="sticky"
      bottom="0"
      zIndex="1"
      gap="3"
      justify="flex-end"
      align="center"
      px={{ base: '4', md: '8' }}
      py="3"
      bg="bg.panel"
      borderTopWidth="1px"
    >
      <Text textStyle="xs" color="fg.muted" me="auto" hideBelow="sm">
        {t('contacts.form.escapeHint')}
      </Text>
      <Button variant="outline" onClick={onCancel}>
        {t('contacts.form.cancel')}
      </Button>
      <Button type="submit" loading={saving} loadingText={t('contacts.form.saving')}>
        {t('contacts.form.save')}
      </Button>
    </Flex>
  );
}
