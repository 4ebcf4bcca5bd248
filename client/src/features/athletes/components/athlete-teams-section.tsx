import { Badge, Box, IconButton, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPencil } from 'react-icons/lu';
import { useDates } from '../../../lib/dates-hook';
import type { AthleteProfileFragment } from '../../../generated/graphql';
import { AthleteFeeStanding } from './athlete-fee-standing';
import { AthleteRegistrationNote } from './athlete-registration-note';
import { AthleteSection as Section } from './athlete-section';
import { MembershipDialog } from './membership-dialog';

type Membership = AthleteProfileFragment['history'][number];

/** The teams the athlete was and is in, the current ones editable by `mayEdit`. */
export function AthleteTeamsSection({
  athlete,
  mayEdit,
}: {
  athlete: AthleteProfileFragment;
  mayEdit: boolean;
}) {
  const { t } = useTranslation();
  const dates = useDates();
  const [editing, setEditing] = useState<Membership | null>(null);
  return (
    <Section title={t('athletes.profile.teams')}>
      {athlete.history.length === 0 ? (
        <Text color="fg.muted">{t('athletes.profile.noTeams')}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="l2" maxW="100%">
          <Table.Root size="sm" aria-label={t('athletes.profile.teams')}>
            <Table.Header>
              <Table.Row bg="bg.subtle">
                <Table.ColumnHeader>{t('athletes.profile.team')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('athletes.profile.period')}</Table.ColumnHeader>
                <Table.ColumnHeader display={{ base: 'none', sm: 'table-cell' }}>
                  {t('athletes.profile.jersey')}
                </Table.ColumnHeader>
                <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>
                  {t('athletes.profile.position')}
                </Table.ColumnHeader>
                <Table.ColumnHeader display={{ base: 'none', sm: 'table-cell' }}>
                  {t('athletes.profile.membershipStatus')}
                </Table.ColumnHeader>
                {mayEdit ? (
                  // Positioned, so that the hidden label stays inside the table's scroll area.
                  <Table.ColumnHeader position="relative">
                    <VisuallyHidden>{t('athletes.profile.actions')}</VisuallyHidden>
                  </Table.ColumnHeader>
                ) : null}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {athlete.history.map((membership) => (
                <Table.Row key={membership.id} data-current={membership.current ? '' : undefined}>
                  <Table.Cell fontWeight={membership.current ? 'semibold' : undefined}>
                    {membership.team.name}
                    <Text as="span" color="fg.muted" textStyle="xs" ms="2">
                      {membership.team.ageCategory}
                    </Text>
                    {/* On a phone the status stands under the team: the table keeps two columns. */}
                    <Box display={{ base: 'block', sm: 'none' }} mt="1">
                      <MembershipBadge membership={membership} />
                    </Box>
                  </Table.Cell>
                  <Table.Cell>
                    {/* The two dates one under the other on a phone, side by side from sm up. */}
                    <Text as="span" whiteSpace="nowrap">
                      {dates.date(membership.fromOn)} –
                    </Text>{' '}
                    <Text as="span" whiteSpace="nowrap" display={{ base: 'block', sm: 'inline' }}>
                      {membership.toOn ? dates.date(membership.toOn) : t('athletes.profile.now')}
                    </Text>
                  </Table.Cell>
                  <Table.Cell display={{ base: 'none', sm: 'table-cell' }}>
                    {membership.jerseyNumber ?? '—'}
                  </Table.Cell>
                  <Table.Cell display={{ base: 'none', md: 'table-cell' }}>
                    {membership.position ?? '—'}
                  </Table.Cell>
                  <Table.Cell display={{ base: 'none', sm: 'table-cell' }}>
                    <MembershipBadge membership={membership} />
                  </Table.Cell>
                  {mayEdit ? (
                    <Table.Cell textAlign="end">
                      {membership.current ? (
                        <IconButton
                          size="xs"
                          variant="ghost"
                          aria-label={t('athletes.membership.editFor', { team: membership.team.name })}
                          onClick={() => setEditing(membership)}
                        >
                          <LuPencil />
                        </IconButton>
                      ) : null}
                    </Table.Cell>
                  ) : null}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {editing ? <MembershipDialog membership={editing} onClose={() => setEditing(null)} /> : null}
      <AthleteRegistrationNote athleteId={athlete.id} />
      <AthleteFeeStanding athleteId={athlete.id} />
    </Section>
  );
}

function MembershipBadge({ membership }: { membership: Membership }) {
  const { t } = useTranslation();
  return membership.current ? (
    <Badge colorPalette="green">{t(`athletes.membershipStatus.${membership.status}`)}</Badge>
  ) : (
    <Badge variant="outline">{t('athletes.profile.ended')}</Badge>
  );
}
