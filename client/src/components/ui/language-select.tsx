import { NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from '../../lib/i18n/languages';

/** The language switch of the signed-out pages: a native select, light enough for the first page load. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  return (
    <NativeSelect.Root size="sm" variant="subtle" width="auto">
      <NativeSelect.Field
        aria-label={t('ui.language.label')}
        value={current}
        onChange={(event) => {
          const { value } = event.target;
          if (isLanguage(value)) void i18n.changeLanguage(value);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`ui.language.${language}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
