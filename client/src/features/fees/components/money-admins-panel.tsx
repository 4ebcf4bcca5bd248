import { Badge, Button, Card, Checkbox, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MoneyAdminsFieldsFragment } from '../../../generated/graphql';
import { useViewerGrants } from '../../../lib/viewer/use-viewer-permissions';
import { MoneyAdminsDocument } from '../graphql/fees';
import { useSetMoneyAdmins } from '../hooks/use-fee-mutations';

/**
 * Who handles the organization's money, for its organization admins (and a super admin): everyone (no one named) or the
 * admins ticked here. The server decides who may change it (`editable`) and refuses what would lock the
 * viewer out; the panel says so before saving.
 */
export function MoneyAdminsPanel({ organizationId }: { organizationId: string | null }) {
  const { t } = useTranslation();
  const { viewerId, grants } = useViewerGrants();
  // An organization admin reads their own organization's; a super admin the one chosen on the page.
  const superAdmin = (grants ?? []).some((grant) => grant.role.key === 'super_admin');
  const reads = superAdmin
    ? organizationId !== null
    : (grants ?? []).some((grant) => grant.role.key === 'org_admin');
  const { data, error } = useQuery(MoneyAdminsDocument, { variables: { organizationId }, skip: !reads });
  if (!reads) return null;
  const list = data?.moneyAdmins;
  return (
    <Card.Root variant="outline" as="section" aria-labelledby="money-admins-heading">
      <Card.Body gap="3">
        <Heading as="h2" size="sm" id="money-admins-heading">
          {t('fees.moneyAdmins.title')}
        </Heading>
        {error && !list ? (
          <Text color="fg.error" role="alert">
            {t('fees.errors.generic')}
          </Text>
        ) : !list || !viewerId ? (
          <Skeleton h="10" />
        ) : (
          // A fresh form per organization, and when the server's list changes (a save, another admin's).
          <MoneyAdminsForm
            key={`${list.organizationId}:${namedKey(list)}`}
            list={list}
            viewerId={viewerId}
            superAdmin={superAdmin}
          />
        )}
      </Card.Body>
    </Card.Root>
  );
}

const namedKey = (list: MoneyAdminsFieldsFragment) =>
  list.candidates
    .filter((candidate) => candidate.named)
    .map((candidate) => candidate.userId)
    .join(',');

function MoneyAdminsForm({
  list,
  viewerId,
  superAdmin,
}: {
  list: MoneyAdminsFieldsFragment;
  viewerId: string;
  superAdmin: boolean;
}) {
  const { t } = useTranslation();
  const [save, state] = useSetMoneyAdmins();
  const [chosen, setChosen] = useState(
    () =>
      new Set(list.candidates.filter((candidate) => candidate.named).map((candidate) => candidate.userId)),
  );
  const changed =
    namedKey(list) !==
    list.candidates
      .filter((c) => chosen.has(c.userId))
      .map((c) => c.userId)
      .join(',');
  // An organization admin who names others names themselves too (the server refuses it otherwise).
  const leavesMeOut = !superAdmin && chosen.size > 0 && !chosen.has(viewerId);
  const toggle = (userId: string, on: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (on) next.add(userId);
      else next.delete(userId);
      return next;
    });
  const orphaned = list.restricted && list.candidates.every((candidate) => !candidate.named);
  return (
    <Stack gap="3">
      <Text textStyle="sm" color="fg.muted">
        {orphaned
          ? t('fees.moneyAdmins.orphaned')
          : list.restricted
            ? t('fees.moneyAdmins.restricted')
            : t('fees.moneyAdmins.everyone')}
      </Text>
      <Stack gap="2" role="group" aria-labelledby="money-admins-heading">
        {list.candidates.map((candidate) => (
          <Checkbox.Root
            key={candidate.userId}
            checked={chosen.has(candidate.userId)}
            disabled={!list.editable || state.loading}
            onCheckedChange={(event) => toggle(candidate.userId, event.checked === true)}
            alignItems="flex-start"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label>
              <HStack gap="2" wrap="wrap">
                <Text as="span" fontWeight="medium">
                  {candidate.name}
                </Text>
                <Badge size="sm" variant="surface">
                  {candidate.branchName ?? t('fees.moneyAdmins.organization')}
                </Badge>
              </HStack>
              <Text as="span" display="block" textStyle="sm" color="fg.muted" wordBreak="break-all">
                {candidate.email}
              </Text>
            </Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
      {!list.editable ? (
        <Text textStyle="sm" color="fg.muted">
          {t('fees.moneyAdmins.readOnly')}
        </Text>
      ) : leavesMeOut ? (
        <Text textStyle="sm" color="fg.warning" role="status">
          {t('fees.moneyAdmins.includeYourself')}
        </Text>
      ) : null}
      {list.editable ? (
        <HStack gap="2" wrap="wrap">
          {chosen.size > 0 ? (
            <Button
              size="sm"
              disabled={!changed || leavesMeOut}
              loading={state.loading}
              onClick={() => void save(list.organizationId, [...chosen])}
            >
              {t('fees.moneyAdmins.save', { count: chosen.size })}
            </Button>
          ) : null}
          {list.restricted ? (
            <Button
              size="sm"
              variant="outline"
              disabled={state.loading}
              onClick={() => void save(list.organizationId, [])}
            >
              {t('fees.moneyAdmins.share')}
            </Button>
          ) : null}
        </HStack>
      ) : null}
    </Stack>
  );
}
