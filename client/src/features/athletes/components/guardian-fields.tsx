import { useQuery } from '@apollo/client/react';
import {
  Box,
  Checkbox,
  Fieldset,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../components/ui/use-debounced-value';
import type { GuardianRelationship } from '../../../generated/graphql';
import { GuardianCandidatesDocument } from '../graphql/athletes';
import { GUARDIAN_SEARCH_MIN, isGuardianSearch } from './guardian-search';

export const RELATIONSHIPS: GuardianRelationship[] = [
  'mother',
  'father',
  'grandparent',
  'sibling',
  'relative',
  'foster_parent',
  'other',
];

/** A guardian link being written: the account (none yet: empty) and the link's flags. */
export interface GuardianDraft {
  userId: string;
  label: string;
  relationship: GuardianRelationship;
  legalGuardian: boolean;
  isPrimary: boolean;
  mayPickUp: boolean;
}

interface GuardianFieldsProps {
  /** Numbers the labels ("guardian 1"). */
  index: number;
  value: GuardianDraft;
  onChange: (next: GuardianDraft) => void;
  /** An existing link: the account is fixed and shown as text. */
  fixedAccount?: boolean;
  /** Set when the account is missing. */
  invalid?: boolean;
  /** Shown instead of the account picker (the new account's fields of an invitation). */
  accountSlot?: ReactNode;
}

/**
 * One guardian: a parent account of the organization searched as one types (three letters of a name,
 * among the parents of the admin's athletes, or a whole e-mail address), the relationship and the
 * link's flags.
 */
export function GuardianFields({
  index,
  value,
  onChange,
  fixedAccount = false,
  invalid = false,
  accountSlot,
}: GuardianFieldsProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const searching = isGuardianSearch(debounced);
  const candidates = useQuery(GuardianCandidatesDocument, {
    variables: { query: debounced },
    skip: fixedAccount || accountSlot !== undefined || !searching,
  });
  const options = searching ? (candidates.data?.guardianCandidates ?? []) : [];
  const hintId = `guardian-search-hint-${index}`;
  const flag = (key: 'legalGuardian' | 'isPrimary' | 'mayPickUp') => (
    <Checkbox.Root
      size="sm"
      checked={value[key]}
      onCheckedChange={(details) => onChange({ ...value, [key]: details.checked === true })}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{t(`athletes.guardians.${key}`)}</Checkbox.Label>
    </Checkbox.Root>
  );
  return (
    <Fieldset.Root borderWidth="1px" rounded="l2" p="3">
      <Fieldset.Legend px="1">{t('athletes.form.guardian', { number: index + 1 })}</Fieldset.Legend>
      <Stack gap="3">
        {accountSlot !== undefined ? (
          accountSlot
        ) : fixedAccount ? (
          <Text fontWeight="medium">{value.label}</Text>
        ) : (
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <Stack gap="1">
              <Input
                type="search"
                aria-label={t('athletes.form.guardianSearch', { number: index + 1 })}
                aria-describedby={hintId}
                placeholder={t('athletes.form.guardianSearchPlaceholder')}
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
              <Text id={hintId} color="fg.muted" textStyle="xs">
                {searching && !candidates.loading && candidates.data && options.length === 0
                  ? t('athletes.form.guardianSearchNone')
                  : t('athletes.form.guardianSearchHint', { min: GUARDIAN_SEARCH_MIN })}
              </Text>
            </Stack>
            <NativeSelect.Root invalid={invalid}>
              <NativeSelect.Field
                aria-label={t('athletes.form.guardianAccount', { number: index + 1 })}
                aria-invalid={invalid || undefined}
                value={value.userId}
                onChange={(event) => {
                  const picked = options.find((option) => option.id === event.target.value);
                  onChange({
                    ...value,
                    userId: event.target.value,
                    label: picked ? `${picked.name} (${picked.email})` : value.label,
                  });
                }}
              >
                <option value="">{t('athletes.form.noGuardian')}</option>
                {value.userId && !options.some((option) => option.id === value.userId) ? (
                  <option value={value.userId}>{value.label}</option>
                ) : null}
                {options.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name} ({option.email})
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </SimpleGrid>
        )}
        {invalid ? (
          <Text color="fg.error" textStyle="sm" role="alert">
            {t('athletes.guardians.chooseAccount')}
          </Text>
        ) : null}
        <HStack gap="4" wrap="wrap">
          <Box minW="40">
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                aria-label={t('athletes.form.relationship', { number: index + 1 })}
                value={value.relationship}
                onChange={(event) =>
                  onChange({ ...value, relationship: event.target.value as GuardianRelationship })
                }
              >
                {RELATIONSHIPS.map((relationship) => (
                  <option key={relationship} value={relationship}>
                    {t(`athletes.relationship.${relationship}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Box>
          {flag('legalGuardian')}
          {flag('isPrimary')}
          {flag('mayPickUp')}
        </HStack>
      </Stack>
    </Fieldset.Root>
  );
}
