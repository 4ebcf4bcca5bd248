import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { graphqlDocumentsPlugin } from './vite-plugin-graphql-documents.ts';
import { localesPlugin } from './vite-plugin-locales.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const src = fileURLToPath(new URL('./src', import.meta.url));
const server = process.env.ARENA_SERVER_URL ?? 'http://localhost:4000';
const featuresDir = `${src}/features/`.replaceAll('\\', '/');

export default defineConfig({
  root,
  plugins: [graphqlDocumentsPlugin(src), react(), localesPlugin(src)],
  build: {
    // CLIENT_DIST_DIR lets parallel end-to-end runs build into separate folders.
    outDir: process.env.CLIENT_DIST_DIR ? path.resolve(process.env.CLIENT_DIST_DIR) : 'dist',
    emptyOutDir: true,
    // The sign-in route's initial JS stays far under the 250 KB gzip budget; larger chunks are a regression.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      treeshake: {
        // Feature code does nothing on import (DESIGN.md §2.1). Said here because a top-level call such as
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
    },
  },
});
