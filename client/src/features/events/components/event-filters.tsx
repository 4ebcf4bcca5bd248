import { Box, Checkbox, Fieldset, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/data-table';
import type { EventType } from '../../../generated/graphql';
import { EVENT_TYPE_PALETTE, EVENT_TYPES } from '../event-model';

interface EventFiltersProps {
  branches: readonly { id: string; name: string }[];
  teams: readonly { id: string; name: string; branchId: string }[];
  branchId: string;
  teamId: string;
  /** The types ticked; none ticked shows every type. */
  types: readonly EventType[];
  onBranchChange: (branchId: string) => void;
  onTeamChange: (teamId: string) => void;
  onTypesChange: (types: EventType[]) => void;
}

/** A type's colour as the calendar shows it. */
function Swatch({ type }: { type: EventType }) {
  return (
    <Box
      as="span"
      aria-hidden="true"
      display="inline-block"
      boxSize="3"
      rounded="sm"
      bg={`${EVENT_TYPE_PALETTE[type]}.solid`}
      flexShrink={0}
    />
  );
}

/**
 * The calendar's filters, kept in the address: a branch, a team (of the branch, when one is chosen) and
 * the event types — whose checkboxes carry each type's colour, so they are the calendar's legend too.
 */
export function EventFilters({
  branches,
  teams,
  branchId,
  teamId,
  types,
  onBranchChange,
  onTeamChange,
  onTypesChange,
}: EventFiltersProps) {
  const { t } = useTranslation();
  const teamChoices = branchId ? teams.filter((team) => team.branchId === branchId) : teams;
  return (
    <Stack gap="4">
      <Wrap gap="4" align="flex-end">
        <FilterSelect
          label={t('events.filters.branch')}
          allLabel={t('events.filters.allBranches')}
          value={branchId}
          options={branches.map((branch) => ({ value: branch.id, label: branch.name }))}
          onChange={onBranchChange}
        />
        <FilterSelect
          label={t('events.filters.team')}
          allLabel={t('events.filters.allTeams')}
          value={teamId}
          options={teamChoices.map((team) => ({ value: team.id, label: team.name }))}
          onChange={onTeamChange}
          width="56"
        />
      </Wrap>
      <Fieldset.Root>
        <Fieldset.Legend textStyle="xs" color="fg.muted" fontWeight="medium">
          {t('events.filters.types')}
        </Fieldset.Legend>
        <Wrap gap="4" align="center" data-testid="events-legend">
          {EVENT_TYPES.map((type) => (
            <Checkbox.Root
              key={type}
              size="sm"
              checked={types.includes(type)}
              onCheckedChange={(details) =>
                onTypesChange(
                  details.checked === true
                    ? [...types.filter((entry) => entry !== type), type]
                    : types.filter((entry) => entry !== type),
                )
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                <HStack gap="1.5">
                  <Swatch type={type} />
                  {t(`events.type.${type}`)}
                </HStack>
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
          <HStack gap="1.5" textStyle="sm" color="fg.muted">
            <Box as="span" aria-hidden="true" boxSize="3" rounded="sm" bg="gray.solid" opacity={0.6} />
            <Text as="span" textDecoration="line-through">
              {t('events.filters.cancelled')}
            </Text>
          </HStack>
        </Wrap>
        <Fieldset.HelperText textStyle="xs">{t('events.filters.typesHelp')}</Fieldset.HelperText>
      </Fieldset.Root>
    </Stack>
  );
}
