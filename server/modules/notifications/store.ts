import { DEFAULT_LOCALE } from '@common/i18n/locales';
import type { NotificationKind } from '@common/notification-kinds';
import type { Db } from '@server/db/client';
import { rowsOf } from '@server/db/rows';
import { notifications, users } from '@server/db/schema';
import { notificationDeliveries } from '@server/deliveries/notification-deliveries';
import { and, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import {
  type DeliveryRow,
  insertedFrom,
  selectAnyKind,
  selectNotifications,
  shownToItsRecipient,
} from './queries';
import { friendRequestFrom } from './read-marks';

/**
 * What other modules do with notifications: store them, each with its push and e-mail
 * deliveries in the same statement (docs/decisions.md "Deliveries"), drop a withdrawn request's,
 * and read just-stored ones for their pushes.
 */

/**
 * Stores new matches (candidates: a select of user_id, kind, want_id, listing_id, data; a
 * (want, listing) pair already told is skipped) with their push and e-mail deliveries, and
 * answers them with what the live announcement needs, in one statement. The rows come back
 * from the insert itself, so the planner joins the few it expects by primary key instead of looking them up in the whole table.
 */
export async function insertForDelivery(db: Db, candidates: SQLWrapper): Promise<DeliveryRow[]> {
  const inserted = insertedFrom(db, candidates);
  return selectNotifications(db, inserted).orderBy(inserted.id);
}

/**
 * Notifications stored for pushing, with what each kind shows, and the unit each recipient
 * chose to read distances in (docs/product.md §6.3) and their language (docs/decisions.md
 * "Languages"). Only those each one's own recipient may still be told of, by the bell's rule:
 * the fan-out runs after the notice was stored, and a block, a listing made private or an actor
 * gone in between silences the phone as it does the bell (docs/product.md §8.10, §14.1).
 */
export async function findNotificationsForPush(db: Db, ids: readonly number[]) {
  const rows = await selectAnyKind(db)
    .where(and(inArray(notifications.id, [...ids]), shownToItsRecipient()))
    .orderBy(notifications.id);
  const recipients = [...new Set(rows.map((row) => row.userId))];
  const readers = recipients.length
    ? await db
        .select({ id: users.id, unit: users.distanceUnit, locale: users.locale })
        .from(users)
        .where(inArray(users.id, recipients))
    : [];
  const readerOf = new Map(readers.map((reader) => [reader.id, reader]));
  return rows.map((row) => ({
    ...row,
    recipientUnit: readerOf.get(row.userId)?.unit ?? null,
    recipientLocale: readerOf.get(row.userId)?.locale ?? DEFAULT_LOCALE,
  }));
}

/**
 * Stores a notification of something a member did (asked, accepted, reserved) or of a
 * listing's end, with its push and e-mail deliveries, in one statement; its id.
 */
export async function insertNotice(
  db: Db,
  values: {
    userId: number;
    kind: NotificationKind;
    actorId?: number;
    listingId?: number;
    /** What the kind shows besides its actor and listing (a pickup's times): data, never text. */
    data?: Record<string, unknown>;
  },
): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`with inserted as (
        insert into ${notifications} (user_id, kind, actor_id, listing_id, data)
        values (${values.userId}, ${values.kind}, ${values.actorId ?? null}, ${values.listingId ?? null},
          ${JSON.stringify(values.data ?? {})}::jsonb)
        returning id, user_id, kind),
      queued as (${notificationDeliveries(sql`inserted`)})
      select id from inserted`,
  );
  return Number(row!.id);
}

/** Drops the notifications of a request that no longer exists; how many there were. */
export async function deleteFriendRequestNotices(
  db: Db,
  recipientId: number,
  senderId: number,
): Promise<number> {
  const rows = await db
    .delete(notifications)
    .where(friendRequestFrom(recipientId, senderId))
    .returning({ id: notifications.id });
  return rows.length;
}

/**
 * Stores one notice of `kind` to each listing's owner that `claimed` answers (an update or
 * select returning the listings' `id` and `owner_id`), with their deliveries, in the same
 * statement as the claim: a claimed listing always has its notice, and a notice its push and
 * e-mail (docs/decisions.md "Deliveries"). Answers the notices stored.
 */
export function insertListingNotices(
  db: Db,
  kind: NotificationKind,
  claimed: SQL,
): Promise<{ id: number; userId: number }[]> {
  return rowsOf<{ id: number; userId: number }>(
    db,
    sql`with claimed as (${claimed}),
      inserted as (
        insert into ${notifications} (user_id, kind, listing_id)
        select owner_id, ${kind}, id from claimed
        returning id, user_id, kind),
      queued as (${notificationDeliveries(sql`inserted`)})
      select id, user_id as "userId" from inserted order by id`,
  );
}
