import { deriveLocationKey } from '@server/config-keys';
import { distanceKm } from '@server/geo/geo';
import { seededRandom } from '@server/test/random';
import { describe, expect, it } from 'vitest';
import { CELL_DEGREES, cellOf, cloakPoint, homeColumns } from './cloak';

const SECRET = 'test-secret-test-secret-test-secret-0123';
const key = deriveLocationKey(SECRET);

const rand = seededRandom(15);
const somewhere = () => ({ latitude: -80 + 160 * rand(), longitude: -180 + 360 * rand() });

function fractionsIn(point: { latitude: number; longitude: number }) {
  const cell = cellOf(point);
  return {
    u: (point.latitude - cell.south) / CELL_DEGREES,
    v: (point.longitude - cell.west) / cell.width,
  };
}

describe('the location cloak', () => {
  it('derives a 32-byte key bound to its purpose, never the secret itself', () => {
    expect(key).toHaveLength(32);
    expect(key.toString('utf8')).not.toContain(SECRET);
    expect(key.equals(Buffer.from(SECRET).subarray(0, 32))).toBe(false);
    expect(deriveLocationKey(SECRET).equals(key)).toBe(true);
    expect(deriveLocationKey(`${SECRET}x`).equals(key)).toBe(false);
  });

  it('cuts the globe into cells of about 500 m by 500 m', () => {
    for (const latitude of [0, 40.76, -33.9, 60, 70.5]) {
      const cell = cellOf({ latitude, longitude: 10 });
      const middle = cell.south + CELL_DEGREES / 2;
      const tall = distanceKm(cell.south, cell.west, cell.south + CELL_DEGREES, cell.west);
      const wide = distanceKm(middle, cell.west, middle, cell.west + cell.width);
      expect(tall * 1000).toBeCloseTo(500.4, 0);
      expect(wide * 1000).toBeGreaterThanOrEqual(500);
      expect(wide * 1000).toBeLessThan(502);
    }
  });

  it('shows a point inside the home’s cell, off its edges', () => {
    for (let i = 0; i < 2000; i++) {
      const home = somewhere();
      const shown = cloakPoint(key, home);
      expect(cellOf(shown)).toEqual(cellOf(home));
      const { u, v } = fractionsIn(shown);
      for (const f of [u, v]) {
        expect(f).toBeGreaterThanOrEqual(0.0999);
        expect(f).toBeLessThanOrEqual(0.9001);
      }
    }
  });

  it('shows one point for the whole cell: moving inside it changes nothing', () => {
    const home = { latitude: 40.7601, longitude: -111.8911 };
    const cell = cellOf(home);
    const shown = cloakPoint(key, home);
    for (let i = 0; i < 200; i++) {
      const elsewhere = {
        latitude: cell.south + rand() * CELL_DEGREES * 0.999,
        longitude: cell.west + rand() * cell.width * 0.999,
      };
      expect(cloakPoint(key, elsewhere)).toEqual(shown);
    }
  });

  it('places each cell’s point independently: no offset carries over to the next cell', () => {
    const home = { latitude: 40.7601, longitude: -111.8911 };
    const cell = cellOf(home);
    const offsets = [];
    for (let row = -5; row <= 5; row++) {
      for (let column = -5; column <= 5; column++) {
        const inNeighbour = {
          latitude: cell.south + (row + 0.5) * CELL_DEGREES,
          longitude: cell.west + (column + 0.5) * cell.width,
        };
        offsets.push(fractionsIn(cloakPoint(key, inNeighbour)));
      }
    }
    // 121 cells: their points' places inside their cells are spread over the whole allowed
    // square, not one shared offset.
    const distinct = new Set(offsets.map((o) => `${o.u.toFixed(3)},${o.v.toFixed(3)}`));
    expect(distinct.size).toBe(offsets.length);
    for (const axis of ['u', 'v'] as const) {
      const values = offsets.map((o) => o[axis]);
      expect(Math.min(...values)).toBeLessThan(0.2);
      expect(Math.max(...values)).toBeGreaterThan(0.8);
      const mean = values.reduce((a, b) => a + b, 0) / values.length;
      expect(mean).toBeGreaterThan(0.4);
      expect(mean).toBeLessThan(0.6);
    }
  });

  it('depends on the key: another key shows another point in the same cell', () => {
    const other = deriveLocationKey('another-secret-another-secret-012345');
    let moved = 0;
    for (let i = 0; i < 100; i++) {
      const home = somewhere();
      const a = cloakPoint(key, home);
      const b = cloakPoint(other, home);
      expect(cellOf(b)).toEqual(cellOf(a));
      if (distanceKm(a.latitude, a.longitude, b.latitude, b.longitude) > 0.01) moved++;
    }
    expect(moved).toBeGreaterThan(95);
  });

  it('covers the poles and the antimeridian', () => {
    for (const home of [
      { latitude: 90, longitude: 180 },
      { latitude: -90, longitude: -180 },
      { latitude: 89.999, longitude: 179.9999 },
      { latitude: 0, longitude: 180 },
      { latitude: 0, longitude: -180 },
    ]) {
      const shown = cloakPoint(key, home);
      expect(Math.abs(shown.latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(shown.longitude)).toBeLessThanOrEqual(180);
      expect(cellOf(shown)).toEqual(cellOf(home));
    }
  });

  it('stores the exact point and its cloak together, or neither', () => {
    const home = { latitude: 40.7601, longitude: -111.8911 };
    const shown = cloakPoint(key, home);
    expect(homeColumns(key, home)).toEqual({
      ...home,
      cloakedLatitude: shown.latitude,
      cloakedLongitude: shown.longitude,
    });
    expect(homeColumns(key, null)).toEqual({
      latitude: null,
      longitude: null,
      cloakedLatitude: null,
      cloakedLongitude: null,
    });
  });
});
