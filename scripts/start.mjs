// `npm start`: builds the client and the server when their build is missing or older than the
// sources (a fresh clone, or after a pull), then runs the compiled server. In the Docker image the
// build is already there and the sources are not, so it only runs.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function stale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((source) => newestMtime(source) > built);
}

const steps = [
  {
    script: 'build:client',
    output: 'client/dist/index.html',
    sources: ['client/src', 'client/index.html', 'client/vite.config.ts'],
  },
  { script: 'build:server', output: 'server/dist/main.js', sources: ['server/src'] },
];

for (const step of steps) {
  const hasSources = step.sources.some((source) => existsSync(source));
  if (!hasSources || !stale(step.output, step.sources)) continue;
  if (!existsSync('node_modules/.bin/vite') || !existsSync('node_modules/.bin/tsc')) {
    console.error(
      `The build (${step.output}) is missing and the build tools are not installed: run \`npm install\` first.`,
    );
    process.exit(1);
  }
  console.log(`Building (${step.script})…`);
  const result = spawnSync('npm', ['run', '-s', step.script], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import(path.join(root, 'server/dist/main.js'));
