import { type SQL, sql } from 'drizzle-orm';

/**
 * The `message_alert` job of a message being inserted (a sibling CTE of its insert, `inserted`,
 * with id and receiver_id), stored only when the receiver has a device to push to: so the push
 * that may follow a message is as durable as the message, and costs nothing for the members
 * without one. Whether it is pushed (no tab open, once per conversation until read) is decided
 * when the job runs (server/modules/push/message-alert.ts).
 */
export function messageAlertFor(inserted: SQL): SQL {
  return sql`insert into jobs (kind, payload)
    select 'message_alert', jsonb_build_object('message_id', i.id) from ${inserted} i
      where exists (select 1 from push_subscriptions s where s.user_id = i.receiver_id)
    returning id`;
}
