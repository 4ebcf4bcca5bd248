import { graphql } from '../../../generated';

// One query per tab of the user drawer, loaded when the tab opens.

export const UserDocumentsDocument = graphql(`
  query UserDocumentsTab($userId: ID!) {
    userDocuments(userId: $userId) {
      id
      fileName
      downloadUrl
      fileAvailable
      uploadedAt
      documentType {
        id
        name
      }
    }
  }
`);

export const UserPaymentsDocument = graphql(`
  query UserPaymentsTab($userId: ID!) {
    userPayments(userId: $userId) {
      id
      athleteName
      method
      amount
      currency
      status
      refunded
      refundOf
      receivedOn
      paymentAt
      unallocated
      allocations {
        invoiceId
        invoiceNumber
        amount
      }
    }
  }
`);

export const UserNotificationPreferencesDocument = graphql(`
  query UserNotificationPreferencesTab($userId: ID!) {
    userNotificationPreferences(userId: $userId) {
      notificationTypeId
      enabled
    }
    notificationTypes {
      id
      name
      description
    }
  }
`);

export const UserWalletDocument = graphql(`
  query UserWalletTab($userId: ID!) {
    userWallet(userId: $userId) {
      id
      token
      balance
      currency
      balances {
        balance
        currency
      }
      createdAt
    }
  }
`);

export const UserDevicesDocument = graphql(`
  query UserDevicesTab($userId: ID!) {
    userDevices(userId: $userId) {
      id
      deviceInfo
      lastActiveAt
    }
  }
`);

export const UserNotificationDeliveriesDocument = graphql(`
  query UserNotificationDeliveriesTab($userId: ID!) {
    userNotificationDeliveries(userId: $userId) {
      id
      additionalData {
        title
        message
      }
      tryCount
      sentAt
      readAt
      lastTryAt
    }
  }
`);

export const UserSurveyAnswersDocument = graphql(`
  query UserSurveyAnswersTab($userId: ID!) {
    userSurveyAnswers(userId: $userId) {
      id
      surveyQuestionAnswerId
      surveyTitle
      questionText
      answerText
      answeredAt
    }
  }
`);

export const UserFeedbacksDocument = graphql(`
  query UserFeedbacksTab($userId: ID!) {
    userFeedbacks(userId: $userId) {
      id
      content
      rating
      createdAt
    }
  }
`);
