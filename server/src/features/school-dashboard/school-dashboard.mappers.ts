// GraphQL type → the server type its resolvers receive, for codegen (app/codegen-mappers.ts collects
// every feature's file). Paths are relative to this folder and point at an index.ts; no imports here.
export default {
  SchoolDashboard: './index.js#SchoolDashboardData',
} satisfies Record<string, string>;
