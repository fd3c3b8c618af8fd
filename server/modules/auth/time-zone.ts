import type { AppContext } from '@server/context';
import { rowsOf } from '@server/db/rows';
import { local, validationFailed } from '@server/lib/errors';
import { sql } from 'drizzle-orm';

/**
 * A time zone the database can also read months in (docs/product.md §8.11): the schema asked
 * JavaScript's Intl; PostgreSQL's zone list may differ from it, and a zone it does not know
 * would fail every match its owner's wants take part in. Unknown there too: 422.
 */
export async function knownTimeZone(ctx: AppContext, zone: string): Promise<string> {
  if (zone === 'UTC') return zone;
  const rows = await rowsOf<{ known: boolean }>(
    ctx.db,
    sql`select exists(select 1 from pg_timezone_names where name = ${zone}) as known`,
  );
  if (rows[0]?.known) return zone;
  throw validationFailed([
    { loc: ['body', 'time_zone'], msg: local('profile.validation.timeZone'), type: 'time_zone' },
  ]);
}
