import { CloseButton, Flex, HStack, Input, InputGroup } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSearch } from 'react-icons/lu';

export interface TableToolbarProps {
  /** The search box's text (useTableSearchParams' `query`). */
  query: string;
  onQueryChange: (text: string) => void;
  /** The search box's accessible name and placeholder (a generic "Search…" when not given). */
  searchLabel?: string;
  /** Filter controls, shown beside the search (wrapping under it on narrow screens). */
  filters?: ReactNode;
  /** Buttons on the right: export, create. */
  actions?: ReactNode;
}

/** A list's toolbar: a search box, its filters and its actions; wraps on narrow screens. */
export function TableToolbar({ query, onQueryChange, searchLabel, filters, actions }: TableToolbarProps) {
  const { t } = useTranslation();
  const label = searchLabel ?? t('data-table.search');
  return (
    <Flex gap="3" wrap="wrap" align="end" justify="space-between">
      {/* On a phone the search and every filter take the whole width, one under the other. */}
      <Flex gap="3" wrap="wrap" align="end" flex={{ base: '1 1 100%', md: '1' }} minW="0">
        <InputGroup
          flex={{ base: '1 1 100%', md: '0 1 18rem' }}
          startElement={<LuSearch aria-hidden="true" />}
          endElement={
            query ? (
              <CloseButton
                size="xs"
                aria-label={t('data-table.clearSearch')}
                onClick={() => onQueryChange('')}
              />
            ) : undefined
          }
        >
          <Input
            type="search"
            aria-label={label}
            placeholder={searchLabel ? `${searchLabel}…` : t('data-table.searchPlaceholder')}
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
          />
        </InputGroup>
        {filters ? (
          <Flex
            gap="2"
            wrap="wrap"
            align="end"
            w={{ base: 'full', md: 'auto' }}
            role="group"
            aria-label={t('data-table.filters')}
          >
            {filters}
          </Flex>
        ) : null}
      </Flex>
      {actions ? (
        <HStack gap="2" wrap="wrap">
          {actions}
        </HStack>
      ) : null}
    </Flex>
  );
}
