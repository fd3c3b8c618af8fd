import { z } from 'zod';
import { CATEGORIES, LISTING_STATES, LISTING_TYPES } from '../codes';
import { DESCRIPTION_MAX, TITLE_MAX, TITLE_MIN } from '../limits';
import { SORTS } from '../sorts';
import { idField } from './ids';
import { pageLimit, queryId, queryNumber } from './query';

/** docs/product.md §7.12's messages; the forms and the routes share these rules. */
export const SELL_PRICE_MESSAGE = 'Price must be greater than 0 for sell listings';
export const PRICE_MAX = 99_999_999.99;

/** Multipart bodies carry every value as text; JSON bodies carry real types. Both are read. */
const flag = z.union([
  z.boolean(),
  z
    .enum(['true', 'false', '1', '0', 'on'])
    .transform((v) => v === 'true' || v === '1' || v === 'on'),
]);

const code = (values: Record<string, number>, name: string) => {
  const allowed = Object.values(values);
  return z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .refine((v) => allowed.includes(v), `${name} must be one of ${allowed.join(', ')}`);
};

const typeId = code(LISTING_TYPES, 'type_id');
const stateId = code(LISTING_STATES, 'state_id');
const categoryId = code(CATEGORIES, 'category_id');

const price = z.coerce
  .number({ error: 'Price must be a number' })
  .refine(Number.isFinite, 'Price must be a number')
  .min(0, 'Price cannot be negative')
  .max(PRICE_MAX, 'Price is too high')
  // numeric(10,2): cents are kept, anything finer is rounded rather than refused.
  .transform((v) => Math.round(v * 100) / 100);

const description = z
  .string()
  .trim()
  .max(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters long`);

/** Exchange and giveaway listings carry no price (docs/product.md §7.7). */
function priceRule<T extends { type_id: number; price: number }>(value: T, ctx: z.RefinementCtx) {
  if (value.type_id === LISTING_TYPES.sell && !(value.price > 0)) {
    ctx.addIssue({ code: 'custom', message: SELL_PRICE_MESSAGE, path: ['price'] });
  }
}

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

/** A comma-separated list of codes (or the same parameter repeated). */
const codeList = (values: Record<string, number>, name: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) =>
      (Array.isArray(v) ? v.join(',') : v)
        .split(',')
        .filter(Boolean)
        .map((item) => Number(item)),
    )
    .pipe(
      z
        .array(
          z
            .number()
            .refine(
              (n) => Object.values(values).includes(n),
              `${name} must be among ${Object.values(values).join(', ')}`,
            ),
        )
        .max(3),
    )
    .transform((v) => [...new Set(v)])
    .optional();

/** A query-string flag: the forms' spellings of true and false, nothing else. */
const queryFlag = (name: string) =>
  z
    .enum(['true', 'false', '1', '0', 'on'], { error: `${name} must be true or false` })
    .transform((v) => v === 'true' || v === '1' || v === 'on')
    .optional();

const queryPrice = (name: string) => {
  const message = `${name} must be a number between 0 and ${PRICE_MAX}`;
  return queryNumber(
    z.number({ error: message }).min(0, message).max(PRICE_MAX, message),
  ).optional();
};

/** GET /listings/: docs/product.md §7.11's scopes plus the filter page's search, filters and sort. */
export const listingsQuerySchema = z
  .object({
    mine: queryFlag('mine'),
    friends: queryFlag('friends'),
    public: queryFlag('public'),
    user_id: queryId('user_id').optional(),
    q: z.string().trim().max(100, 'Search text must be at most 100 characters long').optional(),
    type_id: codeList(LISTING_TYPES, 'type_id'),
    category_id: codeList(CATEGORIES, 'category_id'),
    state_id: codeList(LISTING_STATES, 'state_id'),
    min_price: queryPrice('min_price'),
    max_price: queryPrice('max_price'),
    sort: z.enum(SORTS, { error: `sort must be one of ${SORTS.join(', ')}` }).default('newest'),
    limit: pageLimit,
    // Its contents depend on `sort`: server/modules/listings/cursor.ts checks them.
    cursor: z
      .string({ error: 'Invalid cursor for this sort' })
      .max(200, 'Invalid cursor for this sort')
      .optional(),
  })
  .refine(
    (v) => v.min_price === undefined || v.max_price === undefined || v.min_price <= v.max_price,
    {
      message: 'min_price must not be above max_price',
      path: ['min_price'],
    },
  );
export type ListingsQuery = z.output<typeof listingsQuerySchema>;

/** A listing as every answer shows it (docs/product.md §7.1). */
export const listingSchema = z.object({
  id: idField(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  /** Relative to /api, signed for the viewer unless anyone may see it (docs/decisions.md "Photos"). */
  featured_image: z.string().nullable(),
  is_active: z.boolean(),
  is_public: z.boolean(),
  type_id: z.number().int(),
  state_id: z.number().int(),
  category_id: z.number().int(),
  owner_id: idField(),
  owner_username: z.string(),
  owner_profile_picture: z.string().nullable(),
  /** Exact for the owner, the cloaked point for everyone else (docs/product.md §6.2). */
  owner_latitude: z.number().nullable(),
  owner_longitude: z.number().nullable(),
  created_at: z.iso.datetime(),
  /**
   * Null unless moderation hides the listing, which only its owner (and moderators) then see:
   * `held` after reports, until a moderator looks; `removed` by a moderator (docs/product.md §14).
   */
  moderation: z.enum(['held', 'removed']).nullable(),
});
