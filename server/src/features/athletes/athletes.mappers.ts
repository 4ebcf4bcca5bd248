// GraphQL type → the server type its resolvers receive, for codegen (app/codegen-mappers.ts collects
// every feature's file). Paths are relative to this folder and point at an index.ts; no imports here.
export default {
  Athlete: './index.js#AthleteNode',
  TeamMembership: './index.js#MembershipNode',
  GuardianLink: './index.js#GuardianLinkNode',
  Consent: './index.js#ConsentNode',
} satisfies Record<string, string>;
