import { randomBytes } from 'node:crypto';
import { NOTIFICATION_KINDS } from '@common/notification-kinds';
import { FRESH_DAYS } from '@common/schemas/listings';
import { DAY_MS } from '@common/time';
import type { AppContext } from '@server/context';
import {
  friendships,
  listingPhotos,
  listings,
  notificationSettings,
  users,
  wantListings,
} from '@server/db/schema';
import { availableUntilOnCreate } from '@server/modules/listings';
import { homeColumns } from '@server/modules/map';
import bcrypt from 'bcrypt';
import { sql } from 'drizzle-orm';
import { DEMO_FRIENDS, DEMO_GARDENERS, DEMO_ITEMS, DEMO_PENDING, DEMO_WANTS } from './catalogue';
import { drawDemoPhotos } from './drawings';

/** How long ago the demo gardeners joined. */
const DEMO_MEMBERS_AGE_DAYS = 90;

/**
 * DEMO_DATA (docs/product.md §12.7): on a first start with no members at all, ten demo
 * gardeners around the default centre with listings, friendships and wishes, so a newcomer
 * sees a living marketplace. Their passwords are random and never stored anywhere: nobody
 * signs in as them.
 */
export async function seedDemoData(ctx: AppContext): Promise<void> {
  const [existing] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((existing?.n ?? 0) > 0) return;
  const started = Date.now();
  // The app's clock, which the freshness sweep reads too.
  const now = ctx.clock.now().getTime();
  // One hash of a random secret at the minimum cost: no one can know it, so none can log in.
  const passwordHash = await bcrypt.hash(randomBytes(32).toString('base64url'), 10);
  const photos = await Promise.all(
    (await drawDemoPhotos(DEMO_ITEMS.map((item) => item.subject))).map((png) =>
      ctx.images.saveSized(png, 'listings'),
    ),
  );
  // Settled members, as a newcomer's neighbours would be: their addresses confirmed and their
  // accounts older than their listings and than the month In season near you asks of whoever
  // it counts (docs/product.md §7.20), so the demo's words show there from the first build.
  const joined = new Date(now - DEMO_MEMBERS_AGE_DAYS * DAY_MS);
  try {
    await ctx.db.transaction(async (tx) => {
      const members = await tx
        .insert(users)
        .values(
          DEMO_GARDENERS.map((g) => ({
            email: `${g.username}@demo.homegrown.local`,
            username: g.username,
            passwordHash,
            firstName: g.first,
            lastName: g.last,
            city: g.city,
            state: 'UT',
            zipCode: g.zip,
            ...homeColumns(ctx.config.locationKey, { latitude: g.lat, longitude: g.lon }),
            emailConfirmedAt: joined,
            createdAt: joined,
            updatedAt: joined,
          })),
        )
        .returning({ id: users.id });
      const idOf = (index: number) => members[index]!.id;
      // Posted over the last week, oldest first so ids and dates agree, with the end date a
      // member's listing gets when posted then (docs/product.md §7.14): produce a week, seeds
      // and plants none. The oldest has more than a day of its week left, so every demo
      // listing is on offer, with no reminder due, for a day after the first start.
      const posted = await tx
        .insert(listings)
        .values(
          DEMO_ITEMS.map((item, i) => {
            const age =
              ((DEMO_ITEMS.length - i) / (DEMO_ITEMS.length + 1)) * (FRESH_DAYS - 1) * DAY_MS;
            const createdAt = new Date(now - age);
            return {
              ownerId: idOf(item.owner),
              title: item.title,
              description: item.description,
              price: item.price,
              featuredImage: photos[i]!.path,
              isPublic: item.isPublic ?? true,
              typeId: item.type,
              stateId: item.state ?? 1,
              // Reserved for a friend, as a member reserves (docs/product.md §7.13).
              reservedFor: item.reservedFor === undefined ? null : idOf(item.reservedFor),
              categoryId: item.category,
              availableUntil: availableUntilOnCreate(createdAt, item.category, undefined),
              createdAt,
              updatedAt: createdAt,
            };
          }),
        )
        .returning({ id: listings.id });
      // Each photo is its listing's cover (docs/product.md §7.10).
      await tx
        .insert(listingPhotos)
        .values(posted.map(({ id }, i) => ({ listingId: id, position: 0, ...photos[i]! })));
      await tx.insert(friendships).values([
        ...DEMO_FRIENDS.map(([a, b]) => ({
          senderId: idOf(a),
          receiverId: idOf(b),
          status: 'accepted' as const,
          respondedAt: new Date(now - 20 * DAY_MS),
        })),
        ...DEMO_PENDING.map(([a, b]) => ({ senderId: idOf(a), receiverId: idOf(b) })),
      ]);
      // Nobody reads a demo gardener's mail nor holds their devices: no e-mail or push is
      // composed for them (reminders of their listings' end, matches, messages).
      const silent = Object.fromEntries(
        NOTIFICATION_KINDS.map((kind) => [kind, { email: false, push: false }]),
      );
      await tx
        .insert(notificationSettings)
        .values(members.map(({ id }) => ({ userId: id, preferences: silent })));
      await tx.insert(wantListings).values(
        DEMO_WANTS.map((w) => ({
          ownerId: idOf(w.owner),
          title: w.title,
          categoryId: w.category,
        })),
      );
    });
  } catch (err) {
    await Promise.all(photos.map((p) => ctx.images.remove(p.path)));
    throw err;
  }
  ctx.logger.info(
    { gardeners: DEMO_GARDENERS.length, listings: DEMO_ITEMS.length, ms: Date.now() - started },
    'demo data loaded',
  );
}
