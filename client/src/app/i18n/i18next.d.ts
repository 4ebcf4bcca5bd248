import type app from '../locales/en.json';
import type ui from '../../components/ui/locales/en.json';
import type errors from '../../features/errors/locales/en.json';
import type auth from '../../features/auth/locales/en.json';
import type organization from '../../features/organization/locales/en.json';
import type layout from '../../layout/locales/en.json';

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
        errors: typeof errors;
        auth: typeof auth;
        organization: typeof organization;
      };
    };
  }
}
