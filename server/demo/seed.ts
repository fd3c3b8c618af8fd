import { randomBytes } from 'node:crypto';
import { categoryName } from '@common/codes';
import type { AppContext } from '@server/context';
import { friendships, listingPhotos, listings, users, wantListings } from '@server/db/schema';
import { homeColumns } from '@server/modules/map/cloak';
import bcrypt from 'bcrypt';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import {
  DEMO_FRIENDS,
  DEMO_GARDENERS,
  DEMO_ITEMS,
  DEMO_PENDING,
  DEMO_WANTS,
  type DemoItem,
} from './catalogue';

const DAY_MS = 86_400_000;

/** A small photo drawn locally (no network): the subject's shape for its category. */
function demoPhoto(item: DemoItem, index: number): Promise<Buffer> {
  const [background, subject] = item.colours;
  const category = categoryName(item.category);
  const shapes =
    category === 'seeds'
      ? Array.from({ length: 14 }, (_, i) => {
          const x = 60 + ((i * 97 + index * 31) % 360);
          const y = 70 + ((i * 53 + index * 17) % 220);
          return `<ellipse cx="${x}" cy="${y}" rx="11" ry="7" fill="${subject}" transform="rotate(${(i * 40) % 180} ${x} ${y})"/>`;
        }).join('')
      : category === 'plants'
        ? `<rect x="190" y="250" width="100" height="80" rx="10" fill="#8d5a3b"/>
           <path d="M240 250 C 150 200 160 110 240 80 C 320 110 330 200 240 250 Z" fill="${subject}"/>
           <path d="M240 250 L240 110" stroke="${background}" stroke-width="5"/>`
        : `<circle cx="220" cy="195" r="95" fill="${subject}"/>
           <circle cx="300" cy="215" r="55" fill="${subject}" opacity="0.85"/>
           <path d="M220 100 q 20 -35 50 -30" stroke="#2f5d1e" stroke-width="9" fill="none"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 480 360">
    <rect width="480" height="360" fill="${background}"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
}

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
  // One hash of a random secret at the minimum cost: no one can know it, so none can log in.
  const passwordHash = await bcrypt.hash(randomBytes(32).toString('base64url'), 10);
  const photos = await Promise.all(
    DEMO_ITEMS.map(async (item, i) => ctx.images.saveSized(await demoPhoto(item, i), 'listings')),
  );
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
          })),
        )
        .returning({ id: users.id });
      const idOf = (index: number) => members[index]!.id;
      // Posted over the last month, oldest first, so ids and dates agree.
      const posted = await tx
        .insert(listings)
        .values(
          DEMO_ITEMS.map((item, i) => {
            const createdAt = new Date(started - (DEMO_ITEMS.length - i) * 0.9 * DAY_MS);
            return {
              ownerId: idOf(item.owner),
              title: item.title,
              description: item.description,
              price: item.price,
              featuredImage: photos[i]!.path,
              isPublic: item.isPublic ?? true,
              typeId: item.type,
              stateId: item.state ?? 1,
              categoryId: item.category,
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
          respondedAt: new Date(started - 20 * DAY_MS),
        })),
        ...DEMO_PENDING.map(([a, b]) => ({ senderId: idOf(a), receiverId: idOf(b) })),
      ]);
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
