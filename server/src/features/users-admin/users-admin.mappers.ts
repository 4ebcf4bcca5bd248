// GraphQL type → the server type its resolvers receive, for codegen (app/codegen-mappers.ts collects
// every feature's file). Paths are relative to this folder and point at an index.ts; no imports here.
export default {
  AdminUser: '../users/index.js#UserEntity',
  Role: '../users/index.js#RoleEntity',
  UserRoleAssignment: '../users/index.js#UserRoleEntity',
  RoleScopeOption: './index.js#RoleScopeOptionRecord',
} satisfies Record<string, string>;
