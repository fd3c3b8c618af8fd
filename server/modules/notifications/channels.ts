import {
  type ChannelChoice,
  DEFAULT_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from '@common/notification-kinds';
import type { AppContext } from '@server/context';
import { notificationSettings } from '@server/db/schema';
import { eq } from 'drizzle-orm';

export type Preferences = Record<NotificationKind, ChannelChoice>;

/** A stored preferences document read over the defaults; anything malformed is ignored. */
export function withDefaults(stored: unknown): Preferences {
  const chosen = (stored ?? {}) as Record<string, Partial<ChannelChoice> | undefined>;
  const merged = {} as Preferences;
  for (const kind of NOTIFICATION_KINDS) {
    const own = chosen[kind];
    merged[kind] = {
      email: typeof own?.email === 'boolean' ? own.email : DEFAULT_CHANNELS[kind].email,
      push: typeof own?.push === 'boolean' ? own.push : DEFAULT_CHANNELS[kind].push,
    };
  }
  return merged;
}

/** A member's choices for every kind (the defaults until they choose). */
export async function preferencesOf(ctx: AppContext, userId: number): Promise<Preferences> {
  const [row] = await ctx.db
    .select({ preferences: notificationSettings.preferences })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return withDefaults(row?.preferences);
}

/** Whether a member wants to hear of `kind` through `channel`. */
export async function wants(
  ctx: AppContext,
  userId: number,
  kind: NotificationKind,
  channel: keyof ChannelChoice,
): Promise<boolean> {
  return (await preferencesOf(ctx, userId))[kind][channel];
}
