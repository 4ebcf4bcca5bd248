import { Box, HStack, Select, Stack, Text, createListCollection, useSelectContext } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LuUserX } from 'react-icons/lu';
import { UserAvatar } from '../../../components/ui/user-avatar';

/** Someone a task can be assigned to. */
export interface AssigneeOption {
  id: string;
  name: string;
  email?: string | null;
  avatar: string | null;
}

interface Item {
  value: string;
  label: string;
  email: string | null;
  avatar: string | null;
}

// The "nobody" entry: Ark's select needs a non-empty value for every item.
const NOBODY = 'nobody';

export interface AssigneeSelectProps {
  /** The organization's assignable members, by name. */
  people: readonly AssigneeOption[];
  /** The assigned person's id, or null. */
  value: string | null;
  /** The assigned person when they are not among `people` any more (left the organization). */
  current?: AssigneeOption | null;
  disabled?: boolean;
  onChange: (id: string | null) => void;
}

/** A person as one row: the initials avatar, the name and, below it, the email that tells namesakes apart. */
function PersonLine({ item }: { item: Item }) {
  return (
    <HStack gap="2.5" minW="0" flex="1" data-testid="assignee-option">
      {item.value === NOBODY ? (
        <Box
          boxSize="7"
          rounded="full"
          bg="bg.muted"
          color="fg.muted"
          display="grid"
          placeItems="center"
          flexShrink={0}
        >
          <LuUserX aria-hidden="true" />
        </Box>
      ) : (
        <UserAvatar size="xs" name={item.label} src={item.avatar} />
      )}
      <Stack gap="0" minW="0" textAlign="start">
        <Text truncate textStyle="sm">
          {item.label}
        </Text>
        {item.email ? (
          <Text truncate textStyle="xs" color="fg.muted">
            {item.email}
          </Text>
        ) : null}
      </Stack>
    </HStack>
  );
}

/** The trigger's text: the chosen person's line. */
function ChosenPerson() {
  const select = useSelectContext();
  const [item] = select.selectedItems as Item[];
  return <Select.ValueText>{item ? <PersonLine item={item} /> : null}</Select.ValueText>;
}

/**
 * Who a task is assigned to: a list of the organization's members, each with their initials avatar and
 * email (two people may share a name), and "nobody" first.
 */
export function AssigneeSelect({ people, value, current, disabled, onChange }: AssigneeSelectProps) {
  const { t } = useTranslation();
  const collection = useMemo(() => {
    const listed =
      current && !people.some((person) => person.id === current.id) ? [...people, current] : people;
    const items: Item[] = [
      { value: NOBODY, label: t('tasks.details.unassigned'), email: null, avatar: null },
      ...listed.map((person) => ({
        value: person.id,
        label: person.name,
        email: person.email ?? null,
        avatar: person.avatar,
      })),
    ];
    return createListCollection({ items });
  }, [people, current, t]);

  return (
    <Select.Root
      collection={collection}
      value={[value ?? NOBODY]}
      onValueChange={(details) => {
        const [chosen] = details.value;
        if (chosen !== undefined) onChange(chosen === NOBODY ? null : chosen);
      }}
      disabled={disabled}
      size="sm"
      positioning={{ sameWidth: true }}
    >
      <Select.HiddenSelect />
      <Select.Label>{t('tasks.details.assignee')}</Select.Label>
      <Select.Control>
        <Select.Trigger minH="12" data-testid="task-assignee-select">
          <ChosenPerson />
        </Select.Trigger>
        <Select.IndicatorGroup>
          <Select.Indicator />
        </Select.IndicatorGroup>
      </Select.Control>
      {/* Not portalled: the drawer it sits in traps the focus. */}
      <Select.Positioner>
        <Select.Content maxH="72">
          {collection.items.map((item) => (
            <Select.Item key={item.value} item={item} py="1.5">
              <PersonLine item={item} />
              <Select.ItemIndicator />
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Positioner>
    </Select.Root>
  );
}
