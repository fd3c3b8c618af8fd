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
  /** PostgreSQL's processes, when the database is a local server (not the embedded one). */
  database: number | undefined;
  /** This process: the load generator. */
  loadGenerator: number;
}

/**
 * CPU time used so far by the server, the local PostgreSQL server and this process, in ms.
 * Two samples around a run, divided by its requests, say where each request's CPU went;
 * on Linux only (elsewhere every figure is 0 and the bench leaves them out).
 */
export function cpuSampler(serverPid: () => number, localPostgres: boolean): () => CpuSample {
  return () => {
    const own = process.cpuUsage();
    return {
      server: processCpuMs(serverPid()),
      database: localPostgres
        ? postgresPids().reduce((sum, pid) => sum + processCpuMs(pid), 0)
        : undefined,
      loadGenerator: (own.user + own.system) / 1000,
    };
  };
}
