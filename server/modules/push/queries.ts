import type { Db } from '@server/db/client';
import { pushSubscriptions } from '@server/db/schema';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';

/** Devices one member may have at once; subscribing another forgets their oldest. */
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
 * Stores a device for `userId`, once per endpoint: the same endpoint again (a browser
 * subscribing anew, or another member signing in on that browser) takes the new keys and owner.
 */
export async function saveDevice(
  db: Db,
  userId: number,
  device: Omit<Device, 'id'>,
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ userId, ...device })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: device.p256dh, auth: device.auth, createdAt: sql`now()` },
    });
  const newest = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(MAX_DEVICES);
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
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

export function devicesOf(db: Db, userId: number): Promise<Device[]> {
  return db
    .select(deviceColumns)
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
}

export async function hasDevices(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .limit(1);
  return rows.length > 0;
}
