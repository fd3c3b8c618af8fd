import type { SqlClient } from './sql-client';

/** The seed's SQL building blocks: repeatable values, literals and batches (bench/seed.ts). */

const BATCH = 100_000;

export const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;
export const textArray = (values: string[]) => `array[${values.map(literal).join(',')}]::text[]`;
export const floatArray = (values: number[]) => `array[${values.join(',')}]::float8[]`;

/** A repeatable pseudo-random number in [0, 1) for row `i` and a salt: same seed, same data. */
export const rnd = (i: string, salt: number) =>
  `((hashint8((${i})::int8 * 1000003 + ${salt}) & 2147483647)::float8 / 2147483648.0)`;
/** An element of a 1-based SQL array picked by rnd. */
export const pick = (array: string, length: number, i: string, salt: number) =>
  `(${array})[1 + floor(${rnd(i, salt)} * ${length})::int]`;

export type Log = (line: string) => void;

export async function timed(log: Log, label: string, work: () => Promise<void>) {
  const started = performance.now();
  await work();
  log(`  ${label} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

/** Inserts rows i = 1…total in batches, so a million rows never sit in one statement. */
export async function batched(
  db: SqlClient,
  total: number,
  statement: (from: number, to: number) => string,
) {
  for (let from = 1; from <= total; from += BATCH) {
    await db.exec(statement(from, Math.min(total, from + BATCH - 1)));
  }
}
