import { DEFAULT_CHANNELS } from '@common/notification-kinds';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/client';
import { rowsOf } from '@server/db/rows';
import { users } from '@server/db/schema';
import { type DigestConversation, messageDigestEmail } from '@server/emails/message-digest';
import type { EmailPayloads } from '@server/jobs/email-payloads';
import { enqueueJobs } from '@server/jobs/queue';
import { every } from '@server/lib/every';
import type { MailMessage } from '@server/lib/mailer';
import { blockedEitherWayIds, notBlockedWith } from '@server/policies/blocks';
import { memberNotDeleted } from '@server/policies/members';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

/** A message's receiver and sender, as the digest's statement names them. */
const receiver = alias(users, 'r');
const sender = alias(users, 's');

import { unsubscribeLink } from './unsubscribe-link';

/**
 * A message waits unread this long before it is e-mailed about (docs/product.md §8.9)…
 * @internal
 */
export const DIGEST_AFTER_MS = 15 * 60 * 1000;
/**
 * …and no longer than this: a conversation whose unread messages are all older is left alone,
 * so the first run after an upgrade, or after the job was down, e-mails nobody about old news.
 * @internal
 */
export const DIGEST_WINDOW_MS = 24 * 60 * 60 * 1000;
/** How often every process looks. */
const DIGEST_EVERY_MS = 60 * 1000;

interface Due {
  recipientId: number;
  senderId: number;
  unread: number;
  senderUsername: string;
}

/**
 * Conversations with a message unread for DIGEST_AFTER_MS whose recipient wants message
 * e-mails and has not been e-mailed about them: never e-mailed, or only before the oldest
 * unread message (so the thread was read since), between members neither of whom blocks the
 * other now (docs/product.md §14.1): a message sent before a block is not e-mailed about after
 * it. One query over the unread messages' index; the block is asked per conversation (in
 * `having`), not per message.
 */
function findDue(ctx: AppContext, now: Date) {
  const cutoff = new Date(now.getTime() - DIGEST_AFTER_MS).toISOString();
  const since = new Date(now.getTime() - DIGEST_WINDOW_MS).toISOString();
  const byDefault = DEFAULT_CHANNELS.message.email;
  return rowsOf<Due>(
    ctx.db,
    sql`select m.receiver_id as "recipientId", m.sender_id as "senderId", count(*)::int as unread,
        s.username as "senderUsername"
      from messages m
      join users r on r.id = m.receiver_id and ${memberNotDeleted(receiver)}
      join users s on s.id = m.sender_id and ${memberNotDeleted(sender)}
      left join message_alerts a on a.recipient_id = m.receiver_id and a.sender_id = m.sender_id
      left join notification_settings ns on ns.user_id = m.receiver_id
      where m.is_read = false
        and case when jsonb_typeof(ns.preferences -> 'message' -> 'email') = 'boolean'
          then (ns.preferences -> 'message' ->> 'email')::boolean else ${byDefault} end
      group by m.receiver_id, m.sender_id, r.id, s.id, a.emailed_at
      having bool_or(m.created_at <= ${cutoff}::timestamptz and m.created_at > ${since}::timestamptz)
        and (a.emailed_at is null or min(m.created_at) > a.emailed_at)
        and ${notBlockedWith(sql`m.receiver_id`, sql`m.sender_id`)}
      order by m.receiver_id, m.sender_id`,
  );
}

/**
 * Marks these conversations e-mailed at `now` and answers those this call marked. The
 * condition is checked again under the row's lock, so when several processes run the job at
 * once each conversation is claimed, and e-mailed, by one of them only.
 */
function claim(db: Db, due: Due[], now: Date) {
  const at = now.toISOString();
  const values = sql.join(
    due.map((d) => sql`(${d.recipientId}::int, ${d.senderId}::int, ${at}::timestamptz)`),
    sql`, `,
  );
  return rowsOf<{ recipientId: number; senderId: number }>(
    db,
    sql`insert into message_alerts as a (recipient_id, sender_id, emailed_at) values ${values}
      on conflict (recipient_id, sender_id) do update set emailed_at = excluded.emailed_at
      where a.emailed_at is null or a.emailed_at < (select min(m.created_at) from messages m
        where m.receiver_id = a.recipient_id and m.sender_id = a.sender_id and m.is_read = false)
      returning recipient_id as "recipientId", sender_id as "senderId"`,
  );
}

/**
 * One e-mail per member with conversations waiting (docs/product.md §8.9): each conversation
 * once until it is read, and only while the member has no socket open on any process (an open
 * tab sees the chat's badge). `now` is the job's clock, given by tests.
 * @internal
 */
export async function runMessageDigest(ctx: AppContext, now = new Date()) {
  const due = await findDue(ctx, now);
  if (!due.length) return { emailed: 0 };
  const online = await ctx.realtime.connected([...new Set(due.map((d) => d.recipientId))]);
  const away = due.filter((d) => !online.has(d.recipientId));
  if (!away.length) return { emailed: 0 };
  // The conversations' marks and their e-mails are stored together: marked means e-mailed.
  const emailed = await ctx.db.transaction(async (tx) => {
    const claimed = new Set(
      (await claim(tx, away, now)).map((c) => `${c.recipientId}:${c.senderId}`),
    );
    const byRecipient = new Map<number, Due[]>();
    for (const d of away) {
      if (!claimed.has(`${d.recipientId}:${d.senderId}`)) continue;
      byRecipient.set(d.recipientId, [...(byRecipient.get(d.recipientId) ?? []), d]);
    }
    await enqueueJobs(
      tx,
      [...byRecipient].map(([recipientId, rows]) => ({
        kind: 'send_email' as const,
        payload: {
          type: 'message_digest' as const,
          data: {
            user_id: recipientId,
            conversations: rows.map((r) => ({
              sender_id: r.senderId,
              sender_username: r.senderUsername,
              unread: r.unread,
            })),
          },
        },
      })),
    );
    return byRecipient.size;
  });
  return { emailed };
}

/** The `message_digest` e-mail, to the member's address as it is when it is sent. */
export async function composeDigestEmail(
  ctx: AppContext,
  { user_id, conversations }: EmailPayloads['message_digest'],
): Promise<MailMessage | undefined> {
  const [member] = await ctx.db
    .select({
      email: users.email,
      firstName: users.firstName,
      username: users.username,
      locale: users.locale,
    })
    .from(users)
    .where(and(eq(users.id, user_id), memberNotDeleted()));
  if (!member) return undefined;
  // Asked again as it is sent (docs/product.md §8.9): a block made since the digest was stored,
  // either way, leaves that conversation out (§14.1), and with none left nothing is sent.
  const hidden = new Set(await blockedEitherWayIds(ctx.db, user_id));
  const shown = conversations.filter((c) => !hidden.has(c.sender_id));
  if (!shown.length) return undefined;
  return messageDigestEmail({
    to: member.email,
    userName: member.firstName || member.username,
    conversations: shown.map(
      (c): DigestConversation => ({
        senderUsername: c.sender_username,
        unread: c.unread,
        link: `${ctx.config.appUrl}/messages/${c.sender_id}`,
      }),
    ),
    messagesLink: `${ctx.config.appUrl}/messages`,
    unsubscribeLink: unsubscribeLink(ctx, user_id, 'message'),
    locale: member.locale,
  });
}

/** Every process runs the digest each minute; claiming makes the runs safe together. */
export function scheduleMessageDigest(ctx: AppContext): { stop(): Promise<void> } {
  return every(() => runMessageDigest(ctx), {
    firstMs: DIGEST_EVERY_MS,
    everyMs: DIGEST_EVERY_MS,
    onError: (err) => ctx.logger.error({ err }, 'message digest failed; it runs again in a minute'),
  });
}
