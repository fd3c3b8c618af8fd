import { createHash } from 'node:crypto';
import type { NotificationKind } from '@common/notification-kinds';
import type { AppContext } from '@server/context';
import type { PushFanout, PushPayload } from '@server/jobs/push-payloads';
import type { NewJob } from '@server/jobs/queue';
import {
  findNotificationsForPush,
  presentAny,
  pushOf,
  unitOutsideTheApp,
  withDefaults,
} from '@server/modules/notifications';
import { blockedEitherWay } from '@server/policies/blocks';
import { isAllowedEndpoint } from './endpoints';
import { devicesAndChoicesOf } from './queries';

/** What a push may say: the shade shows little more, and the service caps the payload. */
const BODY_LIMIT = 300;

/** RFC 8030 Topic: at most 32 base64url characters; the push service keeps only the newest. */
const topicOf = (tag: string) => createHash('sha256').update(tag).digest('base64url').slice(0, 32);

interface Push {
  userId: number;
  kind: NotificationKind;
  push: PushPayload;
}

async function pushesOf(ctx: AppContext, fanout: PushFanout): Promise<Push[]> {
  if (!('notification_ids' in fanout)) {
    // A block made since the push was written silences it (docs/product.md §14.1).
    if (fanout.about_id && (await blockedEitherWay(ctx.db, fanout.user_id, fanout.about_id)))
      return [];
    return [{ userId: fanout.user_id, kind: fanout.kind, push: fanout.push }];
  }
  // Only the notices their recipients may still be told of, asked now rather than when they
  // were stored: a block in between silences the phone as it does the bell (docs/product.md §14.1).
  const rows = await findNotificationsForPush(ctx.db, fanout.notification_ids);
  return rows.flatMap((row) => {
    const notification = presentAny(row, ctx.config.photoKey);
    return notification
      ? [
          {
            userId: row.userId,
            kind: notification.type,
            push: pushOf(notification, unitOutsideTheApp(row.recipientUnit), row.recipientLocale),
          },
        ]
      : [];
  });
}

/**
 * The `push_fanout` job (docs/product.md §8.10): the devices and choices of every recipient are
 * read at once, and each device a member wants this kind pushed to gets a `send_push` job of its
 * own, stored with this job's end, so one device's failures and retries leave the others alone.
 */
export async function fanOutPushes(ctx: AppContext, fanout: PushFanout): Promise<NewJob[]> {
  const pushes = await pushesOf(ctx, fanout);
  if (!pushes.length) return [];
  const devices = await devicesAndChoicesOf(ctx.db, [...new Set(pushes.map((p) => p.userId))]);
  // Each recipient's own devices, by member: a push reaches nobody else's.
  const devicesOf = new Map<number, typeof devices>();
  for (const d of devices) devicesOf.set(d.userId, [...(devicesOf.get(d.userId) ?? []), d]);
  return pushes.flatMap(({ userId, kind, push }) => {
    const body = JSON.stringify({ ...push, body: push.body.slice(0, BODY_LIMIT) });
    return (devicesOf.get(userId) ?? [])
      .filter(
        (d) =>
          withDefaults(d.preferences)[kind].push &&
          // Checked again here: PUSH_ALLOWED_HOSTS may have shrunk since it was stored.
          isAllowedEndpoint(d.endpoint, ctx.config.push.allowedHosts),
      )
      .map(
        (d): NewJob => ({
          kind: 'send_push',
          payload: { device_id: d.id, user_id: userId, body, topic: topicOf(push.tag) },
        }),
      );
  });
}
