import { defineConfig, devices } from '@playwright/test';
import type { ClockOptions } from './e2e/fixtures';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
// Outside test-results/, which Playwright empties at the start of every run.
export const e2eDataDir = process.env.E2E_DATA_DIR ?? 'data/e2e';
/** The one moderator of the journeys (docs/product.md §14.3). */
export const MODERATOR_EMAIL = 'moderator@example.com';
/** A second server whose clock journeys move (e2e/servers/clocked-server.ts), and its control. */
export const clockedURL = `http://127.0.0.1:${port + 2}`;
export const clockControlURL = `http://127.0.0.1:${port + 3}`;
/**
 * The screens' server: its own world, dated the same on every run (e2e/servers/pinned-date.ts),
 * so a baseline made on any day matches a run on any other (docs/decisions.md "Screenshot
 * baselines"). Its clock's control answers `GET /now`.
 */
export const screensURL = `http://127.0.0.1:${port + 4}`;
export const screensClockURL = `http://127.0.0.1:${port + 5}`;
export const screensDataDir = `${e2eDataDir}-screens`;
/** The screens' world's day: a Tuesday in September, 09:00 in Portland. */
export const SCREENS_TIME = '2026-09-15T16:00:00.000Z';

/** The screens' baselines, named as when one project ran everything (`-chromium`). */
const SNAPSHOTS =
  '{snapshotDir}/{testFileDir}/{testFileName}-snapshots/{arg}-chromium{-snapshotSuffix}{ext}';

/** What both servers are started with: production settings, nothing reaching the internet. */
function serverEnv(serverPort: number, dataDir: string, appUrl: string, database?: string) {
  return {
    PORT: String(serverPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_URL: appUrl,
    DEMO_DATA: 'false',
    RATE_LIMITS: 'false',
    // The world's listings are posted after start: In season near you counts them a minute on.
    SEASONS_REBUILD_MINUTES: '1',
    LOG_LEVEL: 'warn',
    DIST_DIR: process.env.DIST_DIR ?? 'dist',
    JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
    // Map tiles go nowhere (port 9 refuses): journeys never reach the internet.
    TILE_UPSTREAM_URL: 'http://127.0.0.1:9',
    // e2e/safety.spec.ts registers this address and works the moderation desk with it.
    MODERATOR_EMAILS: MODERATOR_EMAIL,
    ...(database ? { DATABASE_URL: database } : {}),
  };
}

/**
 * Runs against `npm start`'s production server on a fresh data directory, in Debian's
 * Chromium (Playwright's own browser download cannot work on this network).
 */
export default defineConfig<ClockOptions>({
  testDir: 'e2e',
  // The cluster journey has its own configuration (playwright.cluster.config.ts).
  testIgnore: ['cluster/**'],
  fullyParallel: false,
  // The journeys and the screens at once, each project one file at a time: they talk to
  // servers of their own, and the screens mostly wait on the browser while the journeys mostly
  // wait on the server (docs/decisions.md "CI's time").
  workers: 2,
  // None, in CI too: a journey that passes only when tried again is a flake to fix, not to hide.
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 8_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [
    {
      // The journeys share their servers' data: one file at a time.
      name: 'chromium',
      testIgnore: ['cluster/**', 'screens*.spec.ts'],
      workers: 1,
      use: { ...devices['Pixel 7'], browserName: 'chromium' },
    },
    {
      // Every screen, in each language, against the screens' own server; the languages' file
      // changes the world's members' language, so never beside the other.
      name: 'screens',
      testMatch: 'screens*.spec.ts',
      workers: 1,
      snapshotPathTemplate: SNAPSHOTS,
      use: { ...devices['Pixel 7'], browserName: 'chromium' },
    },
    {
      // The screens with dates in them again, this machine's clock a year and a month on: the
      // same baselines must hold (docs/decisions.md "Screenshot baselines").
      name: 'screens-a-year-on',
      dependencies: ['screens'],
      testMatch: 'screens.spec.ts',
      workers: 1,
      grep: /at 390 px (listing screens|people screens|seasons and swap days)$/,
      // Compared with the screens project's baselines (e2e/screens/shoot.ts makes sure they exist).
      snapshotPathTemplate: SNAPSHOTS,
      use: { ...devices['Pixel 7'], browserName: 'chromium', realClockShiftDays: 396 },
    },
  ],
  webServer: [
    {
      command: `rm -rf ${e2eDataDir} && node --max-semi-space-size=16 scripts/start.mjs`,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: serverEnv(port, e2eDataDir, baseURL, process.env.E2E_DATABASE_URL),
    },
    {
      // Its own embedded database (no E2E_DATABASE_URL: two servers on one database would
      // share jobs and sweeps across two clocks).
      command: `rm -rf ${e2eDataDir}-clocked && node --max-semi-space-size=16 --import tsx e2e/servers/clocked-server.ts`,
      url: `${clockedURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        ...serverEnv(port + 2, `${e2eDataDir}-clocked`, clockedURL),
        CLOCK_CONTROL_PORT: String(port + 3),
      },
    },
    {
      command: `rm -rf ${screensDataDir} && node --max-semi-space-size=16 --import tsx --import ./e2e/servers/pinned-date.ts e2e/servers/clocked-server.ts`,
      url: `${screensURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        ...serverEnv(port + 4, screensDataDir, screensURL),
        CLOCK_CONTROL_PORT: String(port + 5),
        PINNED_TIME: SCREENS_TIME,
      },
    },
  ],
});
