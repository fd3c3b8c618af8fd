import type { DistanceUnit } from '@common/units';
import { distanceUnitOf, KM_PER_MILE } from '@common/units';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/client';
import { perDatabase } from '@server/db/per-database';
import { users } from '@server/db/schema';
import { distanceKm } from '@server/geo/geo';
import { blockedEitherWayOf } from '@server/policies/blocks';
import { eq, type Placeholder, type SQL, sql } from 'drizzle-orm';

/**
 * Where a viewer measures listings from and in what unit (docs/product.md §6.3): their own
 * exact home, which only they are ever told about, and the unit they read.
 */
export interface Vantage {
  unit: DistanceUnit;
  point: { latitude: number; longitude: number } | null;
}

/** For answers that measure nothing (a guest, or a change answered to the owner). */
export const NOWHERE: Vantage = { unit: 'mi', point: null };

function prepareVantage(db: Db) {
  return db
    .select({ latitude: users.latitude, longitude: users.longitude, unit: users.distanceUnit })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('viewer_vantage');
}

/** The same read, with the members the viewer blocks or is blocked by (docs/product.md §14.1). */
function prepareVantageAndHidden(db: Db) {
  return db
    .select({
      latitude: users.latitude,
      longitude: users.longitude,
      unit: users.distanceUnit,
      hidden: sql<number[]>`array${blockedEitherWayOf(sql.placeholder('id'))}`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('viewer_vantage_hidden');
}

/** Each database's statements, prepared on first use: every member's listing page reads one. */
const statementsOf = perDatabase((db) => ({
  plain: prepareVantage(db),
  hidden: prepareVantageAndHidden(db),
}));

function vantageOfRow(
  row: { latitude: number | null; longitude: number | null; unit: DistanceUnit | null } | undefined,
  acceptLanguage: string | undefined,
): Vantage {
  const unit = distanceUnitOf(row?.unit, acceptLanguage);
  if (row?.latitude == null || row.longitude == null) return { unit, point: null };
  return { unit, point: { latitude: row.latitude, longitude: row.longitude } };
}

/**
 * One primary-key read per request for a member: read afresh, never cached, so a new home or
 * unit shows on the very next answer from any instance. A named statement, so PostgreSQL
 * parses and plans it once per connection rather than once per page (docs/performance.md).
 */
export async function vantageOf(
  ctx: AppContext,
  viewerId: number | undefined,
  acceptLanguage: string | undefined,
): Promise<Vantage> {
  if (viewerId === undefined) return { unit: distanceUnitOf(null, acceptLanguage), point: null };
  const [row] = await statementsOf(ctx.db).plain.execute({ id: viewerId });
  return vantageOfRow(row, acceptLanguage);
}

/** The viewer's home and unit, as a page's statement reads them (viewerHomeColumn). */
export type ViewerHome = [
  latitude: number | null,
  longitude: number | null,
  unit: DistanceUnit | null,
];

/**
 * The viewer's home and unit as one column of a page's own statement: a page that does not
 * order or filter by the viewer's home reads them with its listings, not in a statement before
 * it (one round trip fewer; docs/performance.md "The viewer's home with the page"). Evaluated once per
 * statement, by primary key; null for a guest.
 */
export function viewerHomeColumn(
  viewerId: number | Placeholder | undefined,
): SQL<ViewerHome | null> {
  if (viewerId === undefined) return sql<null>`null`;
  return sql<ViewerHome | null>`(select json_build_array(v.latitude, v.longitude, v.distance_unit)
    from ${users} v where v.id = ${viewerId})`.mapWith(
    (value: unknown) =>
      (typeof value === 'string' ? JSON.parse(value) : value) as ViewerHome | null,
  );
}

/** What viewerHomeColumn read, as vantageOf would have answered it. */
export function vantageOfHome(
  home: ViewerHome | null | undefined,
  acceptLanguage: string | undefined,
): Vantage {
  return vantageOfRow(
    home ? { latitude: home[0], longitude: home[1], unit: home[2] } : undefined,
    acceptLanguage,
  );
}

/**
 * vantageOf and, in the same statement, whom the viewer must not be shown: what the shared
 * Public tab needs to know before it may hand a member the shared page (public-pages.ts).
 */
export async function vantageAndHiddenOf(
  ctx: AppContext,
  viewerId: number | undefined,
  acceptLanguage: string | undefined,
): Promise<Vantage & { hidden: number[] }> {
  if (viewerId === undefined) {
    return { unit: distanceUnitOf(null, acceptLanguage), point: null, hidden: [] };
  }
  const [row] = await statementsOf(ctx.db).hidden.execute({ id: viewerId });
  return { ...vantageOfRow(row, acceptLanguage), hidden: (row?.hidden ?? []).map(Number) };
}

/** 0.1 below 10 units, whole units from 10 (docs/product.md §6.3). */
export function roundDistance(value: number): number {
  return value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
}

/**
 * From the viewer's home to a listing's place, the owner's cloaked point (never their home),
 * in the viewer's unit; null when either side has no place.
 */
export function distanceFrom(
  vantage: Vantage,
  to: { latitude: number | null; longitude: number | null },
): number | null {
  if (!vantage.point || to.latitude === null || to.longitude === null) return null;
  const km = distanceKm(vantage.point.latitude, vantage.point.longitude, to.latitude, to.longitude);
  return roundDistance(vantage.unit === 'mi' ? km / KM_PER_MILE : km);
}
