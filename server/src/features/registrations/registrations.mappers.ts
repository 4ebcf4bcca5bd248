// GraphQL type → the server type its resolvers receive, for codegen (app/codegen-mappers.ts collects
// every feature's file). Paths are relative to this folder and point at an index.ts; no imports here.
export default {
  Registration: './index.js#RegistrationNode',
  RegistrationGuardian: './index.js#RegistrationGuardianNode',
  RegistrationConsent: './index.js#RegistrationConsentNode',
  ConsentText: './index.js#ConsentTextNode',
  RegistrationForm: './index.js#RegistrationFormNode',
  ErasureRequest: './index.js#ErasureRequestNode',
  RegistrationDocument: './index.js#RegistrationDocumentNode',
  AthleteDataExport: './index.js#AthleteDataHandOver',
} satisfies Record<string, string>;
