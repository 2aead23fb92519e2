import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.ts';

/** End-to-end: the real server, built PWA and a fresh embedded database, driven in Chromium. */
const port = Number(process.env.E2E_PORT ?? 3107);
// Set in the environment too, so the test workers (which load this file again) find the server's
// data directory (tests/e2e/publish-video.spec.ts reads a stored upload there).
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'fanvault-e2e-')));
const jsonReport = process.env.PLAYWRIGHT_JSON_OUTPUT_FILE;
// A production build already made (npm test builds once for the bundle budget and this tier):
// served as it is. Without it the tier builds the app into dist/ first.
const builtApp = process.env.E2E_DIST_DIR;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: jsonReport ? [['list'], ['json', { outputFile: jsonReport }]] : [['list']],
  use: {
    // localhost, not 127.0.0.1: browsers offer passkeys (WebAuthn) only to a domain, never to an IP
    // address (tests/e2e/passkeys.spec.ts); PUBLIC_URL below is the same origin.
    baseURL: `http://localhost:${port}`,
    // No trace unless asked (`npx playwright test --trace retain-on-failure`): recording one for
    // every journey (screencast frames, DOM snapshots) was a fifth of the tier's CPU (716 -> 573
    // CPU-seconds alone), and CI keeps only the printed output, never the trace files.
    trace: 'off',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1170, height: 900 } } },
  ],
  webServer: {
    command: builtApp ? 'npx tsx server/main.ts' : 'npx vite build --logLevel warn && npx tsx server/main.ts',
    url: `http://127.0.0.1:${port}/healthz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(builtApp ? { DIST_DIR: builtApp } : {}),
      PUBLIC_URL: `http://localhost:${port}`,
      DATABASE_URL: '',
      // Embedded defaults here too: with CI's REDIS_URL the rate-limit counters (five sign-ups
      // per address per hour) outlived the run, and a second run within the hour was refused.
      REDIS_URL: '',
      // The tests' own sign-ups through the API name their client (X-Forwarded-For, as behind a
      // proxy), so setups do not use up the five sign-ups an address has per hour that the
      // browser's sign-ups on 127.0.0.1 need (tests/e2e/support/accounts.ts, signUpThroughApi).
      TRUST_PROXY: 'loopback',
      // Video processing runs in this process and publishes what it processed, whatever the
      // shell says (tests/e2e/video-playback.spec.ts waits for a video to be published).
      JOBS_IN_PROCESS: 'true',
      REVIEW_MODE: 'auto',
      // The demo's video posts would be encoded beside the tests; the tests make their own.
      SEED_VIDEOS: 'false',
      CREATOR_REVIEW_MODE: 'auto',
      LOG_LEVEL: 'warn',
      // tests/e2e/web-push.spec.ts's local push service (Chromium's own is out of reach here);
      // plain http is allowed outside production only.
      PUSH_SERVICE_HOSTS: '127.0.0.1',
    },
  },
});
