import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { KM_PER_DEGREE } from './geo';

/**
 * The box that holds every point within `reachKm` of the centre, for a reach the statement itself
 * works out (a nearest-first walk's farthest answer): ./geo boundingBox, the same arithmetic in
 * SQL. Compared with `location <@`, listings_location_idx (GiST) serves it.
 */
export function boxWithin(
  latitude: number | Placeholder,
  longitude: number | Placeholder,
  reachKm: SQL,
): SQL {
  const dLat = sql`(${reachKm} / ${KM_PER_DEGREE}::float8)`;
  const poleward = sql`least(89.9, abs(${latitude}::float8) + ${dLat})`;
  const dLon = sql`(${reachKm} / (${KM_PER_DEGREE}::float8 * cos(radians(${poleward}))))`;
  const lon = sql`${longitude}::float8`;
  const lat = sql`${latitude}::float8`;
  return sql`box(
    point(case when ${dLon} >= 180 then -180 else greatest(-180, ${lon} - ${dLon}) end,
      greatest(-90, ${lat} - ${dLat})),
    point(case when ${dLon} >= 180 then 180 else least(180, ${lon} + ${dLon}) end,
      least(90, ${lat} + ${dLat})))`;
}
