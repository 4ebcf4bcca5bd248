import { Badge } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import {
  UserFeedbacksDocument,
  UserNotificationDeliveriesDocument,
  UserSurveyAnswersDocument,
} from '../graphql/user-resources';
import { Item, PanelState, useDate } from './user-resource-panel';

export function DeliveriesPanel({ userId }: { userId: string }) {
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

export function SurveyAnswersPanel({ userId }: { userId: string }) {
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

export function FeedbacksPanel({ userId }: { userId: string }) {
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
