import type { MessageThread } from '@common/schemas/messages';
import type { Message } from '@common/types';
import type { MessageRecord, ThreadRecord } from './queries';

/** docs/product.md §10.6; client_id lets the sender's outbox match the stored message. */
export function presentMessage(row: MessageRecord): Message {
  return {
    id: row.id,
    sender_id: row.sender_id,
    receiver_id: row.receiver_id,
    content: row.content,
    created_at: new Date(row.created_at).toISOString(),
    is_read: row.is_read,
    client_id: row.client_id,
  };
}

export function presentThread(row: ThreadRecord): MessageThread {
  return {
    other_user: {
      id: row.other_id,
      username: row.username,
      profile_picture: row.profile_picture,
      is_deleted: row.is_deleted,
    },
    last_message: row.message ? presentMessage(row.message) : null,
    unread: row.unread_count > 0,
    unread_count: row.unread_count,
  };
}
