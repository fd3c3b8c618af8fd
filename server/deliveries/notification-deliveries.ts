import { type SQL, sql } from 'drizzle-orm';

/**
 * The deliveries of notifications being inserted, as an insert into the jobs table to run in
 * the same statement (a sibling CTE of the notifications' own insert, `inserted`, with their
 * id, user_id and kind): so a notification and what tells of it are stored together or not at
 * all (docs/decisions.md "Deliveries"). One push fan-out for them all (their recipients'
 * devices and choices read at once), one match e-mail per wanter, one e-mail per friend
 * request or expiry reminder; whether each member wants it is asked when it is sent.
 */
export function notificationDeliveries(inserted: SQL): SQL {
  return sql`insert into jobs (kind, payload)
    select 'push_fanout'::text,
        jsonb_build_object('notification_ids', jsonb_agg(n.id order by n.id))
      from ${inserted} n having count(*) > 0
    union all
    select 'send_email', jsonb_build_object('type', 'match', 'data', jsonb_build_object(
        'user_id', n.user_id, 'notification_ids', jsonb_agg(n.id order by n.id)))
      from ${inserted} n where n.kind = 'match' group by n.user_id
    union all
    select 'send_email', jsonb_build_object('type', n.kind,
        'data', jsonb_build_object('notification_id', n.id))
      from ${inserted} n where n.kind in ('friend_request', 'listing_expiring')
    returning id`;
}
