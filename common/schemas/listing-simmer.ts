import { z } from 'zod';
import { LISTING_TYPES } from '../codes';
import { text } from '../i18n/format';
import { say } from '../i18n/zod-messages';

/** How long a new giveaway may simmer before its owner draws (docs/product.md §7.16). */
export const SIMMER_HOURS = [0, 12, 24] as const;

export const simmerHours = z.coerce
  .number(say('validation.simmerHours', { values: SIMMER_HOURS.join(', ') }))
  .refine(
    (v) => (SIMMER_HOURS as readonly number[]).includes(v),
    say('validation.simmerHours', { values: SIMMER_HOURS.join(', ') }),
  );

/** Only a giveaway simmers: other listings go to whoever the owner chooses at once. */
export function simmerRule<T extends { type_id: number; simmer_hours: number }>(
  value: T,
  ctx: z.RefinementCtx,
) {
  if (value.simmer_hours !== 0 && value.type_id !== LISTING_TYPES.giveaway) {
    ctx.addIssue({
      code: 'custom',
      message: text('validation.simmerGiveawayOnly'),
      path: ['simmer_hours'],
    });
  }
}
