/** Great-circle arithmetic for the nearby search, in kilometres and degrees. */
export const EARTH_RADIUS_KM = 6371;
export const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Haversine distance between two points. */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const a =
    Math.sin(rad(lat2 - lat1) / 2) ** 2 +
    Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lon2 - lon1) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

export interface Box {
  minLon: number;
  minLat: number;
  maxLon: number;
  maxLat: number;
}

/**
 * A longitude/latitude box that holds every point within `km` of the centre: a degree of
 * longitude shrinks with cos(latitude), so the box is widened for the box's most poleward
 * latitude. Clamped to the map's edges (a neighbourhood app need not wrap the antimeridian).
 */
export function boundingBox(latitude: number, longitude: number, km: number): Box {
  const dLat = km / KM_PER_DEGREE;
  const poleward = Math.min(89.9, Math.abs(latitude) + dLat);
  const dLon = km / (KM_PER_DEGREE * Math.cos(rad(poleward)));
  return {
    minLat: Math.max(-90, latitude - dLat),
    maxLat: Math.min(90, latitude + dLat),
    minLon: dLon >= 180 ? -180 : Math.max(-180, longitude - dLon),
    maxLon: dLon >= 180 ? 180 : Math.min(180, longitude + dLon),
  };
}
