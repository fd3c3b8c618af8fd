// `npm run bench`: seeds, measures and judges Homegrown against the budgets of docs/performance.md.
import { sanityCheck } from './bench-routes';
import { clientPhase } from './client-phase';
import { benchContext, serverLauncher } from './context';
import { backgroundNote, cpuNote } from './cost-notes';
import { cpuSampler } from './cpu';
import { prepareDatabase } from './database';
import { tokensFor } from './fixtures';
import type { LoadResult } from './http-load';
import { httpPhase } from './http-phase';
import { countMatches, type LagFigures, matchingPhase } from './matching-phase';
import { statementCounter } from './metrics';
import { plansPhase } from './plans-phase';
import { realtimePhase } from './realtime-phase';
import { buildRows, type Figures } from './rows';
import { scenarios } from './scenarios';
import { buildBenchSeasonWords } from './season-scenarios';
import { ensureBuild } from './server';
import { startupPhase } from './startup-phase';
import { summarize } from './summary';
import { startTileServer } from './tile-server';

const ctx = benchContext(process.argv.slice(2), process.env);
const { options, embedded, dbLabel, dataDir, metricsToken, log } = ctx;
const { counts, load } = options;
const extras: { name: string; text: string }[] = [];

log(`Homegrown bench: ${options.size} on ${dbLabel}`);
ensureBuild(options.distDir, options.build, log);
const seeded = await prepareDatabase({
  databaseUrl: options.databaseUrl,
  dataDir,
  counts,
  reseed: options.reseed,
  log,
});
if (!seeded.seeded) log('Reusing the database seeded earlier for this size');
await buildBenchSeasonWords(options.databaseUrl, dataDir, log);

const { fixtures, plans, serverVersion, extra: plansExtra } = await plansPhase(ctx);
extras.push(plansExtra);

const tokens = tokensFor(ctx.secret, [
  ...new Set([
    ...fixtures.memberIds,
    ...fixtures.friendedIds,
    ...fixtures.threadPairs.map((p) => p[0]),
    ...fixtures.pickupMemberIds,
    ...fixtures.reservedParties.map((p) => p[1]),
  ]),
]);
log('Starting the production server…');
const tiles = await startTileServer();
const launch = serverLauncher(ctx, tiles.url);
let server = await launch();
// Where each request's CPU goes: the server, PostgreSQL when it runs on this machine (the
// embedded database runs inside the server), and the load generator (this process).
const localPostgres =
  !embedded && ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(options.databaseUrl!).hostname);
const cpu = cpuSampler(() => server.pid, localPostgres);
const statements = statementCounter(server.url, metricsToken);

let results = new Map<string, LoadResult>();
let realtime: Figures['realtime'];
let sizes: Figures['sizes'];
let lighthouse: Figures['lighthouse'];
let lighthouseError: string | undefined;
let idleRss = 0;
let lag: LagFigures | undefined;
try {
  // A member with friends, for the browser runs (the marketplace and the map have data).
  const memberId = fixtures.friendedIds[0]!;
  const session = { token: tokens.get(memberId)!, id: memberId, username: `member${memberId}` };
  await sanityCheck(server.url, session.token, counts);

  const pages = scenarios(fixtures, tokens).filter(
    (page) => !options.only || options.only.includes(page.key),
  );
  results = await httpPhase(ctx, server.url, pages, { cpu, statements });

  if (options.only) {
    await server.stop();
    await tiles.close();
    for (const [key, result] of results) {
      log(`${key}: ${result.cpu ? cpuNote(result.cpu) : 'no CPU figure'}`);
      if (result.background) log(`  ${backgroundNote(result.background)}`);
    }
    process.exit(0);
  }

  lag = await matchingPhase(ctx, server, pages.find((p) => p.key === 'create')!, statements);

  log(
    `Realtime: ${load.sockets} sockets, ${load.messageRate} msg/s for ${load.realtimeSeconds} s…`,
  );
  const members = fixtures.memberIds.slice(0, load.sockets).map((id) => ({
    id,
    token: tokens.get(id)!,
  }));
  // A fresh process: its memory is the realtime run's, not what the HTTP load left behind.
  server = await launch();
  idleRss = server.rss();
  realtime = await realtimePhase(ctx, server, members);

  const client = await clientPhase(ctx, server.url, session);
  extras.push(client.extra);
  ({ sizes, lighthouse, lighthouseError } = client);
} finally {
  await server.stop();
  await tiles.close();
}

const { startup, benchStartupMs } = await startupPhase(ctx);
const matchesPerListing = await countMatches(ctx);
const rows = buildRows({
  embedded,
  counts,
  messageRate: load.messageRate,
  results,
  plans,
  matchesPerListing,
  lag,
  realtime,
  idleRss,
  sizes,
  lighthouse,
  lighthouseError,
  startup,
  benchStartupMs,
});
process.exit(summarize(ctx, { rows, extras, serverVersion, seeded: seeded.seeded }));
