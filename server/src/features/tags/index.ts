import { defineFeature, type Deps } from '../../shared/feature.js';
import { TagEntity } from './tag.entity.js';
import { TagsService } from './tags.service.js';

export { TagEntity } from './tag.entity.js';
export type { TagsService } from './tags.service.js';

/** Tags of every kind (contact, task): one service; the apps that use them own the operations. */
export const tagsModule = defineFeature({
  name: 'tags',
  entities: [TagEntity],
  createService: ({ dataSource }: Deps) => new TagsService(dataSource),
});
