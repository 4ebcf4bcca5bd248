// Section 1: the embedded database (PGlite). The first start on a fresh DATA_DIR to /ready, then a
// restart on the same directory, each stopped with SIGTERM.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { formatMs } from './format.js';
import { signIn } from './measure.js';
import { FIRST_START_TIMEOUT_MS, START_TIMEOUT_MS } from './options.js';
import {
  cleanups,
  freePort,
  killServer,
  startServer,
  stopServer,
  waitForReady,
  type RunningServer,
  type StopResult,
} from './servers.js';

export interface EmbeddedResult {
  firstStartMs: number;
  firstStop: StopResult;
  restartMs: number;
  restartStop: StopResult;
}

export async function benchEmbedded(): Promise<EmbeddedResult> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'arena-bench-'));
  const removeDataDir = () => rm(dataDir, { recursive: true, force: true });
  cleanups.push(removeDataDir);
  // Development with JWT_SECRET unset: the secret is generated into the data directory.
  const settings = { NODE_ENV: 'development', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  const started: RunningServer[] = [];
  try {
    let startedAt = performance.now();
    const first = startServer(await freePort(), settings);
    started.push(first);
    const firstStartMs = await waitForReady(first, startedAt, FIRST_START_TIMEOUT_MS);
    console.log(`  first start → ready: ${formatMs(firstStartMs)}`);
    const firstStop = await stopServer(first);

    startedAt = performance.now();
    const second = startServer(await freePort(), settings);
    started.push(second);
    const restartMs = await waitForReady(second, startedAt, START_TIMEOUT_MS);
    console.log(`  restart → ready: ${formatMs(restartMs)}`);
    // The restarted server still has the demo account and the same secret file.
    await signIn(second.url);
    const restartStop = await stopServer(second);
    return { firstStartMs, firstStop, restartMs, restartStop };
  } finally {
    // After a failure: no server may outlive the section, nor write into a removed directory.
    for (const server of started) await killServer(server);
    await removeDataDir();
  }
}
