import type { CodegenConfig } from '@graphql-codegen/cli';
import { collectMappers } from './server/src/app/codegen-mappers.js';

// One contract, two consumers: resolver types for the server, typed documents for the client.
// Generated files are committed and checked for drift by `npm run codegen:check`.
const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  // Tests hold their own throw-away documents (fake links, fixtures); only the app's are generated.
  documents: ['client/src/**/*.{ts,tsx}', '!client/src/**/*.test.{ts,tsx}', '!client/src/generated/**'],
  ignoreNoDocuments: true,
  generates: {
    'server/src/generated/graphql.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../app/context.js#Context',
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { DateTime: { input: 'string', output: 'Date | string' } },
        // Each feature's `<folder>.mappers.ts`; app/features.test.ts checks none is missing.
        mappers: await collectMappers(),
      },
    },
    'client/src/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { DateTime: 'string' },
      },
    },
    'client/src/generated/error-codes.ts': {
      plugins: ['typescript'],
      config: { onlyEnums: true, enumsAsTypes: true },
    },
  },
};

export default config;
