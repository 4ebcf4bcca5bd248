import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const THEME = '@chakra-ui/react/theme';
const VIRTUAL = '\0arena-chakra-theme:';
/** The barrel's exports that hold every recipe. */
const ALL_RECIPES = new Set(['recipes', 'slotRecipes', 'defaultThemeConfig']);
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]@chakra-ui\/react\/theme['"]/g;

/** The names a file imports from '@chakra-ui/react/theme' (type-only ones aside). */
function importedNames(code: string): string[] {
  const names: string[] = [];
  for (const match of code.matchAll(IMPORT)) {
    if (/import\s+type\s*\{/.test(match[0])) continue;
    for (const part of (match[1] ?? '').split(',')) {
      const name =
        part
          .trim()
          .split(/\s+as\s+/)[0]
          ?.trim() ?? '';
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

function cut(source: string, pattern: RegExp, what: string): string {
  if (!pattern.test(source)) {
    throw new Error(`${THEME} changed shape (no ${what}): update client/vite-plugin-chakra-theme.ts`);
  }
  return source.replace(pattern, '');
}

/**
 * Chakra's theme barrel without the recipes a file does not import. The barrel imports all of Chakra's
 * recipes to build its defaultThemeConfig, and the bundler places whatever a module imports in that
 * module's chunk even when nothing uses it there: a file that takes only the tokens and a few recipes
 * (the first page's design system) would bring every recipe into the sign-in page's first load.
 */
function slimBarrel(barrel: string, keep: ReadonlySet<string>): string {
  const dir = path.dirname(barrel).replaceAll('\\', '/');
  let source = readFileSync(barrel, 'utf8');
  source = cut(source, /^import \{ recipes \} from '\.\/recipes\.js';\n/m, 'recipes import');
  source = cut(source, /^import \{ slotRecipes \} from '\.\/slot-recipes\.js';\n/m, 'slotRecipes import');
  source = cut(
    source,
    /^const defaultThemeConfig = defineConfig\(\{\n[\s\S]*?\n\}\);\n/m,
    'defaultThemeConfig',
  );
  source = source.replace(/^export \{ (\w+) \} from '\.\/recipes\/[\w-]+\.js';\n/gm, (line, name: string) =>
    keep.has(name) ? line : '',
  );
  source = cut(source, /\b(?:defaultThemeConfig|recipes|slotRecipes), /g, 'export list');
  // The module has no folder of its own: its relative imports become absolute.
  return source.replaceAll(
    /from '(\.\.?\/[^']+)'/g,
    (_match, relative: string) => `from '${path.posix.join(dir, relative)}'`,
  );
}

/**
 * Gives each file that imports from '@chakra-ui/react/theme' only the recipes it names (build only; the
 * dev server and the tests use the barrel as it is). A file that imports `recipes`, `slotRecipes` or
 * `defaultThemeConfig` gets the barrel itself.
 */
export function chakraThemePlugin(): Plugin {
  let barrel: string | undefined;
  return {
    name: 'arena-chakra-theme',
    apply: 'build',
    // Before Vite's own resolver, which would answer with the barrel.
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source !== THEME || !importer || importer.startsWith('\0')) return null;
      const names = importedNames(readFileSync(importer.split('?')[0] ?? importer, 'utf8'));
      if (names.length === 0 || names.some((name) => ALL_RECIPES.has(name))) return null;
      barrel ??= (await this.resolve(THEME, importer, { skipSelf: true }))?.id;
      if (!barrel) return null;
      return `${VIRTUAL}${[...new Set(names)].sort().join(',')}`;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL) || !barrel) return null;
      return {
        code: slimBarrel(barrel, new Set(id.slice(VIRTUAL.length).split(','))),
        moduleSideEffects: false,
      };
    },
  };
}
