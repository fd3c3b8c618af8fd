import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { pathAliases } from './path-aliases.ts';

export default defineConfig({
  test: {
    // One file per core. Vitest's default leaves a core free for the watcher, which on CI's two
    // cores ran the files one at a time; many of them mostly wait (server processes, leases,
    // retries), so two at once took the suites from 461 s to 311 s (docs/decisions.md "Tests").
    maxWorkers: availableParallelism(),
    projects: [
      {
        resolve: { alias: pathAliases },
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'common/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          setupFiles: ['server/test/setup-file.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          // Each worker imports the app once for all its files instead of once per file (about
          // a quarter of the suite's CPU). Every file still gets its own fresh database and app
          // context, and no server test mocks a module, so nothing leaks from file to file.
          isolate: false,
        },
      },
      {
        plugins: [react()],
        resolve: { alias: pathAliases },
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['client/**/*.test.{ts,tsx}'],
          setupFiles: ['client/src/test/setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
