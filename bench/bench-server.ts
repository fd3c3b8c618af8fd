import { start } from '@server/bootstrap';
import { loadConfig } from '@server/config';
import type { AppContext } from '@server/context';
import type { Express } from 'express';

/**
 * The server the bench measures: the production server (the same start as `npm start`, built
 * by the bench into its own bundle) with two routes only this entry mounts, ahead of every
 * middleware, so nothing of them is reachable in the production server (docs/performance.md "What a
 * run does").
 */
function benchRoutes(app: Express, ctx: AppContext) {
  // A bare route: the framework's ceiling, against which each page's rate is read.
  app.get('/api/bench/reference', (_req, res) => {
    res.json({ ok: true });
  });
  // A new listing's request is measured apart from the matching it queues.
  app.post('/api/bench/jobs/:action', (req, res) => {
    if (req.params.action === 'pause') ctx.jobs.pause();
    else if (req.params.action === 'resume') ctx.jobs.resume();
    else return void res.status(404).end();
    res.status(204).end();
  });
}

const running = await start(loadConfig(), { firstRoutes: benchRoutes }).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
