import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { graphqlDocumentsPlugin } from './vite-plugin-graphql-documents.ts';
import { localesPlugin } from './vite-plugin-locales.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const src = fileURLToPath(new URL('./src', import.meta.url));
const server = process.env.ARENA_SERVER_URL ?? 'http://localhost:4000';

export default defineConfig({
  root,
  plugins: [graphqlDocumentsPlugin(src), react(), localesPlugin(src)],
  build: {
    // CLIENT_DIST_DIR lets parallel end-to-end runs build into separate folders.
    outDir: process.env.CLIENT_DIST_DIR ? path.resolve(process.env.CLIENT_DIST_DIR) : 'dist',
    emptyOutDir: true,
    // The sign-in route's initial JS stays far under the 250 KB gzip budget; larger chunks are a regression.
    chunkSizeWarningLimit: 600,
  },
  server: {
    proxy: {
      '/graphql': { target: server, ws: true },
      '/api': { target: server },
    },
  },
});
