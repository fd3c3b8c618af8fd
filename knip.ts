import type { KnipConfig } from 'knip';

/**
 * `npm run unused` runs knip twice. The default run reads everything (tests, e2e, bench,
 * scripts, configs) for unused files, exports, types and dependencies. The `--production` run
 * reads only the patterns marked `!`, the code that ships, so an export that only tests import
 * shows up as unused there: it goes, or its test goes through the public surface, or the
 * export says `@internal` (knip's tag for "exported for its tests") where a test needs the
 * module's own constant or step. Vite's, Vitest's, Playwright's and drizzle-kit's plugins add
 * their configs and index.html's script (client/src/main.tsx); package.json's scripts add
 * scripts/*.mjs and bench/run.ts; tsconfig's paths give the @client, @server and @common aliases.
 */
const config: KnipConfig = {
  entry: [
    'client/src/sw.ts!',
    'server/index.ts!',
    'server/ops/cli.ts!',
    // Imported by vite.config.ts, which knip reads as a config, not as code that ships.
    'client/build/*.ts!',
    'client/src/entry-pages.ts!',
    'scripts/*.mjs',
    'bench/bench-server.ts',
    // Started by path as a child process (server/ops/embedded-lock.test.ts).
    'server/test/lock-taker.ts',
    'e2e/**/*.spec.ts',
    'e2e/servers/*.ts',
    '**/*.test.{ts,tsx}',
  ],
  project: [
    'client/**/*.{ts,tsx}!',
    'server/**/*.ts!',
    'common/**/*.ts!',
    'path-aliases.ts!',
    '!server/test/**!',
    '!client/src/test/**!',
    '!common/test/**!',
    'e2e/**/*.ts',
    'bench/**/*.ts',
    'scripts/*.mjs',
    '*.ts',
  ],
  playwright: {
    config: ['playwright.config.ts', 'playwright.cluster.config.ts'],
  },
  // A system program the push service's test double runs (server/test/fakes/push-service.ts).
  ignoreBinaries: ['openssl'],
};

export default config;
