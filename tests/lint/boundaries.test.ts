import { existsSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The feature boundaries (docs/architecture.md) are lint rules; these fixtures prove the rules still bite.
// Each fixture is linted as if it lived at `file`, importing real files of the tree.
const root = path.resolve(import.meta.dirname, '../..');
const RULE = 'import/no-restricted-paths';

let eslint: ESLint;
beforeAll(async () => {
  // The fixtures are text for files that do not exist: import/no-cycle's component cache cannot place
  // them (it throws), and cycles have their own fixtures on disk (cycles.test.ts).
  eslint = new ESLint({ cwd: root, overrideConfig: { rules: { 'import/no-cycle': 'off' } } });
  // The first lint loads the configuration, the parser and the import resolver: set-up, not a test.
  await eslint.lintText('export {};\n', {
    filePath: path.join(root, 'server/src/shared/boundary-fixture.ts'),
  });
});

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === RULE).map((m) => m.message);
}

describe('feature boundaries', () => {
  it('a server feature may not import another feature’s service directly', async () => {
    const errors = await boundaryErrors(
      'server/src/features/tasks/boundary-fixture.ts',
      "import { ContactsService } from '../contacts/contacts.service.js';\nexport const x = ContactsService;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('only through its index.ts');
  });

  it('a server feature may import another feature through its index.ts', async () => {
    // An import that does not resolve is never flagged, so the allowed target must exist.
    expect(existsSync(path.join(root, 'server/src/features/contacts/index.ts'))).toBe(true);
    const errors = await boundaryErrors(
      'server/src/features/tasks/boundary-fixture.ts',
      "import * as contacts from '../contacts/index.js';\nexport const x = contacts;\n",
    );
    expect(errors).toEqual([]);
  });

  it('server shared code imports no feature', async () => {
    const errors = await boundaryErrors(
      'server/src/shared/boundary-fixture.ts',
      "import * as contacts from '../features/contacts/contacts.service.js';\nexport const x = contacts;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('a client feature may not import another feature’s component', async () => {
    const errors = await boundaryErrors(
      'client/src/features/tasks/components/boundary-fixture.tsx',
      "import { ContactView } from '../../contacts/components/contact-view';\nexport const x = ContactView;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('never import each other');
  });

  it('nothing but main.tsx imports client/src/app', async () => {
    const fromFeature = await boundaryErrors(
      'client/src/features/tasks/boundary-fixture.ts',
      "import { App } from '../../app/app';\nexport const x = App;\n",
    );
    expect(fromFeature).toHaveLength(1);
    const fromMain = await boundaryErrors(
      'client/src/main.tsx',
      "import { App } from './app/app';\nexport const x = App;\n",
    );
    expect(fromMain).toEqual([]);
  });

  it('the client layout reaches a feature only through its index.ts', async () => {
    const inside = await boundaryErrors(
      'client/src/layout/boundary-fixture.tsx',
      "import { QuickChatPanel } from '../features/quick-chat/quick-chat-panel';\nexport const x = QuickChatPanel;\n",
    );
    expect(inside).toHaveLength(1);
    expect(inside[0]).toContain('only through its index.ts');
    expect(existsSync(path.join(root, 'client/src/features/quick-chat/index.ts'))).toBe(true);
    const throughIndex = await boundaryErrors(
      'client/src/layout/boundary-fixture.tsx',
      "import { QuickChatPanel } from '../features/quick-chat';\nexport const x = QuickChatPanel;\n",
    );
    expect(throughIndex).toEqual([]);
  });

  it('client lib and components import no feature', async () => {
    const errors = await boundaryErrors(
      'client/src/components/ui/boundary-fixture.tsx',
      "import { ContactView } from '../../features/contacts/components/contact-view';\nexport const x = ContactView;\n",
    );
    expect(errors).toHaveLength(1);
  });
});
