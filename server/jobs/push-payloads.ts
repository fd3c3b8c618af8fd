import type { NotificationKind } from '@common/notification-kinds';

/** What the service worker shows (docs/product.md §8.10). */
export interface PushPayload {
  title: string;
  body: string;
  /** Opened when the notification is tapped. */
  url: string;
  /** Notifications with one tag replace each other in the shade. */
  tag: string;
}

/**
 * Pushes to fan out to the recipients' devices: stored notifications (presented when the
 * fan-out runs), or one alert already written (a message's).
 */
export type PushFanout =
  | { notification_ids: number[] }
  | {
      user_id: number;
      kind: NotificationKind;
      push: PushPayload;
      /** The member the push tells of (a message's sender): asked again at the fan-out. */
      about_id?: number;
    };

/** One encrypted-at-send push to one device, its body as the device will read it. */
export interface SendPush {
  device_id: number;
  /** Whose device it was at the fan-out: one re-subscribed by someone else since is skipped. */
  user_id: number;
  body: string;
  /** RFC 8030 Topic: the push service keeps only the newest of one topic. */
  topic: string;
}
