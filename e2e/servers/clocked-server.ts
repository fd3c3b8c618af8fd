import { createServer } from 'node:http';
import path from 'node:path';
import { start } from '@server/bootstrap';
import { loadConfig } from '@server/config';

/**
 * The production server with a clock a journey can move forward: what waits on time in the
 * product (a giveaway's simmer, a pickup's end) is then played in minutes, not hours. The same
 * start as `npm start`, the same built client; only the clock is this file's. A journey moves it
 * with `POST /advance?ms=` on CLOCK_CONTROL_PORT (loopback only), and reads it with `GET /now`
 * (the screens' world sets the browser's clock to it).
 */
let offsetMs = 0;
const clock = { now: () => new Date(Date.now() + offsetMs) };

const config = loadConfig();
const running = await start(config, {
  clock,
  clientDir: path.resolve(process.env.DIST_DIR ?? 'dist', 'client'),
});

const control = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  if (req.method === 'GET' && url.pathname === '/now') {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ now: clock.now().toISOString() }));
    return;
  }
  const ms = Number(url.searchParams.get('ms'));
  if (req.method !== 'POST' || url.pathname !== '/advance' || !Number.isFinite(ms) || ms < 0) {
    res.writeHead(404).end();
    return;
  }
  // Under e2e/servers/pinned-date.ts the whole process's time moves, the database's with it.
  const advancePinned = (globalThis as Record<symbol, unknown>)[
    Symbol.for('homegrown.pinned-date.advance')
  ] as ((ms: number) => void) | undefined;
  if (advancePinned) advancePinned(ms);
  else offsetMs += ms;
  res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ offsetMs }));
});
control.listen(Number(process.env.CLOCK_CONTROL_PORT), '127.0.0.1');

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    control.close();
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
