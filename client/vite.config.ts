import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Rolldown } from 'vite';
import { chakraThemePlugin } from './vite-plugin-chakra-theme.ts';
import { graphqlDocumentsPlugin } from './vite-plugin-graphql-documents.ts';
import { localesPlugin } from './vite-plugin-locales.ts';
import { reactIconsPlugin } from './vite-plugin-react-icons.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const src = fileURLToPath(new URL('./src', import.meta.url));
const server = process.env.ARENA_SERVER_URL ?? 'http://localhost:4000';
const featuresDir = `${src}/features/`.replaceAll('\\', '/');

/** Every module `file` imports statically, directly or not, tree-shaken or not. */
function staticClosure(file: string, context: Rolldown.ChunkingContext): Set<string> {
  const found = new Set<string>();
  const queue = [file];
  while (queue.length > 0) {
    const id = queue.pop() ?? '';
    if (found.has(id)) continue;
    const info = context.getModuleInfo(id);
    if (!info) continue;
    found.add(id);
    queue.push(...info.importedIds);
  }
  return found;
}

/**
 * What the sign-in page adds to the entry, in one chunk: left to itself the bundler cuts a chunk for
 * every set of pages that share a module, and the page's own code came in some twenty small files, each
 * compressed on its own. Only modules the entry cannot reach statically join (counted generously, so
 * the entry never imports this chunk); other pages that use one of them load the chunk too.
 */
function signInPageChunk(entry: string, page: string) {
  let modules: Set<string> | undefined;
  return (id: string, context: Rolldown.ChunkingContext): string | null => {
    if (!modules) {
      const first = staticClosure(entry, context);
      modules = new Set([...staticClosure(page, context)].filter((module) => !first.has(module)));
    }
    return modules.has(id) ? 'sign-in' : null;
  };
}

export default defineConfig({
  root,
  plugins: [
    graphqlDocumentsPlugin(src),
    reactIconsPlugin(src),
    react(),
    localesPlugin(src),
    chakraThemePlugin(),
  ],
  build: {
    // CLIENT_DIST_DIR lets parallel end-to-end runs build into separate folders.
    outDir: process.env.CLIENT_DIST_DIR ? path.resolve(process.env.CLIENT_DIST_DIR) : 'dist',
    emptyOutDir: true,
    // The sign-in page's initial JS stays under the bench's 200 KB gzip budget; larger chunks are a regression.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: signInPageChunk(`${src}/main.tsx`, `${src}/features/auth/pages/sign-in-page.tsx`),
              // Its dependencies stay where they are (the entry has most of them).
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
      treeshake: {
        // Feature code does nothing on import (docs/architecture.md). Said here because a top-level call such as
        // forwardRef() looks like a side effect to the bundler: the app imports every feature's index.ts
        // for its routes, and the parts an index re-exports for the layout (top bar, quick chat) would
        // otherwise land in the sign-in page's first load. Anything else keeps the default analysis.
        moduleSideEffects: (id: string) =>
          id.startsWith(featuresDir) && /\.tsx?$/.test(id) ? false : undefined,
      },
    },
  },
  server: {
    proxy: {
      '/graphql': { target: server, ws: true },
      '/api': { target: server },
      '/calendar': { target: server },
    },
  },
});
