import type { Locale } from '@common/i18n/locales';
import type { DistanceUnit } from '@common/units';
import type { Db } from '@server/db/client';
import { perDatabase } from '@server/db/per-database';
import { jobs, listings, notifications, users, wantListings } from '@server/db/schema';
import { notificationDeliveries } from '@server/deliveries/notification-deliveries';
import { noticeShownTo, noticeShownToItsRecipient } from '@server/policies/notifications';
import {
  and,
  desc,
  eq,
  getTableColumns,
  inArray,
  lt,
  type Placeholder,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';

const seller = alias(users, 'seller');
const wanter = alias(users, 'wanter');
const actor = alias(users, 'actor');

const stored = getTableColumns(notifications);
/** The notification's own columns, read from the table or from rows just inserted. */
export const ownColumns = {
  id: stored.id,
  userId: stored.userId,
  isRead: stored.isRead,
  createdAt: stored.createdAt,
  data: stored.data,
  wantId: stored.wantId,
  listingId: stored.listingId,
};

/** What matched, the listing and who offers it. */
const matchColumns = {
  wantId: wantListings.id,
  wantTitle: wantListings.title,
  wantCategoryId: wantListings.categoryId,
  listingId: listings.id,
  listingTitle: listings.title,
  featuredImage: listings.featuredImage,
  listingCategoryId: listings.categoryId,
  typeId: listings.typeId,
  price: listings.price,
  sellerId: seller.id,
  sellerUsername: seller.username,
  sellerPicture: seller.profilePicture,
  sellerCity: seller.city,
};

/** A notification with what matched, the listing and who offers it, in one row. */
function notificationColumns<N extends Record<keyof typeof ownColumns, PgColumn>>(n: N) {
  return {
    id: n.id,
    userId: n.userId,
    isRead: n.isRead,
    createdAt: n.createdAt,
    data: n.data,
    ...matchColumns,
    wanterEmail: wanter.email,
    wanterFirstName: wanter.firstName,
    wanterUsername: wanter.username,
    wanterUnit: wanter.distanceUnit,
    wanterLocale: wanter.locale,
  };
}

export interface NotificationRow {
  id: number;
  userId: number;
  isRead: boolean;
  createdAt: Date;
  data: unknown;
  wantId: number;
  wantTitle: string;
  wantCategoryId: number;
  listingId: number;
  listingTitle: string;
  featuredImage: string | null;
  listingCategoryId: number;
  typeId: number;
  price: number;
  sellerId: number;
  sellerUsername: string;
  sellerPicture: string | null;
  sellerCity: string | null;
  wanterEmail: string;
  wanterFirstName: string;
  wanterUsername: string;
  /** The unit the wanter chose to read distances in, or null (docs/product.md §6.3). */
  wanterUnit: DistanceUnit | null;
  /** The wanter's language: their match e-mail's (docs/decisions.md "Languages"). */
  wanterLocale: Locale;
}

/** With the wanter's address and name, for the e-mail and the realtime push. */
export type DeliveryRow = NotificationRow;

/** Rows just stored by an insert, read in the same statement (see insertForDelivery). */
export function insertedFrom(db: Db, candidates: SQLWrapper) {
  return db.$with('inserted', ownColumns).as(sql`insert into ${notifications}
    (user_id, kind, want_id, listing_id, data) ${candidates}
    on conflict (want_id, listing_id) do nothing
    returning id, user_id, kind, is_read, created_at, data, want_id, listing_id`);
}

/** The deliveries of the rows `insertedFrom` stores, written by the same statement. */
const queuedFor = (db: Db) =>
  db.$with('queued', { id: jobs.id }).as(notificationDeliveries(sql`inserted`));

/** Notifications (stored, or just inserted) joined to what matched and who is involved. */
export function selectNotifications(db: Db, inserted?: ReturnType<typeof insertedFrom>) {
  const n = inserted ?? ownColumns;
  return db
    .with(...(inserted ? [inserted, queuedFor(db)] : []))
    .select(notificationColumns(n))
    .from(inserted ?? notifications)
    .innerJoin(wantListings, eq(wantListings.id, n.wantId))
    .innerJoin(listings, eq(listings.id, n.listingId))
    .innerJoin(seller, eq(seller.id, listings.ownerId))
    .innerJoin(wanter, eq(wanter.id, n.userId));
}

/** Any kind of notification with what each kind shows; a kind leaves the others' columns null. */
const anyColumns = {
  id: notifications.id,
  userId: notifications.userId,
  kind: notifications.kind,
  isRead: notifications.isRead,
  createdAt: notifications.createdAt,
  data: notifications.data,
  ...matchColumns,
  actorId: actor.id,
  actorUsername: actor.username,
  actorPicture: actor.profilePicture,
};

export function selectAnyKind(db: Db) {
  return db
    .select(anyColumns)
    .from(notifications)
    .leftJoin(wantListings, eq(wantListings.id, notifications.wantId))
    .leftJoin(listings, eq(listings.id, notifications.listingId))
    .leftJoin(seller, eq(seller.id, listings.ownerId))
    .leftJoin(actor, eq(actor.id, notifications.actorId));
}

export type AnyNotificationRow = Awaited<ReturnType<typeof listNotifications>>[number];

/**
 * What a member is still shown, and told on any channel: the one rule of
 * server/policies/notifications.ts, over the notice's joined listing and actor.
 */
const shownTo = (userId: number | Placeholder | SQL): SQL => noticeShownTo(userId, actor);

/** shownTo asked of each notification's own recipient (for the push fan-out). */
export const shownToItsRecipient = (): SQL => noticeShownToItsRecipient(actor);

/** A member's notifications of every kind, newest first. */
export function listNotifications(
  db: Db,
  userId: number,
  opts: { limit: number; cursor?: number | undefined; unread?: boolean | undefined },
) {
  const conditions: (SQL | undefined)[] = [
    eq(notifications.userId, userId),
    shownTo(userId),
    opts.cursor ? lt(notifications.id, opts.cursor) : undefined,
    opts.unread === undefined ? undefined : eq(notifications.isRead, !opts.unread),
  ];
  return selectAnyKind(db)
    .where(and(...conditions))
    .orderBy(desc(notifications.id))
    .limit(opts.limit);
}

/** One notification of its recipient, as the list shows it (for the realtime push). */
export async function findNotification(
  db: Db,
  userId: number,
  id: number,
): Promise<AnyNotificationRow | undefined> {
  const [row] = await selectAnyKind(db).where(
    and(eq(notifications.id, id), eq(notifications.userId, userId), shownTo(userId)),
  );
  return row;
}

function prepareCountUnread(db: Db) {
  const me = sql.placeholder('me');
  return db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .leftJoin(listings, eq(listings.id, notifications.listingId))
    .leftJoin(actor, eq(actor.id, notifications.actorId))
    .where(and(eq(notifications.userId, me), eq(notifications.isRead, false), shownTo(me)))
    .prepare('unread_notifications');
}

const unreadCount = perDatabase(prepareCountUnread);

/**
 * The bell's count, read by every page a member opens and again whenever the realtime
 * connection comes back: built once per database (docs/performance.md "Named statements").
 */
export async function countUnread(db: Db, userId: number): Promise<number> {
  const [row] = await unreadCount(db).execute({ me: userId });
  return row?.count ?? 0;
}

/**
 * A wanter's matches among `ids` they may still be told of, oldest first: read when the e-mail
 * goes, so a block or a listing made private since silences it as it does the bell.
 */
export function matchesToEmail(
  db: Db,
  userId: number,
  ids: readonly number[],
): Promise<DeliveryRow[]> {
  return selectNotifications(db)
    .leftJoin(actor, eq(actor.id, notifications.actorId))
    .where(
      and(inArray(notifications.id, [...ids]), eq(notifications.userId, userId), shownTo(userId)),
    )
    .orderBy(notifications.id);
}

/** The member's first wish-list item (as the wish list orders them), for the e-mail preview. */
export async function firstWant(db: Db, userId: number) {
  const [want] = await db
    .select({ title: wantListings.title, categoryId: wantListings.categoryId })
    .from(wantListings)
    .where(eq(wantListings.ownerId, userId))
    .orderBy(wantListings.categoryId, wantListings.id)
    .limit(1);
  return want;
}

/** The member's latest visible match, for the e-mail preview. */
export async function latestForPreview(db: Db, userId: number): Promise<DeliveryRow | undefined> {
  const [row] = await selectNotifications(db)
    .leftJoin(actor, eq(actor.id, notifications.actorId))
    .where(and(eq(notifications.userId, userId), shownTo(userId)))
    .orderBy(desc(notifications.id))
    .limit(1);
  return row;
}
