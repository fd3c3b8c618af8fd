import { z } from 'zod';
import { MAX_ID } from './ids';
import { pageLimit, queryInteger } from './query';

/** GET /auth/users: gardeners by name, `cursor` the offset of the next page. */
export const userSearchQuery = z.object({
  q: z.string().trim().max(50).optional(),
  limit: pageLimit,
  cursor: queryInteger('cursor', 0, MAX_ID).optional(),
});
export type UserSearchQuery = z.infer<typeof userSearchQuery>;
