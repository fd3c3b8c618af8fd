import { SEASONS_AREAS } from '@common/schemas/seasons';
import type { Point } from '@server/modules/map';

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

/**
 * The three areas a page may count (docs/product.md §7.20), as squares a side: blocks of 4 × 4,
 * 8 × 8 and 16 × 16 squares aligned on multiples of their side, so each block lies whole in one
 * block of the next level. Fixed, nested blocks rather than a radius around the asker: two
 * answers can then differ only by whole blocks (docs/decisions.md, "In season near you").
 */
export type SeasonBlockSize = (typeof SEASONS_AREAS)[number]['squares'];

/** The level `within` km picks: the smallest area whose `withinKm` reaches it. */
export function seasonBlockSizeFor(withinKm: number): SeasonBlockSize {
  const area = SEASONS_AREAS.find((a) => withinKm <= a.withinKm) ?? SEASONS_AREAS.at(-1)!;
  return area.squares;
}

/** A block of `size` × `size` squares: the squares from `size` × block to the next block's. */
export interface SeasonBlock {
  size: SeasonBlockSize;
  blockLat: number;
  blockLng: number;
}

export function seasonBlockOf(cell: SeasonCell, size: SeasonBlockSize): SeasonBlock {
  return {
    size,
    blockLat: Math.floor(cell.cellLat / size),
    blockLng: Math.floor(cell.cellLng / size),
  };
}

/** The squares a block holds, both bounds included. */
export function squaresOf(block: SeasonBlock) {
  return {
    minCellLat: block.blockLat * block.size,
    maxCellLat: block.blockLat * block.size + block.size - 1,
    minCellLng: block.blockLng * block.size,
    maxCellLng: block.blockLng * block.size + block.size - 1,
  };
}
