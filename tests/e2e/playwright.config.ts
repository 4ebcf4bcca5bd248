import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

// Drives the built client against the real server over a fresh, seeded database (tests/e2e/serve.ts).
// E2E_PORT and CLIENT_DIST_DIR let several runs work side by side.
const port = Number(process.env.E2E_PORT ?? 4100);
const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../../test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Server and browser share two cores: a signed-in area's first page (code, styles, viewer, menu) takes
  // four seconds on an idle machine and more under load, so assertions wait up to ten.
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: '../../playwright-report' }]]
    : 'list',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    screenshot: 'only-on-failure',
    // Recording a trace for every test slows a browser that is already short of CPU; a retry records one.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'npm run build:client && npx tsx tests/e2e/serve.ts',
    cwd: repositoryRoot,
    url: `http://127.0.0.1:${port}/ready`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    env: {
      E2E_PORT: String(port),
      ...(process.env.CLIENT_DIST_DIR ? { CLIENT_DIST_DIR: process.env.CLIENT_DIST_DIR } : {}),
    },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
