import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { inlineGraphQLDocuments, readGeneratedDocuments } from './src/app/apollo/inline-documents.ts';

// Each chunk carries only the GraphQL documents it uses (see src/app/apollo/inline-documents.ts).
// Tests run without it and use the generated runtime lookup; both give the same documents.
export function graphqlDocumentsPlugin(srcDir: string): Plugin {
  const generatedDir = path.join(srcDir, 'generated');
  const generatedModule = path.join(generatedDir, 'graphql.ts');

  return {
    name: 'arena-graphql-documents',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.startsWith(srcDir) || file.startsWith(generatedDir) || !/\.tsx?$/.test(file)) return null;
      if (!code.includes('graphql(')) return null;
      // Read on every use: codegen may have run since the last file (dev server, watch builds).
      const documents = readGeneratedDocuments(readFileSync(generatedModule, 'utf8'));
      try {
        const inlined = inlineGraphQLDocuments(code, documents);
        return inlined === null ? null : { code: inlined, map: null };
      } catch (error) {
        return this.error(`${path.relative(srcDir, file)}: ${(error as Error).message}`);
      }
    },
  };
}
