import {
  Box,
  Button,
  Checkbox,
  EmptyState,
  Flex,
  HStack,
  Input,
  InputGroup,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuInbox, LuSearch, LuSearchX } from 'react-icons/lu';
import type { MailFolderFieldsFragment, MailLabelFieldsFragment } from '../../../generated/graphql';
import { ErrorAlert } from '../../../components/ui/error-alert';
import type { MailMutations } from '../hooks/use-mail-mutations';
import type { MailRow } from '../mail-cache';
import { MailBulkActions } from './mail-bulk-actions';
import { MailListItem } from './mail-list-item';

export interface MailListProps {
  rows: readonly MailRow[];
  totalCount: number | null;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  searchText: string;
  onSearch: (text: string) => void;
  /** The search text asked for ('' when none). */
  query: string;
  activeId: string | null;
  language: string;
  folders: readonly MailFolderFieldsFragment[];
  labels: readonly MailLabelFieldsFragment[];
  showRecipients: boolean;
  selected: ReadonlySet<string>;
  onSelect: (ids: ReadonlySet<string>) => void;
  mutations: MailMutations;
  onOpen: (mail: MailRow) => void;
  onDelete: (ids: string[]) => void;
  /** Before the search box (the menu button on a phone). */
  leading?: ReactNode;
  /** After it (the layout switch, the shortcuts help). */
  trailing?: ReactNode;
}

/** The list of a folder, filter or label: search, selection with its actions, rows, more pages. */
export function MailList(props: MailListProps) {
  const { t } = useTranslation();
  const { rows, selected, onSelect, mutations, hasMore, loadingMore, onLoadMore } = props;
  const labelsById = useMemo(() => new Map(props.labels.map((label) => [label.id, label])), [props.labels]);
  const chosen = rows.filter((row) => selected.has(row.id));
  const allChosen = rows.length > 0 && chosen.length === rows.length;

  const check = useMemo(
    () => (id: string, on: boolean) => {
      const next = new Set(selected);
      if (on) next.add(id);
      else next.delete(id);
      onSelect(next);
    },
    [selected, onSelect],
  );
  const star = useMemo(
    () => (mail: MailRow) => void mutations.setFlags([mail.id], { starred: !mail.starred }),
    [mutations],
  );
  const important = useMemo(
    () => (mail: MailRow) => void mutations.setFlags([mail.id], { important: !mail.important }),
    [mutations],
  );

  // The next page loads when the end of the list scrolls into view (the button stays for keyboards).
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !loadingMore) onLoadMore();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loadingMore, onLoadMore]);

  let body: ReactNode;
  if (props.error && rows.length === 0) {
    body = (
      <Box p="3">
        <ErrorAlert retry={{ label: t('mail.actions.retry'), onRetry: props.onRetry }}>
          {props.error}
        </ErrorAlert>
      </Box>
    );
  } else if (props.loading && rows.length === 0) {
    body = (
      <Stack gap="2" p="3" role="status" aria-busy="true" aria-label={t('mail.list.loading')}>
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} height="16" rounded="l2" />
        ))}
      </Stack>
    );
  } else if (rows.length === 0) {
    body = (
      <EmptyState.Root>
        <EmptyState.Content>
          <EmptyState.Indicator>{props.query ? <LuSearchX /> : <LuInbox />}</EmptyState.Indicator>
          <Stack textAlign="center" gap="1">
            <EmptyState.Title>
              {props.query ? t('mail.empty.searchTitle') : t('mail.empty.title')}
            </EmptyState.Title>
            <EmptyState.Description>
              {props.query ? t('mail.empty.search', { query: props.query }) : t('mail.empty.description')}
            </EmptyState.Description>
          </Stack>
          {props.query ? (
            <Button variant="outline" onClick={() => props.onSearch('')}>
              {t('mail.search.clear')}
            </Button>
          ) : null}
        </EmptyState.Content>
      </EmptyState.Root>
    );
  } else {
    body = (
      <>
        <Box as="ul" listStyleType="none" aria-label={t('mail.list.label')}>
          {rows.map((mail) => (
            <MailListItem
              key={mail.id}
              mail={mail}
              language={props.language}
              labelsById={labelsById}
              showRecipients={props.showRecipients}
              checked={selected.has(mail.id)}
              active={mail.id === props.activeId}
              onCheck={check}
              onOpen={props.onOpen}
              onStar={star}
              onImportant={important}
            />
          ))}
        </Box>
        {hasMore ? (
          <Flex ref={sentinel} justify="center" p="3">
            <Button
              variant="outline"
              size="sm"
              onClick={onLoadMore}
              loading={loadingMore}
              loadingText={t('mail.list.loadingMore')}
            >
              {t('mail.list.loadMore')}
            </Button>
          </Flex>
        ) : null}
      </>
    );
  }

  return (
    <Flex direction="column" height="full" minH="0">
      <HStack gap="2" px="3" py="2" borderBottomWidth="1px">
        {props.leading}
        <InputGroup flex="1" startElement={<LuSearch aria-hidden="true" />}>
          <Input
            type="search"
            size="sm"
            value={props.searchText}
            onChange={(event) => props.onSearch(event.target.value)}
            placeholder={t('mail.search.placeholder')}
            aria-label={t('mail.search.label')}
          />
        </InputGroup>
        {props.trailing}
      </HStack>
      <HStack gap="2" px="3" py="1" borderBottomWidth="1px" minH="10">
        <Checkbox.Root
          size="sm"
          p="2"
          disabled={rows.length === 0}
          checked={allChosen ? true : chosen.length > 0 ? 'indeterminate' : false}
          onCheckedChange={() => onSelect(allChosen ? new Set() : new Set(rows.map((row) => row.id)))}
        >
          <Checkbox.HiddenInput aria-label={t('mail.list.selectAll')} />
          <Checkbox.Control />
        </Checkbox.Root>
        {chosen.length > 0 ? (
          <>
            <Text textStyle="sm" color="fg.muted" flexShrink="0">
              {t('mail.list.selected', { count: chosen.length })}
            </Text>
            <MailBulkActions
              mails={chosen}
              folders={props.folders}
              labels={props.labels}
              mutations={mutations}
              onDelete={(ids) => {
                props.onDelete(ids);
                onSelect(new Set());
              }}
            />
          </>
        ) : props.totalCount !== null ? (
          <Text textStyle="sm" color="fg.muted">
            {t('mail.list.total', { count: props.totalCount })}
          </Text>
        ) : null}
      </HStack>
      <Box flex="1" overflowY="auto" minH="0">
        {body}
      </Box>
    </Flex>
  );
}
