import { Button, Code, Dialog, HStack, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCalendarPlus, LuCopy } from 'react-icons/lu';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { appToaster } from '../../../components/ui/toaster';
import { useFeatureMutation } from '../../../lib/apollo/use-feature-mutation';
import { formatDateTime } from '../../../lib/dates';
import {
  CalendarFeedDocument,
  CreateCalendarFeedDocument,
  DeleteCalendarFeedDocument,
} from '../graphql/calendar-feed';

/**
 * "Subscribe": the person's private calendar address for their phone's or computer's calendar app. The
 * address is shown once, when it is made (only a hash of its secret is kept); a new one replaces it, and
 * stopping ends it.
 */
export function CalendarFeedDialog() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  const feed = useQuery(CalendarFeedDocument, { skip: !open });
  const [create, creating] = useFeatureMutation(CreateCalendarFeedDocument, 'events');
  const [remove, removing] = useFeatureMutation(DeleteCalendarFeedDocument, 'events');
  const current = feed.data?.calendarFeed ?? null;

  const make = async () => {
    const outcome = await create({
      // The feed as its query reads it (no address: that is answered once, here).
      update: (cache, { data }) => {
        const made = data?.createCalendarFeed;
        if (!made) return;
        cache.writeQuery({
          query: CalendarFeedDocument,
          data: {
            calendarFeed: {
              createdAt: made.createdAt,
              lastUsedAt: made.lastUsedAt,
            },
          },
        });
      },
    });
    if (outcome.ok) setUrl(outcome.data.createCalendarFeed.url ?? null);
  };
  const stop = async () => {
    const outcome = await remove({
      update: (cache) => cache.writeQuery({ query: CalendarFeedDocument, data: { calendarFeed: null } }),
    });
    if (outcome.ok) setUrl(null);
  };
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      appToaster.create({ type: 'success', title: t('events.feed.copied') });
    } catch {
      appToaster.create({ type: 'error', title: t('events.feed.copyFailed') });
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        setOpen(details.open);
        if (!details.open) setUrl(null);
      }}
      placement="center"
    >
      <Dialog.Trigger asChild>
        <Button variant="outline">
          <LuCalendarPlus /> {t('events.feed.open')}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('events.feed.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text>{t('events.feed.intro')}</Text>
                {feed.error ? <ErrorAlert>{t('events.feed.loadFailed')}</ErrorAlert> : null}
                {url ? (
                  <Stack gap="2">
                    <Text fontWeight="medium">{t('events.feed.address')}</Text>
                    <HStack>
                      <Input
                        readOnly
                        value={url}
                        aria-label={t('events.feed.address')}
                        onFocus={(e) => e.target.select()}
                      />
                      <Button onClick={() => void copy()} aria-label={t('events.feed.copy')}>
                        <LuCopy />
                      </Button>
                    </HStack>
                    <Text textStyle="sm" color="fg.muted">
                      {t('events.feed.onlyOnce')}
                    </Text>
                  </Stack>
                ) : current ? (
                  <Text textStyle="sm" color="fg.muted" data-testid="calendar-feed-status">
                    {t('events.feed.exists', { date: formatDateTime(current.createdAt, i18n.language) })}{' '}
                    {current.lastUsedAt
                      ? t('events.feed.lastUsed', { date: formatDateTime(current.lastUsedAt, i18n.language) })
                      : t('events.feed.neverUsed')}
                  </Text>
                ) : feed.loading ? null : (
                  <Text textStyle="sm" color="fg.muted">
                    {t('events.feed.none')}
                  </Text>
                )}
                <Text textStyle="sm" color="fg.muted">
                  {t('events.feed.privacy')} <Code>.ics</Code>
                </Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              {current || url ? (
                <Button
                  variant="outline"
                  colorPalette="red"
                  loading={removing.loading}
                  onClick={() => void stop()}
                >
                  {t('events.feed.stop')}
                </Button>
              ) : null}
              <Button loading={creating.loading} onClick={() => void make()}>
                {current || url ? t('events.feed.replace') : t('events.feed.create')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
