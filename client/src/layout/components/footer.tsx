import { Box, Text } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useTranslation } from 'react-i18next';

/** The copyright line with the current year (spec 000 §2). */
export function Footer() {
  const { t } = useTranslation();
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.panel" py="5" px="6">
      <Text textAlign="center" textStyle="sm" color="fg.muted">
        {t('layout.footer.copyright', { year: DateTime.now().year })}
      </Text>
    </Box>
  );
}
