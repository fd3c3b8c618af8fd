import { and, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { noteAsked } from './asked';
import { notBlockedWith } from './blocks';
import { memberNotDeleted } from './members';

/**
 * A message is its two members' business (docs/product.md §10.6): its sender and its receiver
 * see it; nobody else may read it, report it or learn that it exists (docs/product.md §14.2).
 * A side is null only where that member's row was removed outright (the key is set null).
 */
interface Sent {
  sender_id: number | null;
  receiver_id: number | null;
}

/** Whether the member wrote the message. */
function sentBy(message: Sent, memberId: number): boolean {
  return message.sender_id === memberId;
}

/** Whether the message was written to the member. */
export function sentTo(message: Sent, memberId: number): boolean {
  return message.receiver_id === memberId;
}

/** Whether the member is one of the message's two members. */
export function isMessageParty(message: Sent, memberId: number): boolean {
  return sentBy(message, memberId) || sentTo(message, memberId);
}

/**
 * Whom a member may write to (docs/product.md §10.6, §14.1, docs/decisions.md "Deleted
 * members"): a member who has not left, neither of the two blocking the other. The statement
 * that stores a message asks it of the receiver's users row (or an alias of it) in its WHERE,
 * so a block made meanwhile is not raced.
 */
export function mayWriteTo(
  senderId: number,
  receiver: { id: AnyPgColumn; deletedAt: AnyPgColumn },
): SQL {
  return and(memberNotDeleted(receiver), notBlockedWith(senderId, receiver.id))!;
}

/**
 * The row a statement asking mayWriteTo stored: one stored is one the policy let through, and
 * the route has asked it (./asked.ts); none is the caller's to explain (a resend, a block, a
 * member gone or unknown).
 */
export function storedIfAllowed<T>(row: T | undefined): T | undefined {
  noteAsked();
  return row;
}
