import { z } from 'zod';
import { say } from '../i18n/zod-messages';
import { emailAddressField } from './auth';
import { idField, idParams } from './ids';
import { pageLimit, queryId } from './query';

/** POST /auth/friends/request (docs/product.md §9.8). */
export const friendRequestSchema = z.object({
  friend_id: idField('friend_id'),
});

/** POST /auth/friends/respond: accept true or false. */
export const friendRespondSchema = z.object({
  request_id: idField('request_id'),
  accept: z.boolean(say('validation.fieldTrueOrFalse', { name: 'accept' })),
});

/** The other member's id in DELETE /auth/friends/{id} and GET /auth/friends/status/{id}. */
export const friendIdParams = idParams;

/** GET /auth/friends: username search (case-insensitive substring) and a username cursor. */
export const friendListQuery = z.object({
  q: z
    .string()
    .trim()
    .max(50, say('validation.searchTooLong', { max: 50 }))
    .optional(),
  limit: pageLimit,
  cursor: z
    .string(say('validation.fieldUsername', { name: 'cursor' }))
    .regex(/^\w{1,50}$/, say('validation.fieldUsername', { name: 'cursor' }))
    .optional(),
});

/** GET /auth/friends/requests: newest first, the cursor is the last request id seen. */
export const friendRequestsQuery = z.object({
  limit: pageLimit,
  cursor: queryId('cursor').optional(),
});

const INVITE_NAME_MAX = 50;

const LINE_BREAK = /[\n\r\v\f\u0085\u2028\u2029]/u;
// Other control characters and the bidirectional overrides, which could rearrange how the
// greeting reads.
const CONTROL = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;
// A scheme ("http://"), "www." or anything shaped like a domain ("evil.test", "evil。test"):
// what mail programs turn into a link by themselves.
const LINK_LIKE = /:\/\/|www[.。．｡]|[\p{L}\p{N}-][.。．｡]\p{L}{2,}/iu;

/**
 * The friend's name the invitation greets ("Hi Sam,"): a person's name and nothing else, since
 * the e-mail goes out from the app's own address (docs/decisions.md "Invitations").
 */
const inviteNameField = z
  .string(say('validation.inviteNameText'))
  .refine((v) => !LINE_BREAK.test(v), { ...say('validation.inviteNameLineBreak'), abort: true })
  .refine((v) => !CONTROL.test(v), say('validation.inviteNameControl'))
  .trim()
  .max(INVITE_NAME_MAX, say('validation.inviteNameTooLong', { max: INVITE_NAME_MAX }))
  .refine((v) => !v.includes('@'), say('validation.inviteNameAt'))
  .refine((v) => !LINK_LIKE.test(v), say('validation.inviteNameLink'));

/** POST /auth/friends/invite: the friend-invitation e-mail to one address. */
export const friendInviteSchema = z.object({
  email: emailAddressField,
  /** Optional: how the e-mail greets the friend ("Hi Sam,"). */
  name: inviteNameField.optional().transform((v) => (v ? v : undefined)),
});
export type FriendInviteInput = z.input<typeof friendInviteSchema>;

/** A member as lists name them (docs/product.md §9.8): friends, the other side of a thread. */
export const memberCardSchema = z.object({
  id: idField(),
  username: z.string(),
  profile_picture: z.string().nullable(),
});

/** docs/product.md §9.1, as the viewer sees the pair. */
const friendStatusSchema = z.enum(['none', 'pending', 'accepted', 'rejected']);

/** GET /auth/friends/status/{id}. */
export const friendStatusResponseSchema = z.object({
  status: friendStatusSchema,
  is_sender: z.boolean(),
});

/**
 * A pending request to the signed-in member (docs/product.md §9.8): `id` is the
 * request's id, used to respond; `user_id` is the sender, for a link to their page.
 */
export const friendRequestEntrySchema = z.object({
  id: idField(),
  user_id: idField(),
  username: z.string(),
  profile_picture: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type FriendRequestEntry = z.infer<typeof friendRequestEntrySchema>;

/** What POST /auth/friends/request and /respond answer: the pair's new state. */
export const friendshipChangeSchema = z.object({
  request_id: idField(),
  status: friendStatusSchema.exclude(['none']),
  is_sender: z.boolean(),
});
export type FriendshipChange = z.infer<typeof friendshipChangeSchema>;
