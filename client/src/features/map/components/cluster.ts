/** A marker's place on screen, in pixels at the map's zoom. */
export interface Placed<T> {
  item: T;
  x: number;
  y: number;
}

/** Markers drawn as one: at the first one's place, holding every marker it would cover. */
export interface Cluster<T> {
  items: T[];
  x: number;
  y: number;
}

/**
 * Groups markers that would overlap on screen, so that every marker left is a whole tap target
 * (Lighthouse's target size: a square marker must not be covered by its neighbours). In the
 * order given (nearest first), a marker joins the first group whose square it would overlap, or
 * starts its own: the groups' squares never overlap one another.
 */
export function clusterByOverlap<T>(points: Placed<T>[], size: number): Cluster<T>[] {
  const clusters: Cluster<T>[] = [];
  for (const point of points) {
    const home = clusters.find(
      (c) => Math.abs(c.x - point.x) < size && Math.abs(c.y - point.y) < size,
    );
    if (home) home.items.push(point.item);
    else clusters.push({ items: [point.item], x: point.x, y: point.y });
  }
  return clusters;
}
