import type { Message } from '@common/types';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/client';
import { rowsOf } from '@server/db/rows';
import { users } from '@server/db/schema';
import { enqueueJob } from '@server/jobs/queue';
import { wants } from '@server/modules/notifications/channels';
import { eq, sql } from 'drizzle-orm';
import { hasDevices } from './queries';

const PREVIEW = 120;

/**
 * Marks the conversation pushed about unless it already was since its oldest unread message;
 * true when this call marked it. Reading the thread makes the mark stale (every message after
 * it is newer), so the next message pushes again. One statement, so concurrent sends on
 * several processes push once.
 */
async function claim(db: Db, recipientId: number, senderId: number): Promise<boolean> {
  const rows = await rowsOf<{ recipient_id: number }>(
    db,
    sql`insert into message_alerts as a (recipient_id, sender_id, pushed_at)
      values (${recipientId}, ${senderId}, now())
      on conflict (recipient_id, sender_id) do update set pushed_at = excluded.pushed_at
      where a.pushed_at is null or a.pushed_at < (select min(m.created_at) from messages m
        where m.receiver_id = a.recipient_id and m.sender_id = a.sender_id and m.is_read = false)
      returning recipient_id`,
  );
  return rows.length > 0;
}

async function alert(ctx: AppContext, message: Message) {
  const { sender_id: senderId, receiver_id: recipientId } = message;
  if (senderId === null || recipientId === null) return;
  if (!(await hasDevices(ctx.db, recipientId))) return;
  if (!(await wants(ctx, recipientId, 'message', 'push'))) return;
  // An open tab anywhere shows the chat's unread badge: the shade would only repeat it. When
  // the instances cannot be asked (Redis away, one too slow), a repeated alert is the lesser
  // harm than a message nobody hears of, so the push goes.
  const open = await ctx.realtime.connected([recipientId]).then(
    (members) => members.size > 0,
    (err: unknown) => {
      ctx.logger.warn({ err, recipientId }, 'presence unknown: pushing the message anyway');
      return false;
    },
  );
  if (open) return;
  const [sender] = await ctx.db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, senderId));
  const preview = message.content.length > PREVIEW;
  // The conversation's mark and its push are stored together: claimed means it goes out.
  await ctx.db.transaction(async (tx) => {
    if (!(await claim(tx, recipientId, senderId))) return;
    await enqueueJob(tx, 'push_fanout', {
      user_id: recipientId,
      kind: 'message',
      push: {
        title: `Message from ${sender?.username ?? 'a member'}`,
        body: preview ? `${message.content.slice(0, PREVIEW - 1)}…` : message.content,
        // A path: the service worker opens it on its own origin, whatever APP_URL says.
        url: `/messages/${senderId}`,
        tag: `message:${senderId}`,
      },
    });
  });
}

/**
 * A message was just stored: its recipient's devices hear of it when no tab of theirs is
 * open, once per conversation until they read it (docs/product.md §8.10). In the background,
 * never failing the send.
 */
export function alertNewMessage(ctx: AppContext, message: Message): void {
  void alert(ctx, message).catch((err) =>
    ctx.logger.error({ err, messageId: message.id }, 'message push failed'),
  );
}
