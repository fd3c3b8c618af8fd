import { z } from 'zod';
import { say } from '../i18n/zod-messages';

/** GET /listings/suggestions (docs/product.md §7.5): what the member has typed so far. */
export const SUGGESTIONS_MAX = 5;
export const listingSuggestionsQuerySchema = z.object({
  q: z
    .string(say('validation.fieldRequired', { name: 'q' }))
    .trim()
    .min(1, say('validation.fieldRequired', { name: 'q' }))
    .max(100, say('validation.searchTextTooLong', { max: 100 })),
});
/** Up to five listing titles that complete it, nearest first. */
export const listingSuggestionsSchema = z.array(z.string()).max(SUGGESTIONS_MAX);
