import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/** The real server on a fresh embedded database, serving the built console (npm run build first). */
const PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_ADMIN_PASSWORD = 'e2e-admin-pass1';
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'reelfleet-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // CI (CI=true) tries a failed test once more and the list reporter names it flaky; elsewhere a
  // failure stands. docs/decisions.md says why and lists the flakes seen.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: process.env.E2E_RESULTS_DIR ?? join(tmpdir(), 'reelfleet-e2e-results'),
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    screenshot: 'only-on-failure',
    // The console opens in the browser's language before a choice: the suite's browser speaks English.
    locale: 'en-US',
    launchOptions: {
      // Debian's Chromium, never a downloaded browser.
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
    command: 'node --disable-warning=ExperimentalWarning ../server/src/main.ts',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      CAPTCHA: 'off',
      // The whole run registers users from one address; the limit is tested on the server (browser-security.test.ts).
      REGISTER_LIMIT: '0',
      SEED_DEMO: '1',
      SIM_TIME_SCALE: '1000',
      // Phones stay online once activated, so no task is refused for a phone that went offline by
      // chance; a test takes one offline itself (tasks-helpers phoneOffline).
      SIM_DEVICE_UPTIME: '1',
      LOG_LEVEL: 'warn',
    },
  },
});
