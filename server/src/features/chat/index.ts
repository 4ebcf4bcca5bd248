import { defineFeature, type Deps } from '../../shared/feature.js';
import { ChatMessageEntity } from './chat-message.entity.js';
import { ChatProfileEntity } from './chat-profile.entity.js';
import { createChatLoaders } from './chat.loaders.js';
import { chatResolvers } from './chat.resolvers.js';
import { chatRestRows } from './chat.rest.js';
import { seedDemoChats } from './chat.seed.js';
import { ChatService } from './chat.service.js';
import { ConversationMemberEntity } from './conversation-member.entity.js';
import { ConversationEntity } from './conversation.entity.js';

export { ChatMessageEntity } from './chat-message.entity.js';
export type { ChatView } from './chat.service.js';
export { ConversationMemberEntity } from './conversation-member.entity.js';

/** Direct conversations between members of an organization, with live messages. */
export const chatModule = defineFeature({
  name: 'chat',
  entities: [ConversationEntity, ConversationMemberEntity, ChatMessageEntity, ChatProfileEntity],
  resolvers: chatResolvers,
  restRows: chatRestRows,
  createService: ({ dataSource, pubsub }: Deps) => new ChatService(dataSource, pubsub),
  loaders: createChatLoaders,
  // The demo's messages are dated from now (seedDemoChats takes another `now` in its tests).
  seed: { demo: (dataSource) => seedDemoChats(dataSource), after: ['organizations', 'users'] },
});
