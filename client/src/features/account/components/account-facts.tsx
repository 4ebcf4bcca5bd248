import { Badge, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfilePageQuery } from '../../../generated/graphql';
import { useDates } from '../../../lib/dates-hook';
import { roleKey } from '../../../lib/role-keys';

interface AccountFactsProps {
  me: ProfilePageQuery['me'];
  account: ProfilePageQuery['myAccount'];
}

/** What the person cannot change here: the sign-in address, the organization, the roles and since when. */
export function AccountFacts({ me, account }: AccountFactsProps) {
  const { t } = useTranslation();
  const dates = useDates();
  return (
    <Grid
      as="dl"
      templateColumns={{ base: '1fr', md: '12rem 1fr' }}
      columnGap="6"
      rowGap={{ base: '4', md: '5' }}
    >
      <Fact label={t('account.profile.email')}>
        <Stack gap="0.5">
          <Text wordBreak="break-all" data-testid="profile-email">
            {me.email}
          </Text>
          <Text textStyle="xs" color="fg.muted">
            {t('account.profile.emailHint')}
          </Text>
        </Stack>
      </Fact>
      <Fact label={t('account.profile.organization')}>
        <Text data-testid="profile-organization">
          {me.organization?.name ?? t('account.profile.noOrganization')}
        </Text>
      </Fact>
      <Fact label={t('account.profile.roles')}>
        {account.roles.length === 0 ? (
          <Text color="fg.muted">{t('account.profile.noRoles')}</Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none" data-testid="profile-roles">
            {account.roles.map((role) => (
              <HStack as="li" key={role.id} gap="2" wrap="wrap">
                <Badge variant="surface" size="md">
                  {t(`account.roles.${roleKey(role.key)}`)}
                </Badge>
                <Text textStyle="sm" color="fg.muted">
                  {role.scopeType
                    ? `${t(`account.scopes.${role.scopeType}`)}: ${role.scopeName ?? '—'}`
                    : t('account.profile.everywhere')}
                </Text>
              </HStack>
            ))}
          </Stack>
        )}
      </Fact>
      <Fact label={t('account.profile.memberSince')}>
        <Text data-testid="profile-member-since">{dates.date(account.memberSince)}</Text>
      </Fact>
    </Grid>
  );
}

/** One term and its description: side by side from md up, stacked on phones. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text as="dt" textStyle="sm" color="fg.muted" fontWeight="medium" pt={{ md: '0.5' }}>
        {label}
      </Text>
      <Stack as="dd" gap="0" mt={{ base: '-3', md: '0' }} minW="0">
        {children}
      </Stack>
    </>
  );
}
