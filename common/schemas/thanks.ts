import { z } from 'zod';
import { say } from '../i18n/zod-messages';
import { idField } from './ids';
import { pageLimit, queryId } from './query';

/** A thank-you's length (docs/product.md §7.17). */
export const THANKS_MAX = 280;

const thanksText = say('validation.thanksText', { max: THANKS_MAX });

/** POST /listings/{id}/thanks. */
export const thanksInputSchema = z.object({
  text: z.string(thanksText).trim().min(1, thanksText).max(THANKS_MAX, thanksText),
});

/** A member as thanks name them. */
const thanksMember = z.object({
  id: idField(),
  username: z.string(),
  avatar: z.string().nullable(),
});

/** The thank-you just given. */
export const thanksSchema = z.object({
  id: idField(),
  from: thanksMember,
  to: thanksMember,
  text: z.string(),
  listing_id: idField(),
  created_at: z.iso.datetime(),
});
export type Thanks = z.infer<typeof thanksSchema>;

/** GET /users/{id}/thanks: newest first; the next page's cursor is in X-Next-Cursor. */
export const thanksQuerySchema = z.object({
  limit: pageLimit,
  cursor: queryId('cursor').optional(),
});
export type ThanksQuery = z.output<typeof thanksQuerySchema>;

/** One thank-you a member received; `listing` is null when the viewer may not see it. */
export const receivedThanksSchema = z.object({
  id: idField(),
  from: thanksMember,
  text: z.string(),
  listing: z.object({ id: idField(), title: z.string() }).nullable(),
  created_at: z.iso.datetime(),
});
export type ReceivedThanks = z.infer<typeof receivedThanksSchema>;
