import { defineFeature, localesOf } from '../../lib/feature';
import type en from './locales/en.json';

// The side panel the signed-in layouts show beside the page: the provider wraps the frame, the panel
// (with its edge tab from md up) sits beside the layout, the top-bar button goes in the header.
export { QUICK_CHAT_GUTTER, QuickChatPanel, QuickChatTopBarButton } from './quick-chat-panel';
export { QuickChatProvider } from './quick-chat-state';

export const quickChatFeature = defineFeature({ name: 'quick-chat', locales: localesOf<typeof en>() });
