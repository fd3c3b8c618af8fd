import type { AppContext } from '@server/context';
import {
  friendships,
  listingPhotos,
  listings,
  reports,
  users,
  wantListings,
} from '@server/db/schema';
import { signToken } from '@server/lib/tokens';
import { homeColumns } from '@server/modules/map';
import bcrypt from 'bcrypt';
import { eq } from 'drizzle-orm';

export const TEST_PASSWORD = 'garden-password-1';
// Hashed once per worker: factories insert members directly, so tests stay fast.
const passwordHash = bcrypt.hashSync(TEST_PASSWORD, 4);

let sequence = 0;
const next = () => `${process.pid}${++sequence}`;

export interface TestUser {
  id: number;
  username: string;
  email: string;
  token: string;
}

export async function createUser(
  ctx: AppContext,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<TestUser> {
  const n = next();
  // The home is stored as the app stores it, exact point and cloak together; a test may still
  // override the cloak (e.g. null, as before migration 0013).
  const latitude = overrides.latitude === undefined ? 40.7559 : overrides.latitude;
  const longitude = overrides.longitude === undefined ? -111.8967 : overrides.longitude;
  const home = latitude === null || longitude === null ? null : { latitude, longitude };
  const [row] = await ctx.db
    .insert(users)
    .values({
      email: `gardener${n}@example.com`,
      username: `gardener${n}`,
      firstName: 'Green',
      lastName: `Thumb${n}`,
      passwordHash,
      city: 'Salt Lake City',
      state: 'UT',
      zipCode: '84101',
      ...homeColumns(ctx.config.locationKey, home),
      ...overrides,
    })
    .returning();
  return {
    id: row!.id,
    username: row!.username,
    email: row!.email,
    token: signToken(ctx.config.jwtSecret, row!.id, row!.tokenVersion),
  };
}

export async function createListing(
  ctx: AppContext,
  owner: { id: number },
  overrides: Partial<typeof listings.$inferInsert> = {},
) {
  const [row] = await ctx.db
    .insert(listings)
    .values({ ownerId: owner.id, title: `Heirloom tomatoes ${next()}`, price: 3, ...overrides })
    .returning();
  // A cover is always the listing's first photo too (docs/decisions.md "Listing photos").
  if (row!.featuredImage) {
    await ctx.db
      .insert(listingPhotos)
      .values({ listingId: row!.id, path: row!.featuredImage, position: 0 });
  }
  return row!;
}

export async function createWant(
  ctx: AppContext,
  owner: { id: number },
  overrides: Partial<typeof wantListings.$inferInsert> = {},
) {
  const [row] = await ctx.db
    .insert(wantListings)
    .values({ ownerId: owner.id, title: 'tomatoes', categoryId: 1, ...overrides })
    .returning();
  return row!;
}

/** Makes two members friends directly (an accepted request). */
export async function befriend(ctx: AppContext, a: { id: number }, b: { id: number }) {
  await ctx.db
    .insert(friendships)
    .values({ senderId: a.id, receiverId: b.id, status: 'accepted', respondedAt: new Date() });
}

export async function reloadUser(ctx: AppContext, id: number) {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
  return row;
}

/**
 * A member whose reports count toward hiding a listing (docs/product.md §14.2): their address
 * confirmed, their account `ageDays` old (8 by default) by the app's clock.
 */
export function createTrustedUser(
  ctx: AppContext,
  overrides: Partial<typeof users.$inferInsert> = {},
  ageDays = 8,
): Promise<TestUser> {
  const since = new Date(ctx.clock.now().getTime() - ageDays * 24 * 60 * 60 * 1000);
  return createUser(ctx, { createdAt: since, emailConfirmedAt: since, ...overrides });
}

/** Who reports what: the reporter, the kind and id of the thing, and any other column. */
export type ReportFiled = [
  reporter: { id: number },
  targetType: 'listing' | 'user' | 'message',
  targetId: number,
  extra?: Partial<typeof reports.$inferInsert>,
];

/** A report stored as filed (for spam unless `extra` says otherwise), without the route's checks. */
export async function createReport(
  ctx: AppContext,
  ...[reporter, targetType, targetId, extra = {}]: ReportFiled
) {
  const [row] = await ctx.db
    .insert(reports)
    .values({ reporterId: reporter.id, targetType, targetId, reason: 'spam', ...extra })
    .returning();
  return row!;
}
