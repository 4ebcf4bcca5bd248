import { Box, Text, type BoxProps } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeRichText } from '../../lib/sanitize-html';
import { richTextCss } from './rich-text-styles';

export interface RichTextViewProps extends Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'> {
  /** Stored rich text (HTML); cleaned again before it reaches the page. */
  html: string | null | undefined;
  /** Shown when there is nothing to read; "No notes" by default, null shows nothing. */
  emptyText?: string | null;
}

/** Read-only rendering of stored rich text (notes of tasks and contacts). */
export function RichTextView({ html, emptyText, ...rest }: RichTextViewProps) {
  const { t } = useTranslation();
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  if (clean === '') {
    const text = emptyText === undefined ? t('rich-text.empty') : emptyText;
    return text ? (
      <Text color="fg.muted" fontStyle="italic" {...rest}>
        {text}
      </Text>
    ) : null;
  }
  return <Box css={richTextCss} {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
