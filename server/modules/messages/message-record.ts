import type { Db } from '@server/db/client';
import { messages } from '@server/db/schema';
import { eq } from 'drizzle-orm';

/** A message row as the messages module reads it, and as the moderation desk shows one. */
export interface MessageRecord {
  id: number;
  sender_id: number | null;
  receiver_id: number | null;
  content: string;
  client_id: string | null;
  is_read: boolean;
  created_at: Date | string;
  /** The listing the message is about (docs/product.md §10.7); left out where none is read. */
  listing_id?: number | null;
}

/** The columns of a MessageRecord, for whoever reads messages as records (the desk too). */
export const messageRecordColumns = {
  id: messages.id,
  sender_id: messages.senderId,
  receiver_id: messages.receiverId,
  content: messages.content,
  client_id: messages.clientId,
  is_read: messages.isRead,
  created_at: messages.createdAt,
  listing_id: messages.listingId,
};

/** One message by its id, whoever may see it: what a report asks the messages policy of. */
export async function findMessage(db: Db, id: number): Promise<MessageRecord | undefined> {
  const [row] = await db.select(messageRecordColumns).from(messages).where(eq(messages.id, id));
  return row;
}
