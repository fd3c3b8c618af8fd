import { readdirSync, readFileSync } from 'node:fs';

/** Linux counts process CPU time in clock ticks of 10 ms (USER_HZ is 100 on every arch we run). */
const TICK_MS = 10;

/** User plus system CPU time of a process so far, in ms; 0 when it cannot be read. */
function processCpuMs(pid: number): number {
  try {
    // The fields after the command name, which may itself hold spaces and parentheses.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** Every process on this machine named `postgres` (the server and its backends). */
function postgresPids(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres')
        pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

export interface CpuSample {
  server: number;
  /** Each PostgreSQL process's, when the database is a server on this machine. */
  database: Map<number, number> | undefined;
  /** This process: the load generator. */
  loadGenerator: number;
}

export interface CpuUse {
  server: number;
  database: number | undefined;
  loadGenerator: number;
}

/**
 * CPU time used so far by the server, the local PostgreSQL server's processes and this
 * process, in ms. On Linux only: elsewhere the server's figure is 0 and the bench leaves
 * the figures out.
 */
export function cpuSampler(serverPid: () => number, localPostgres: boolean): () => CpuSample {
  return () => {
    const own = process.cpuUsage();
    return {
      server: processCpuMs(serverPid()),
      database: localPostgres
        ? new Map(postgresPids().map((pid) => [pid, processCpuMs(pid)]))
        : undefined,
      loadGenerator: (own.user + own.system) / 1000,
    };
  };
}

/**
 * What was used between two samples, per request. A PostgreSQL backend that exited between
 * them takes its time with it (never a negative figure); one that started counts in full.
 */
export function cpuPerRequest(before: CpuSample, after: CpuSample, requests: number): CpuUse {
  const n = Math.max(1, requests);
  let database: number | undefined;
  if (before.database && after.database) {
    database = 0;
    for (const [pid, ms] of after.database) database += ms - (before.database.get(pid) ?? 0);
  }
  return {
    server: (after.server - before.server) / n,
    database: database === undefined ? undefined : database / n,
    loadGenerator: (after.loadGenerator - before.loadGenerator) / n,
  };
}
