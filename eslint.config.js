import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaryRules } from './eslint.boundaries.js';

const clientPatterns = [
  { group: ['**/server/**'], message: 'The client talks to the server only through GraphQL.' },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'data',
      'client/dist',
      'server/dist',
      '**/generated/**',
      'test-results',
      'playwright-report',
      'tests/e2e/artifacts',
      // Forbidden on purpose: tests/lint/cycles.test.ts lints them with the cycle rule.
      'tests/lint/fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    files: ['server/src/**/*.ts'],
    rules: {
      // A feature reaches the database only through its own entities, services and loaders.
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/client/**'], message: 'Server code never imports the client.' }] },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: clientPatterns }],
    },
  },
  {
    // A feature's mutations go through lib/apollo's useCacheMutation, in its hooks (features/teams is the
    // model): optimistic answer, cache edit and toast in one place.
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: ['client/src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: clientPatterns,
          paths: ['@apollo/client', '@apollo/client/react'].map((name) => ({
            name,
            importNames: ['useMutation'],
            message: 'Use useCacheMutation (lib/apollo) in the feature’s hooks/use-<name>-mutations.ts.',
          })),
        },
      ],
    },
  },
  ...boundaryRules,
  prettier,
);
