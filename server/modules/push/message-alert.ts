import { formatMessage } from '@common/i18n/format';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/client';
import { rowsOf } from '@server/db/rows';
import { messages, users } from '@server/db/schema';
import { enqueueJob } from '@server/jobs/queue';
import { wants } from '@server/modules/notifications';
import { notBlockedWith } from '@server/policies/blocks';
import { outerRef } from '@server/policies/friends';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { hasDevices } from './queries';
import '@server/i18n';

const sender = alias(users, 'sender');
const recipient = alias(users, 'recipient');

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

/**
 * Whether an earlier unread message of the conversation still has its alert job to run (or is
 * running it): that job speaks for the conversation, so a burst's alert carries its first
 * message however the worker's loops happen to order the jobs.
 */
async function earlierAlertPending(
  db: Db,
  messageId: number,
  recipientId: number,
  senderId: number,
): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select j.id from jobs j
      join messages m on m.id = (j.payload->>'message_id')::int
      where j.kind = 'message_alert' and j.finished_at is null and j.failed_at is null
        and m.receiver_id = ${recipientId} and m.sender_id = ${senderId}
        and m.is_read = false and m.id < ${messageId}
      limit 1`,
  );
  return rows.length > 0;
}

/**
 * The `message_alert` job (docs/product.md §8.10), stored with the message when its recipient
 * has a device: it is pushed when the member has no tab open on any instance, once per
 * conversation until they read it; the conversation's mark and the push are stored together.
 */
export async function alertMessage(ctx: AppContext, messageId: number): Promise<void> {
  const [message] = await ctx.db
    .select({
      senderId: messages.senderId,
      recipientId: messages.receiverId,
      content: messages.content,
      senderName: sender.username,
      // The alert is said in the recipient's language, never the sender's.
      locale: recipient.locale,
    })
    .from(messages)
    .innerJoin(sender, eq(sender.id, messages.senderId))
    .innerJoin(recipient, eq(recipient.id, messages.receiverId))
    .where(
      and(
        eq(messages.id, messageId),
        // Asked as the job runs, not when the message was sent: a block made while the alert
        // waited silences it, whoever blocked whom (docs/product.md §14.1).
        notBlockedWith(outerRef(messages.receiverId), messages.senderId),
      ),
    );
  // The sender's side of a member who left keeps no id: nobody to tell, or to tell of. A block
  // either way leaves no row either: nothing to tell.
  if (!message?.recipientId || message.senderId === null) return;
  const { senderId, recipientId, content } = message;
  if (!(await hasDevices(ctx.db, recipientId))) return;
  if (await earlierAlertPending(ctx.db, messageId, recipientId, senderId)) return;
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
  const preview = content.length > PREVIEW;
  await ctx.db.transaction(async (tx) => {
    if (!(await claim(tx, recipientId, senderId))) return;
    await enqueueJob(tx, 'push_fanout', {
      user_id: recipientId,
      kind: 'message',
      about_id: senderId,
      push: {
        title: formatMessage(message.locale, 'push.message.title', {
          username: message.senderName,
        }),
        body: preview ? `${content.slice(0, PREVIEW - 1)}…` : content,
        // A path: the service worker opens it on its own origin, whatever APP_URL says.
        url: `/messages/${senderId}`,
        tag: `message:${senderId}`,
      },
    });
  });
}
