import { featureErrors } from '../../../lib/apollo/feature-errors';
import { Badge, Button, EmptyState, HStack, Skeleton, Stack, Switch, Tabs, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuDownload, LuFileX, LuInbox } from 'react-icons/lu';
import { useDates } from '../../../lib/dates-hook';
import { formatMoney } from '../../../lib/money';
import {
  UserDevicesDocument,
  UserDocumentsDocument,
  UserFeedbacksDocument,
  UserNotificationDeliveriesDocument,
  UserNotificationPreferencesDocument,
  UserPaymentsDocument,
  UserSurveyAnswersDocument,
  UserWalletDocument,
} from '../graphql/user-resources';
import { DocumentDownloadError, downloadDocument } from '../user-documents';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { appToaster } from '../../../components/ui/toaster';

export const RESOURCE_TABS = [
  'documents',
  'payments',
  'preferences',
  'wallet',
  'devices',
  'notifications',
  'surveyAnswers',
  'feedbacks',
] as const;
type ResourceTab = (typeof RESOURCE_TABS)[number];

/** One tab per sub-resource of a user; each tab loads its own data when first opened. */
export function UserResourceTabs({ userId }: { userId: string }) {
  const { t } = useTranslation();
  return (
    <Tabs.Root defaultValue="documents" lazyMount size="sm" variant="line">
      <Tabs.List overflowX="auto" flexWrap="nowrap" scrollbarWidth="thin">
        {RESOURCE_TABS.map((tab) => (
          <Tabs.Trigger key={tab} value={tab} flexShrink="0">
            {t(`users.resources.${tab}.tab`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {RESOURCE_TABS.map((tab) => (
        <Tabs.Content key={tab} value={tab}>
          <ResourcePanel tab={tab} userId={userId} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

function ResourcePanel({ tab, userId }: { tab: ResourceTab; userId: string }) {
  switch (tab) {
    case 'documents':
      return <DocumentsPanel userId={userId} />;
    case 'payments':
      return <PaymentsPanel userId={userId} />;
    case 'preferences':
      return <PreferencesPanel userId={userId} />;
    case 'wallet':
      return <WalletPanel userId={userId} />;
    case 'devices':
      return <DevicesPanel userId={userId} />;
    case 'notifications':
      return <DeliveriesPanel userId={userId} />;
    case 'surveyAnswers':
      return <SurveyAnswersPanel userId={userId} />;
    case 'feedbacks':
      return <FeedbacksPanel userId={userId} />;
  }
}

/** A record's time with its year (lib/dates.ts), or a dash without one. */
function useDate() {
  const dates = useDates();
  return (iso: string | null | undefined) => dates.timestamp(iso) || '—';
}

/** An amount in its currency, in the interface language. */
function useMoney() {
  const { i18n } = useTranslation();
  return (amount: number, currency: string) =>
    formatMoney(amount, i18n.resolvedLanguage ?? i18n.language, currency);
}

/** Loading, error and empty states shared by every tab; `children` renders only with items. */
function PanelState({
  tab,
  loading,
  error,
  empty,
  children,
}: {
  tab: ResourceTab;
  loading: boolean;
  error: unknown;
  empty: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <Stack gap="2" py="2" aria-busy="true" aria-label={t('users.resources.loading')}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} h="12" rounded="l2" />
        ))}
      </Stack>
    );
  }
  if (error) {
    return <ErrorAlert>{featureErrors(t, 'users').explain(error)}</ErrorAlert>;
  }
  if (empty) {
    return (
      <EmptyState.Root size="sm">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuInbox />
          </EmptyState.Indicator>
          <EmptyState.Title>{t(`users.resources.${tab}.empty`)}</EmptyState.Title>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <Stack as="ul" gap="2" listStyle="none" py="2">
      {children}
    </Stack>
  );
}

function Item({
  title,
  detail,
  meta,
  end,
}: {
  title: ReactNode;
  /** A line under the title in the body text (an answer, a description). */
  detail?: ReactNode;
  meta?: ReactNode;
  end?: ReactNode;
}) {
  return (
    <HStack
      as="li"
      justify="space-between"
      gap="3"
      p="3"
      borderWidth="1px"
      rounded="l2"
      align="start"
      flexWrap={{ base: 'wrap', sm: 'nowrap' }}
    >
      <Stack gap="0.5" minW="0">
        <Text fontWeight="medium" wordBreak="break-word">
          {title}
        </Text>
        {detail ? (
          <Text textStyle="sm" wordBreak="break-word">
            {detail}
          </Text>
        ) : null}
        {meta ? (
          <Text textStyle="xs" color="fg.muted" wordBreak="break-word">
            {meta}
          </Text>
        ) : null}
      </Stack>
      {end}
    </HStack>
  );
}

/**
 * Downloads a document with the session's token (user-documents.ts); a document whose file is missing
 * from storage says so instead of offering a download that cannot work.
 */
function DocumentDownload({
  document,
}: {
  document: { fileName: string; downloadUrl: string; fileAvailable: boolean; documentType: { name: string } };
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  if (!document.fileAvailable) {
    return (
      <Badge colorPalette="orange" variant="subtle" flexShrink={0}>
        <LuFileX aria-hidden="true" />
        {t('users.resources.documents.missing')}
      </Badge>
    );
  }
  const download = async () => {
    setBusy(true);
    try {
      await downloadDocument(document.downloadUrl, document.fileName);
    } catch (error) {
      const reason = error instanceof DocumentDownloadError ? error.reason : 'failed';
      appToaster.create({
        type: 'error',
        title: t('users.resources.documents.downloadFailed', { name: document.fileName }),
        description: t(`users.resources.documents.failure.${reason}`),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="xs"
      variant="outline"
      flexShrink={0}
      maxW="full"
      loading={busy}
      onClick={() => void download()}
      aria-label={t('users.resources.documents.download', {
        name: document.fileName,
        type: document.documentType.name,
      })}
    >
      <LuDownload aria-hidden="true" />
      <Text as="span" truncate>
        {document.fileName}
      </Text>
    </Button>
  );
}

function DocumentsPanel({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const date = useDate();
  const { data, loading, error } = useQuery(UserDocumentsDocument, { variables: { userId } });
  const items = data?.userDocuments ?? [];
  return (
    <PanelState tab="documents" loading={loading} error={error} empty={items.length === 0}>
      {items.map((document) => (
        <Item
          key={document.id}
          title={document.documentType.name}
          meta={t('users.resources.documents.uploadedAt', { date: date(document.uploadedAt) })}
          end={<DocumentDownload document={document} />}
        />
      ))}
    </PanelState>
  );
}

const PAYMENT_PALETTE: Record<string, string> = {
  completed: 'green',
  pending: 'orange',
  failed: 'red',
  refunded: 'gray',
};
const PAYMENT_STATUSES = ['completed', 'pending', 'failed', 'refunded'] as const;

function PaymentsPanel({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const date = useDate();
  const money = useMoney();
  const { data, loading, error } = useQuery(UserPaymentsDocument, { variables: { userId } });
  const items = data?.userPayments ?? [];
  return (
    <PanelState tab="payments" loading={loading} error={error} empty={items.length === 0}>
      {items.map((payment) => {
        const status = PAYMENT_STATUSES.find((known) => known === payment.status);
        return (
          <Item
            key={payment.id}
            title={money(payment.amount, payment.currency)}
            meta={date(payment.paymentAt)}
            end={
              <Badge colorPalette={PAYMENT_PALETTE[payment.status] ?? 'gray'}>
                {status ? t(`users.resources.payments.status.${status}`) : payment.status}
              </Badge>
            }
          />
        );
      })}
    </PanelState>
  );
}

function PreferencesPanel({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(UserNotificationPreferencesDocument, { variables: { userId } });
  const types = new Map((data?.notificationTypes ?? []).map((type) => [type.id, type]));
  const items = data?.userNotificationPreferences ?? [];
  return (
    <PanelState tab="preferences" loading={loading} error={error} empty={items.length === 0}>
      {items.map((preference) => {
        const type = types.get(preference.notificationTypeId);
        return (
          <Item
            key={preference.notificationTypeId}
            title={type?.name ?? t('users.resources.preferences.unknownType')}
            meta={type?.description}
            end={
              <Switch.Root checked={preference.enabled} readOnly size="sm">
                <Switch.HiddenInput aria-label={type?.name ?? ''} />
                <Switch.Control />
                <Switch.Label textStyle="xs" color="fg.muted">
                  {preference.enabled
                    ? t('users.resources.preferences.on')
                    : t('users.resources.preferences.off')}
                </Switch.Label>
              </Switch.Root>
            }
          />
        );
      })}
    </PanelState>
  );
}

function WalletPanel({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const date = useDate();
  const money = useMoney();
  const { data, loading, error } = useQuery(UserWalletDocument, { variables: { userId } });
  const wallet = data?.userWallet ?? null;
  return (
    <PanelState tab="wallet" loading={loading} error={error} empty={wallet === null}>
      {wallet ? (
        <Item
          title={t('users.resources.wallet.balance', { amount: money(wallet.balance, wallet.currency) })}
          meta={t('users.resources.wallet.details', {
            date: date(wallet.createdAt),
            token: wallet.token,
          })}
        />
      ) : null}
    </PanelState>
  );
}

function DevicesPanel({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const date = useDate();
  const { data, loading, error } = useQuery(UserDevicesDocument, { variables: { userId } });
  const items = data?.userDevices ?? [];
  return (
    <PanelState tab="devices" loading={loading} error={error} empty={items.length === 0}>
      {items.map((device) => (
        <Item
          key={device.id}
          title={device.deviceInfo}
          meta={t('users.resources.devices.lastActive', { date: date(device.lastActiveAt) })}
        />
      ))}
    </PanelState>
  );
}

function DeliveriesPanel({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const date = useDate();
  const { data, loading, error } = useQuery(UserNotificationDeliveriesDocument, { variables: { userId } });
  const items = data?.userNotificationDeliveries ?? [];
  return (
    <PanelState tab="notifications" loading={loading} error={error} empty={items.length === 0}>
      {items.map((delivery) => (
        // Plain text: the delivery log's title and message are rendered as text, never as HTML.
        <Item
          key={delivery.id}
          title={delivery.additionalData.title}
          meta={`${delivery.additionalData.message} · ${
            delivery.sentAt
              ? t('users.resources.notifications.sentAt', { date: date(delivery.sentAt) })
              : t('users.resources.notifications.notSent', { count: delivery.tryCount })
          }`}
          end={
            <Badge colorPalette={delivery.readAt ? 'gray' : 'brand'} variant="subtle">
              {delivery.readAt
                ? t('users.resources.notifications.read')
                : t('users.resources.notifications.unread')}
            </Badge>
          }
        />
      ))}
    </PanelState>
  );
}

function SurveyAnswersPanel({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const date = useDate();
  const { data, loading, error } = useQuery(UserSurveyAnswersDocument, { variables: { userId } });
  const items = data?.userSurveyAnswers ?? [];
  return (
    <PanelState tab="surveyAnswers" loading={loading} error={error} empty={items.length === 0}>
      {items.map((answer) => (
        <Item
          key={answer.id}
          title={answer.questionText}
          detail={
            answer.surveyQuestionAnswerId === null
              ? t('users.resources.surveyAnswers.written', { text: answer.answerText })
              : answer.answerText
          }
          meta={t('users.resources.surveyAnswers.answeredAt', {
            survey: answer.surveyTitle,
            date: date(answer.answeredAt),
          })}
        />
      ))}
    </PanelState>
  );
}

function FeedbacksPanel({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const date = useDate();
  const { data, loading, error } = useQuery(UserFeedbacksDocument, { variables: { userId } });
  const items = data?.userFeedbacks ?? [];
  return (
    <PanelState tab="feedbacks" loading={loading} error={error} empty={items.length === 0}>
      {items.map((feedback) => (
        <Item
          key={feedback.id}
          title={feedback.content}
          meta={date(feedback.createdAt)}
          end={
            <Badge
              variant="subtle"
              colorPalette="yellow"
              aria-label={t('users.resources.feedbacks.rating', { count: feedback.rating })}
            >
              {'★'.repeat(feedback.rating)}
            </Badge>
          }
        />
      ))}
    </PanelState>
  );
}
