import { z } from 'zod';
import { PAGE_DEFAULT, PAGE_MAX } from '../limits';
import { emailAddressField } from './auth';

/** Ids of members and requests: positive 32-bit integers (PostgreSQL `serial`). */
const id = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be a positive integer`)
    .max(2_147_483_647, `${name} is out of range`);

/** POST /auth/friends/request (SPEC.md §7 "Friends"). */
export const friendRequestSchema = z.object({
  friend_id: z
    .number({ error: 'friend_id must be a number' })
    .int('friend_id must be a whole number')
    .positive('friend_id must be a positive integer')
    .max(2_147_483_647, 'friend_id is out of range'),
});
export type FriendRequestInput = z.infer<typeof friendRequestSchema>;

/** POST /auth/friends/respond: accept true or false. */
export const friendRespondSchema = z.object({
  request_id: z
    .number({ error: 'request_id must be a number' })
    .int('request_id must be a whole number')
    .positive('request_id must be a positive integer')
    .max(2_147_483_647, 'request_id is out of range'),
  accept: z.boolean({ error: 'accept must be true or false' }),
});
export type FriendRespondInput = z.infer<typeof friendRespondSchema>;

/** The other member's id in DELETE /auth/friends/{id} and GET /auth/friends/status/{id}. */
export const friendIdParams = z.object({ id: id('id') });

/** GET /auth/friends: username search (case-insensitive substring) and a username cursor. */
export const friendListQuery = z.object({
  q: z.string().trim().max(50, 'Search must be at most 50 characters long').optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_MAX).default(PAGE_DEFAULT),
  cursor: z.string().max(50).optional(),
});

/** GET /auth/friends/requests: newest first, the cursor is the last request id seen. */
export const friendRequestsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(PAGE_MAX).default(PAGE_DEFAULT),
  cursor: id('cursor').optional(),
});

/** POST /auth/friends/invite: the friend-invitation e-mail to one address. */
export const friendInviteSchema = z.object({
  email: emailAddressField,
  /** Optional: how the e-mail greets the friend ("Hi Sam,"). */
  name: z
    .string()
    .trim()
    .max(80, 'Name must be at most 80 characters long')
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type FriendInviteInput = z.input<typeof friendInviteSchema>;

/**
 * A pending request to the signed-in member (SPEC.md §3 "Friend request"): `id` is the
 * request's id, used to respond; `user_id` is the sender, for a link to their page.
 */
export interface FriendRequestEntry {
  id: number;
  user_id: number;
  username: string;
  profile_picture: string | null;
  created_at: string;
}

/** What POST /auth/friends/request and /respond answer: the pair's new state. */
export interface FriendshipChange {
  request_id: number;
  status: 'pending' | 'accepted' | 'rejected';
  is_sender: boolean;
}
