import { Badge, Box, Flex, HStack, IconButton, Input, Spinner, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowRight, LuSearch, LuX } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import type { TopBarSearchQuery } from '../../../generated/graphql';
import { TopBarSearchDocument } from '../graphql/top-bar';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../components/ui/use-debounced-value';
import { searchTerm } from '../search-rules';
import { OptionRow, ResultRow, type SearchResult } from './search-result-row';
import { TopBarTooltip } from './top-bar-tooltip';

/** A group of results as the panel shows it: the athletes and teams, then contacts, users, pages, tasks, mail. */
interface SearchGroup {
  id: string;
  label: string;
  total?: number | null;
  seeAllLink?: string | null;
  results: SearchResult[];
}

const GROUP_IDS = ['athletes', 'teams', 'contacts', 'users', 'pages', 'tasks', 'mail'] as const;
const isGroupId = (id: string): id is (typeof GROUP_IDS)[number] =>
  (GROUP_IDS as readonly string[]).includes(id);

/** The groups that found something: the people the viewer may see first (a parent's children), then the rest. */
function groupsOf(data: TopBarSearchQuery | undefined): SearchGroup[] {
  const groups: SearchGroup[] = [...(data?.searchPeople ?? []), ...(data?.search ?? [])];
  return groups.filter((group) => group.results.length > 0);
}

/** One choice of the list: a result, or a group's "see all", which opens the full list. */
interface SearchOption {
  group: SearchGroup;
  result: SearchResult | null;
  link: string;
}

/**
 * The top bar search (spec 000 §2): an icon that opens a bar over the header. Typing searches, after
 * 300 ms, the athletes and teams the viewer may see (a parent: their own children), contacts, users,
 * pages, tasks and the viewer's own mail; the groups that found something come first (the server's order),
 * each with how many it found and a "see all" into the full list. Arrow keys move through the results
 * and the "see all" entries, Enter opens one, Escape closes the bar and clears it.
 */
export function SearchBar() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    // Focus returns to the icon so the keyboard user stays in place.
    window.setTimeout(() => triggerRef.current?.focus(), 0);
  };

  return (
    <>
      <TopBarTooltip content={t('shell.search.open')}>
        <IconButton
          ref={triggerRef}
          variant="ghost"
          colorPalette="gray"
          color="inherit"
          size="sm"
          aria-label={t('shell.search.open')}
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          <LuSearch />
        </IconButton>
      </TopBarTooltip>
      {open ? <SearchPanel onClose={close} /> : null}
    </>
  );
}

function SearchPanel({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const listId = useId();
  const [input, setInput] = useState('');
  const [active, setActive] = useState(-1);
  const debounced = useDebouncedValue(input, SEARCH_DEBOUNCE_MS);
  const term = searchTerm(debounced);
  const tooShort = searchTerm(input) === null;

  const { data, loading, error } = useQuery(TopBarSearchDocument, {
    variables: { query: term ?? '', language: i18n.resolvedLanguage },
    skip: term === null,
    // A group's id (contacts, users, pages, tasks, mail) is the same in every answer, so the cache would merge
    // the groups of different searches into one; results are not kept (apollo-client.ts could instead
    // set `typePolicies: { SearchGroup: { keyFields: false } }`).
    fetchPolicy: 'no-cache',
  });

  // Under 2 characters there are no results, whatever the last answer was. The server puts the groups
  // with results first; the empty ones are not shown.
  const groups = useMemo(() => (tooShort || term === null ? [] : groupsOf(data)), [data, term, tooShort]);
  const options = useMemo(
    () =>
      groups.flatMap((group): SearchOption[] => [
        ...group.results.map((result) => ({ group, result, link: result.link })),
        ...(group.seeAllLink ? [{ group, result: null, link: group.seeAllLink }] : []),
      ]),
    [groups],
  );
  // Where each group's options start in `options`, for the ids the input points at.
  const sections = useMemo(() => {
    const sizes = groups.map((group) => group.results.length + (group.seeAllLink ? 1 : 0));
    return groups.map((group, index) => ({
      group,
      start: sizes.slice(0, index).reduce((sum, size) => sum + size, 0),
    }));
  }, [groups]);
  // "No results" only for the term on screen, not for the answer to an earlier one.
  const searched = !tooShort && searchTerm(input) === term && data !== undefined && !loading;
  const optionId = (index: number) => `${listId}-option-${index}`;

  // The list is at most 256 px high: the option the keys reach scrolls into view.
  useEffect(() => {
    if (active < 0) return;
    document.getElementById(`${listId}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, listId]);

  const openOption = (option: SearchOption) => {
    void navigate(option.link);
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowDown' && options.length > 0) {
      event.preventDefault();
      setActive((index) => (index + 1) % options.length);
    } else if (event.key === 'ArrowUp' && options.length > 0) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? options.length - 1 : index - 1));
    } else if (event.key === 'Enter') {
      const results = options.filter((option) => option.result !== null);
      const chosen = options[active] ?? (results.length === 1 ? results[0] : undefined);
      if (chosen) {
        event.preventDefault();
        openOption(chosen);
      }
    }
  };

  const groupLabel = (group: SearchGroup) =>
    isGroupId(group.id) ? t(`shell.search.groups.${group.id}`) : group.label;
  // How many the group found: the count of all, or "10+" when there are more and they are not counted.
  const foundBadge = (group: SearchGroup) =>
    group.total ?? t('shell.search.atLeast', { shown: group.results.length });
  const foundText = (group: SearchGroup) =>
    typeof group.total === 'number'
      ? t('shell.search.found', { count: group.total })
      : t('shell.search.foundMore', { count: group.results.length });

  const showList = !tooShort && (groups.length > 0 || searched || Boolean(error));

  return (
    <Box
      position="fixed"
      top="0"
      insetX="0"
      zIndex="popover"
      bg="bg.panel"
      borderBottomWidth="1px"
      shadow="md"
      data-testid="search-bar"
    >
      <Flex h="16" align="center" gap="2" px={{ base: '4', md: '6' }}>
        <Box color="fg.muted" aria-hidden="true">
          <LuSearch />
        </Box>
        <Input
          autoFocus
          variant="flushed"
          border="none"
          size="lg"
          flex="1"
          minW="0"
          role="combobox"
          aria-label={t('shell.search.open')}
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 && active < options.length ? optionId(active) : undefined}
          placeholder={t('shell.search.placeholder')}
          value={input}
          onChange={(event) => {
            setInput(event.target.value);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
        />
        {loading ? <Spinner size="sm" color="fg.muted" /> : null}
        <IconButton
          variant="ghost"
          colorPalette="gray"
          size="sm"
          aria-label={t('shell.search.close')}
          onClick={onClose}
        >
          <LuX />
        </IconButton>
      </Flex>
      {showList ? (
        <Box
          id={listId}
          role="listbox"
          aria-label={t('shell.search.results')}
          maxH="256px"
          overflowY="auto"
          borderTopWidth="1px"
          py="1"
        >
          {error ? (
            <Text px="6" py="3" color="fg.error" role="alert">
              {t('shell.search.failed')}
            </Text>
          ) : groups.length === 0 ? (
            <Text px="6" py="3" color="fg.muted">
              {t('shell.search.noResults')}
            </Text>
          ) : (
            sections.map(({ group, start }) => {
              const label = groupLabel(group);
              const seeAll = group.seeAllLink;
              const seeAllIndex = start + group.results.length;
              return (
                <Box
                  key={group.id}
                  role="group"
                  aria-label={t('shell.search.groupSummary', { group: label, found: foundText(group) })}
                  data-group={group.id}
                >
                  <HStack px={{ base: '4', md: '6' }} pt="2" pb="1" gap="2" aria-hidden="true">
                    <Text
                      textStyle="xs"
                      fontWeight="semibold"
                      textTransform="uppercase"
                      color="fg.muted"
                      letterSpacing="wider"
                      truncate
                    >
                      {label}
                    </Text>
                    <Badge size="sm" variant="subtle" data-testid="search-group-count">
                      {foundBadge(group)}
                    </Badge>
                    {seeAll ? (
                      // The same "see all" as the group's last option, in sight before the list scrolls;
                      // for the pointer (the keys reach the option).
                      <Text
                        ms="auto"
                        flexShrink="0"
                        textStyle="xs"
                        fontWeight="medium"
                        color="brand.fg"
                        cursor="pointer"
                        _hover={{ textDecoration: 'underline' }}
                        onMouseDown={(event) => event.preventDefault()}
                        onClick={() => openOption({ group, result: null, link: seeAll })}
                      >
                        {t('shell.search.seeAll')}
                      </Text>
                    ) : null}
                  </HStack>
                  {group.results.map((result, offset) => (
                    <OptionRow
                      key={`${group.id}-${result.link}-${offset}`}
                      id={optionId(start + offset)}
                      active={start + offset === active}
                      onHover={() => setActive(start + offset)}
                      onChoose={() => openOption({ group, result, link: result.link })}
                    >
                      <ResultRow result={result} />
                    </OptionRow>
                  ))}
                  {seeAll ? (
                    <OptionRow
                      id={optionId(seeAllIndex)}
                      active={seeAllIndex === active}
                      onHover={() => setActive(seeAllIndex)}
                      onChoose={() => openOption({ group, result: null, link: seeAll })}
                      label={t('shell.search.seeAllLabel', { group: label, found: foundText(group) })}
                    >
                      <HStack gap="2" color="brand.fg" textStyle="sm" fontWeight="medium">
                        <Text>{t('shell.search.seeAll')}</Text>
                        <LuArrowRight aria-hidden="true" />
                      </HStack>
                    </OptionRow>
                  ) : null}
                </Box>
              );
            })
          )}
        </Box>
      ) : null}
    </Box>
  );
}
