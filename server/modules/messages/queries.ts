import type { Db } from '@server/db/client';
import { preparedRows, rowsOf } from '@server/db/rows';
import { conversations, listings, messages, users } from '@server/db/schema';
import { messageAlertFor } from '@server/deliveries/message-alert-job';
import { friendIdsOf } from '@server/policies/friends';
import { openToEveryone, visibleTo } from '@server/policies/listings';
import { memberDeleted, memberNotDeleted } from '@server/policies/members';
import { mayWriteTo } from '@server/policies/messages';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MessageRecord } from './message-record';

/** A messages row as raw SQL returns it (snake_case, as both drivers hand it back). */

/** The listing a message is about, as the viewer may see it now: all null when they may not. */
export interface MessageListingRecord {
  l_id: number | null;
  l_title: string | null;
  l_featured_image: string | null;
  l_price: number | string | null;
  l_type_id: number | null;
  l_state_id: number | null;
  /** Whether anyone may see it, so its photo is a public file (docs/decisions.md "Photos"). */
  l_open: boolean | null;
}

export type MessageWithListing = MessageRecord & MessageListingRecord;

export interface ThreadRecord {
  other_id: number;
  username: string;
  profile_picture: string | null;
  is_deleted: boolean;
  unread_count: number;
  message: MessageWithListing | null;
}

const MESSAGE_COLUMNS = sql.raw(
  'm.id, m.sender_id, m.receiver_id, m.content, m.client_id, m.is_read, m.created_at, m.listing_id',
);

const LISTING_COLUMNS = sql`${listings.id} as l_id, ${listings.title} as l_title,
  ${listings.featuredImage} as l_featured_image, ${listings.price} as l_price,
  ${listings.typeId} as l_type_id, ${listings.stateId} as l_state_id,
  ${openToEveryone()} as l_open`;

/**
 * Joins each message's listing when `viewerId` may see it now (the one visibility rule,
 * docs/product.md §7.2): a deleted listing or one hidden since is presented alike, as gone.
 * Part of the page's one query, so a page costs the same whatever its messages are about.
 */
function withListing(messageListingId: SQL, viewerId: number | Placeholder): SQL {
  return sql`left join ${listings} on ${listings.id} = ${messageListingId} and ${visibleTo(viewerId)}`;
}

/** The other member of a conversation, or a message's receiver, as the statements name them. */
const u = alias(users, 'u');

/** A deleted member's tombstone row is shown by what it is, not by its placeholder name. */
const DELETED_MEMBER = sql.raw(`'Deleted member'`);
const displayName = sql`case when ${memberNotDeleted(u)} then u.username else ${DELETED_MEMBER} end
    as username, ${memberDeleted(u)} as is_deleted`;

/**
 * Stores a message unless the sender already stored one with this client id (a resend after
 * a dropped connection), and, when its receiver has a device to push to, the job that decides
 * whether to (docs/decisions.md "Deliveries"), in the same statement. The receiver must exist and neither member block the other (checked
 * in the same statement, so a block made meanwhile is not raced): no row comes back when that
 * fails, or when the message is a duplicate; the service tells them apart.
 */
export async function insertMessage(
  db: Db,
  m: {
    senderId: number;
    receiverId: number;
    content: string;
    clientId: string | null;
    listingId: number | null;
  },
): Promise<MessageRecord | undefined> {
  const [row] = await rowsOf<MessageRecord>(
    db,
    sql`with m as (
        insert into ${messages} as m (sender_id, receiver_id, content, client_id, listing_id)
        select ${m.senderId}, u.id, ${m.content}, ${m.clientId}, ${m.listingId} from ${users} u
          where u.id = ${m.receiverId} and ${mayWriteTo(m.senderId, u)}
        on conflict (sender_id, client_id) do nothing
        returning ${MESSAGE_COLUMNS}),
      alert as (${messageAlertFor(sql`m`)})
      select ${MESSAGE_COLUMNS} from m`,
  );
  return row;
}

export async function findByClientId(
  db: Db,
  senderId: number,
  clientId: string,
): Promise<MessageRecord | undefined> {
  const [row] = await rowsOf<MessageRecord>(
    db,
    sql`select ${MESSAGE_COLUMNS} from ${messages} m
      where m.sender_id = ${senderId} and m.client_id = ${clientId}`,
  );
  return row;
}

/**
 * Whether `other` deleted their profile and `me` has a conversation with them: only then is a
 * message refused as "left" (410); to anyone else a deleted member stays unknown (404).
 */
export async function hasLeftConversation(db: Db, me: number, other: number): Promise<boolean> {
  const rows = await rowsOf<{ one: number }>(
    db,
    sql`select 1 as one from ${users} u
      join ${conversations} c on c.user_id = ${me} and c.other_id = u.id
      where u.id = ${other} and ${memberDeleted(u)}`,
  );
  return rows.length > 0;
}

export async function userExists(db: Db, id: number): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select id from ${users} where id = ${id} and ${memberNotDeleted()}`,
  );
  return rows.length > 0;
}

/** A value, or a placeholder for a statement built once. */
type Value = number | Placeholder;

/**
 * A page of the conversation between `me` and `other`, newest first. Each direction is read
 * backwards along messages_pair_idx (sender, receiver, id) and the two are merged, so a long
 * conversation is never sorted whole.
 */
function threadSql(me: Value, other: Value, limit: Value, before: Value | undefined): SQL {
  const older = before === undefined ? sql`` : sql`and m.id < ${before}`;
  const direction = (from: Value, to: Value) =>
    sql`(select ${MESSAGE_COLUMNS} from ${messages} m
      where m.sender_id = ${from} and m.receiver_id = ${to} ${older}
      order by m.id desc limit ${limit})`;
  // The page is cut first, then joined to its listings: the join never reads beyond the page.
  return sql`select t.*, ${LISTING_COLUMNS} from (
      select * from (${direction(me, other)} union all ${direction(other, me)}) p
      order by p.id desc limit ${limit}
    ) t ${withListing(sql`t.listing_id`, me)}
    order by t.id desc`;
}

/** A thread's latest page, the one every opened chat reads, built once. */
const latestOfThread = preparedRows<MessageWithListing>('thread_latest', () =>
  threadSql(sql.placeholder('me'), sql.placeholder('other'), sql.placeholder('limit'), undefined),
);

export async function threadPage(
  db: Db,
  me: number,
  other: number,
  opts: { limit: number; before?: number | undefined },
): Promise<MessageWithListing[]> {
  if (!opts.before) return latestOfThread(db, { me, other, limit: opts.limit });
  return rowsOf<MessageWithListing>(db, threadSql(me, other, opts.limit, opts.before));
}

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Conversations with messages, newest last message first. The page of conversation rows is
 * picked first (conversations_user_last_idx), then joined: joining before the LIMIT lets the
 * planner walk all of messages backwards for a member with thousands of conversations.
 */
function conversationSql(me: Value, limit: Value, before: Value | undefined, q?: string): SQL {
  const cursor = before === undefined ? sql`` : sql`and c.last_message_id < ${before}`;
  const search = q
    ? sql`join ${users} su on su.id = c.other_id join ${messages} sm on sm.id = c.last_message_id
        where c.user_id = ${me} ${cursor}
          and (su.username ilike ${likePattern(q)} or sm.content ilike ${likePattern(q)})`
    : sql`where c.user_id = ${me} ${cursor}`;
  return sql`select c.other_id, ${displayName}, u.profile_picture, ${MESSAGE_COLUMNS}, ${LISTING_COLUMNS},
      (select count(*) from ${messages} x
        where x.receiver_id = ${me} and x.sender_id = c.other_id and x.is_read = false)::int
        as unread_count
    from (
      select c.other_id, c.last_message_id from ${conversations} c ${search}
      order by c.last_message_id desc limit ${limit}
    ) c
    join ${users} u on u.id = c.other_id
    join ${messages} m on m.id = c.last_message_id
    ${withListing(sql`m.listing_id`, me)}
    order by c.last_message_id desc`;
}

type ConversationRow = MessageWithListing & Omit<ThreadRecord, 'message'>;

/** The first page of a member's threads, the one the messages screen opens with, built once. */
const latestConversations = preparedRows<ConversationRow>('conversations_latest', () =>
  conversationSql(sql.placeholder('me'), sql.placeholder('limit'), undefined),
);

/**
 * Conversations with messages, newest last message first. The page of conversation rows is
 * picked first (conversations_user_last_idx), then joined: joining before the LIMIT lets the
 * planner walk all of messages backwards for a member with thousands of conversations.
 */
export async function conversationPage(
  db: Db,
  me: number,
  opts: { limit: number; beforeMessageId?: number | undefined; q?: string | undefined },
): Promise<ThreadRecord[]> {
  const rows =
    opts.beforeMessageId || opts.q
      ? await rowsOf<ConversationRow>(
          db,
          conversationSql(me, opts.limit, opts.beforeMessageId || undefined, opts.q),
        )
      : await latestConversations(db, { me, limit: opts.limit });
  return rows.map(
    ({ other_id, username, profile_picture, is_deleted, unread_count, ...message }) => ({
      other_id,
      username,
      profile_picture,
      is_deleted,
      unread_count: Number(unread_count),
      message,
    }),
  );
}

/** Friends with whom no message was exchanged yet: the threads "without messages", by id. */
export async function silentFriendsPage(
  db: Db,
  me: number,
  opts: { limit: number; afterId?: number | undefined; q?: string | undefined },
): Promise<ThreadRecord[]> {
  const after = opts.afterId ? sql`and u.id > ${opts.afterId}` : sql``;
  const search = opts.q ? sql`and u.username ilike ${likePattern(opts.q)}` : sql``;
  const rows = await rowsOf<{
    id: number;
    username: string;
    profile_picture: string | null;
    is_deleted: boolean;
  }>(
    db,
    sql`select u.id, ${displayName}, u.profile_picture from ${users} u
      where u.id in ${friendIdsOf(me)}
        and not exists (select 1 from ${conversations} c where c.user_id = ${me} and c.other_id = u.id)
        ${after} ${search}
      order by u.id limit ${opts.limit}`,
  );
  return rows.map((r) => ({
    other_id: r.id,
    username: r.username,
    profile_picture: r.profile_picture,
    is_deleted: r.is_deleted,
    unread_count: 0,
    message: null,
  }));
}

/** Unread messages to `me` (messages_unread_pair_idx); a deleted sender's do not count. */
export async function unreadCount(db: Db, me: number): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${messages}
      where receiver_id = ${me} and is_read = false and sender_id is not null`,
  );
  return Number(row?.n ?? 0);
}

export async function markThreadRead(db: Db, me: number, other: number): Promise<number> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`update ${messages} set is_read = true
      where receiver_id = ${me} and sender_id = ${other} and is_read = false
      returning id`,
  );
  return rows.length;
}
