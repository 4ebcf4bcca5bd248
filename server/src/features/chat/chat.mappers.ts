// GraphQL type → the server type its resolvers receive, for codegen (app/codegen-mappers.ts collects
// every feature's file). Paths are relative to this folder and point at an index.ts; no imports here.
export default {
  Chat: './index.js#ChatView',
  ChatMessage: './index.js#ChatMessageEntity',
  ChatContact: '../users/index.js#UserEntity',
  ChatProfile: '../users/index.js#UserEntity',
  ConversationMembership: './index.js#ConversationMemberEntity',
} satisfies Record<string, string>;
