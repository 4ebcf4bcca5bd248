import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { assertSeedOrder } from '../db/seed/seed.js';
import { collectMappers } from './codegen-mappers.js';
import { featureList } from './features.js';
import { loadTypeDefs } from './schema.js';

// A feature is one folder and one line: forgetting the line, or a piece the line cannot derive, must
// fail here instead of silently (a missing mapper only loosens types; a missing module drops a feature).
const FEATURES_DIR = path.resolve(import.meta.dirname, '../features');
const folders = readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('the feature list', () => {
  it('lists the module of every folder under features/', async () => {
    for (const folder of folders) {
      const exports = (await import(`../features/${folder}/index.ts`)) as Record<string, unknown>;
      const modules = Object.entries(exports).filter(([name]) => name.endsWith('Module'));
      expect(
        modules.map(([name]) => name),
        folder,
      ).toHaveLength(1);
      expect(featureList, `${folder}: add its module to app/features.ts`).toContain(modules[0]?.[1]);
    }
    expect(featureList).toHaveLength(folders.length);
  });

  it('has unique names', () => {
    const names = featureList.map((feature) => feature.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('has no import cycle between features (ESM would hand one of them undefined entities)', () => {
    // Value imports of other features' index.ts, per folder; type-only imports vanish when compiled. Test
    // files and test kits are not part of the server (the build leaves them out).
    const edges = new Map<string, Set<string>>();
    for (const folder of folders) {
      const targets = new Set<string>();
      const dir = path.join(FEATURES_DIR, folder);
      for (const file of readdirSync(dir).filter((name) => /(?<!\.test|\.test-kit)\.ts$/.test(name))) {
        const source = readFileSync(path.join(dir, file), 'utf8');
        for (const [, clause, target] of source.matchAll(
          /^import ([^;]+?) from '\.\.\/([a-z-]+)\/index\.js';/gm,
        )) {
          const typeOnly =
            clause?.startsWith('type ') ||
            (/^\{[^}]*\}$/s.test(clause ?? '') &&
              (clause ?? '')
                .slice(1, -1)
                .split(',')
                .map((name) => name.trim())
                .filter(Boolean)
                .every((name) => name.startsWith('type ')));
          if (!typeOnly && target) targets.add(target);
        }
      }
      edges.set(folder, targets);
    }
    const cycles: string[] = [];
    const visit = (folder: string, trail: string[]) => {
      if (trail.includes(folder)) return void cycles.push([...trail, folder].join(' → '));
      for (const next of edges.get(folder) ?? []) visit(next, [...trail, folder]);
    };
    for (const folder of folders) visit(folder, []);
    expect(cycles).toEqual([]);
    expect(edges.get('tasks')).toContain('users');
  });

  it('seeds every feature after the features its seeds name', () => {
    expect(() => assertSeedOrder(featureList)).not.toThrow();
    const reversed = [...featureList].reverse();
    expect(() => assertSeedOrder(reversed)).toThrow(/must come after/);
  });
});

describe('codegen mappers', () => {
  const schema = buildSchema(loadTypeDefs().join('\n'));

  it('map every object type that has field resolvers to its server type', async () => {
    const mappers = await collectMappers();
    const roots = new Set(['Query', 'Mutation', 'Subscription']);
    const resolved = featureList.flatMap((feature) => Object.keys(feature.resolvers ?? {}));
    const unmapped = resolved.filter(
      (name) => !roots.has(name) && isObjectType(schema.getType(name)) && !(name in mappers),
    );
    expect(unmapped, 'add them to the owning feature’s <folder>.mappers.ts').toEqual([]);
  });

  it('name only types of the schema, through a feature’s index.ts', async () => {
    const mappers = await collectMappers();
    for (const [type, target] of Object.entries(mappers)) {
      expect(isObjectType(schema.getType(type)), type).toBe(true);
      expect(target, type).toMatch(/^\.\.\/features\/[a-z-]+\/index\.js#\w+$/);
    }
  });
});
