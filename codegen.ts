import type { CodegenConfig } from '@graphql-codegen/cli';

// One contract, two consumers: resolver types for the server, typed documents for the client.
// Generated files are committed and checked for drift by `npm run codegen:check`.
const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  documents: ['client/src/**/*.{ts,tsx}', '!client/src/generated/**'],
  ignoreNoDocuments: true,
  generates: {
    'server/src/generated/graphql.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../app/context.js#Context',
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { DateTime: { input: 'string', output: 'Date | string' } },
        mappers: {
          User: '../features/users/user.entity.js#UserEntity',
        },
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
