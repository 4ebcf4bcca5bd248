import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const PREFIX = 'react-icons/';
const VIRTUAL = 'virtual:arena-react-icons/';
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]react-icons\/(\w+)['"];?/g;

/**
 * Each file's react-icons in a module of their own (build only). A react-icons set is one module of
 * thousands of icons, so every icon the app uses anywhere shared one chunk, which the sign-in page
 * loaded whole for its few. `import { LuEye, LuEyeOff } from 'react-icons/lu'` now imports from a
 * module holding just those two, which goes to the chunk of the file that uses them (an icon two chunks
 * use is in both: a few hundred bytes, against a chunk and a request of its own).
 */
export function reactIconsPlugin(srcDir: string): Plugin {
  const sets = new Map<string, string>();
  const setSource = (set: string): string => {
    let source = sets.get(set);
    if (source === undefined) {
      const root = path.dirname(require.resolve('react-icons'));
      source = readFileSync(path.join(root, set, 'index.mjs'), 'utf8');
      sets.set(set, source);
    }
    return source;
  };

  return {
    name: 'arena-react-icons',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: /\.tsx?$/, code: PREFIX },
      handler(code, id) {
        if (!id.startsWith(srcDir)) return null;
        const result = code.replace(IMPORT, (statement, names: string, set: string) => {
          const icons = names
            .split(',')
            .map((name) => name.trim())
            .filter((name) => name.length > 0 && !name.startsWith('type '))
            .map((name) => name.split(/\s+as\s+/)[0] ?? '');
          // The same bindings, from a module of just these icons (the statement stays on its lines).
          return statement.replace(
            /(['"])react-icons\/\w+\1/,
            `'${VIRTUAL}${set}/${[...new Set(icons)].sort().join(',')}'`,
          );
        });
        return result === code ? null : { code: result, map: null };
      },
    },
    resolveId(source) {
      return source.startsWith(VIRTUAL) ? `\0${source}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL}`)) return null;
      const [set = '', list = ''] = id.slice(VIRTUAL.length + 1).split('/');
      const source = setSource(set);
      const icons = list.split(',').map((icon) => {
        // Each icon is `export function LuEye (props) {\n  return GenIcon({…})(props);\n};`.
        const body = new RegExp(`^export function ${icon} \\(props\\) \\{\\n[^\\n]*\\n\\};$`, 'm').exec(
          source,
        );
        if (!body) this.error(`react-icons/${set} has no icon ${icon} in the expected form`);
        return body[0];
      });
      return {
        code: `import { GenIcon } from 'react-icons/lib';\n${icons.join('\n')}\n`,
        moduleSideEffects: false,
      };
    },
  };
}
