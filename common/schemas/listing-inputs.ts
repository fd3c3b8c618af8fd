import { z } from 'zod';
import { CATEGORIES, LISTING_STATES, LISTING_TYPES } from '../codes';
import { TITLE_MAX, TITLE_MIN } from '../limits';
import { availableUntil } from './listing-availability';
import { categoryId, description, flag, price, priceRule, stateId, typeId } from './listing-fields';
import { imageOrder } from './listing-photos';

export const listingCreateSchema = z
  .object({
    title: z
      .string({ error: 'Title must be at least 3 characters long' })
      .trim()
      .min(TITLE_MIN, 'Title must be at least 3 characters long')
      .max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters long`),
    description: description.default(''),
    price: price.default(0),
    is_active: flag.default(true),
    is_public: flag.default(true),
    type_id: typeId.default(LISTING_TYPES.sell),
    state_id: stateId.default(LISTING_STATES.available),
    category_id: categoryId.default(CATEGORIES.produce),
    available_until: availableUntil.optional(),
  })
  .superRefine(priceRule)
  .transform((v) => (v.type_id === LISTING_TYPES.sell ? v : { ...v, price: 0 }));
export type ListingCreateInput = z.input<typeof listingCreateSchema>;
export type ListingCreate = z.output<typeof listingCreateSchema>;

/**
 * PATCH /listings/{id}: only the fields docs/product.md §7.11 names are read (others are ignored). The
 * sell-price rule needs the stored type and price too, so the service checks it once merged.
 */
export const listingUpdateSchema = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters long`)
    .optional(),
  description: description.optional(),
  price: price.optional(),
  is_active: flag.optional(),
  is_public: flag.optional(),
  type_id: typeId.optional(),
  state_id: stateId.optional(),
  category_id: categoryId.optional(),
  available_until: availableUntil.optional(),
  image_order: imageOrder.optional(),
});
export type ListingUpdate = z.output<typeof listingUpdateSchema>;

/**
 * The edit screen's form (docs/product.md §7.8): the price text is read as a decimal, unparseable
 * text is 0, and the sell rule applies; it produces the PATCH body's editable fields.
 */
export const listingEditFormSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'Title is required')
      .max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters long`),
    description,
    price: z.union([z.string(), z.number()]).transform((v) => {
      const parsed = typeof v === 'number' ? v : Number.parseFloat(v);
      return Number.isFinite(parsed) && parsed >= 0 ? Math.round(parsed * 100) / 100 : 0;
    }),
    type_id: typeId,
    is_public: z.boolean(),
  })
  .superRefine(priceRule)
  .transform((v) => (v.type_id === LISTING_TYPES.sell ? v : { ...v, price: 0 }));

export const visibilitySchema = z.object({
  is_public: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], {
    error: 'is_public must be true or false',
  }),
});
