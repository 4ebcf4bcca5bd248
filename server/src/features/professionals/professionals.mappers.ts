// GraphQL type → the server type its resolvers receive, for codegen (app/codegen-mappers.ts collects
// every feature's file). Paths are relative to this folder and point at an index.ts; no imports here.
export default {
  Professional: './index.js#ProfessionalRecord',
  Certification: './index.js#CertificationEntity',
} satisfies Record<string, string>;
