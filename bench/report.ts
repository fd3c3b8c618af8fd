import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type Outcome = 'pass' | 'miss' | 'info' | 'not run';

export interface Row {
  figure: string;
  budget: string;
  measured: string;
  /** Requests/s as a share of the bare route's, where that means something. */
  ratio?: string | undefined;
  outcome: Outcome;
  /**
   * Timings and query plans depend on the machine and the data's size: at --size ci (a shared
   * runner, a few thousand rows) they are reported but do not fail the run.
   */
  sizeDependent?: boolean;
  note?: string | undefined;
  /** A page's figures, shown as columns of the pages' table. */
  page?: PageCells | undefined;
  /** What missed, each enforced at ci size or not; `sizeDependent` is then unused. */
  misses?: Miss[] | undefined;
}

interface PageCells {
  throughput: string;
  p50: string;
  p99: string;
  /** CPU per request, server and database. */
  cpu: string;
  cpuBudget: string;
  /** Statements per request and their budget. */
  statements: string;
}

export interface Miss {
  what: string;
  sizeDependent: boolean;
}

export const ms = (v: number) =>
  Number.isFinite(v) ? `${v < 10 ? v.toFixed(1) : v.toFixed(0)} ms` : '–';
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
export const pct = (v: number) => `${(v * 100).toFixed(1)} %`;
export const passIf = (ok: boolean): Outcome => (ok ? 'pass' : 'miss');

function git(args: string): string {
  try {
    return execSync(`git ${args}`, { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return '';
  }
}

function commitLabel(): string {
  const commit = git('rev-parse --short HEAD') || 'unknown';
  return git('status --porcelain') ? `${commit}+changes` : commit;
}

export function machineLabel(): string {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, ${mb(os.totalmem())} RAM, ${os.type()} ${os.release()}, Node ${process.version}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} at the end`;
}

const enforced = (miss: Miss, ci: boolean) => !(ci && miss.sizeDependent);

/**
 * Rows that fail the run: misses, except timing ones in CI mode (timings, CPU and plans depend
 * on the machine and the data's size; errors, statements and sizes do not).
 */
export function failures(rows: Row[], ci: boolean): Row[] {
  return rows.filter(
    (r) =>
      r.outcome === 'miss' &&
      (r.misses ? r.misses.some((m) => enforced(m, ci)) : !(ci && r.sizeDependent)),
  );
}

function outcomeText(r: Row, ci: boolean): string {
  if (r.outcome !== 'miss') return r.outcome;
  if (!r.misses) return ci && r.sizeDependent ? 'miss (not enforced at ci size)' : 'miss';
  const held = r.misses.filter((m) => enforced(m, ci)).map((m) => m.what);
  const shown = r.misses.filter((m) => !enforced(m, ci)).map((m) => m.what);
  return [
    held.length ? `miss: ${held.join(', ')}` : '',
    shown.length ? `miss (not enforced at ci size): ${shown.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join('; ');
}

/** Each page's figures as columns, then every other figure. */
export function table(rows: Row[], ci: boolean): string {
  const pages = rows.filter((r) => r.page);
  const others = rows.filter((r) => !r.page);
  const lines = [
    '| Page | Throughput | vs reference | p50 | p99 | CPU/request | CPU budget | Statements/request | Other budgets | Result | Notes |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...pages.map((r) => {
      const p = r.page!;
      return `| ${r.figure} | ${p.throughput} | ${r.ratio ?? ''} | ${p.p50} | ${p.p99} | ${p.cpu} | ${p.cpuBudget} | ${p.statements} | ${r.budget} | ${outcomeText(r, ci)} | ${r.note ?? ''} |`;
    }),
    '',
    '| Figure | Budget | Measured | vs reference | Result |',
    '|---|---|---|---|---|',
    ...others.map((r) => {
      const measured = r.note ? `${r.measured} (${r.note})` : r.measured;
      return `| ${r.figure} | ${r.budget} | ${measured} | ${r.ratio ?? ''} | ${outcomeText(r, ci)} |`;
    }),
  ];
  return lines.join('\n');
}

export function writeReport(opts: {
  heading: string;
  details: string[];
  rows: Row[];
  ci: boolean;
  fileStem: string;
  extra?: { name: string; text: string }[];
}): string {
  const dir = path.resolve('bench', 'results');
  mkdirSync(dir, { recursive: true });
  const date = new Date().toISOString().slice(0, 10);
  const stem = `${date}-${commitLabel()}-${opts.fileStem}`;
  const body = [
    `# ${opts.heading}`,
    '',
    ...opts.details.map((d) => `- ${d}`),
    '',
    table(opts.rows, opts.ci),
    '',
  ].join('\n');
  const file = path.join(dir, `${stem}.md`);
  writeFileSync(file, body);
  for (const extra of opts.extra ?? [])
    writeFileSync(path.join(dir, `${stem}-${extra.name}`), extra.text);
  return file;
}
