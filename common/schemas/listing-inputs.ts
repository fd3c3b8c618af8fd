import { z } from 'zod';
import { CATEGORIES, LISTING_STATES, LISTING_TYPES } from '../codes';
import { say } from '../i18n/zod-messages';
import { TITLE_MAX, TITLE_MIN } from '../limits';
import { availableUntil } from './listing-availability';
import { categoryId, description, flag, price, priceRule, stateId, typeId } from './listing-fields';
import { imageOrder } from './listing-photos';
import { seedFormSchema, seedInputSchema } from './listing-seed';
import { simmerHours, simmerRule } from './listing-simmer';

/** A new listing's title (docs/product.md §7.12, "title (create)"). */
const titleTooShort = say('validation.titleTooShort', { min: TITLE_MIN });
const titleTooLong = say('validation.titleTooLong', { max: TITLE_MAX });
const titleRequired = say('validation.titleRequired');

const createTitle = z
  .string(titleTooShort)
  .trim()
  .min(TITLE_MIN, titleTooShort)
  .max(TITLE_MAX, titleTooLong);

/** An edited listing's title (docs/product.md §7.12, "title (edit)"): PATCH refuses only a blank one. */
const editTitle = z.string().trim().min(1, titleRequired).max(TITLE_MAX, titleTooLong);

export const listingCreateSchema = z
  .object({
    title: createTitle,
    description: description.default(''),
    price: price.default(0),
    is_active: flag.default(true),
    is_public: flag.default(true),
    type_id: typeId.default(LISTING_TYPES.sell),
    state_id: stateId.default(LISTING_STATES.available),
    category_id: categoryId.default(CATEGORIES.produce),
    available_until: availableUntil.optional(),
    simmer_hours: simmerHours.default(0),
    // Seeds only (docs/product.md §7.18): the service refuses it on another category.
    seed: seedInputSchema.optional(),
  })
  .superRefine(priceRule)
  .superRefine(simmerRule)
  .transform((v) => (v.type_id === LISTING_TYPES.sell ? v : { ...v, price: 0 }));
export type ListingCreate = z.output<typeof listingCreateSchema>;

/**
 * PATCH /listings/{id}: only the fields docs/product.md §7.11 names are read (others are ignored). The
 * sell-price rule needs the stored type and price too, so the service checks it once merged.
 */
export const listingUpdateSchema = z.object({
  title: z
    .string(titleRequired)
    .trim()
    .min(1, titleRequired)
    .max(TITLE_MAX, titleTooLong)
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
  seed: seedInputSchema.optional(),
});
export type ListingUpdate = z.output<typeof listingUpdateSchema>;

/**
 * The one listing form of the new and edit screens (docs/product.md §7.7, §7.8): the same fields
 * and labels, the title's rule being the only difference, as the API's. The price text is read
 * as a decimal, unreadable text is 0, and the sell rule applies.
 */
function listingForm(title: typeof createTitle) {
  return z
    .object({
      title,
      description,
      price: z.union([z.string(), z.number()]).transform((v) => {
        const parsed = typeof v === 'number' ? v : Number.parseFloat(v);
        return Number.isFinite(parsed) && parsed >= 0 ? Math.round(parsed * 100) / 100 : 0;
      }),
      type_id: typeId,
      category_id: categoryId,
      is_public: z.boolean(),
      // Shown, and sent, only for seeds (docs/product.md §7.18).
      seed: seedFormSchema,
    })
    .superRefine(priceRule)
    .transform((v) => (v.type_id === LISTING_TYPES.sell ? v : { ...v, price: 0 }));
}

/** The new listing screen's form: POST /listings/'s fields the member chooses. */
export const listingCreateFormSchema = listingForm(createTitle);
/** The edit screen's form: PATCH /listings/{id}'s fields the member chooses. */
export const listingEditFormSchema = listingForm(editTitle);
export type ListingFormSchema = typeof listingEditFormSchema;
export type ListingFormInput = z.input<ListingFormSchema>;
export type ListingFormOutput = z.output<ListingFormSchema>;

export const visibilitySchema = z.object({
  is_public: z.union(
    [z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')],
    say('validation.fieldTrueOrFalse', { name: 'is_public' }),
  ),
});
