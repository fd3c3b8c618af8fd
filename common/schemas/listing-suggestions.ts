import { z } from 'zod';

/** GET /listings/suggestions (docs/product.md §7.5): what the member has typed so far. */
export const SUGGESTIONS_MAX = 5;
export const listingSuggestionsQuerySchema = z.object({
  q: z
    .string({ error: 'q is required' })
    .trim()
    .min(1, 'q is required')
    .max(100, 'Search text must be at most 100 characters long'),
});
/** Up to five listing titles that complete it, nearest first. */
export const listingSuggestionsSchema = z.array(z.string()).max(SUGGESTIONS_MAX);
