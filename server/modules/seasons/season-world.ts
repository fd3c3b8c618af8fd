import type { SeasonMonth } from '@common/schemas/seasons';
import type { listings, users } from '@server/db/schema';
import type { TestApp } from '@server/test/app';
import { createListing, createUser, type TestUser } from '@server/test/factories';
import { SEASON_CELL_DEGREES } from './cells';

export const KM_PER_DEGREE = 111.195;
/** From one square's centre to the next one's north or south (docs/product.md §7.20). */
export const SQUARE_KM = SEASON_CELL_DEGREES * KM_PER_DEGREE;

/** The clock of every seasons test: mid-June 2026, noon UTC. */
export const NOW = new Date('2026-06-15T12:00:00Z');
export const JUNE = new Date('2026-06-10T12:00:00Z');

let areas = 0;

/**
 * Every test works in its own patch of the globe, far from the others' rows, and so with its
 * own cached answers (the service keeps them per square): members stand `northKm` from the
 * centre, which is the centre of a square (-40° and 20° are squares' corners), so members
 * within 2.5 km of it are in its square and those SQUARE_KM north in the next one's middle.
 */
export function newArea(app: () => TestApp) {
  const half = SEASON_CELL_DEGREES / 2;
  const centre = { latitude: -40 + 1.5 * areas++ + half, longitude: 20 + half };
  const at = (northKm = 0) => ({
    latitude: centre.latitude + northKm / KM_PER_DEGREE,
    longitude: centre.longitude,
  });
  const member = (northKm = 0, extra: Partial<typeof users.$inferInsert> = {}) =>
    createUser(app().ctx, { ...at(northKm), ...extra });
  /** A listing posted in June unless said otherwise. */
  const post = (
    owner: { id: number },
    title: string,
    extra: Partial<typeof listings.$inferInsert> = {},
  ) => createListing(app().ctx, owner, { title, createdAt: JUNE, ...extra });
  /** Members standing together, each listing the same title. */
  const together = async (n: number, title: string, northKm = 0) => {
    const members: TestUser[] = [];
    for (let i = 0; i < n; i++) {
      const m = await member(northKm);
      await post(m, title);
      members.push(m);
    }
    return members;
  };
  return { centre, at, member, post, together };
}

/** A month's words, as `word:members/listings`. */
export function wordsOf(months: SeasonMonth[], month: number): string[] {
  const found = months.find((m) => m.month === month);
  return (found?.top ?? []).map((w) => `${w.word}:${w.members}/${w.listings}`);
}
