import {
  MEMBER_LEFT_STATUS,
  type MessageListing,
  type MessageThread,
  type SendMessageInput,
  type ThreadsQuery,
} from '@common/schemas/messages';
import type { Message } from '@common/types';
import type { AppContext } from '@server/context';
import { badRequest, conflict, HttpError, local, notFound } from '@server/lib/errors';
import { findVisibleListing, LISTING_NOT_FOUND } from '@server/modules/listings';
import { mustNotBeBlocked } from '@server/policies/blocks';
import { isOneself } from '@server/policies/members';
import { sentTo, storedIfAllowed } from '@server/policies/messages';
import { mustSee } from '@server/policies/ownership';
import type { MessageRecord } from './message-record';
import {
  joinedListing,
  presentMessageAbout,
  presentMessageListing,
  presentThread,
} from './presenter';
import * as q from './queries';

const USER_NOT_FOUND = local('errors.users.notFound');

function assertOther(me: number, other: number) {
  if (isOneself(me, other)) throw badRequest(local('errors.messages.toSelf'));
}

/**
 * Stores a message once per client id and pushes it to every tab of both members. Between
 * members either of whom blocks the other nothing is stored or pushed (docs/product.md §14.1).
 * A client id is the sender's key for one message to one member (docs/product.md §10.4): a
 * resend naming the same member answers the stored message and pushes nothing again (the
 * sender's outbox takes the answer; the receiver's chat reads its messages again on
 * reconnecting), and one naming another member is refused (409), so an old message can never
 * be pushed anew to a member who has since blocked its sender.
 */
export async function sendMessage(
  ctx: AppContext,
  senderId: number,
  input: SendMessageInput,
): Promise<Message> {
  assertOther(senderId, input.receiver_id);
  const clientId = input.client_id ?? null;
  // docs/product.md §10.7: a message names only a listing its sender may see.
  const about =
    input.listing_id === undefined
      ? undefined
      : mustSee(await findVisibleListing(ctx.db, input.listing_id, senderId), LISTING_NOT_FOUND);
  const row = storedIfAllowed(
    await q.insertMessage(ctx.db, {
      senderId,
      receiverId: input.receiver_id,
      content: input.content,
      clientId,
      listingId: input.listing_id ?? null,
    }),
  );
  if (!row) return answerResend(ctx, senderId, input, clientId, about);
  const message = presentMessageAbout(row, await cardFor(ctx, row, senderId, about));
  ctx.realtime.toUser(senderId, 'new_message', message);
  const receiverId = row.receiver_id;
  if (receiverId === null || isOneself(senderId, receiverId)) return message;
  const delivered = presentMessageAbout(row, await cardFor(ctx, row, receiverId));
  ctx.realtime.toUser(receiverId, 'new_message', delivered);
  return message;
}

/**
 * Nothing was stored: a resend of a message stored before under this client id, answered as
 * stored and pushed to nobody, or a refusal (another member for that client id, a block, a
 * member who left or does not exist).
 */
async function answerResend(
  ctx: AppContext,
  senderId: number,
  input: SendMessageInput,
  clientId: string | null,
  about: VisibleListing | undefined,
): Promise<Message> {
  const earlier = clientId ? await q.findByClientId(ctx.db, senderId, clientId) : undefined;
  if (earlier && !sentTo(earlier, input.receiver_id))
    throw conflict(local('errors.messages.clientIdTaken'));
  // Checked before a resend is answered: a block since the first send stops that too.
  await mustNotBeBlocked(ctx.db, senderId, input.receiver_id, local('errors.messages.blocked'));
  if (!earlier) throw await refusal(ctx, senderId, input.receiver_id);
  return presentMessageAbout(earlier, await cardFor(ctx, earlier, senderId, about));
}

type VisibleListing = NonNullable<Awaited<ReturnType<typeof findVisibleListing>>>;

/**
 * The card of a message's listing for one of its two members, as they may see it now: its
 * photo signed for them, or null when gone (docs/product.md §10.7). `known` is the listing
 * already read for that member, if any.
 */
async function cardFor(
  ctx: AppContext,
  row: MessageRecord,
  viewerId: number,
  known?: VisibleListing,
): Promise<MessageListing | null> {
  const listingId = row.listing_id;
  if (!listingId) return null;
  const found =
    known?.listing.id === listingId ? known : await findVisibleListing(ctx.db, listingId, viewerId);
  return found ? presentMessageListing(found.listing, viewerId, ctx.config.photoKey) : null;
}

/** Why nothing was stored: the receiver left (docs/decisions.md "Deleted members") or is unknown. */
async function refusal(ctx: AppContext, senderId: number, receiverId: number): Promise<HttpError> {
  return (await q.hasLeftConversation(ctx.db, senderId, receiverId))
    ? new HttpError(MEMBER_LEFT_STATUS, local('errors.messages.memberLeft'))
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
  return {
    threads: rows.map((row) => presentThread(row, me, ctx.config.photoKey)),
    nextCursor,
  };
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
  return rows
    .reverse()
    .map((row) => presentMessageAbout(row, joinedListing(row, me, ctx.config.photoKey)));
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
