import { LISTING_STATES } from '@common/codes';
import type { MemberStats } from '@common/schemas/users';
import type { Db } from '@server/db/client';
import { rowsOf } from '@server/db/rows';
import { listings, messages, thanks } from '@server/db/schema';
import { handoverSeenBy } from '@server/policies/listings';
import { joinThanksAuthor, thanksShown } from '@server/policies/thanks';
import { sql } from 'drizzle-orm';

/** How many conversations others started the reply time looks back on, and needs at least. */
const REPLY_CONVERSATIONS = 20;
const REPLY_CONVERSATIONS_MIN = 3;

/**
 * A member's record as their public profile shows it to `viewerId` (docs/product.md §7.17):
 * `given` and `received` count only the handovers the viewer could have seen. The reply time
 * is the median, over the last 20 conversations another member started with them, of the hours
 * until their first answer; one still unanswered counts the hours waited so far, so silence
 * never looks quick.
 */
export async function memberStats(
  db: Db,
  memberId: number,
  viewerId: number | undefined,
  memberSince: Date,
  now: Date,
): Promise<MemberStats> {
  // Handovers the viewer could have seen on offer: a friends-only one stays with the friends.
  const seen = handoverSeenBy(viewerId);
  const [row] = await rowsOf<{
    given: number;
    received: number;
    thanks: number;
    conversations: number;
    reply_hours: number | string | null;
  }>(
    db,
    sql`with firsts as (
        select distinct on (least(m.sender_id, m.receiver_id), greatest(m.sender_id, m.receiver_id))
          m.sender_id, m.receiver_id, m.created_at
        from ${messages} m
        where (m.sender_id = ${memberId} or m.receiver_id = ${memberId})
          and m.sender_id is not null and m.receiver_id is not null
        order by least(m.sender_id, m.receiver_id), greatest(m.sender_id, m.receiver_id),
          m.created_at, m.id
      ), started as (
        select f.sender_id as other_id, f.created_at as started_at from firsts f
        where f.receiver_id = ${memberId}
        order by f.created_at desc limit ${REPLY_CONVERSATIONS}
      ), waits as (
        select extract(epoch from (coalesce((select min(r.created_at) from ${messages} r
            where r.sender_id = ${memberId} and r.receiver_id = s.other_id
              and r.created_at >= s.started_at), ${now.toISOString()}::timestamptz)
          - s.started_at)) / 3600.0 as hours
        from started s
      )
      select
        (select count(*)::int from ${listings}
          where ${listings.ownerId} = ${memberId} and ${listings.stateId} = ${LISTING_STATES.sold}
            and ${listings.reservedFor} is not null and ${seen}) as given,
        (select count(*)::int from ${listings}
          where ${listings.reservedFor} = ${memberId} and ${listings.stateId} = ${LISTING_STATES.sold}
            and ${seen}) as received,
        (select count(*)::int from ${thanks} ${joinThanksAuthor}
          where ${thanks.toId} = ${memberId} and ${thanksShown()}) as thanks,
        (select count(*)::int from waits) as conversations,
        (select percentile_cont(0.5) within group (order by hours) from waits) as reply_hours`,
  );
  const conversations = Number(row?.conversations ?? 0);
  const median = row?.reply_hours == null ? null : Number(row.reply_hours);
  return {
    given: Number(row?.given ?? 0),
    received: Number(row?.received ?? 0),
    thanks: Number(row?.thanks ?? 0),
    member_since: memberSince.toISOString(),
    reply_hours:
      conversations < REPLY_CONVERSATIONS_MIN || median === null
        ? null
        : Math.round(Math.max(0, median) * 10) / 10,
  };
}
