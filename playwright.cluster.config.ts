import { defineConfig, devices } from '@playwright/test';
import baseConfig from './playwright.config';

const port = Number(process.env.CLUSTER_PORT ?? 8181);
const clusterURL = `http://127.0.0.1:${port}`;
export const clusterDir = 'data/cluster-e2e';

/**
 * The scale-out proof: `npm run cluster` (nginx from deploy/nginx/homegrown.conf in front of
 * two app processes, PostgreSQL, Redis) and a journey through nginx's address.
 */
export default defineConfig({
  ...baseConfig,
  testDir: 'e2e/cluster',
  testIgnore: [],
  outputDir: 'data/pw-out-cluster',
  timeout: 90_000,
  use: { ...baseConfig.use, baseURL: clusterURL },
  projects: [{ name: 'chromium', use: { ...devices['Pixel 7'], browserName: 'chromium' } }],
  webServer: {
    command: 'node scripts/cluster.mjs',
    url: `${clusterURL}/api/ready`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      CLUSTER_PORT: String(port),
      CLUSTER_APP_PORT: process.env.CLUSTER_APP_PORT ?? '3211',
      CLUSTER_DIR: clusterDir,
      CLUSTER_FRESH: '1',
      DATABASE_URL:
        process.env.CLUSTER_DATABASE_URL ??
        'postgres://postgres@127.0.0.1:5432/homegrown_cluster_e2e',
      REDIS_URL: process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379',
      RATE_LIMITS: 'false',
      LOG_LEVEL: 'warn',
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
      TILE_UPSTREAM_URL: 'http://127.0.0.1:9',
    },
  },
});
