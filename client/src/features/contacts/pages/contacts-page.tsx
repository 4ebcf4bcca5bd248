import { featureErrors } from '../../../lib/apollo/feature-errors';
import { StaffOnly } from '../../../components/ui/staff-only';
import {
  Box,
  Button,
  CloseButton,
  EmptyState,
  Flex,
  HStack,
  Input,
  InputGroup,
  Skeleton,
  SkeletonCircle,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { LuArrowLeft, LuContact, LuPlus, LuSearch, LuSearchX } from 'react-icons/lu';
import { describeApiError } from '../../../lib/apollo/errors';
import { useOrganizationCapabilities } from '../../../lib/viewer/use-viewer-permissions';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { PATHS } from '../../../lib/paths';
import { useListDetailRoute } from '../../../components/ui/use-list-detail-route';
import { useSearchText } from '../../../components/ui/use-search-text';
import { modKeyLabel, useModKeyHotkey } from '../../../components/ui/use-hotkey';
import { ShortcutButton } from '../../../components/ui/shortcut-button';
import { appToaster } from '../../../components/ui/toaster';
import { ContactEditor } from '../components/contact-editor';
import { ContactView } from '../components/contact-view';
import { ContactsList, ContactsListSkeleton } from '../components/contacts-list';
import { DeleteContactDialog } from '../components/delete-contact-dialog';
import { blankContact, NEW_CONTACT_ID } from '../contact-draft';
import { CONTACTS_PAGE_SIZE } from '../contacts-cache';
import { countriesByIso } from '../countries';
import { ContactDetailDocument, ContactsPageDocument, ContactsReferenceDocument } from '../graphql/contacts';

/**
 * apps/contacts and apps/contacts/{id}: the list on the left, the selected contact on the right (on a
 * phone, one at a time with a way back). The address says which contact is open; edit mode is the
 * page's own state.
 */
/** The staff's app; anyone else who reaches the address gets a notice, and no data is asked for. */
export function ContactsPage() {
  return (
    <StaffOnly>
      <ContactsScreen />
    </StaffOnly>
  );
}

function ContactsScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('contacts.title'));
  const route = useListDetailRoute(PATHS.contacts);
  const capabilities = useOrganizationCapabilities();
  // apps/contacts/new is a new contact's draft: nothing exists on the server until its first Save.
  const drafting = route.selectedId === NEW_CONTACT_ID;
  const selectedId = drafting ? null : route.selectedId;
  // What the draft's editor starts from (the editor mounts afresh for every draft).
  const [draftContact] = useState(blankContact);

  // A search given in the address (apps/contacts?query=…, the top bar's "see all") fills the box, on
  // arrival and whenever such a link is followed again.
  const [searchParams] = useSearchParams();
  const addressQuery = searchParams.get('query');
  const { key: locationKey } = useLocation();
  const { searchText, setSearchText, query } = useSearchText(addressQuery ?? '');
  useEffect(() => {
    if (addressQuery !== null) setSearchText(addressQuery);
  }, [addressQuery, locationKey, setSearchText]);
  const list = useQuery(ContactsPageDocument, {
    variables: { query: query || null, first: CONTACTS_PAGE_SIZE },
  });
  const connection = (list.data ?? list.previousData)?.contacts;
  const contacts = useMemo(() => connection?.nodes ?? [], [connection]);
  const totalCount = connection?.totalCount ?? 0;

  // Scrolling near the end asks for the next page once at a time; the type policy appends it.
  const [loadingMore, setLoadingMore] = useState(false);
  const loadingMoreRef = useRef(false);
  const { fetchMore } = list;
  const endCursor = list.data?.contacts.endCursor ?? null;
  const loadMore = useCallback(() => {
    if (!endCursor || loadingMoreRef.current) return;
    loadingMoreRef.current = true;
    setLoadingMore(true);
    fetchMore({ variables: { after: endCursor } })
      .catch((error: unknown) => {
        appToaster.create({ type: 'error', title: featureErrors(t, 'contacts').explain(error) });
      })
      .finally(() => {
        loadingMoreRef.current = false;
        setLoadingMore(false);
      });
  }, [endCursor, fetchMore, t]);

  const reference = useQuery(ContactsReferenceDocument);
  const countries = useMemo(() => reference.data?.countries ?? [], [reference.data]);
  const countryByIso = useMemo(() => countriesByIso(countries), [countries]);
  const tags = reference.data?.contactTags ?? [];

  const detail = useQuery(ContactDetailDocument, {
    variables: { id: selectedId ?? '' },
    skip: selectedId === null,
  });
  const contact = detail.data?.contact.id === selectedId ? detail.data.contact : undefined;

  // Edit mode belongs to one contact (opening another leaves it).
  const [editingId, setEditingId] = useState<string | null>(null);
  const editing = capabilities.canWrite && selectedId !== null && editingId === selectedId;
  const closeEditor = () => setEditingId(null);

  // Adding opens the editor on a draft; its first Save creates the contact (ContactEditor).
  const add = () => {
    if (!capabilities.canWrite || drafting) return;
    setSearchText('');
    route.open(NEW_CONTACT_ID);
  };
  useModKeyHotkey('/', add, capabilities.canWrite);

  // Deleting opens the next contact of the list, else the previous one, else none.
  const [deleting, setDeleting] = useState<{ id: string; name: string; nextId: string | null } | null>(null);
  const askDelete = (target: { id: string; name: string }) => {
    const index = contacts.findIndex((candidate) => candidate.id === target.id);
    const neighbour = index >= 0 ? (contacts[index + 1] ?? contacts[index - 1]) : undefined;
    setDeleting({ ...target, nextId: neighbour?.id ?? null });
  };

  const listPanel = () => {
    if (list.error && !connection) {
      return (
        <Box p="4">
          <ErrorAlert retry={{ label: t('contacts.errors.retry'), onRetry: () => void list.refetch() }}>
            {t('contacts.errors.loadFailed')}
          </ErrorAlert>
        </Box>
      );
    }
    if (!connection) return <ContactsListSkeleton />;
    if (contacts.length === 0) {
      return (
        <EmptyState.Root size="sm" flex="1">
          <EmptyState.Content>
            <EmptyState.Indicator>{query ? <LuSearchX /> : <LuContact />}</EmptyState.Indicator>
            <Stack textAlign="center" gap="1">
              <EmptyState.Title>
                {query ? t('contacts.empty.noMatch', { query }) : t('contacts.empty.none')}
              </EmptyState.Title>
              <EmptyState.Description>
                {query ? t('contacts.empty.noMatchHint') : t('contacts.empty.noneHint')}
              </EmptyState.Description>
            </Stack>
            {query ? (
              <Button size="sm" variant="outline" onClick={() => setSearchText('')}>
                {t('contacts.search.clear')}
              </Button>
            ) : null}
          </EmptyState.Content>
        </EmptyState.Root>
      );
    }
    return (
      <ContactsList
        contacts={contacts}
        totalCount={totalCount}
        selectedId={selectedId}
        hasMore={endCursor !== null}
        loadingMore={loadingMore}
        onLoadMore={loadMore}
        onOpen={(id) => route.open(id)}
      />
    );
  };

  const detailPanel = () => {
    if (drafting && capabilities.canWrite && reference.data) {
      return (
        <ContactEditor
          contact={draftContact}
          countries={countries}
          tags={tags}
          onClose={() => route.close()}
          onCreated={(id) => route.open(id, { replace: true })}
        />
      );
    }
    if (drafting) return capabilities.ready && !capabilities.canWrite ? selectPrompt() : <DetailSkeleton />;
    return selectedId === null ? selectPrompt() : savedContactPanel();
  };

  const selectPrompt = () => (
    <EmptyState.Root h="full">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuContact />
        </EmptyState.Indicator>
        <EmptyState.Description>{t('contacts.detail.selectPrompt')}</EmptyState.Description>
      </EmptyState.Content>
    </EmptyState.Root>
  );

  const savedContactPanel = () => {
    if (detail.error && !contact) {
      const failure = describeApiError(detail.error);
      return (
        <Box p={{ base: '4', md: '8' }}>
          <ErrorAlert
            retry={
              failure.code === 'NOT_FOUND'
                ? undefined
                : { label: t('contacts.errors.retry'), onRetry: () => void detail.refetch() }
            }
          >
            {failure.code === 'NOT_FOUND' ? t('contacts.errors.notFound') : t('contacts.errors.detailFailed')}
          </ErrorAlert>
        </Box>
      );
    }
    if (!contact || !reference.data) return <DetailSkeleton />;
    if (editing) {
      return (
        <ContactEditor
          key={contact.id}
          contact={contact}
          countries={countries}
          tags={tags}
          onClose={closeEditor}
        />
      );
    }
    return (
      <ContactView
        contact={contact}
        countries={countryByIso}
        tags={tags}
        canWrite={capabilities.canWrite}
        canDelete={capabilities.canDelete}
        onEdit={() => setEditingId(contact.id)}
        onDelete={() => askDelete(contact)}
      />
    );
  };

  return (
    <Stack gap="4">
      <PageHeader
        title={t('contacts.title')}
        subtitle={connection ? t('contacts.count', { count: totalCount }) : null}
        liveSubtitle
        subtitleTestId="contacts-count"
        actions={
          capabilities.ready && !capabilities.canWrite && !capabilities.canDelete ? (
            <Text textStyle="sm" color="fg.muted">
              {t('contacts.readOnly')}
            </Text>
          ) : null
        }
      />

      <Flex
        borderWidth="1px"
        rounded="l3"
        bg="bg.panel"
        overflow="hidden"
        h={{ base: 'calc(100dvh - 12rem)', md: 'calc(100dvh - 15rem)' }}
        minH="30rem"
      >
        <Flex
          direction="column"
          w={{ base: 'full', lg: '96' }}
          flexShrink="0"
          borderEndWidth={{ lg: '1px' }}
          display={{ base: route.selectedId ? 'none' : 'flex', lg: 'flex' }}
        >
          <HStack gap="2" p="3" borderBottomWidth="1px" role="search">
            <InputGroup
              flex="1"
              startElement={<LuSearch aria-hidden="true" />}
              endElement={
                searchText ? (
                  <CloseButton
                    size="xs"
                    aria-label={t('contacts.search.clear')}
                    onClick={() => setSearchText('')}
                  />
                ) : undefined
              }
            >
              <Input
                type="search"
                aria-label={t('contacts.search.label')}
                placeholder={t('contacts.search.placeholder')}
                value={searchText}
                onChange={(event) => setSearchText(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Escape' && searchText) {
                    event.preventDefault();
                    setSearchText('');
                  }
                }}
              />
            </InputGroup>
            {capabilities.canWrite ? (
              <ShortcutButton
                icon={<LuPlus />}
                label={t('contacts.add')}
                shortcut="/"
                kbdVariant="subtle"
                onClick={add}
                title={t('contacts.addHint', { shortcut: modKeyLabel('/') })}
              />
            ) : null}
          </HStack>
          {listPanel()}
        </Flex>

        <Box
          as="section"
          aria-label={t('contacts.detail.label')}
          flex="1"
          minW="0"
          overflowY="auto"
          display={{ base: route.selectedId ? 'block' : 'none', lg: 'block' }}
        >
          {route.selectedId ? (
            <Box
              hideFrom="lg"
              px="2"
              py="2"
              borderBottomWidth="1px"
              position="sticky"
              top="0"
              zIndex="2"
              bg="bg.panel"
            >
              <Button variant="ghost" size="sm" onClick={() => route.close()}>
                <LuArrowLeft aria-hidden="true" />
                {t('contacts.detail.back')}
              </Button>
            </Box>
          ) : null}
          {detailPanel()}
        </Box>
      </Flex>

      <DeleteContactDialog
        contact={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          const nextId = deleting?.nextId ?? null;
          setDeleting(null);
          setEditingId(null);
          if (nextId) route.open(nextId, { replace: true });
          else route.close({ replace: true });
        }}
      />
    </Stack>
  );
}

/** Placeholder of the detail while it loads. */
function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="5" aria-busy="true" role="status" aria-label={t('contacts.detail.loading')}>
      <Skeleton h={{ base: '28', md: '40' }} />
      <Stack gap="4" px={{ base: '4', md: '8' }}>
        <SkeletonCircle size="24" mt="-12" />
        <Skeleton h="6" w="40%" />
        <Skeleton h="4" w="60%" />
        <Skeleton h="4" w="50%" />
      </Stack>
    </Stack>
  );
}
