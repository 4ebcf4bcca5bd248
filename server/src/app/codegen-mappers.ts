import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// codegen.ts runs this (under jiti) to map GraphQL types to the server types resolvers receive. Each
// feature declares its own in `<folder>/<folder>.mappers.ts`, so a new feature needs no line here.
// Only the sources are read: the built server never calls it.
const FEATURES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../features');

/** GraphQL type → `path#Type`, the path relative to server/src/generated. */
export async function collectMappers(featuresDir = FEATURES_DIR): Promise<Record<string, string>> {
  const mappers: Record<string, string> = {};
  const mappedBy = new Map<string, string>();
  const folders = readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  for (const folder of folders) {
    const file = path.join(featuresDir, folder, `${folder}.mappers.ts`);
    if (!existsSync(file)) continue;
    const declared = ((await import(pathToFileURL(file).href)) as { default: Record<string, string> })
      .default;
    for (const [type, target] of Object.entries(declared)) {
      const other = mappedBy.get(type);
      if (other) throw new Error(`GraphQL type ${type} is mapped by both ${other} and ${folder}.`);
      mappedBy.set(type, folder);
      mappers[type] = path.posix.join('../features', folder, target);
    }
  }
  return mappers;
}
