import { spawnSync } from 'node:child_process';

/** Runs a command, throwing with its stderr when it fails. */
export function run(command: string, args: string[], opts: { env?: NodeJS.ProcessEnv } = {}): void {
  const result = spawnSync(command, args, {
    stdio: ['ignore', 'inherit', 'pipe'],
    env: opts.env ?? process.env,
  });
  if (result.error) throw result.error;
  if (result.status !== 0)
    throw new Error(`${command} failed: ${result.stderr?.toString().trim()}`);
}

export interface Manifest {
  format: 'homegrown-backup';
  version: 1;
  created_at: string;
  database: 'pglite' | 'postgres';
  /** The last migration applied when the backup was taken. */
  migrations: number;
}
