import { defineFeature, type Deps } from '../../shared/feature.js';
import { ShortcutEntity } from './shortcut.entity.js';
import { shortcutsResolvers } from './shortcuts.resolvers.js';
import { shortcutsRestRows } from './shortcuts.rest.js';
import { seedDemoShortcuts } from './shortcuts.seed.js';
import { ShortcutsService } from './shortcuts.service.js';

export { ShortcutEntity } from './shortcut.entity.js';

/** The top bar's shortcuts: private to each user. */
export const shortcutsModule = defineFeature({
  name: 'shortcuts',
  entities: [ShortcutEntity],
  resolvers: shortcutsResolvers,
  restRows: shortcutsRestRows,
  createService: ({ dataSource }: Deps) => new ShortcutsService(dataSource),
  seed: { demo: seedDemoShortcuts, after: ['users'] },
});
