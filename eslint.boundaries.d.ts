import type { Linter } from 'eslint';

/** The feature boundaries and the import-cycle rule (eslint.boundaries.js), for tests/lint. */
export declare const boundaryRules: [
  Linter.Config & Required<Pick<Linter.Config, 'plugins' | 'settings' | 'rules'>>,
];
