import { Badge, Box, CloseButton, Dialog, Portal, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AuditEntryFieldsFragment } from '../../../generated/graphql';
import { useDates } from '../../../lib/dates-hook';
import { auditDiff } from '../audit-diff';
import { entityLabel } from '../audit-labels';

interface AuditEntryDialogProps {
  entry: AuditEntryFieldsFragment | null;
  onClose: () => void;
}

/** One audit entry: who, when, what, and the fields before and after side by side. */
export function AuditEntryDialog({ entry, onClose }: AuditEntryDialogProps) {
  const { t } = useTranslation();
  const dates = useDates();
  const lines = entry ? auditDiff(entry.before, entry.after) : [];
  // The list's date style (lib/dates.ts), so an entry reads the same in the list and here.
  const when = entry ? dates.timestamp(entry.createdAt) : '';
  return (
    <Dialog.Root
      open={entry !== null}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('audit-log.details.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body tabIndex={0}>
              {entry ? (
                <Stack gap="4">
                  <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1">
                    <Text as="dt" color="fg.muted">
                      {t('audit-log.details.when')}
                    </Text>
                    <Text as="dd">{when}</Text>
                    <Text as="dt" color="fg.muted">
                      {t('audit-log.details.who')}
                    </Text>
                    <Text as="dd">{entry.actor?.name ?? t('audit-log.system')}</Text>
                    <Text as="dt" color="fg.muted">
                      {t('audit-log.columns.action')}
                    </Text>
                    <Text as="dd">
                      <Badge>{t(`audit-log.actions.${entry.action}`)}</Badge>{' '}
                      {entityLabel(entry.entityType, t)}
                    </Text>
                    <Text as="dt" color="fg.muted">
                      {t('audit-log.details.id')}
                    </Text>
                    <Text as="dd" fontFamily="mono" textStyle="xs" wordBreak="break-all">
                      {entry.entityId}
                    </Text>
                  </Box>
                  {entry.summary ? <Text>{entry.summary}</Text> : null}
                  {lines.length === 0 ? (
                    <Text color="fg.muted">{t('audit-log.details.noChange')}</Text>
                  ) : (
                    <Table.ScrollArea borderWidth="1px" rounded="md">
                      <Table.Root size="sm" data-testid="audit-diff">
                        <Table.Header>
                          <Table.Row>
                            <Table.ColumnHeader>{t('audit-log.details.field')}</Table.ColumnHeader>
                            <Table.ColumnHeader>{t('audit-log.details.before')}</Table.ColumnHeader>
                            <Table.ColumnHeader>{t('audit-log.details.after')}</Table.ColumnHeader>
                          </Table.Row>
                        </Table.Header>
                        <Table.Body>
                          {lines.map((line) => (
                            <Table.Row key={line.field} data-changed={line.changed || undefined}>
                              <Table.Cell fontFamily="mono" textStyle="xs">
                                {line.field}
                              </Table.Cell>
                              <Table.Cell
                                wordBreak="break-word"
                                color={line.changed ? 'red.fg' : 'fg.muted'}
                                textDecoration={
                                  line.changed && line.before !== null ? 'line-through' : undefined
                                }
                              >
                                {line.before ?? '—'}
                              </Table.Cell>
                              <Table.Cell
                                wordBreak="break-word"
                                color={line.changed ? 'green.fg' : 'fg.muted'}
                                fontWeight={line.changed ? 'medium' : undefined}
                              >
                                {line.after ?? '—'}
                              </Table.Cell>
                            </Table.Row>
                          ))}
                        </Table.Body>
                      </Table.Root>
                    </Table.ScrollArea>
                  )}
                </Stack>
              ) : null}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('audit-log.details.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
