import type { NotificationKind } from '@common/notification-kinds';
import type { AppContext } from '@server/context';
import { wants } from '@server/modules/notifications/channels';
import type { PushPayload } from './delivery';
import { devicesOf } from './queries';

export interface PushMessage extends PushPayload {
  kind: NotificationKind;
}

/**
 * Pushes `message` to every device of a member who wants pushes of its kind (docs/product.md
 * §8.10). Returns at once and never throws: finding the devices and sending to them happen
 * after the caller's request (the sends through ctx.push, retried there).
 */
export async function pushToMember(
  ctx: AppContext,
  userId: number,
  message: PushMessage,
): Promise<void> {
  void queuePushes(ctx, userId, message);
}

async function queuePushes(ctx: AppContext, userId: number, message: PushMessage) {
  try {
    const devices = await devicesOf(ctx.db, userId);
    if (!devices.length || !(await wants(ctx, userId, message.kind, 'push'))) return;
    const { kind: _kind, ...payload } = message;
    for (const device of devices) ctx.push.send(device, payload);
  } catch (err) {
    ctx.logger.error({ err, userId, kind: message.kind }, 'push could not be queued');
  }
}
