import type { BlockedMember } from '@common/schemas/safety';
import type { AppContext } from '@server/context';
import { local, notFound, validationFailed } from '@server/lib/errors';
import { deleteFriendRequestNotices } from '@server/modules/notifications';
import { isRecipient } from '@server/policies/friends';
import { isOneself } from '@server/policies/members';
import { presentBlockedMember } from './presenter';
import * as q from './queries';

/**
 * Blocks a member (docs/product.md §14.1): the block, the end of any friendship or request
 * between the two and the request's notices go together in one transaction. Blocking again
 * changes nothing. The blocked member is never told: nothing is sent to them, and the notice
 * of a request they had received simply goes.
 */
export async function block(
  ctx: AppContext,
  blockerId: number,
  blockedId: number,
): Promise<BlockedMember> {
  if (isOneself(blockerId, blockedId)) {
    throw validationFailed([
      { loc: ['body', 'user_id'], msg: local('errors.blocks.self'), type: 'value_error' },
    ]);
  }
  const member = await q.findMember(ctx.db, blockedId);
  if (!member) throw notFound(local('errors.users.notFound'));

  const blockerNoticesGone = await ctx.db.transaction(async (tx) => {
    await q.insertBlock(tx, blockerId, blockedId);
    let gone = 0;
    for (const row of await q.deletePair(tx, blockerId, blockedId)) {
      if (row.status !== 'pending') continue;
      const removed = await deleteFriendRequestNotices(tx, row.receiverId, row.senderId);
      if (isRecipient(row, blockerId)) gone += removed;
    }
    return gone;
  });
  // Only the blocker's own tabs re-read the bell: an event to the other would tell them.
  if (blockerNoticesGone) ctx.realtime.toUser(blockerId, 'notifications_changed', {});
  return presentBlockedMember(member);
}

/** Lifts a block if there is one; the friendship the block ended stays ended. */
export async function unblock(ctx: AppContext, blockerId: number, blockedId: number) {
  await q.deleteBlock(ctx.db, blockerId, blockedId);
}

export async function blockedBy(ctx: AppContext, blockerId: number): Promise<BlockedMember[]> {
  return (await q.listBlocked(ctx.db, blockerId)).map(presentBlockedMember);
}
