import type { FeatureStrings } from '../../lib/feature';
import type { clientFeatures } from '../features';
import type app from '../locales/en.json';
import type ui from '../../components/ui/locales/en.json';
import type layout from '../../layout/locales/en.json';
import type richText from '../../components/rich-text/locales/en.json';
import type tags from '../../components/tags/locales/en.json';
import type attendance from '../../components/attendance/locales/en.json';
import type dataTable from '../../components/data-table/locales/en.json';
import type organizationDetails from '../../components/organization-details/locales/en.json';

type Feature = (typeof clientFeatures)[number];

// Each feature's strings under its name, from the one feature list (a feature without locales adds none).
type FeaturesStrings = {
  [F in Feature as [FeatureStrings<F>] extends [never] ? never : F['name']]: FeatureStrings<F>;
};

// Typed translation keys: `t('auth.signIn.title')` is checked against the English files. Each locales
// folder is one top-level key, named after the folder (see lib/i18n/merge-locales.ts); the features'
// come from app/features.ts, the shared folders outside features/ are listed here.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: FeaturesStrings & {
        app: typeof app;
        ui: typeof ui;
        layout: typeof layout;
        'rich-text': typeof richText;
        tags: typeof tags;
        attendance: typeof attendance;
        'data-table': typeof dataTable;
        'organization-details': typeof organizationDetails;
      };
    };
  }
}
