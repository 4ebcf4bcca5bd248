import { defineFeature, localesOf } from '../../lib/feature';
import type en from './locales/en.json';

// The top bar's controls, which every layout puts in its header.
export { TopBarActions } from './top-bar-actions';

export const shellFeature = defineFeature({ name: 'shell', locales: localesOf<typeof en>() });
