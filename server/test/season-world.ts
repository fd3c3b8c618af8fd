import type { SeasonMonth } from '@common/schemas/seasons';
import { DAY_MS } from '@common/time';
import type { listings, users } from '@server/db/schema';
import { SEASON_CELL_DEGREES } from '@server/modules/seasons/cells';
import type { TestApp } from '@server/test/app';
import {
  createListing,
  createTrustedUser,
  createUser,
  type TestUser,
} from '@server/test/factories';

const KM_PER_DEGREE = 111.195;

/** The clock of every seasons test: mid-June 2026, noon UTC. */
export const NOW = new Date('2026-06-15T12:00:00Z');
export const JUNE = new Date('2026-06-10T12:00:00Z');

/** Where in an area, in squares of 0.05° north and east of its first square. */
export interface Square {
  north?: number;
  east?: number;
}

/** The side of the largest block (docs/product.md §7.20), in squares. */
const LARGEST_BLOCK = 16;

let areas = 0;

/**
 * Every test works in its own patch of the globe, in its own block of 16 × 16 squares (and so
 * with its own cached answers, which are kept per block): the area's first square is the
 * south-west corner of that block, and so of its 8 × 8 and 4 × 4 blocks too (-40° and 20° are
 * multiples of 16 squares, the areas two such blocks apart). Members stand at the centre of
 * their square, `offsetKm` north of it if said (up to 2 km, in their square still: the cloak
 * moves a home some 250 m at most).
 */
export function newArea(app: () => TestApp) {
  const first = { cellLat: -800 + 2 * LARGEST_BLOCK * areas++, cellLng: 400 };
  const at = ({ north = 0, east = 0 }: Square = {}, offsetKm = 0) => ({
    latitude: (first.cellLat + north + 0.5) * SEASON_CELL_DEGREES + offsetKm / KM_PER_DEGREE,
    longitude: (first.cellLng + east + 0.5) * SEASON_CELL_DEGREES,
  });
  /** A member who counts: address confirmed, account 40 days old by the app's clock. */
  const member = (where: Square = {}, extra: Partial<typeof users.$inferInsert> = {}) =>
    createTrustedUser(app().ctx, { ...at(where), ...extra }, 40);
  /** A member who does not count yet: joined `ageDays` ago, address confirmed unless said. */
  const newcomer = (
    where: Square = {},
    ageDays = 1,
    extra: Partial<typeof users.$inferInsert> = {},
  ) => {
    const since = new Date(app().ctx.clock.now().getTime() - ageDays * DAY_MS);
    return createUser(app().ctx, {
      ...at(where),
      createdAt: since,
      emailConfirmedAt: since,
      ...extra,
    });
  };
  /** A listing posted in June unless said otherwise. */
  const post = (
    owner: { id: number },
    title: string,
    extra: Partial<typeof listings.$inferInsert> = {},
  ) => createListing(app().ctx, owner, { title, createdAt: JUNE, ...extra });
  /** Members standing together, each listing the same title. */
  const together = async (n: number, title: string, where: Square = {}) => {
    const members: TestUser[] = [];
    for (let i = 0; i < n; i++) {
      const m = await member(where);
      await post(m, title);
      members.push(m);
    }
    return members;
  };
  return { first, at, member, newcomer, post, together };
}

/**
 * A month's words, as `word:members/listings`, or `word:few` when the counts are left out
 * (under ten members).
 */
export function wordsOf(months: SeasonMonth[], month: number): string[] {
  const found = months.find((m) => m.month === month);
  return (found?.top ?? []).map((w) =>
    w.members === null ? `${w.word}:few` : `${w.word}:${w.members}/${w.listings}`,
  );
}
