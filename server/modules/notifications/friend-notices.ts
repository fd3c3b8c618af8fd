import type { NotificationKind } from '@common/notification-kinds';
import type { AppContext } from '@server/context';
import { announce } from './announce';
import * as marks from './read-marks';
import * as stored from './store';

/**
 * The bell's side of a friendship (docs/product.md §8.5, §9.1). A request's notification lives
 * as long as the request: withdrawn or declined, it goes; accepted, it stays, read.
 */

/** `senderId` asked `receiverId` to be friends (a new request, or a declined one renewed). */
export async function noticeFriendRequest(ctx: AppContext, senderId: number, receiverId: number) {
  // Either member's earlier request to the other is over: its notice would be a stale duplicate.
  await forgetRequests(ctx, senderId, receiverId);
  await store(ctx, receiverId, 'friend_request', senderId);
}

/** `accepterId` accepted the request `senderId` had sent them. */
export async function noticeFriendAccepted(ctx: AppContext, accepterId: number, senderId: number) {
  if (await marks.markFriendRequestNoticesRead(ctx.db, accepterId, senderId)) {
    changed(ctx, accepterId);
  }
  await store(ctx, senderId, 'friend_accepted', accepterId);
}

async function store(ctx: AppContext, userId: number, kind: NotificationKind, actorId: number) {
  await announce(ctx, userId, await stored.insertNotice(ctx.db, { userId, kind, actorId }));
}

/** The request from `senderId` to `receiverId` is gone: withdrawn, or declined. */
export async function forgetFriendRequest(ctx: AppContext, senderId: number, receiverId: number) {
  if (await stored.deleteFriendRequestNotices(ctx.db, receiverId, senderId)) {
    changed(ctx, receiverId);
  }
}

async function forgetRequests(ctx: AppContext, a: number, b: number) {
  await forgetFriendRequest(ctx, a, b);
  await forgetFriendRequest(ctx, b, a);
}

/** The member's other tabs read the bell and the friends badge again. */
function changed(ctx: AppContext, userId: number) {
  ctx.realtime.toUser(userId, 'notifications_changed', {});
}
