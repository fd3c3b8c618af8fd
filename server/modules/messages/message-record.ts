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
