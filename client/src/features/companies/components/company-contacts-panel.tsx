import { featureErrors } from '../../../lib/apollo/feature-errors';
import { Button, HStack, IconButton, Input, List, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddCompanyContact, useRemoveCompanyContact } from '../hooks/use-company-mutations';
import { LuUserMinus, LuUserPlus } from 'react-icons/lu';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { FormField } from '../../../components/ui/form-field';
import { SelectInput } from '../../../components/ui/select-input';
import { appToaster } from '../../../components/ui/toaster';
import { useDebouncedValue } from '../../../components/ui/use-debounced-value';
import { UserAvatar } from '../../../components/ui/user-avatar';
import type { CompanyContactRowFragment } from '../../../generated/graphql';
import { companiesFormFailure } from '../companies-errors';
import { CompanyContactCandidatesDocument, CompanyRolesDocument } from '../graphql/companies';

interface CompanyContactsPanelProps {
  companyId: string;
  organizationId: string;
  contacts: readonly CompanyContactRowFragment[];
  /** Super admins and organization admins add and remove contacts. */
  canManage: boolean;
}

/** The company users who act for the company; admins link and unlink them. */
export function CompanyContactsPanel({
  companyId,
  organizationId,
  contacts,
  canManage,
}: CompanyContactsPanelProps) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const [search, setSearch] = useState('');
  const [userId, setUserId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const debounced = useDebouncedValue(search.trim(), 300);
  const roles = useQuery(CompanyRolesDocument, { skip: !adding });
  const roleId = roles.data?.roles.find((role) => role.key === 'company')?.id ?? null;
  const candidates = useQuery(CompanyContactCandidatesDocument, {
    variables: { roleId: roleId ?? '', search: debounced || null },
    skip: !adding || roleId === null,
  });
  const linked = new Set(contacts.map((contact) => contact.user.id));
  const options = (candidates.data?.adminUsers.items ?? []).filter(
    (user) => user.organizationId === organizationId && !linked.has(user.id),
  );
  const [addContact, addState] = useAddCompanyContact();
  const [removeContact, removeState] = useRemoveCompanyContact();

  const add = async () => {
    if (!userId) {
      setProblem(t('companies.validation.userId'));
      return;
    }
    try {
      await addContact({ companyId, userId });
      appToaster.create({ type: 'success', title: t('companies.contacts.added') });
      setAdding(false);
      setUserId('');
      setSearch('');
      setProblem(null);
    } catch (error) {
      const failure = companiesFormFailure(error, t);
      setProblem(failure.fields.userId ?? failure.message);
    }
  };
  const remove = async (contact: CompanyContactRowFragment) => {
    try {
      await removeContact({ companyId, userId: contact.user.id });
      appToaster.create({ type: 'success', title: t('companies.contacts.removed') });
    } catch (error) {
      appToaster.create({ type: 'error', title: featureErrors(t, 'companies').explain(error) });
    }
  };

  return (
    <Stack gap="3">
      {contacts.length === 0 ? (
        <Text color="fg.muted">{t('companies.contacts.empty')}</Text>
      ) : (
        <List.Root variant="plain" gap="3" data-testid="company-contacts">
          {contacts.map((contact) => (
            <List.Item key={contact.id}>
              <HStack gap="3" w="full" justify="space-between">
                <HStack gap="3" minW="0">
                  <UserAvatar name={contact.user.name} src={contact.user.avatar} size="sm" />
                  <Stack gap="0" minW="0">
                    <Text fontWeight="medium">{contact.user.name}</Text>
                    <Text textStyle="sm" color="fg.muted" wordBreak="break-all">
                      {contact.user.email}
                    </Text>
                  </Stack>
                </HStack>
                {canManage ? (
                  <IconButton
                    size="sm"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={t('companies.contacts.remove', { name: contact.user.name })}
                    loading={removeState.loading}
                    onClick={() => void remove(contact)}
                  >
                    <LuUserMinus />
                  </IconButton>
                ) : null}
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      )}
      {canManage && !adding ? (
        <Button size="sm" variant="outline" alignSelf="start" onClick={() => setAdding(true)}>
          <LuUserPlus aria-hidden="true" />
          {t('companies.contacts.add')}
        </Button>
      ) : null}
      {canManage && adding ? (
        <Stack gap="3" borderWidth="1px" rounded="l2" p="3">
          {problem ? <ErrorAlert>{problem}</ErrorAlert> : null}
          <FormField label={t('companies.contacts.search')} invalid={false}>
            <Input value={search} onChange={(event) => setSearch(event.target.value)} />
          </FormField>
          <FormField label={t('companies.contacts.user')} invalid={false}>
            <SelectInput name="userId" value={userId} onChange={(event) => setUserId(event.target.value)}>
              <option value="">
                {options.length === 0
                  ? t('companies.contacts.noCandidates')
                  : t('companies.contacts.chooseUser')}
              </option>
              {options.map((user) => (
                <option key={user.id} value={user.id}>
                  {user.fullName} ({user.email})
                </option>
              ))}
            </SelectInput>
          </FormField>
          <HStack gap="2" justify="end">
            <Button size="sm" variant="outline" onClick={() => setAdding(false)}>
              {t('companies.actions.cancel')}
            </Button>
            <Button size="sm" loading={addState.loading} onClick={() => void add()}>
              {t('companies.contacts.link')}
            </Button>
          </HStack>
        </Stack>
      ) : null}
    </Stack>
  );
}
