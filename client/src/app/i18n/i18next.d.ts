import type app from '../locales/en.json';
import type ui from '../../components/ui/locales/en.json';
import type errors from '../../features/errors/locales/en.json';
import type auth from '../../features/auth/locales/en.json';
import type organization from '../../features/organization/locales/en.json';
import type users from '../../features/users/locales/en.json';
import type layout from '../../layout/locales/en.json';
import type shell from '../../features/shell/locales/en.json';
import type quickChat from '../../features/quick-chat/locales/en.json';
import type richText from '../../components/rich-text/locales/en.json';
import type tasks from '../../features/tasks/locales/en.json';
import type tags from '../../components/tags/locales/en.json';
import type contacts from '../../features/contacts/locales/en.json';

// Typed translation keys: `t('auth.signIn.title')` is checked against the English files. Each locales
// folder is one top-level key, named after the folder (see merge-locales.ts); add new folders here.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: {
        app: typeof app;
        ui: typeof ui;
        layout: typeof layout;
        shell: typeof shell;
        'quick-chat': typeof quickChat;
        errors: typeof errors;
        auth: typeof auth;
        organization: typeof organization;
        users: typeof users;
        'rich-text': typeof richText;
        tasks: typeof tasks;
        tags: typeof tags;
        contacts: typeof contacts;
      };
    };
  }
}
