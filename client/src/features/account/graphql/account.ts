import { graphql } from '../../../generated';

// The profile page: who the person is, where and since when.
export const ProfilePageDocument = graphql(`
  query ProfilePage {
    me {
      id
      name
      email
      avatar
      status
      organization {
        id
        name
      }
    }
    myAccount {
      id
      memberSince
      roles {
        id
        key
        name
        scopeType
        scopeName
      }
    }
  }
`);

// The settings page: language, notification choices and when the password was last set.
export const SettingsPageDocument = graphql(`
  query SettingsPage {
    myAccount {
      id
      language
      passwordChangedAt
      notificationPreferences {
        id
        enabled
        chosen
        notificationType {
          id
          name
          description
          defaultEnabled
        }
      }
    }
  }
`);

// The language saved on the account, which the signed-in area applies (language-sync.tsx).
export const AccountLanguageDocument = graphql(`
  query AccountLanguage {
    myAccount {
      id
      language
    }
    me {
      id
      organization {
        id
        locale
      }
    }
  }
`);

export const UpdateMyProfileDocument = graphql(`
  mutation UpdateMyProfile($input: UpdateMeInput!) {
    updateMe(input: $input) {
      id
      name
      avatar
    }
  }
`);

export const SetMyLanguageDocument = graphql(`
  mutation SetMyLanguage($language: Language!) {
    setMyLanguage(language: $language) {
      id
      language
    }
  }
`);

export const SetMyNotificationPreferenceDocument = graphql(`
  mutation SetMyNotificationPreference($input: SetMyNotificationPreferenceInput!) {
    setMyNotificationPreference(input: $input) {
      id
      enabled
      chosen
    }
  }
`);

export const ChangeMyPasswordDocument = graphql(`
  mutation ChangeMyPassword($input: ChangeMyPasswordInput!) {
    changeMyPassword(input: $input) {
      accessToken
      user {
        id
      }
    }
  }
`);
