import { Box, CloseButton, Drawer, Flex, IconButton, Portal, Text, useMediaQuery } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuColumns2, LuMail, LuMenu, LuPencil, LuRectangleHorizontal } from 'react-icons/lu';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useSearchText } from '../../../components/ui/use-search-text';
import { ComposeDialog } from '../components/compose-dialog';
import { LabelManagerDialog } from '../components/label-manager-dialog';
import { MailList } from '../components/mail-list';
import { MailReader } from '../components/mail-reader';
import { MailSidebar } from '../components/mail-sidebar';
import { ShortcutsHelp } from '../components/shortcuts-help';
import { MailboxDocument } from '../graphql/mail';
import { useComposer } from '../hooks/use-composer';
import { useMailFeed } from '../hooks/use-mail-feed';
import { useMailList } from '../hooks/use-mail-list';
import { useMailMutations } from '../hooks/use-mail-mutations';
import { useMailRoute } from '../hooks/use-mail-route';
import { useMailShortcuts } from '../hooks/use-mail-shortcuts';
import { cachedMail, type MailRow } from '../mail-cache';
import { StaffOnly } from '../../../components/ui/staff-only';

/** Wide enough for the sidebar beside the list. */
const WIDE = '(min-width: 1280px)';
/** Wide enough for the reader beside the list. */
const SPLIT = '(min-width: 768px)';

/**
 * apps/mailbox: the folders, filters and labels beside a list of mails, a mail open beside the list or
 * instead of it (the viewer's `messageLayout`), and the composer. New mails arrive live.
 */
/** The staff's mailbox; anyone else who reaches the address gets a notice, and no data is asked for. */
export function MailboxPage() {
  return (
    <StaffOnly>
      <MailboxScreen />
    </StaffOnly>
  );
}

function MailboxScreen() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('mail.title'));
  const client = useApolloClient();
  const route = useMailRoute();
  const mailbox = useQuery(MailboxDocument);
  const mutations = useMailMutations();
  const composer = useComposer();
  useMailFeed();
  const [wide = true, split = true] = useMediaQuery([WIDE, SPLIT], { ssr: false });
  const [menuOpen, setMenuOpen] = useState(false);
  const [labelsOpen, setLabelsOpen] = useState(false);
  const [forever, setForever] = useState<string[] | null>(null);

  // A new list starts without search text or selection.
  const { searchText, setSearchText, query } = useSearchText();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [listedPath, setListedPath] = useState(route.listPath);
  if (listedPath !== route.listPath) {
    setListedPath(route.listPath);
    setSearchText('');
    setSelected(new Set());
  }

  const list = useMailList(route.args, query);
  const folders = useMemo(() => mailbox.data?.mailFolders ?? [], [mailbox.data]);
  const labels = useMemo(() => mailbox.data?.mailLabels ?? [], [mailbox.data]);
  const layout = mailbox.data?.mailSettings.messageLayout ?? 'right';
  const beside = layout === 'right' && split;
  const readerOnly = route.mailId !== null && !beside;

  const { open, close } = route;
  const openMail = useCallback(
    (mail: MailRow) => (mail.folderSlug === 'drafts' ? composer.openDraft(mail) : open(mail.id)),
    [composer, open],
  );

  /** Deletes mails: to Trash, or forever (after asking) when they are all in Trash already. */
  const remove = useCallback(
    (ids: string[]) => {
      const mails = ids.map((id) => cachedMail(client.cache, id));
      if (mails.length > 0 && mails.every((mail) => mail?.folderSlug === 'trash')) {
        setForever(ids);
        return;
      }
      if (route.mailId && ids.includes(route.mailId)) {
        const index = list.rows.findIndex((row) => row.id === route.mailId);
        const next = list.rows.slice(index + 1).find((row) => !ids.includes(row.id));
        if (next && beside) open(next.id, { replace: true });
        else close();
      }
      void mutations.move(ids, 'trash');
    },
    [client, route.mailId, list.rows, beside, open, close, mutations],
  );

  const current = route.mailId ? cachedMail(client.cache, route.mailId) : null;
  const step = (by: number) => {
    const index = list.rows.findIndex((row) => row.id === route.mailId);
    const next = list.rows[index < 0 ? 0 : index + by];
    if (next) openMail(next);
  };
  useMailShortcuts({
    compose: () => (composer.opening ? undefined : composer.compose()),
    next: () => step(1),
    previous: () => step(-1),
    reply: () => current && composer.answer('reply', current),
    replyAll: () => current && composer.answer('replyAll', current),
    forward: () => current && composer.answer('forward', current),
    star: () => current && void mutations.setFlags([current.id], { starred: !current.starred }),
    delete: () => (current ? remove([current.id]) : selected.size ? remove([...selected]) : undefined),
    back: () => route.mailId && close(),
  });

  const sidebar = (
    <MailSidebar
      mailbox={mailbox.data}
      route={route}
      onCompose={() => {
        setMenuOpen(false);
        composer.compose();
      }}
      onManageLabels={() => {
        setMenuOpen(false);
        setLabelsOpen(true);
      }}
      onNavigate={() => setMenuOpen(false)}
    />
  );

  const layoutSwitch = split ? (
    <IconButton
      size="sm"
      variant="ghost"
      aria-label={layout === 'right' ? t('mail.actions.layoutFull') : t('mail.actions.layoutRight')}
      onClick={() => void mutations.setLayout(layout === 'right' ? 'full' : 'right')}
    >
      {layout === 'right' ? <LuRectangleHorizontal /> : <LuColumns2 />}
    </IconButton>
  ) : null;

  const reader = route.mailId ? (
    <MailReader
      key={route.mailId}
      mailId={route.mailId}
      folders={folders}
      labels={labels}
      mutations={mutations}
      onBack={beside ? null : close}
      onAnswer={composer.answer}
      onDelete={remove}
    />
  ) : (
    <Flex height="full" align="center" justify="center" direction="column" gap="2" color="fg.muted">
      <LuMail aria-hidden="true" size="32" />
      <Text>{t('mail.reader.select')}</Text>
    </Flex>
  );

  return (
    <Flex
      height={{ base: 'calc(100dvh - 7rem)', md: 'calc(100dvh - 12.5rem)' }}
      minH="96"
      borderWidth="1px"
      rounded="l3"
      bg="bg.panel"
      overflow="hidden"
    >
      <h1 hidden>{t('mail.title')}</h1>
      {wide ? (
        <Box width="56" flexShrink="0" borderEndWidth="1px" bg="bg.subtle">
          {sidebar}
        </Box>
      ) : (
        <Drawer.Root
          open={menuOpen}
          onOpenChange={(details) => setMenuOpen(details.open)}
          placement="start"
          size="xs"
        >
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content aria-label={t('mail.sidebar.label')}>
                <Drawer.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={t('mail.composer.close')} />
                </Drawer.CloseTrigger>
                <Drawer.Body p="0" pt="8">
                  {sidebar}
                </Drawer.Body>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
      )}
      {readerOnly ? null : (
        <Box
          width={beside && route.mailId ? { md: '40%', '2xl': '420px' } : undefined}
          flex={beside && route.mailId ? undefined : '1'}
          flexShrink="0"
          minW="0"
          borderEndWidth={beside && route.mailId ? '1px' : undefined}
        >
          <MailList
            rows={list.rows}
            totalCount={list.totalCount}
            loading={list.loading}
            error={list.error}
            onRetry={list.refetch}
            hasMore={list.hasMore}
            loadingMore={list.loadingMore}
            onLoadMore={list.loadMore}
            searchText={searchText}
            onSearch={setSearchText}
            query={list.search}
            activeId={route.mailId}
            language={i18n.language}
            folders={folders}
            labels={labels}
            showRecipients={route.kind === 'folder' && (route.slug === 'sent' || route.slug === 'drafts')}
            selected={selected}
            onSelect={setSelected}
            mutations={mutations}
            onOpen={openMail}
            onDelete={remove}
            leading={
              wide ? null : (
                <IconButton
                  size="sm"
                  variant="ghost"
                  aria-label={t('mail.sidebar.open')}
                  onClick={() => setMenuOpen(true)}
                >
                  <LuMenu />
                </IconButton>
              )
            }
            trailing={
              wide ? (
                <>
                  {layoutSwitch}
                  <ShortcutsHelp />
                </>
              ) : (
                // On a phone the sidebar is a drawer: writing a mail is one tap from the list.
                <IconButton
                  size="sm"
                  colorPalette="blue"
                  aria-label={t('mail.compose')}
                  onClick={() => composer.compose()}
                >
                  <LuPencil />
                </IconButton>
              )
            }
          />
        </Box>
      )}
      {readerOnly || (beside && route.mailId) ? (
        <Box flex="1" minW="0">
          {reader}
        </Box>
      ) : null}
      <LabelManagerDialog
        open={labelsOpen}
        onClose={() => setLabelsOpen(false)}
        labels={labels}
        mutations={mutations}
      />
      <ConfirmDialog
        open={forever !== null}
        title={t('mail.deleteForever.title')}
        cancelLabel={t('mail.deleteForever.cancel')}
        confirmLabel={t('mail.deleteForever.confirm')}
        onCancel={() => setForever(null)}
        onConfirm={() => {
          const ids = forever ?? [];
          setForever(null);
          if (route.mailId && ids.includes(route.mailId)) close();
          void mutations.deleteForever(ids);
        }}
      >
        {t('mail.deleteForever.question', { count: forever?.length ?? 0 })}
      </ConfirmDialog>
      {composer.opening ? (
        <ComposeDialog
          key={composer.opening.key}
          opening={composer.opening}
          mutations={mutations}
          onClose={composer.close}
        />
      ) : null}
    </Flex>
  );
}
