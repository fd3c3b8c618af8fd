import type { FriendRequestEntry, FriendshipChange } from '@common/schemas/friends';
import type { FriendEntry, FriendStatusResponse } from '@common/types';
import type { AppContext } from '@server/context';
import { badRequest, conflict, local, notFound } from '@server/lib/errors';
import {
  forgetFriendRequest,
  noticeFriendAccepted,
  noticeFriendRequest,
} from '@server/modules/notifications';
import { mustNotBeBlocked } from '@server/policies/blocks';
import { isInPair, isRecipient, isRequester } from '@server/policies/friends';
import { isOneself } from '@server/policies/members';
import { mustBeAmongOwn, mustOwn } from '@server/policies/ownership';
import { presentChange, presentFriend, presentRequest, presentStatus } from './presenter';
import * as q from './queries';

const NOT_FRIENDS = local('errors.friends.notFriends');
const REQUEST_NOT_FOUND = local('errors.friends.requestNotFound');
const USER_NOT_FOUND = local('errors.users.notFound');

export async function friendsOf(
  ctx: AppContext,
  userId: number,
  opts: { q?: string | undefined; cursor?: string | undefined; limit: number },
): Promise<FriendEntry[]> {
  const rows = await q.listFriends(ctx.db, userId, {
    q: opts.q,
    after: opts.cursor,
    limit: opts.limit,
  });
  return rows.map(presentFriend);
}

export async function incomingRequests(
  ctx: AppContext,
  userId: number,
  opts: { cursor?: number | undefined; limit: number },
): Promise<FriendRequestEntry[]> {
  const rows = await q.listIncoming(ctx.db, userId, { before: opts.cursor, limit: opts.limit });
  return rows.map(presentRequest);
}

export async function statusWith(
  ctx: AppContext,
  viewerId: number,
  otherId: number,
): Promise<FriendStatusResponse> {
  if (isOneself(viewerId, otherId)) return presentStatus(undefined, viewerId);
  const [row, exists] = await Promise.all([
    q.findPair(ctx.db, viewerId, otherId),
    q.userExists(ctx.db, otherId),
  ]);
  if (!exists) throw notFound(USER_NOT_FOUND);
  return presentStatus(row, viewerId);
}

/** One row per pair: a new request, or a rejected one renewed by either member. */
export async function sendRequest(
  ctx: AppContext,
  senderId: number,
  receiverId: number,
): Promise<FriendshipChange> {
  if (isOneself(senderId, receiverId)) throw badRequest(local('errors.friends.toSelf'));
  if (!(await q.userExists(ctx.db, receiverId))) throw notFound(USER_NOT_FOUND);
  // Either member blocking the other: no request either way (docs/product.md §14.1).
  await mustNotBeBlocked(ctx.db, senderId, receiverId, local('errors.friends.blocked'));

  // Each step is one atomic statement; a concurrent change to the pair (the other member
  // sending, cancelling or answering at the same moment) sends us round once more.
  for (let attempt = 0; attempt < 3; attempt++) {
    const created = await q.insertRequest(ctx.db, senderId, receiverId);
    if (created) return requested(ctx, created);
    const existing = await q.findPair(ctx.db, senderId, receiverId);
    if (!existing) continue;
    if (existing.status !== 'rejected') throw refusal(existing, senderId);
    const renewed = await q.renewRejected(ctx.db, existing.id, senderId, receiverId);
    if (renewed) return requested(ctx, renewed);
  }
  throw conflict(local('errors.friends.changedMeanwhile'));
}

/** A request stored: the recipient hears of it (docs/product.md §8.5). */
async function requested(ctx: AppContext, row: q.FriendshipRow): Promise<FriendshipChange> {
  await noticeFriendRequest(ctx, row.senderId, row.receiverId);
  return presentChange(row, row.senderId);
}

function refusal(row: q.FriendshipRow, senderId: number) {
  if (row.status === 'accepted') return conflict(local('errors.friends.alreadyFriends'));
  if (isRequester(row, senderId)) return conflict(local('errors.friends.alreadySent'));
  return conflict(local('errors.friends.alreadyReceived'));
}

/**
 * Only the recipient answers: for this the request is theirs (mustOwn), the sender may see it
 * (403) and anyone else may not (404).
 */
export async function respond(
  ctx: AppContext,
  userId: number,
  requestId: number,
  accept: boolean,
): Promise<FriendshipChange> {
  const answered = await q.answerRequest(ctx.db, requestId, userId, accept);
  if (answered) {
    // Answered by a statement that matches the recipient alone: it was theirs to answer.
    mustBeAmongOwn(true, REQUEST_NOT_FOUND);
    if (accept) await noticeFriendAccepted(ctx, userId, answered.senderId);
    else await forgetFriendRequest(ctx, answered.senderId, userId);
    return presentChange(answered, userId);
  }

  const row = await q.findRequest(ctx.db, requestId);
  const seen = row && isInPair(row, userId);
  mustOwn(seen ? { ownerId: row.receiverId } : undefined, userId, {
    missing: REQUEST_NOT_FOUND,
    notYours: local('errors.friends.recipientOnly'),
  });
  throw conflict(local('errors.friends.alreadyAnswered'));
}

/** Ends a friendship (either side) or cancels a request the member sent. */
export async function remove(ctx: AppContext, userId: number, otherId: number): Promise<void> {
  const pair = isOneself(userId, otherId) ? undefined : await q.findPair(ctx.db, userId, otherId);
  const row = mustBeAmongOwn(pair?.status === 'rejected' ? undefined : pair, NOT_FRIENDS);
  if (row.status === 'pending' && isRecipient(row, userId)) {
    throw conflict(local('errors.friends.answerInstead'));
  }
  const deleted = await q.deleteFriendshipOrOwnRequest(ctx.db, row.id, userId);
  if (!deleted) throw notFound(NOT_FRIENDS);
  if (row.status === 'pending') await forgetFriendRequest(ctx, userId, otherId);
}
