import path from 'node:path';
import type { BenchContext } from './context';
import type { LighthouseScores } from './lighthouse';

export type Session = { token: string; id: number; username: string };

/** What each route loads first, and Lighthouse's scores when asked for and able to run. */
export async function clientPhase(ctx: BenchContext, url: string, session: Session) {
  const { options, log } = ctx;
  log('Client: what each route loads first…');
  const clientDir = path.resolve(options.distDir, 'client');
  // Playwright (and Lighthouse below) load only when a run gets this far: not with --only.
  const { measureRoutes } = await import('./client-size');
  const sizes = await measureRoutes({ url, clientDir, session });
  const extra = {
    name: 'client.txt',
    text: sizes
      .map((s) => `${s.path}\n${s.assets.map((a) => `  ${a.gzip}\t${a.file}`).join('\n')}`)
      .join('\n\n'),
  };
  let lighthouse: LighthouseScores[] | undefined;
  let lighthouseError: string | undefined;
  if (options.lighthouse) {
    log('Lighthouse (mobile)…');
    try {
      const { lighthouseRoutes } = await import('./lighthouse');
      lighthouse = await lighthouseRoutes({ url, session, log, reportDir: ctx.dataDir });
    } catch (err) {
      lighthouseError = err instanceof Error ? err.message.split('\n')[0] : String(err);
      log(`  Lighthouse could not run: ${lighthouseError}`);
    }
  }
  return { sizes, extra, lighthouse, lighthouseError };
}
