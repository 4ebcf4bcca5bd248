import { chakra, HStack, IconButton, Text, Textarea, VisuallyHidden } from '@chakra-ui/react';
import { forwardRef, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSendHorizontal } from 'react-icons/lu';
import { MAX_MESSAGE_LENGTH } from '../hooks/use-quick-chat-mutations';

export interface MessageComposerProps {
  /** Sends the trimmed text; resolves false when it could not be sent (the draft comes back). */
  onSend: (value: string) => Promise<boolean>;
  /** The contact's name, for the field's label. */
  contactName: string;
}

/**
 * The message field: Enter sends, Shift+Enter starts a new line, the send button is disabled while
 * the text is blank. The text is trimmed and at most 4000 characters. The field empties at once (the
 * message shows optimistically); if sending fails the draft comes back with an alert.
 */
export const MessageComposer = forwardRef<HTMLTextAreaElement, MessageComposerProps>(function MessageComposer(
  { onSend, contactName },
  ref,
) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [failed, setFailed] = useState(false);
  const counterId = useId();
  const hintId = useId();
  const value = draft.trim();
  const nearLimit = draft.length > MAX_MESSAGE_LENGTH - 200;

  const send = async () => {
    if (value.length === 0) return;
    setDraft('');
    setFailed(false);
    const sent = await onSend(value);
    if (!sent) {
      setFailed(true);
      // Give the text back unless the user started a new one meanwhile.
      setDraft((current) => (current === '' ? value : current));
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send();
  };

  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while an input method composes a character belongs to the input method.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <chakra.form onSubmit={submit} borderTopWidth="1px" p="3" bg="bg.panel">
      {failed ? (
        <Text role="alert" textStyle="xs" color="fg.error" mb="2">
          {t('quick-chat.composer.failed')}
        </Text>
      ) : null}
      <HStack align="flex-end" gap="2">
        <Textarea
          ref={ref}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setFailed(false);
          }}
          onKeyDown={keyDown}
          aria-label={t('quick-chat.composer.label', { name: contactName })}
          aria-describedby={nearLimit ? `${hintId} ${counterId}` : hintId}
          placeholder={t('quick-chat.composer.placeholder')}
          maxLength={MAX_MESSAGE_LENGTH}
          rows={1}
          resize="none"
          maxH="32"
          css={{ fieldSizing: 'content' }}
          size="sm"
          rounded="lg"
        />
        <IconButton
          type="submit"
          aria-label={t('quick-chat.composer.send')}
          disabled={value.length === 0}
          size="sm"
          rounded="lg"
        >
          <LuSendHorizontal />
        </IconButton>
      </HStack>
      <VisuallyHidden id={hintId}>{t('quick-chat.composer.hint')}</VisuallyHidden>
      {nearLimit ? (
        <Text id={counterId} textStyle="xs" color="fg.muted" mt="1" textAlign="end">
          {t('quick-chat.composer.remaining', { count: MAX_MESSAGE_LENGTH - draft.length })}
        </Text>
      ) : null}
    </chakra.form>
  );
});
