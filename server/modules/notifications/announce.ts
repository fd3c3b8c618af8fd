import { NOTIFICATION_EVENT } from '@common/schemas/wants';
import type { MemberNotification } from '@common/types';
import type { AppContext } from '@server/context';
import { presentAny } from './presenter';
import { findNotification } from './queries';

/**
 * Tells a member's open tabs, on every instance, of a notification just stored (their Socket.IO
 * room, through the Redis adapter; docs/product.md §8.5). Its push and e-mail were stored with
 * it and go out through the job workers (server/deliveries).
 */
export function announcePresented(
  ctx: AppContext,
  userId: number,
  notification: MemberNotification,
): void {
  ctx.realtime.toUser(userId, NOTIFICATION_EVENT, notification);
}

/** announcePresented for a stored notification, read as GET /notifications shows it. */
export async function announce(
  ctx: AppContext,
  userId: number,
  notificationId: number,
): Promise<void> {
  try {
    const row = await findNotification(ctx.db, userId, notificationId);
    const notification = row && presentAny(row, ctx.config.photoKey);
    if (notification) announcePresented(ctx, userId, notification);
  } catch (err) {
    // The row is stored: the member still finds it in the app.
    ctx.logger.error({ err, userId, notificationId }, 'announcing a notification failed');
  }
}
