import type { LoadResult } from './http-load';
import { ms } from './report';

/** What the work a request queued cost once it ran, per request. */
export function backgroundNote(background: NonNullable<LoadResult['background']>): string {
  const parts: string[] = [];
  if (background.cpu) {
    const { server, database } = background.cpu;
    parts.push(
      `${ms(server + (database ?? 0))} CPU (server ${server.toFixed(2)}${database === undefined ? '' : `, PostgreSQL ${database.toFixed(2)}`} ms)`,
    );
  }
  if (background.statements !== undefined) {
    parts.push(`${background.statements.toFixed(1)} statements`);
  }
  return `its matching job, afterwards: ${parts.join(', ')} per new listing`;
}

/** CPU time per request, in ms with two decimals: most figures spend well under one. */
export function cpuNote(cpu: NonNullable<LoadResult['cpu']>): string {
  const parts = [`server ${cpu.server.toFixed(2)}`];
  if (cpu.database !== undefined) parts.push(`PostgreSQL ${cpu.database.toFixed(2)}`);
  parts.push(`load generator ${cpu.loadGenerator.toFixed(2)}`);
  return `CPU per request: ${parts.join(', ')} ms`;
}
