import { distanceKm } from '@server/geo/geo';

/** What an attacker works with: points on the server's own 6371 km sphere. */
export interface Point {
  latitude: number;
  longitude: number;
}

const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

export const kmBetween = (a: Point, b: Point) =>
  distanceKm(a.latitude, a.longitude, b.latitude, b.longitude);

/** The point `km` away from `from` along the great circle leaving it at `bearing` degrees. */
export function destination(from: Point, bearing: number, km: number): Point {
  const d = km / 6371;
  const theta = rad(bearing);
  const phi1 = rad(from.latitude);
  const phi2 = Math.asin(
    Math.sin(phi1) * Math.cos(d) + Math.cos(phi1) * Math.sin(d) * Math.cos(theta),
  );
  const lambda =
    rad(from.longitude) +
    Math.atan2(
      Math.sin(theta) * Math.sin(d) * Math.cos(phi1),
      Math.cos(d) - Math.sin(phi1) * Math.sin(phi2),
    );
  return { latitude: deg(phi2), longitude: deg(lambda) };
}

export interface Circle {
  centre: Point;
  km: number;
}

/** The point whose distances to the circles' centres best fit their radii (Gauss-Newton). */
export function trilaterate(circles: Circle[], start: Point): Point {
  let x = start;
  const h = 1e-6;
  for (let step = 0; step < 30; step++) {
    let a = 0;
    let b = 0;
    let c = 0;
    let gLat = 0;
    let gLon = 0;
    for (const circle of circles) {
      const r = kmBetween(circle.centre, x) - circle.km;
      const dLat =
        (kmBetween(circle.centre, { ...x, latitude: x.latitude + h }) - (r + circle.km)) / h;
      const dLon =
        (kmBetween(circle.centre, { ...x, longitude: x.longitude + h }) - (r + circle.km)) / h;
      a += dLat * dLat;
      b += dLat * dLon;
      c += dLon * dLon;
      gLat += dLat * r;
      gLon += dLon * r;
    }
    const det = a * c - b * b;
    if (!det) break;
    const moveLat = -(c * gLat - b * gLon) / det;
    const moveLon = -(a * gLon - b * gLat) / det;
    x = { latitude: x.latitude + moveLat, longitude: x.longitude + moveLon };
    if (Math.abs(moveLat) + Math.abs(moveLon) < 1e-9) break;
  }
  return x;
}

export const mean = (points: Point[]): Point => ({
  latitude: points.reduce((s, p) => s + p.latitude, 0) / points.length,
  longitude: points.reduce((s, p) => s + p.longitude, 0) / points.length,
});

export function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
