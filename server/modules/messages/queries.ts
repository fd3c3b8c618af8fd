import type { Db } from '@server/db/client';
import { rowsOf } from '@server/db/rows';
import { conversations, messages, users } from '@server/db/schema';
import { friendIdsOf } from '@server/modules/friends/relations';
import { sql } from 'drizzle-orm';

/** A messages row as raw SQL returns it (snake_case, as both drivers hand it back). */
export interface MessageRecord {
  id: number;
  sender_id: number | null;
  receiver_id: number | null;
  content: string;
  client_id: string | null;
  is_read: boolean;
  created_at: Date | string;
}

export interface ThreadRecord {
  other_id: number;
  username: string;
  profile_picture: string | null;
  is_deleted: boolean;
  unread_count: number;
  message: MessageRecord | null;
}

const MESSAGE_COLUMNS = sql.raw(
  'm.id, m.sender_id, m.receiver_id, m.content, m.client_id, m.is_read, m.created_at',
);

/** A deleted member's tombstone row is shown by what it is, not by its placeholder name. */
export const DELETED_MEMBER = 'Deleted member';
const displayName = sql.raw(
  `case when u.deleted_at is null then u.username else '${DELETED_MEMBER}' end as username,
    u.deleted_at is not null as is_deleted`,
);

/**
 * Stores a message unless the sender already stored one with this client id (a resend after
 * a dropped connection). The receiver must exist: no row comes back when they do not, or when
 * the message is a duplicate; `findByClientId` tells the two apart.
 */
export async function insertMessage(
  db: Db,
  m: { senderId: number; receiverId: number; content: string; clientId: string | null },
): Promise<MessageRecord | undefined> {
  const [row] = await rowsOf<MessageRecord>(
    db,
    sql`insert into ${messages} as m (sender_id, receiver_id, content, client_id)
      select ${m.senderId}, u.id, ${m.content}, ${m.clientId} from ${users} u
        where u.id = ${m.receiverId} and u.deleted_at is null
      on conflict (sender_id, client_id) do nothing
      returning ${MESSAGE_COLUMNS}`,
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
      where u.id = ${other} and u.deleted_at is not null`,
  );
  return rows.length > 0;
}

export async function userExists(db: Db, id: number): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select id from ${users} where id = ${id} and deleted_at is null`,
  );
  return rows.length > 0;
}

/**
 * A page of the conversation between `me` and `other`, newest first. Each direction is read
 * backwards along messages_pair_idx (sender, receiver, id) and the two are merged, so a long
 * conversation is never sorted whole.
 */
export async function threadPage(
  db: Db,
  me: number,
  other: number,
  opts: { limit: number; before?: number | undefined },
): Promise<MessageRecord[]> {
  const before = opts.before ? sql`and m.id < ${opts.before}` : sql``;
  const direction = (from: number, to: number) =>
    sql`(select ${MESSAGE_COLUMNS} from ${messages} m
      where m.sender_id = ${from} and m.receiver_id = ${to} ${before}
      order by m.id desc limit ${opts.limit})`;
  return rowsOf<MessageRecord>(
    db,
    sql`select * from (${direction(me, other)} union all ${direction(other, me)}) t
      order by t.id desc limit ${opts.limit}`,
  );
}

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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
  const cursor = opts.beforeMessageId
    ? sql`and c.last_message_id < ${opts.beforeMessageId}`
    : sql``;
  const search = opts.q
    ? sql`join ${users} su on su.id = c.other_id join ${messages} sm on sm.id = c.last_message_id
        where c.user_id = ${me} ${cursor}
          and (su.username ilike ${likePattern(opts.q)} or sm.content ilike ${likePattern(opts.q)})`
    : sql`where c.user_id = ${me} ${cursor}`;
  const rows = await rowsOf<MessageRecord & Omit<ThreadRecord, 'message'>>(
    db,
    sql`select c.other_id, ${displayName}, u.profile_picture, ${MESSAGE_COLUMNS},
        (select count(*) from ${messages} x
          where x.receiver_id = ${me} and x.sender_id = c.other_id and x.is_read = false)::int
          as unread_count
      from (
        select c.other_id, c.last_message_id from ${conversations} c ${search}
        order by c.last_message_id desc limit ${opts.limit}
      ) c
      join ${users} u on u.id = c.other_id
      join ${messages} m on m.id = c.last_message_id
      order by c.last_message_id desc`,
  );
  return rows.map((r) => ({
    other_id: r.other_id,
    username: r.username,
    profile_picture: r.profile_picture,
    is_deleted: r.is_deleted,
    unread_count: Number(r.unread_count),
    message: {
      id: r.id,
      sender_id: r.sender_id,
      receiver_id: r.receiver_id,
      content: r.content,
      client_id: r.client_id,
      is_read: r.is_read,
      created_at: r.created_at,
    },
  }));
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
