// Runs the server suite again on real PostgreSQL when TEST_DATABASE_URL is set (CI sets it):
// the files that can answer differently there (scripts/database-test-files.mjs); the PGlite
// run (`npm run test:unit`) has run every file already.
import { spawnSync } from 'node:child_process';
import { databaseTestFiles } from './database-test-files.mjs';

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the PostgreSQL run of the server suite is skipped.');
  process.exit(0);
}
const files = databaseTestFiles();
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...files], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
