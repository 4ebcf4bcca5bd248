// The build the bench measures: `npm run bench` runs the compiled server (server/dist), so it builds
// what is missing or older than its sources before the first section starts.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { CLIENT_DIST, QUICK, ROOT, SECTIONS, SERVER_ENTRY } from './options.js';

function newestSourceMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target))
    newest = Math.max(newest, newestSourceMtime(path.join(target, entry)));
  return newest;
}

function npm(script: string): boolean {
  console.log(`> npm run ${script}`);
  const result = spawnSync('npm', ['run', '-s', script], { cwd: ROOT, stdio: 'inherit' });
  return result.status === 0;
}

/** Builds when server/dist is missing (the whole app) or older than server/src (the server only). */
export function ensureBuild(): void {
  // Only the postgres section measures the client, and not in a quick run.
  const needsClient = !QUICK && SECTIONS.has('postgres');
  if (!existsSync(SERVER_ENTRY)) {
    console.log('server/dist/main.js is missing: building.');
    if (needsClient && npm('build')) return;
    // The server runs without the client build; the bench measures the server only.
    if (needsClient) console.log('The full build failed; building the server alone.');
    if (!npm('build:server')) throw new Error('`npm run build:server` failed');
    return;
  }
  const clientIndex = path.join(CLIENT_DIST, 'index.html');
  if (!needsClient) {
    // The quick run and the sections without a browser: the client is not built.
  } else if (
    !existsSync(clientIndex) ||
    newestSourceMtime(path.join(ROOT, 'client/src')) > statSync(clientIndex).mtimeMs
  ) {
    console.log('client/dist is missing or older than client/src: building the client.');
    if (!npm('build:client')) console.log('The client build failed: the client section will not run.');
  }
  if (newestSourceMtime(path.join(ROOT, 'server/src')) > statSync(SERVER_ENTRY).mtimeMs) {
    console.log('server/dist is older than server/src: rebuilding the server.');
    if (!npm('build:server')) throw new Error('`npm run build:server` failed');
  }
}
