import { readdirSync } from 'node:fs';
import path from 'node:path';
import importPlugin from 'eslint-plugin-import';

// Feature boundaries (docs/architecture.md) as lint rules: eslint-plugin-import resolves every import to a file, and
// these zones say which files a file may reach. tests/lint/boundaries.test.ts lints forbidden
// fixtures on each side, so the rules cannot silently vanish.
const root = import.meta.dirname;
const featuresOf = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const abs = (...parts) => path.join(root, ...parts);

const serverFeatureZones = featuresOf('server/src/features').map((feature) => ({
  target: `server/src/features/${feature}/**`,
  from: abs('server/src/features/*/**'),
  except: [abs('server/src/features', feature, '**'), abs('server/src/features/*/index.ts')],
  message: 'A server feature reaches another feature only through its index.ts.',
}));

const clientFeatureZones = featuresOf('client/src/features').map((feature) => ({
  target: `client/src/features/${feature}/**`,
  from: abs('client/src/features/*/**'),
  except: [abs('client/src/features', feature, '**')],
  message: 'Client features never import each other: move what both need to client/src/lib or components.',
}));

export const boundaryRules = [
  {
    files: ['server/src/**/*.ts', 'client/src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      // import/no-cycle parses every module an import reaches: TypeScript needs its parser named here, or
      // the imported files are read as JavaScript, fail to parse and show no imports (so no cycle).
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // eslint-import-resolver-typescript 3.6 maps the server's `.js` specifiers to `.ts` files. (Its 4.x
      // and eslint-plugin-import-x need native bindings that the package mirror lacks for most platforms.)
      'import/resolver': {
        typescript: { project: ['server/tsconfig.json', 'client/tsconfig.json', 'tsconfig.json'] },
      },
    },
    rules: {
      // ESM hands a module in an import cycle the other's bindings before they are set: none is allowed,
      // however long. Type-only imports vanish when compiled and are not counted.
      'import/no-cycle': ['error', { maxDepth: Infinity }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...serverFeatureZones,
            {
              target: 'server/src/shared/**',
              from: ['server/src/features', 'server/src/app'],
              message: 'shared/ is below every feature: it never imports one.',
            },
            ...clientFeatureZones,
            {
              target: ['client/src/!(main).tsx', 'client/src/!(app)/**'],
              from: 'client/src/app',
              message: 'client/src/app is the top of the tree: only main.tsx imports it.',
            },
            {
              // The layout and the app compose features through their public face only.
              target: ['client/src/layout/**', 'client/src/app/**'],
              from: abs('client/src/features/*/**'),
              except: [abs('client/src/features/*/index.ts')],
              message: 'Outside features/, a feature is reached only through its index.ts.',
            },
            {
              target: ['client/src/lib/**', 'client/src/components/**', 'client/src/theme/**'],
              from: ['client/src/features', 'client/src/layout'],
              message: 'lib/, components/ and theme/ are below the features and the layout.',
            },
          ],
        },
      ],
    },
  },
];
