import { boundingBox } from '@server/geo/geo';
import type { Point } from '@server/modules/map/cloak';

/**
 * The squares "In season near you" counts by (docs/product.md §7.20): 0.05° of latitude by
 * 0.05° of longitude, about 5.5 × 4 km at 45°. A square is floor(degrees / 0.05) both ways,
 * in JavaScript here as in SQL (the same double-precision division).
 */
export const SEASON_CELL_DEGREES = 0.05;

export interface SeasonCell {
  cellLat: number;
  cellLng: number;
}

export function seasonCellOf(at: Point): SeasonCell {
  return {
    cellLat: Math.floor(at.latitude / SEASON_CELL_DEGREES),
    cellLng: Math.floor(at.longitude / SEASON_CELL_DEGREES),
  };
}

export function centreOf(cell: SeasonCell): Point {
  return {
    latitude: (cell.cellLat + 0.5) * SEASON_CELL_DEGREES,
    longitude: (cell.cellLng + 0.5) * SEASON_CELL_DEGREES,
  };
}

/**
 * The squares whose centres may lie within `withinKm` of `cell`'s centre: those in the square
 * around the radius. The page then keeps those whose centre is within it.
 */
export function cellBox(cell: SeasonCell, withinKm: number) {
  const centre = centreOf(cell);
  const box = boundingBox(centre.latitude, centre.longitude, withinKm);
  return {
    minCellLat: Math.floor(box.minLat / SEASON_CELL_DEGREES),
    maxCellLat: Math.floor(box.maxLat / SEASON_CELL_DEGREES),
    minCellLng: Math.floor(box.minLon / SEASON_CELL_DEGREES),
    maxCellLng: Math.floor(box.maxLon / SEASON_CELL_DEGREES),
  };
}
