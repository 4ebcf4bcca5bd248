import { Box, Flex, HStack, IconButton, Input, Spinner, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCircleCheck, LuCircle, LuFileText, LuSearch, LuUser, LuX } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import type { TopBarSearchQuery } from '../../../generated/graphql';
import { TopBarSearchDocument } from '../graphql/top-bar';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../components/ui/use-debounced-value';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { searchTerm } from '../search-rules';
import { TopBarTooltip } from './top-bar-tooltip';

type SearchGroup = TopBarSearchQuery['search'][number];
type SearchResult = SearchGroup['results'][number];

const GROUP_IDS = ['contacts', 'pages', 'tasks'] as const;

/**
 * The top bar search (spec 000 §2): an icon that opens a bar over the header. Typing searches contacts,
 * pages and tasks after 300 ms; arrow keys move through the results, Enter opens one, Escape closes the
 * bar and clears it.
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
    // A group's id (contacts, pages, tasks) is the same in every answer, so the cache would merge the
    // groups of different searches into one; results are not kept (apollo-client.ts could instead set
    // `typePolicies: { SearchGroup: { keyFields: false } }`).
    fetchPolicy: 'no-cache',
  });

  // Under 2 characters there are no results, whatever the last answer was.
  const groups = useMemo(
    () => (tooShort || term === null ? [] : (data?.search ?? []).filter((group) => group.results.length > 0)),
    [data, term, tooShort],
  );
  const flat = useMemo(() => groups.flatMap((group) => group.results), [groups]);
  // "No results" only for the term on screen, not for the answer to an earlier one.
  const searched = !tooShort && searchTerm(input) === term && data !== undefined && !loading;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const openResult = (result: SearchResult) => {
    void navigate(result.link);
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowDown' && flat.length > 0) {
      event.preventDefault();
      setActive((index) => (index + 1) % flat.length);
    } else if (event.key === 'ArrowUp' && flat.length > 0) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? flat.length - 1 : index - 1));
    } else if (event.key === 'Enter') {
      const chosen = flat[active] ?? (flat.length === 1 ? flat[0] : undefined);
      if (chosen) {
        event.preventDefault();
        openResult(chosen);
      }
    }
  };

  const showList = !tooShort && (groups.length > 0 || searched || Boolean(error));
  let index = -1;

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
          role="combobox"
          aria-label={t('shell.search.open')}
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 && active < flat.length ? optionId(active) : undefined}
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
            groups.map((group) => {
              const labelId = `${listId}-${group.id}`;
              const known = (GROUP_IDS as readonly string[]).includes(group.id);
              return (
                <Box key={group.id} role="group" aria-labelledby={labelId}>
                  <Text
                    id={labelId}
                    px="6"
                    pt="2"
                    pb="1"
                    textStyle="xs"
                    fontWeight="semibold"
                    textTransform="uppercase"
                    color="fg.muted"
                    letterSpacing="wider"
                  >
                    {known ? t(`shell.search.groups.${group.id}`) : group.label}
                  </Text>
                  {group.results.map((result) => {
                    index += 1;
                    const current = index;
                    return (
                      <Box
                        key={`${group.id}-${result.link}-${current}`}
                        id={optionId(current)}
                        role="option"
                        aria-selected={current === active}
                        px="6"
                        py="2"
                        cursor="pointer"
                        bg={current === active ? 'bg.muted' : undefined}
                        _hover={{ bg: 'bg.muted' }}
                        onMouseEnter={() => setActive(current)}
                        // mousedown keeps the focus in the input.
                        onMouseDown={(event) => event.preventDefault()}
                        onClick={() => openResult(result)}
                      >
                        <ResultRow result={result} />
                      </Box>
                    );
                  })}
                </Box>
              );
            })
          )}
        </Box>
      ) : null}
    </Box>
  );
}

function ResultRow({ result }: { result: SearchResult }) {
  const { t } = useTranslation();
  switch (result.__typename) {
    case 'ContactSearchResult':
      return (
        <HStack gap="3">
          <UserAvatar size="xs" name={result.name} src={result.avatar} icon={<LuUser aria-hidden="true" />} />
          <Text truncate>{result.name}</Text>
        </HStack>
      );
    case 'PageSearchResult':
      return (
        <HStack gap="3">
          <Box color="fg.muted" aria-hidden="true">
            <LuFileText />
          </Box>
          <Box minW="0">
            <Text truncate>{result.title}</Text>
            <Text textStyle="xs" color="fg.muted" truncate>
              {result.link}
            </Text>
          </Box>
        </HStack>
      );
    case 'TaskSearchResult':
      return (
        <HStack gap="3">
          <Box color={result.completed ? 'green.fg' : 'fg.muted'}>
            {result.completed ? (
              <LuCircleCheck aria-label={t('shell.search.completed')} role="img" />
            ) : (
              <LuCircle aria-label={t('shell.search.notCompleted')} role="img" />
            )}
          </Box>
          <Text truncate textDecoration={result.completed ? 'line-through' : undefined}>
            {result.title}
          </Text>
        </HStack>
      );
    default:
      return null;
  }
}
