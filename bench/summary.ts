import path from 'node:path';
import type { BenchContext } from './context';
import { failures, machineLabel, type Row, table, writeReport } from './report';

/**
 * The report, written to bench/results and printed; its exit status is 1 when a budget the run
 * enforces was missed (at the CI size, only the deterministic ones).
 */
export function summarize(
  ctx: BenchContext,
  run: {
    rows: Row[];
    extras: { name: string; text: string }[];
    serverVersion: string;
    seeded: boolean;
  },
): number {
  const { options, embedded, dbLabel, log } = ctx;
  const { counts, load } = options;
  const { rows } = run;
  const heading = `Homegrown bench, ${options.size} size, ${dbLabel}`;
  const details = [
    `Date: ${new Date().toISOString()}`,
    `Machine: ${machineLabel()}`,
    `Database: ${dbLabel} ${run.serverVersion}`,
    `Data: ${counts.members} members, ${counts.listings} listings, ${counts.wants} wants, ${counts.friendships} friendships, ${counts.messages} messages${run.seeded ? ' (seeded this run)' : ''}`,
    `HTTP: autocannon, ${load.connections} connections, ${load.seconds} s per figure after a warm-up, brotli and gzip accepted (as browsers do), load generator on the same machine`,
    `Realtime: ${load.sockets} Socket.IO clients, ${load.messageRate} messages/s for ${load.realtimeSeconds} s`,
    `Query plans: bench/results/…-plans-${embedded ? 'pglite' : 'postgres'}.txt`,
  ];
  const file = writeReport({
    heading,
    details,
    rows,
    ci: options.ci,
    fileStem: `${options.size}-${embedded ? 'pglite' : 'postgres'}`,
    extra: run.extras,
  });
  console.log(
    `## ${heading}\n\n${details.map((d) => `- ${d}`).join('\n')}\n\n${table(rows, options.ci)}\n`,
  );
  log(`Written to ${path.relative(process.cwd(), file)}`);
  const missed = failures(rows, options.ci);
  if (!missed.length) return 0;
  log(`${missed.length} budget(s) missed: ${missed.map((r) => r.figure).join('; ')}`);
  return 1;
}
