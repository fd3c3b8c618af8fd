import { existsSync } from 'node:fs';

/**
 * Reads `.env` (as `.env.example` suggests copying it) into process.env when the file exists.
 * Node's own parser; a variable already set in the environment wins over the file, so a
 * deployment can override it without editing it.
 */
export function loadEnvFile(file = '.env'): boolean {
  if (!existsSync(file)) return false;
  process.loadEnvFile(file);
  return true;
}
