// GraphQL type → the server type its resolvers receive, for codegen (app/codegen-mappers.ts collects
// every feature's file). Paths are relative to this folder and point at an index.ts; no imports here.
export default {
  Account: '../users/index.js#UserEntity',
  AccountRole: './index.js#AccountRoleRow',
  AccountNotificationPreference: './index.js#AccountNotificationPreferenceRow',
} satisfies Record<string, string>;
