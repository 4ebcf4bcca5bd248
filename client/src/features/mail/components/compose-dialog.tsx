import { Box, Button, Flex, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuMaximize2, LuMinimize2, LuMinus, LuPaperclip, LuSend, LuTrash2, LuX } from 'react-icons/lu';
import type { MailInput } from '../../../generated/graphql';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor';
import { appToaster } from '../../../components/ui/toaster';
import { useComposerAttachments } from '../hooks/use-composer-attachments';
import { useComposerDraft } from '../hooks/use-composer-draft';
import type { MailMutations } from '../hooks/use-mail-mutations';
import { isEmail } from '../mail-address';
import type { QuotedAttachment } from '../mail-quote';
import { ComposeAttachments } from './compose-attachments';
import { RecipientField } from './recipient-field';

/** What the composer opens with: empty, a draft from Drafts, or an answer's prefill. */
export interface ComposerOpening {
  /** New for each opening (the composer starts afresh). */
  key: string;
  draftId: string | null;
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  content: string;
  attachments: QuotedAttachment[];
  inReplyTo: string | null;
}

interface Fields {
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  content: string;
}

interface ComposeDialogProps {
  opening: ComposerOpening;
  mutations: MailMutations;
  onClose: () => void;
}

type Problem = 'needRecipient' | 'invalidRecipients' | 'uploadsPending' | 'tooManyAttachments';

/**
 * The composer: a window at the bottom of the screen (minimise, maximise, close) that does not block the
 * mailbox. The draft saves itself while typing and survives a reload (it opens again from Drafts).
 */
export function ComposeDialog({ opening, mutations, onClose }: ComposeDialogProps) {
  const { t } = useTranslation();
  const [fields, setFields] = useState<Fields>(() => ({
    to: opening.to,
    cc: opening.cc,
    bcc: opening.bcc,
    subject: opening.subject,
    content: opening.content,
  }));
  const [showCc, setShowCc] = useState(opening.cc.length > 0);
  const [showBcc, setShowBcc] = useState(opening.bcc.length > 0);
  const [size, setSize] = useState<'normal' | 'minimized' | 'maximized'>('normal');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [sending, setSending] = useState(false);
  const [dragging, setDragging] = useState(false);
  const files = useComposerAttachments(opening.attachments);
  const draft = useComposerDraft(opening.draftId, mutations.saveDraft);
  const picker = useRef<HTMLInputElement>(null);

  const input = (): MailInput => ({
    ...fields,
    attachmentIds: files.uploadedIds,
    inReplyTo: opening.inReplyTo,
  });

  // Every change the person makes (fields, a file uploaded or removed) saves the draft once typing pauses.
  const attachmentKey = files.uploadedIds.join(',');
  const touched = useRef(false);
  const { schedule } = draft;
  useEffect(() => {
    if (!touched.current) {
      touched.current = true;
      return;
    }
    schedule({
      ...fields,
      attachmentIds: attachmentKey ? attachmentKey.split(',') : [],
      inReplyTo: opening.inReplyTo,
    });
  }, [fields, attachmentKey, schedule, opening.inReplyTo]);

  const change = (patch: Partial<Fields>) => {
    setProblem(null);
    setFields((current) => ({ ...current, ...patch }));
  };

  const addFiles = (list: FileList | null) => {
    if (!list) return;
    if (!files.add([...list], files.attachments.length)) setProblem('tooManyAttachments');
  };

  const send = async () => {
    const recipients = [...fields.to, ...fields.cc, ...fields.bcc];
    const check: Problem | null =
      recipients.length === 0
        ? 'needRecipient'
        : !recipients.every(isEmail)
          ? 'invalidRecipients'
          : files.uploading
            ? 'uploadsPending'
            : null;
    setProblem(check);
    if (check) return;
    setSending(true);
    draft.cancel();
    const draftId = await draft.settle();
    const sent = await mutations.send(input(), draftId);
    setSending(false);
    if (!sent) return;
    appToaster.create({ type: 'success', title: t('mail.toast.sent') });
    onClose();
  };

  const discard = async () => {
    draft.cancel();
    const draftId = await draft.settle();
    onClose();
    if (draftId && (await mutations.deleteForever([draftId])))
      appToaster.create({ type: 'info', title: t('mail.toast.discarded') });
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    addFiles(event.dataTransfer.files);
  };

  const status =
    draft.status === 'saving'
      ? t('mail.composer.saving')
      : draft.status === 'saved'
        ? t('mail.composer.saved')
        : draft.status === 'failed'
          ? t('mail.composer.saveFailed')
          : '';
  const title = fields.subject.trim() || t('mail.composer.title');
  const minimized = size === 'minimized';

  return (
    <Flex
      role="dialog"
      aria-label={t('mail.composer.label')}
      direction="column"
      position="fixed"
      zIndex="modal"
      bg="bg.panel"
      borderWidth="1px"
      shadow="lg"
      roundedTop="l3"
      bottom="0"
      insetEnd={
        minimized
          ? { base: '2', md: '6' }
          : size === 'maximized'
            ? { base: '0', md: '8' }
            : { base: '0', md: '6' }
      }
      top={minimized ? undefined : size === 'maximized' ? { base: '0', md: '8' } : { base: '0', md: 'auto' }}
      insetStart={
        minimized ? undefined : size === 'maximized' ? { base: '0', md: '8' } : { base: '0', md: 'auto' }
      }
      width={minimized ? '80' : size === 'maximized' ? undefined : { base: 'auto', md: '560px' }}
      height={minimized ? undefined : size === 'maximized' ? undefined : { base: 'auto', md: '600px' }}
      maxH="100dvh"
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(event) => {
        // Moving over the composer's own fields is no leaving.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={onDrop}
    >
      <HStack gap="1" px="3" py="2" bg="bg.muted" roundedTop="l3">
        <Text fontWeight="semibold" textStyle="sm" truncate flex="1">
          {title}
        </Text>
        <Text textStyle="xs" color={draft.status === 'failed' ? 'fg.error' : 'fg.muted'} aria-live="polite">
          {status}
        </Text>
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={minimized ? t('mail.composer.restore') : t('mail.composer.minimize')}
          onClick={() => setSize(minimized ? 'normal' : 'minimized')}
        >
          <LuMinus />
        </IconButton>
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={size === 'maximized' ? t('mail.composer.unmaximize') : t('mail.composer.maximize')}
          onClick={() => setSize(size === 'maximized' ? 'normal' : 'maximized')}
        >
          {size === 'maximized' ? <LuMinimize2 /> : <LuMaximize2 />}
        </IconButton>
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={t('mail.composer.close')}
          onClick={() => {
            void draft.flush();
            onClose();
          }}
        >
          <LuX />
        </IconButton>
      </HStack>
      <Flex direction="column" flex="1" minH="0" hidden={minimized} position="relative">
        <Box overflowY="auto" flex="1" minH="0">
          <RecipientField
            label={t('mail.composer.to')}
            values={fields.to}
            onChange={(to) => change({ to })}
            autoFocus={opening.to.length === 0}
          />
          {showCc ? (
            <RecipientField
              label={t('mail.composer.cc')}
              values={fields.cc}
              onChange={(cc) => change({ cc })}
            />
          ) : null}
          {showBcc ? (
            <RecipientField
              label={t('mail.composer.bcc')}
              values={fields.bcc}
              onChange={(bcc) => change({ bcc })}
            />
          ) : null}
          {!showCc || !showBcc ? (
            <HStack gap="1" px="3" py="1" justify="flex-end">
              {!showCc ? (
                <Button size="xs" variant="plain" onClick={() => setShowCc(true)}>
                  {t('mail.composer.showCc')}
                </Button>
              ) : null}
              {!showBcc ? (
                <Button size="xs" variant="plain" onClick={() => setShowBcc(true)}>
                  {t('mail.composer.showBcc')}
                </Button>
              ) : null}
            </HStack>
          ) : null}
          <Input
            variant="flushed"
            px="3"
            value={fields.subject}
            maxLength={300}
            placeholder={t('mail.composer.subject')}
            aria-label={t('mail.composer.subject')}
            onChange={(event) => change({ subject: event.target.value })}
          />
          <Box px="3" py="2">
            <RichTextEditor
              value={fields.content}
              onChange={(content) => change({ content })}
              aria-label={t('mail.composer.body')}
              placeholder={t('mail.composer.bodyPlaceholder')}
              // An answer is written above the quoted original; a draft reopens where it ended.
              autoFocus={
                opening.to.length === 0 ? false : opening.inReplyTo && !opening.draftId ? 'start' : true
              }
              minHeight="40"
              quotes
            />
          </Box>
          <ComposeAttachments attachments={files.attachments} onRemove={files.remove} />
        </Box>
        {dragging ? (
          <Flex
            position="absolute"
            inset="0"
            align="center"
            justify="center"
            bg="bg/80"
            borderWidth="2px"
            borderStyle="dashed"
            borderColor="colorPalette.solid"
            colorPalette="blue"
            pointerEvents="none"
          >
            <Text fontWeight="semibold">{t('mail.composer.dropHere')}</Text>
          </Flex>
        ) : null}
        <Stack gap="1" px="3" py="2" borderTopWidth="1px">
          {problem ? (
            <Text textStyle="sm" color="fg.error" role="alert">
              {t(`mail.composer.${problem}`)}
            </Text>
          ) : null}
          <HStack gap="2">
            <Button
              colorPalette="blue"
              size="sm"
              onClick={() => void send()}
              loading={sending}
              loadingText={t('mail.composer.sending')}
            >
              <LuSend aria-hidden="true" />
              {t('mail.composer.send')}
            </Button>
            <IconButton
              size="sm"
              variant="ghost"
              aria-label={t('mail.composer.attach')}
              onClick={() => picker.current?.click()}
            >
              <LuPaperclip />
            </IconButton>
            <input
              ref={picker}
              type="file"
              multiple
              hidden
              aria-hidden="true"
              tabIndex={-1}
              onChange={(event) => {
                addFiles(event.target.files);
                event.target.value = '';
              }}
            />
            <Box flex="1" />
            <IconButton
              size="sm"
              variant="ghost"
              colorPalette="red"
              aria-label={t('mail.composer.discard')}
              onClick={() => void discard()}
            >
              <LuTrash2 />
            </IconButton>
          </HStack>
        </Stack>
      </Flex>
    </Flex>
  );
}
