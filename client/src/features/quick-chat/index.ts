import { defineFeature, localesOf } from '../../lib/feature';
import type en from './locales/en.json';

// The side panel the signed-in layouts show beside the page.
export { QuickChatPanel } from './quick-chat-panel';

export const quickChatFeature = defineFeature({ name: 'quick-chat', locales: localesOf<typeof en>() });
