import { createHmac } from 'node:crypto';

const EARTH_RADIUS_M = 6_371_000;
const BLUR_MIN_M = 150;
const BLUR_SPAN_M = 300;
/** The farthest a blurred point lies from the exact one (plus rounding to 1e-6 degrees). */
export const BLUR_MAX_M = BLUR_MIN_M + BLUR_SPAN_M + 1;

/** Cached offsets: a nearby search blurs thousands of points of the same few hundred owners. */
const offsets = new Map<string, Map<number, { angle: number; distance: number }>>();
const OFFSETS_MAX = 100_000;

/** A member's secret blur offset: an HMAC of their id, the same for as long as the secret. */
function offsetOf(userId: number, secret: string) {
  let bySecret = offsets.get(secret);
  if (!bySecret) {
    bySecret = new Map();
    offsets.set(secret, bySecret);
  }
  let offset = bySecret.get(userId);
  if (!offset) {
    const digest = createHmac('sha256', secret).update(`location:${userId}`).digest();
    offset = {
      angle: (digest.readUInt32BE(0) / 0xffffffff) * 2 * Math.PI,
      distance: BLUR_MIN_M + (digest.readUInt32BE(4) / 0xffffffff) * BLUR_SPAN_M,
    };
    // Bounded: far more members than a city has would only recompute, never grow memory.
    if (bySecret.size >= OFFSETS_MAX) bySecret.clear();
    bySecret.set(userId, offset);
  }
  return offset;
}

/**
 * Other people never see a member's exact point (DECISIONS.md "Locations and privacy"): it
 * moves by a secret, per-member offset of 150 to 450 m, the same on every request, so
 * repeated looks cannot be averaged back to the home.
 */
export function blurPoint(
  latitude: number,
  longitude: number,
  userId: number,
  secret: string,
): { latitude: number; longitude: number } {
  const { angle, distance } = offsetOf(userId, secret);
  const dLat = (distance * Math.cos(angle)) / EARTH_RADIUS_M;
  const dLon =
    (distance * Math.sin(angle)) / (EARTH_RADIUS_M * Math.cos((latitude * Math.PI) / 180));
  const round = (v: number) => Math.round(v * 1e6) / 1e6;
  return {
    latitude: round(latitude + (dLat * 180) / Math.PI),
    longitude: round(longitude + (dLon * 180) / Math.PI),
  };
}

/** The member's own point exactly; everyone else's blurred. */
export function pointFor(
  viewerId: number | undefined,
  ownerId: number,
  latitude: number | null,
  longitude: number | null,
  secret: string,
): { latitude: number | null; longitude: number | null } {
  if (latitude === null || longitude === null) return { latitude: null, longitude: null };
  if (viewerId === ownerId) return { latitude, longitude };
  return blurPoint(latitude, longitude, ownerId, secret);
}
