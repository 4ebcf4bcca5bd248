import { mkdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

// Files the features keep under the data directory (registration documents, mail attachments), named by
// a storage key relative to that folder. A key that would step out of the folder names no file: reads
// answer null and removals do nothing. Metadata and authorisation stay with each feature's rows.

/** The files folder of a data directory (DATA_DIR): every stored key is relative to it. */
export const filesDirOf = (dataDir: string): string => path.join(dataDir, 'files');

/** The absolute path a key names inside `root`, or null when it would leave the folder. */
export function storedPath(root: string, key: string): string | null {
  const file = path.resolve(root, key);
  return file.startsWith(path.resolve(root) + path.sep) ? file : null;
}

/** Writes the bytes under the key, making its folders. */
export async function writeStored(root: string, key: string, bytes: Buffer): Promise<void> {
  const file = storedPath(root, key);
  if (!file) throw new Error('A storage key must stay inside the files folder.');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
}

/** The bytes under the key, or null when there is no such file. */
export async function readStored(root: string, key: string): Promise<Buffer | null> {
  const file = storedPath(root, key);
  if (!file) return null;
  return readFile(file).catch(() => null);
}

/** The length in bytes of the file under the key, or null when there is no such file. */
export async function storedSize(root: string, key: string): Promise<number | null> {
  const file = storedPath(root, key);
  if (!file) return null;
  return stat(file).then(
    (info) => (info.isFile() ? info.size : null),
    () => null,
  );
}

/** Removes the files of the keys; one already gone is no error. */
export async function removeStored(root: string, keys: Iterable<string>): Promise<void> {
  for (const key of keys) {
    const file = storedPath(root, key);
    if (file) await unlink(file).catch(() => undefined);
  }
}
