import pg from 'pg';

/** The URL of database `name` on the server that `baseUrl` points at. */
function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(baseUrl: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty (or `template`-copied) database for one test's own use; answers its URL. Names
 * come from tests, never from input, so quoting them is enough.
 */
export async function createScratchDatabase(
  baseUrl: string,
  name: string,
  opts: { template?: string } = {},
): Promise<string> {
  await admin(baseUrl, [
    `drop database if exists "${name}" with (force)`,
    `create database "${name}"${opts.template ? ` template "${opts.template}"` : ''}`,
  ]);
  return databaseUrl(baseUrl, name);
}

export async function dropScratchDatabase(baseUrl: string, name: string): Promise<void> {
  await admin(baseUrl, [`drop database if exists "${name}" with (force)`]);
}
