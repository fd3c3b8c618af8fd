import { z } from 'zod';
import { CATEGORIES, LISTING_STATES, LISTING_TYPES } from '../codes';
import { text } from '../i18n/format';
import { say } from '../i18n/zod-messages';
import { DESCRIPTION_MAX } from '../limits';

/** docs/product.md §7.12's messages; the forms and the routes share these rules. */
export const PRICE_MAX = 99_999_999.99;

/** Multipart bodies carry every value as text; JSON bodies carry real types. Both are read. */
export const flag = z.union([
  z.boolean(),
  z
    .enum(['true', 'false', '1', '0', 'on'])
    .transform((v) => v === 'true' || v === '1' || v === 'on'),
]);

const code = (values: Record<string, number>, name: string) => {
  const allowed = Object.values(values);
  return z.coerce
    .number(say('validation.fieldNumber', { name }))
    .int(say('validation.fieldWholeNumber', { name }))
    .refine(
      (v) => allowed.includes(v),
      say('validation.fieldOneOf', { name, values: allowed.join(', ') }),
    );
};

export const typeId = code(LISTING_TYPES, 'type_id');
export const stateId = code(LISTING_STATES, 'state_id');
export const categoryId = code(CATEGORIES, 'category_id');

export const price = z.coerce
  .number(say('validation.priceNumber'))
  .refine(Number.isFinite, say('validation.priceNumber'))
  .min(0, say('validation.priceNegative'))
  .max(PRICE_MAX, say('validation.priceTooHigh'))
  // numeric(10,2): cents are kept, anything finer is rounded rather than refused.
  .transform((v) => Math.round(v * 100) / 100);

export const description = z
  .string()
  .trim()
  .max(DESCRIPTION_MAX, say('validation.descriptionTooLong', { max: DESCRIPTION_MAX }));

/** Exchange and giveaway listings carry no price (docs/product.md §7.7). */
export function priceRule<T extends { type_id: number; price: number }>(
  value: T,
  ctx: z.RefinementCtx,
) {
  if (value.type_id === LISTING_TYPES.sell && !(value.price > 0)) {
    // Said as the rule is checked, in the current language.
    ctx.addIssue({ code: 'custom', message: text('validation.sellPrice'), path: ['price'] });
  }
}
