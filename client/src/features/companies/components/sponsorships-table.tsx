import { featureErrors } from '../../../lib/apollo/feature-errors';
import { Badge, Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateSponsorship } from '../hooks/use-company-mutations';
import { LuCalendarX, LuPencil } from 'react-icons/lu';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { appToaster } from '../../../components/ui/toaster';
import type { SponsorshipRowFragment } from '../../../generated/graphql';
import { todayIso } from '../../../lib/dates';
import { useDates } from '../../../lib/dates-hook';
import { formatMoney } from '../../../lib/money';
import { SponsorshipFormDialog } from './sponsorship-form-dialog';

type Status = 'current' | 'upcoming' | 'ended';

/** Where a sponsorship stands today. */
export function sponsorshipStatus(sponsorship: SponsorshipRowFragment, today = todayIso()): Status {
  if (sponsorship.current) return 'current';
  return sponsorship.startsOn > today ? 'upcoming' : 'ended';
}

const STATUS_PALETTE: Record<Status, string> = { current: 'green', upcoming: 'blue', ended: 'gray' };

interface SponsorshipsTableProps {
  companyId: string;
  organizationId: string;
  sponsorships: readonly SponsorshipRowFragment[];
  /** Admins create, edit and end sponsorships (in their scope: the server decides). */
  canManage: boolean;
}

/** A company's sponsorships: what each supports, its tier, amount, period and status. */
export function SponsorshipsTable({
  companyId,
  organizationId,
  sponsorships,
  canManage,
}: SponsorshipsTableProps) {
  const { t } = useTranslation();
  const dates = useDates();
  const [editing, setEditing] = useState<SponsorshipRowFragment | null>(null);
  const [ending, setEnding] = useState<SponsorshipRowFragment | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [updateSponsorship, updateState] = useUpdateSponsorship();

  const end = async () => {
    if (!ending) return;
    try {
      // Its last day is yesterday (today when it started today): it no longer runs from today on.
      const yesterday = todayIso(-1);
      const endsOn = ending.startsOn <= yesterday ? yesterday : ending.startsOn;
      await updateSponsorship({ id: ending.id, input: { endsOn } });
      appToaster.create({ type: 'success', title: t('companies.sponsorships.ended') });
      setEnding(null);
      setFailure(null);
    } catch (error) {
      setFailure(featureErrors(t, 'companies').explain(error));
    }
  };

  const period = (sponsorship: SponsorshipRowFragment) =>
    sponsorship.endsOn
      ? t('companies.sponsorships.period', {
          from: dates.calendarDate(sponsorship.startsOn),
          to: dates.calendarDate(sponsorship.endsOn),
        })
      : t('companies.sponsorships.openEnded', { from: dates.calendarDate(sponsorship.startsOn) });

  if (sponsorships.length === 0) return <Text color="fg.muted">{t('companies.sponsorships.empty')}</Text>;

  return (
    <Box minW="0">
      <Table.ScrollArea borderWidth="1px" rounded="l3" bg="bg.panel" maxW="100%">
        <Table.Root size="sm" data-testid="company-sponsorships">
          <Table.Caption srOnly>{t('companies.sponsorships.title')}</Table.Caption>
          <Table.Header>
            <Table.Row bg="bg.subtle">
              <Table.ColumnHeader>{t('companies.sponsorships.scope')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('companies.sponsorships.tier')}</Table.ColumnHeader>
              <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>
                {t('companies.sponsorships.amount')}
              </Table.ColumnHeader>
              <Table.ColumnHeader display={{ base: 'none', sm: 'table-cell' }}>
                {t('companies.sponsorships.periodLabel')}
              </Table.ColumnHeader>
              <Table.ColumnHeader>{t('companies.sponsorships.status')}</Table.ColumnHeader>
              {canManage ? (
                <Table.ColumnHeader>
                  <Text srOnly>{t('companies.sponsorships.actions')}</Text>
                </Table.ColumnHeader>
              ) : null}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {sponsorships.map((sponsorship) => {
              const status = sponsorshipStatus(sponsorship);
              return (
                <Table.Row key={sponsorship.id}>
                  <Table.Cell>
                    <Stack gap="0">
                      <Text fontWeight="medium">{sponsorship.scopeName}</Text>
                      <Text textStyle="xs" color="fg.muted">
                        {t(`companies.scopeTypes.${sponsorship.scopeType}`)}
                      </Text>
                    </Stack>
                  </Table.Cell>
                  <Table.Cell>
                    <Badge variant="subtle" colorPalette="brand">
                      {t(`companies.tiers.${sponsorship.tier}`)}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell display={{ base: 'none', md: 'table-cell' }} fontVariantNumeric="tabular-nums">
                    {sponsorship.amount
                      ? formatMoney(Number(sponsorship.amount), dates.language, sponsorship.currency)
                      : t('companies.sponsorships.inKind')}
                  </Table.Cell>
                  <Table.Cell display={{ base: 'none', sm: 'table-cell' }}>{period(sponsorship)}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={STATUS_PALETTE[status]} variant="surface">
                      {t(`companies.sponsorships.statuses.${status}`)}
                    </Badge>
                  </Table.Cell>
                  {canManage ? (
                    <Table.Cell>
                      <HStack gap="1" justify="end">
                        <Button
                          size="xs"
                          variant="ghost"
                          aria-label={t('companies.sponsorships.editOne', { name: sponsorship.scopeName })}
                          onClick={() => setEditing(sponsorship)}
                        >
                          <LuPencil aria-hidden="true" />
                        </Button>
                        {status === 'current' ? (
                          <Button
                            size="xs"
                            variant="ghost"
                            colorPalette="red"
                            aria-label={t('companies.sponsorships.endOne', { name: sponsorship.scopeName })}
                            onClick={() => setEnding(sponsorship)}
                          >
                            <LuCalendarX aria-hidden="true" />
                          </Button>
                        ) : null}
                      </HStack>
                    </Table.Cell>
                  ) : null}
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {editing ? (
        <SponsorshipFormDialog
          companyId={companyId}
          organizationId={organizationId}
          sponsorship={editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={ending !== null}
        title={t('companies.sponsorships.endTitle')}
        cancelLabel={t('companies.actions.cancel')}
        confirmLabel={t('companies.sponsorships.end')}
        failure={failure}
        onCancel={() => {
          setEnding(null);
          setFailure(null);
        }}
        onConfirm={() => void end()}
        confirming={updateState.loading}
      >
        {t('companies.sponsorships.endQuestion', { name: ending?.scopeName ?? '' })}
      </ConfirmDialog>
    </Box>
  );
}
