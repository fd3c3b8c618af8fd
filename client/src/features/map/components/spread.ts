import { LISTING_TYPES } from '@common/codes';
import type { PlacedListing } from '../api';

/** Marker circle diameter in CSS pixels. */
export const MARKER_PX = 48;

/** The widest pill of a word marker ("exchange", "giveaway", map.css), in CSS pixels. */
const WORD_MARKER_PX = 84;

const widthOf = (l: PlacedListing) =>
  l.type_id === LISTING_TYPES.sell ? MARKER_PX : WORD_MARKER_PX;

/**
 * A gardener's listings all stand at one point, where their markers would hide each other: such
 * markers are fanned out around the point by a fixed number of screen pixels (whatever the zoom).
 */
export function spread(listings: PlacedListing[]): Map<number, [number, number]> {
  const groups = new Map<string, PlacedListing[]>();
  for (const l of listings) {
    const key = `${l.owner_latitude},${l.owner_longitude}`;
    groups.set(key, [...(groups.get(key) ?? []), l]);
  }
  const offsets = new Map<number, [number, number]>();
  for (const group of groups.values()) {
    if (group.length === 1) {
      offsets.set(group[0]!.id, [0, 0]);
      continue;
    }
    // Pills side by side need their width between centres: the chord of neighbours on the ring.
    const widest = Math.max(...group.map(widthOf));
    const radius = Math.max(
      MARKER_PX * 0.55,
      ((MARKER_PX + 4) * group.length) / (2 * Math.PI),
      widest > MARKER_PX ? (widest + 4) / (2 * Math.sin(Math.PI / group.length)) : 0,
    );
    group.forEach((l, i) => {
      const angle = -Math.PI / 2 + (2 * Math.PI * i) / group.length;
      offsets.set(l.id, [
        Math.round(radius * Math.cos(angle)),
        Math.round(radius * Math.sin(angle)),
      ]);
    });
  }
  return offsets;
}
