import { createHmac } from 'node:crypto';

/**
 * The cloak (docs/decisions.md "Locations and privacy"): others see a member only as a fixed,
 * secret-keyed point inside the ~500 m cell their home lies in. The point is a function of the
 * cell alone, so moving inside a cell changes nothing anyone sees and no offset carries over
 * from one home to the next; every distance to another member is measured from it.
 */

/**
 * Rows are this many degrees of latitude tall: 0.0045° × 111.195 km/° ≈ 500.4 m.
 * @internal
 */
export const CELL_DEGREES = 0.0045;
const ROWS = Math.round(180 / CELL_DEGREES);
/** The shown point keeps this fraction of the cell's height and width from every edge. */
const MARGIN = 0.1;

export interface Point {
  latitude: number;
  longitude: number;
}

/** @internal */
export interface Cell {
  row: number;
  column: number;
  south: number;
  west: number;
  /** Degrees of longitude: the row's cells are 360° / (cells in the row) wide. */
  width: number;
}

/**
 * A row is cut into as many equal cells as keep each at least CELL_DEGREES of latitude wide
 * (≈ 500 m) at the row's middle: about 0.0045° / cos(latitude) of longitude. Equal cells tile
 * the row exactly, with no sliver at the antimeridian.
 */
function cellsInRow(row: number): number {
  const middle = -90 + (row + 0.5) * CELL_DEGREES;
  return Math.max(1, Math.floor((360 * Math.cos((middle * Math.PI) / 180)) / CELL_DEGREES));
}

/** @internal */
export function cellOf({ latitude, longitude }: Point): Cell {
  const row = Math.min(ROWS - 1, Math.max(0, Math.floor((latitude + 90) / CELL_DEGREES)));
  const width = 360 / cellsInRow(row);
  const column = Math.min(cellsInRow(row) - 1, Math.max(0, Math.floor((longitude + 180) / width)));
  return { row, column, south: -90 + row * CELL_DEGREES, west: -180 + column * width, width };
}

const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

/** The one point a cell is shown at: HMAC-SHA256 of the cell under the key, kept off its edges. */
export function cloakPoint(key: Buffer, point: Point): Point {
  const cell = cellOf(point);
  const digest = createHmac('sha256', key).update(`${cell.row}:${cell.column}`).digest();
  const fraction = (offset: number) =>
    MARGIN + (1 - 2 * MARGIN) * (digest.readUInt32BE(offset) / 0x1_0000_0000);
  return {
    latitude: round(cell.south + fraction(0) * CELL_DEGREES),
    longitude: round(cell.west + fraction(4) * cell.width),
  };
}

export interface HomeColumns {
  latitude: number | null;
  longitude: number | null;
  cloakedLatitude: number | null;
  cloakedLongitude: number | null;
}

/** A member's home columns as stored: the exact point and, always with it, its cloak. */
export function homeColumns(key: Buffer, point: Point | null): HomeColumns {
  const cloaked = point && cloakPoint(key, point);
  return {
    latitude: point?.latitude ?? null,
    longitude: point?.longitude ?? null,
    cloakedLatitude: cloaked?.latitude ?? null,
    cloakedLongitude: cloaked?.longitude ?? null,
  };
}
