import type { PlacedListing } from '../api';

/** Marker circle diameter in CSS pixels. */
export const MARKER_PX = 48;

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
    const radius = Math.max(MARKER_PX * 0.55, ((MARKER_PX + 4) * group.length) / (2 * Math.PI));
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
