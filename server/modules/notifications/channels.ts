import {
  type ChannelChoice,
  DEFAULT_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from '@common/notification-kinds';
import type { AppContext } from '@server/context';
import { notificationSettings, users } from '@server/db/schema';
import { memberNotDeleted } from '@server/policies/members';
import { and, eq, sql } from 'drizzle-orm';

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

/**
 * Stores a member's choices for the kinds named, each kind whole; the kinds left out keep
 * what they had. One statement, so two saves at once each keep their own kinds.
 */
export async function saveChoices(
  ctx: AppContext,
  userId: number,
  changes: Partial<Preferences>,
): Promise<Preferences> {
  const named = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  const [row] = await ctx.db
    .insert(notificationSettings)
    .values({ userId, preferences: named })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: {
        preferences: sql`${notificationSettings.preferences} || excluded.preferences`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ preferences: notificationSettings.preferences });
  return withDefaults(row?.preferences);
}

/**
 * Turns a member's e-mail of one kind off and leaves everything else as it was (the one-click
 * unsubscribe, docs/product.md §8.9). Nothing is stored for a member who has left: false.
 */
export async function turnEmailOff(
  ctx: AppContext,
  userId: number,
  kind: NotificationKind,
): Promise<boolean> {
  const off = { [kind]: { email: false } };
  const member = ctx.db
    .select({
      userId: users.id,
      preferences: sql`${JSON.stringify(off)}::jsonb`.as('preferences'),
      updatedAt: sql`now()`.as('updated_at'),
    })
    .from(users)
    .where(and(eq(users.id, userId), memberNotDeleted()));
  const stored = await ctx.db
    .insert(notificationSettings)
    .select(member)
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: {
        // The kind's other channel stays as chosen: only `email` is replaced inside it.
        preferences: sql`${notificationSettings.preferences} || jsonb_build_object(${kind}::text,
          coalesce(${notificationSettings.preferences} -> ${kind}::text, '{}'::jsonb) || '{"email": false}'::jsonb)`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ userId: notificationSettings.userId });
  return stored.length > 0;
}
