import type { BenchContext } from './context';
import { measureStartup, timeNpmStart } from './startup';

/** How long `npm start` takes to be healthy, on the demo data and on this run's seed. */
export async function startupPhase(ctx: BenchContext) {
  const { options } = ctx;
  ctx.log('Start-up: npm start on an existing embedded database…');
  // The demo-data start takes a first start on an empty folder: too slow for the CI size.
  const startup = options.ci
    ? undefined
    : await measureStartup({ distDir: options.distDir, port: options.port });
  let benchStartupMs: number | undefined;
  if (ctx.embedded) {
    // The same on the seeded database, however large.
    benchStartupMs = await timeNpmStart({
      distDir: options.distDir,
      dataDir: ctx.dataDir,
      port: options.port,
      env: { DEMO_DATA: 'false', JWT_SECRET: ctx.secret },
    });
  }
  return { startup, benchStartupMs };
}
