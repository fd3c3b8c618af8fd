import { it } from 'vitest';

/**
 * A test of the embedded database that never reads TEST_DATABASE_URL: it would run the same
 * code twice, so the PGlite run (`npm run test:unit`) runs it and the PostgreSQL run
 * (scripts/test-pg.mjs) skips it (README.md "Tests").
 */
export const itEmbeddedOnly = it.skipIf(Boolean(process.env.TEST_DATABASE_URL));
