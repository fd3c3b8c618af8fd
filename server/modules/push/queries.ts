import type { Db } from '@server/db/client';
import { notificationSettings, pushSubscriptions } from '@server/db/schema';
import { and, desc, eq, inArray, notInArray, or, sql } from 'drizzle-orm';

/**
 * Devices one member may have at once; subscribing another forgets their oldest.
 * @internal
 */
export const MAX_DEVICES = 10;

export interface Device {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

const deviceColumns = {
  id: pushSubscriptions.id,
  endpoint: pushSubscriptions.endpoint,
  p256dh: pushSubscriptions.p256dh,
  auth: pushSubscriptions.auth,
};

/**
 * Stores a device for `userId`, once per endpoint: the member's own endpoint again (a browser
 * subscribing anew) takes the new keys. Another member's endpoint moves to `userId` only with
 * the keys stored for it, which only the browser holding that subscription has (another member
 * signing in there, docs/product.md §8.10): an endpoint alone may have leaked. False when it
 * does not move; nothing is changed then.
 */
export async function saveDevice(
  db: Db,
  userId: number,
  device: Omit<Device, 'id'>,
): Promise<boolean> {
  const saved = await db
    .insert(pushSubscriptions)
    .values({ userId, ...device })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: device.p256dh, auth: device.auth, createdAt: sql`now()` },
      setWhere: or(
        eq(pushSubscriptions.userId, userId),
        and(eq(pushSubscriptions.p256dh, device.p256dh), eq(pushSubscriptions.auth, device.auth)),
      ),
    })
    .returning({ id: pushSubscriptions.id });
  if (saved.length === 0) return false;
  const newest = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(MAX_DEVICES);
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
  return true;
}

/** Forgets one of the member's own devices; false when the endpoint is not theirs. */
export async function deleteOwnDevice(db: Db, userId: number, endpoint: string): Promise<boolean> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

/** A device the push service says is gone (404, 410), unless it was subscribed again since. */
export async function deleteGoneDevice(db: Db, device: Device): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.id, device.id),
        eq(pushSubscriptions.p256dh, device.p256dh),
        eq(pushSubscriptions.auth, device.auth),
      ),
    );
}

export async function hasDevices(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .limit(1);
  return rows.length > 0;
}

/** The devices of several members, each with its owner's notification choices as stored. */
export function devicesAndChoicesOf(db: Db, userIds: readonly number[]) {
  return db
    .select({
      id: pushSubscriptions.id,
      userId: pushSubscriptions.userId,
      endpoint: pushSubscriptions.endpoint,
      preferences: notificationSettings.preferences,
    })
    .from(pushSubscriptions)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, pushSubscriptions.userId))
    .where(inArray(pushSubscriptions.userId, [...userIds]));
}

/** One device, when it is still `userId`'s. */
export async function deviceOf(db: Db, id: number, userId: number): Promise<Device | undefined> {
  const [device] = await db
    .select(deviceColumns)
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)));
  return device;
}
