import {
  MEMBER_LEFT,
  MEMBER_LEFT_STATUS,
  type MessageThread,
  type SendMessageInput,
  type ThreadsQuery,
} from '@common/schemas/messages';
import type { Message } from '@common/types';
import type { AppContext } from '@server/context';
import { badRequest, HttpError, notFound } from '@server/lib/errors';
import { alertNewMessage } from '@server/modules/push/message-alert';
import { presentMessage, presentThread } from './presenter';
import * as q from './queries';

export const SELF_MESSAGE = 'You cannot send a message to yourself';
export const USER_NOT_FOUND = 'User not found';

function assertOther(me: number, other: number) {
  if (me === other) throw badRequest(SELF_MESSAGE);
}

/**
 * Stores a message once per client id and pushes it to every tab of both members. A resend
 * of an already stored message answers that message and pushes it again (clients drop
 * duplicates by id), so a push lost with a crashed connection still arrives.
 */
export async function sendMessage(
  ctx: AppContext,
  senderId: number,
  input: SendMessageInput,
): Promise<Message> {
  assertOther(senderId, input.receiver_id);
  const clientId = input.client_id ?? null;
  const stored = await q.insertMessage(ctx.db, {
    senderId,
    receiverId: input.receiver_id,
    content: input.content,
    clientId,
  });
  let row = stored;
  if (!row && clientId) row = await q.findByClientId(ctx.db, senderId, clientId);
  if (!row) throw await refusal(ctx, senderId, input.receiver_id);
  const message = presentMessage(row);
  ctx.realtime.toUser(senderId, 'new_message', message);
  if (message.receiver_id !== null && message.receiver_id !== senderId)
    ctx.realtime.toUser(message.receiver_id, 'new_message', message);
  // A resend is not news: only a message stored now reaches the recipient's devices.
  if (stored) alertNewMessage(ctx, message);
  return message;
}

/** Why nothing was stored: the receiver left (docs/decisions.md "Deleted members") or is unknown. */
async function refusal(ctx: AppContext, senderId: number, receiverId: number): Promise<HttpError> {
  return (await q.hasLeftConversation(ctx.db, senderId, receiverId))
    ? new HttpError(MEMBER_LEFT_STATUS, MEMBER_LEFT)
    : notFound(USER_NOT_FOUND);
}

/** Conversations newest first, then friends without messages; the cursor says where to go on. */
export async function listThreads(
  ctx: AppContext,
  me: number,
  query: ThreadsQuery,
): Promise<{ threads: MessageThread[]; nextCursor: string | undefined }> {
  const [phase, value] = query.cursor ? (query.cursor.split(':') as ['m' | 'f', string]) : ['m'];
  const rows: q.ThreadRecord[] = [];
  if (phase === 'm') {
    rows.push(
      ...(await q.conversationPage(ctx.db, me, {
        limit: query.limit,
        beforeMessageId: value ? Number(value) : undefined,
        q: query.q,
      })),
    );
  }
  if (rows.length < query.limit) {
    rows.push(
      ...(await q.silentFriendsPage(ctx.db, me, {
        limit: query.limit - rows.length,
        afterId: phase === 'f' && value ? Number(value) : undefined,
        q: query.q,
      })),
    );
  }
  const last = rows.at(-1);
  const nextCursor =
    rows.length === query.limit && last
      ? last.message
        ? `m:${last.message.id}`
        : `f:${last.other_id}`
      : undefined;
  return { threads: rows.map(presentThread), nextCursor };
}

/** Oldest to newest within the page; `before` pages back through older messages. */
export async function threadMessages(
  ctx: AppContext,
  me: number,
  other: number,
  opts: { limit: number; before?: number | undefined },
): Promise<Message[]> {
  assertOther(me, other);
  const rows = await q.threadPage(ctx.db, me, other, opts);
  // A member who has no messages with `me` and does not exist is a 404, not an empty chat.
  if (rows.length === 0 && !opts.before && !(await q.userExists(ctx.db, other)))
    throw notFound(USER_NOT_FOUND);
  return rows.reverse().map(presentMessage);
}

export async function markThreadRead(
  ctx: AppContext,
  me: number,
  other: number,
): Promise<{ marked: number }> {
  assertOther(me, other);
  const marked = await q.markThreadRead(ctx.db, me, other);
  if (marked > 0) ctx.realtime.toUser(me, 'messages_read', { other_id: other });
  return { marked };
}

export const unreadCount = (ctx: AppContext, me: number) => q.unreadCount(ctx.db, me);
